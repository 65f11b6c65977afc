import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TeeSheetReservation } from '@fairway/contract/admin.contract';
import type { ReservationCredits } from '@fairway/contract/admin-credits.contract';
import { REFUND_TENDERS, type RefundTender } from '@fairway/domain/payments/counter-credits';
import { centsOf, moneyOf } from '../../shared/amounts.ts';
import { Dialog } from '../../shared/dialog.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { CreditFormFooter } from './credit-form-footer.tsx';
import { useCustomRefundMutation, useReservationCreditsQuery } from './credits.api.ts';

// A custom refund from the booking's panel: per tender what it paid and may still give back (the
// server's money view), an amount for each (empty: nothing), a reason. The players stay booked.

/** The form: an amount typed per tender (decimal, empty for none) and the reason. */
const refundFormSchema = z
  .object({
    amounts: z.record(z.string(), z.string()),
    reason: z.string().trim().min(1).max(500),
  })
  .superRefine((form, context) => {
    for (const [tender, text] of Object.entries(form.amounts))
      if (text.trim() !== '' && centsOf(text) === null)
        context.addIssue({ code: 'custom', path: ['amounts', tender], message: 'amount' });
  });
type RefundForm = z.output<typeof refundFormSchema>;

/** The lines of the request: the tenders given a positive amount. */
function linesOf(form: RefundForm): { tender: RefundTender; amountCents: number }[] {
  return REFUND_TENDERS.flatMap((tender) => {
    const cents = centsOf(form.amounts[tender] ?? '') ?? 0;
    return cents > 0 ? [{ tender, amountCents: cents }] : [];
  });
}

export function RefundDialog({
  reservation,
  onClose,
  onDone,
}: {
  reservation: TeeSheetReservation;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const credits = useReservationCreditsQuery({ reservationId: reservation.reservationId });
  return (
    <Dialog title={t('credits.refund.title', { confirmation: reservation.confirmationNumber })} onClose={onClose}>
      {credits.data ? (
        <RefundForm credits={credits.data} onClose={onClose} onDone={onDone} />
      ) : (
        <>
          {credits.error ? <ErrorAlert error={credits.error} /> : <p role="status">{t('ops.loading')}</p>}
          <div className="admin-actions">
            <button type="button" className="admin-secondary" onClick={onClose}>
              {t('ops.close')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

function RefundForm({
  credits,
  onClose,
  onDone,
}: {
  credits: ReservationCredits;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const [refund, refunding] = useCustomRefundMutation();
  const [error, setError] = useState<unknown>(null);
  const money = (cents: number) => moneyOf(i18n.language, credits.currencyCode, cents);
  const form = useZodForm(refundFormSchema, {
    defaultValues: { amounts: Object.fromEntries(credits.refundable.map((line) => [line.tender, ''])), reason: '' },
  });
  const reasonId = form.fieldId('reason');

  async function submit(values: RefundForm) {
    const lines = linesOf(values);
    if (lines.length === 0) return setError(t('credits.refund.enterAmount'));
    setError(null);
    try {
      const answer = await refund({
        reservationId: credits.reservationId,
        body: { lines, reason: values.reason },
        key,
      }).unwrap();
      onDone(
        t('credits.refund.done', { confirmation: answer.confirmationNumber, amount: money(answer.refundedCents) }),
      );
    } catch (caught) {
      setError(caught);
    }
  }

  return (
    <form
      className="admin-form admin-sheet-dialog"
      noValidate
      onSubmit={form.handleSubmit(submit, () => setError(t('credits.refund.check')))}
    >
      {credits.refundable.length === 0 ? (
        <p>{t('credits.refund.nothing')}</p>
      ) : (
        <fieldset>
          <legend>{t('credits.refund.amounts')}</legend>
          {credits.refundable.map((line) => {
            const id = form.fieldId(`amount-${line.tender}`);
            const hint = `${id}-hint`;
            return (
              <div key={line.tender} className="admin-field">
                <label htmlFor={id}>{t(`desk.tender.${line.tender}`)}</label>
                <input
                  id={id}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-describedby={hint}
                  aria-invalid={Boolean(form.formState.errors.amounts?.[line.tender])}
                  {...form.register(`amounts.${line.tender}`)}
                />
                <small id={hint}>
                  {t('credits.refund.refundable', {
                    refundable: money(line.refundableCents),
                    paid: money(line.paidCents),
                    refunded: money(line.refundedCents),
                  })}
                </small>
              </div>
            );
          })}
        </fieldset>
      )}
      <CreditFormFooter
        credits={credits}
        money={money}
        reason={{ id: reasonId, field: form.register('reason'), invalid: Boolean(form.formState.errors.reason) }}
        error={error}
        submitLabel={t('credits.refund.submit')}
        busy={refunding.isLoading || credits.refundable.length === 0}
        onClose={onClose}
      />
    </form>
  );
}
