import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import { FormActions } from './form-actions.tsx';

/**
 * Asks before an action that cannot be taken back: a modal (shared focus trap, Escape cancels,
 * focus goes back to what opened it) whose first control is Cancel, so Enter on opening never confirms.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  /** What will happen, in the staff member's words. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog title={title} onClose={onCancel}>
      <form
        className="admin-confirm"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {children}
        <div className="admin-dialog-buttons">
          <button type="button" className="admin-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <FormActions submitLabel={confirmLabel} busyLabel={busyLabel} busy={busy} />
        </div>
      </form>
    </Dialog>
  );
}
