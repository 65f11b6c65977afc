import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReservationCredits } from '@fairway/contract/admin-credits.contract';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { FormActions } from '../../shared/form-actions.tsx';
import { teeSheetRefusal } from './tee-sheet-refusals.ts';

// The end of the refund and rain-check forms: what this staff member may give, the reason every
// credit needs, the server's refusal, and the actions.

/** The words of the staff member's allowance: unlimited, up to the limit, or none (a manager must). */
function allowanceOf(
  credits: ReservationCredits,
  money: (cents: number) => string,
): { context: 'unlimited' | 'none' | 'limit'; limit: string } {
  const { limited, limitCents } = credits.allowance;
  if (!limited) return { context: 'unlimited', limit: '' };
  if (limitCents === null) return { context: 'none', limit: '' };
  return { context: 'limit', limit: money(limitCents) };
}

export function CreditFormFooter({
  credits,
  money,
  reason,
  error,
  submitLabel,
  busy,
  onClose,
}: {
  credits: ReservationCredits;
  money: (cents: number) => string;
  /** The reason field: its id, registration and whether it is invalid. */
  reason: { id: string; field: UseFormRegisterReturn; invalid: boolean };
  error: unknown;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <p>{t('credits.allowance', allowanceOf(credits, money))}</p>
      <label htmlFor={reason.id}>{t('credits.reason')}</label>
      <textarea
        id={reason.id}
        {...reason.field}
        required
        maxLength={500}
        rows={2}
        aria-required="true"
        aria-invalid={reason.invalid}
      />
      <ErrorAlert error={error} messages={(refused) => teeSheetRefusal(i18n, refused)} />
      <FormActions
        submitLabel={submitLabel}
        busyLabel={t('ops.working')}
        busy={busy}
        cancelLabel={t('ops.close')}
        onCancel={onClose}
      />
    </>
  );
}
