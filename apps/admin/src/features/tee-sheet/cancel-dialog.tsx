import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffCancelRequestSchema, type TeeSheetReservation } from '@fairway/contract/admin.contract';
import { refundDestinations } from '@fairway/domain/payments/money-view';
import { Dialog } from '../../shared/dialog.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { FormActions } from '../../shared/form-actions.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { teeSheetRefusal } from './tee-sheet-refusals.ts';
import { useCancelReservationMutation } from './tee-sheet.api.ts';

/** The cancel form: the refund and the reason of the request (the players are the ticked boxes). */
const cancelFormSchema = staffCancelRequestSchema.pick({ refund: true, reason: true });

/** Cancel players of a party, with or without refund, for a reason. */
export function CancelDialog({
  reservation,
  onClose,
  onDone,
}: {
  reservation: TeeSheetReservation;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const [cancel, cancelling] = useCancelReservationMutation();
  const [error, setError] = useState<unknown>(null);
  const cancellable = reservation.players.filter((player) => player.status === 'booked' || player.status === 'no-show');
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100);
  const [chosen, setChosen] = useState<number[]>(() => cancellable.map((player) => player.slot));
  // What cancelling the chosen players gives back (their shares of the green fees paid), and where
  // it goes, read from the ledger-backed view: the dialog offers exactly the refund made.
  const offered = cancellable
    .filter((player) => chosen.includes(player.slot))
    .reduce((sum, player) => sum + player.refundable, 0);
  const destinations = reservation.money ? refundDestinations(reservation.money, offered) : [];
  const form = useZodForm(cancelFormSchema, { defaultValues: { refund: offered > 0, reason: '' } });
  const reasonId = form.fieldId('reason');
  const reasonRefused = Boolean(form.formState.errors.reason);

  async function submit({ refund, reason }: { refund: boolean; reason: string }) {
    if (chosen.length === 0) return setError(t('ops.cancel.choosePlayers'));
    setError(null);
    try {
      const answer = await cancel({
        id: reservation.reservationId,
        body: { players: [...chosen].sort((a, b) => a - b), refund, reason },
        key,
      }).unwrap();
      onDone(
        t(`ops.cancel.done.${answer.refund.method}`, {
          confirmation: reservation.confirmationNumber,
          amount: money(answer.refund.amountCents, answer.refund.currencyCode),
        }),
      );
    } catch (caught) {
      setError(caught);
    }
  }

  return (
    <Dialog title={t('ops.cancel.title', { confirmation: reservation.confirmationNumber })} onClose={onClose}>
      <form
        className="admin-form admin-sheet-dialog"
        noValidate
        onSubmit={form.handleSubmit(submit, () => setError(t('ops.cancel.reasonRequired')))}
      >
        <fieldset className="admin-choices">
          <legend>{t('ops.cancel.players')}</legend>
          {cancellable.map((player) => (
            <label key={player.slot}>
              <input
                type="checkbox"
                name="players"
                value={player.slot}
                checked={chosen.includes(player.slot)}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setChosen((current) =>
                    checked ? [...current, player.slot] : current.filter((slot) => slot !== player.slot),
                  );
                }}
              />{' '}
              {player.name ?? t('ops.player', { slot: player.slot })}
            </label>
          ))}
        </fieldset>
        <label className="admin-check">
          <input type="checkbox" {...form.register('refund')} />{' '}
          {t('ops.cancel.refund', { paid: money(offered, reservation.currencyCode) })}
        </label>
        {destinations.length > 0 && (
          <ul className="admin-refund-destinations" data-testid="refund-destinations">
            {destinations.map((part) => (
              <li key={part.tender}>
                {t(`ops.cancel.to.${part.tender}`, {
                  amount: money(part.amountCents, reservation.currencyCode),
                  lastFour: part.card?.lastFour ?? '',
                })}
              </li>
            ))}
          </ul>
        )}
        <label htmlFor={reasonId}>{t('ops.cancel.reason')}</label>
        <textarea
          id={reasonId}
          {...form.register('reason')}
          required
          maxLength={500}
          rows={2}
          aria-required="true"
          aria-invalid={reasonRefused}
        />
        <ErrorAlert error={error} messages={(refused) => teeSheetRefusal(i18n, refused)} />
        <FormActions
          submitLabel={t('ops.cancel.submit')}
          busyLabel={t('ops.working')}
          busy={cancelling.isLoading || cancellable.length === 0}
          cancelLabel={t('ops.close')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
