import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TeeSheetReservation } from '@fairway/contract/admin.contract';
import type { RainCheckResult, ReservationCredits } from '@fairway/contract/admin-credits.contract';
import { centsOf, decimalOf, moneyOf } from '../../shared/amounts.ts';
import { Dialog } from '../../shared/dialog.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { useIssueRainCheckMutation, useReservationCreditsQuery } from './credits.api.ts';
import { CreditFormFooter } from './credit-form-footer.tsx';

// A rain check from the booking's panel: the amount the server proposes (the green fees of the
// players who did not play) prefilled, a reason; then the code of the gift certificate issued (or
// the credit book it went on), to read out or print, and e-mailed to the booker.

const rainCheckFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((text) => (centsOf(text) ?? 0) > 0, 'amount'),
  reason: z.string().trim().min(1).max(500),
});
type RainCheckForm = z.output<typeof rainCheckFormSchema>;

export function RainCheckDialog({
  reservation,
  onClose,
  onDone,
}: {
  reservation: TeeSheetReservation;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const credits = useReservationCreditsQuery({ reservationId: reservation.reservationId });
  const [issued, setIssued] = useState<RainCheckResult | null>(null);
  const finish = (done: RainCheckResult) =>
    onDone(
      t('credits.rainCheck.done', {
        confirmation: done.confirmationNumber,
        amount: moneyOf(i18n.language, done.currencyCode, done.amountCents),
      }),
    );
  return (
    <Dialog
      title={t('credits.rainCheck.title', { confirmation: reservation.confirmationNumber })}
      onClose={issued ? () => finish(issued) : onClose}
    >
      {issued ? (
        <section aria-labelledby="rain-check-issued">
          <h3 id="rain-check-issued">{t('credits.rainCheck.issued')}</h3>
          {issued.code ? (
            <p>
              {t('credits.rainCheck.code')} <strong data-testid="rain-check-code">{issued.code}</strong>
            </p>
          ) : (
            <p>{t('credits.rainCheck.book', { name: issued.creditBook?.name ?? '' })}</p>
          )}
          {issued.fellBackToGiftCertificate && <p>{t('credits.rainCheck.fellBack')}</p>}
          <p>
            {t('credits.rainCheck.amount', { amount: moneyOf(i18n.language, issued.currencyCode, issued.amountCents) })}
          </p>
          {issued.emailedTo && <p>{t('credits.rainCheck.emailed', { email: issued.emailedTo })}</p>}
          <div className="admin-actions">
            <button type="button" onClick={() => window.print()}>
              {t('credits.rainCheck.print')}
            </button>
            <button type="button" className="admin-secondary" onClick={() => finish(issued)}>
              {t('ops.close')}
            </button>
          </div>
        </section>
      ) : credits.data ? (
        <RainCheckForm credits={credits.data} onClose={onClose} onIssued={setIssued} />
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

function RainCheckForm({
  credits,
  onClose,
  onIssued,
}: {
  credits: ReservationCredits;
  onClose: () => void;
  onIssued: (issued: RainCheckResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const [issue, issuing] = useIssueRainCheckMutation();
  const [error, setError] = useState<unknown>(null);
  const money = (cents: number) => moneyOf(i18n.language, credits.currencyCode, cents);
  const form = useZodForm(rainCheckFormSchema, {
    defaultValues: { amount: decimalOf(credits.rainCheck.defaultCents), reason: '' },
  });
  const amountId = form.fieldId('amount');
  const reasonId = form.fieldId('reason');
  const { rainCheck } = credits;
  const asBook = rainCheck.issueAs === 'credit-book' && rainCheck.creditBookAvailable;

  async function submit(values: RainCheckForm) {
    setError(null);
    try {
      onIssued(
        await issue({
          reservationId: credits.reservationId,
          body: { players: rainCheck.defaultPlayers, amountCents: centsOf(values.amount) ?? 0, reason: values.reason },
          key,
        }).unwrap(),
      );
    } catch (caught) {
      setError(caught);
    }
  }

  return (
    <form
      className="admin-form admin-sheet-dialog"
      noValidate
      onSubmit={form.handleSubmit(submit, () => setError(t('credits.rainCheck.check')))}
    >
      <p>
        {t('credits.rainCheck.proposed', {
          count: rainCheck.defaultPlayers.length,
          amount: money(rainCheck.defaultCents),
          max: money(rainCheck.maxCents),
        })}
      </p>
      <p>{t(asBook ? 'credits.rainCheck.asBook' : 'credits.rainCheck.asGift')}</p>
      <label htmlFor={amountId}>{t('credits.rainCheck.amountLabel')}</label>
      <input
        id={amountId}
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={Boolean(form.formState.errors.amount)}
        {...form.register('amount')}
      />
      <CreditFormFooter
        credits={credits}
        money={money}
        reason={{ id: reasonId, field: form.register('reason'), invalid: Boolean(form.formState.errors.reason) }}
        error={error}
        submitLabel={t('credits.rainCheck.submit')}
        busy={issuing.isLoading || rainCheck.maxCents === 0}
        onClose={onClose}
      />
    </form>
  );
}
