import type { Toast } from '../hooks/use-toast.ts';

/** The reservation screens' toast in a live region that is always there (failures as alerts). */
export function ReservationToast({ toast }: { toast: Toast | null }) {
  return (
    <div className="reservation-toast-region" aria-live="polite">
      {toast ? (
        <p
          key={toast.id}
          className={`reservation-toast reservation-toast--${toast.tone}`}
          data-testid="reservation-toast"
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          {toast.text}
        </p>
      ) : null}
    </div>
  );
}
