/**
 * Submit and Cancel at the foot of a console form. While `busy` the submit button is disabled
 * and says `busyLabel` (a second click cannot send twice); Cancel stays available.
 */
export function FormActions({
  submitLabel,
  busyLabel,
  busy,
  cancelLabel,
  onCancel,
}: {
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  cancelLabel?: string;
  onCancel?: () => void;
}) {
  return (
    <div className="admin-actions">
      <button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </button>
      {onCancel && cancelLabel && (
        <button type="button" className="admin-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      )}
    </div>
  );
}
