import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TeeSheetReservation } from '@fairway/contract/admin.contract';
import type { DeskPaymentDue, DeskPaymentReceipt } from '@fairway/contract/admin-desk-payment.contract';
import { deskAmountProblem, deskTotalCents } from '@fairway/domain/payments/desk-tenders';
import { type ConsoleError, isConsoleError } from '../../app/console-api.ts';
import { decimalOf, moneyOf } from '../../shared/amounts.ts';
import { Dialog } from '../../shared/dialog.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { FormActions } from '../../shared/form-actions.tsx';
import {
  checkTenderCodes,
  TenderFields,
  tenderFormFields,
  tendersOf,
  useTenderMessages,
  useTenderRefusal,
} from '../../shared/tender-fields.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { useDeskPaymentDueQuery, useTakeDeskPaymentMutation } from './desk-payment.api.ts';
import { DeskReceipt } from './desk-receipt.tsx';

/** The form: the counter's tender fields (shared with the Counter's sales) and the two choices. */
const deskFormSchema = z
  .object({ ...tenderFormFields, checkIn: z.boolean(), emailReceipt: z.boolean() })
  .superRefine(checkTenderCodes);
type DeskForm = z.output<typeof deskFormSchema>;

/** Close, alone: while loading, or when there is nothing to take. */
function FormActionsClose({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="admin-actions">
      <button type="button" className="admin-secondary" onClick={onClose}>
        {t('ops.close')}
      </button>
    </div>
  );
}

/** Take what a booking owes at the course: the server states it, staff split it over tenders, the receipt follows. */
export function DeskPaymentDialog({
  reservation,
  onClose,
  onDone,
}: {
  reservation: TeeSheetReservation;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const due = useDeskPaymentDueQuery({ reservationId: reservation.reservationId });
  const [receipt, setReceipt] = useState<DeskPaymentReceipt | null>(null);
  const title = t('desk.title', { confirmation: reservation.confirmationNumber });
  const finish = (taken: DeskPaymentReceipt) =>
    onDone(
      t('desk.done', {
        confirmation: taken.confirmationNumber,
        amount: moneyOf(i18n.language, taken.currencyCode, taken.paidCents),
      }),
    );
  return (
    <Dialog title={title} onClose={receipt ? () => finish(receipt) : onClose}>
      {receipt ? (
        <DeskReceipt receipt={receipt} onClose={() => finish(receipt)} />
      ) : due.data ? (
        <DeskPaymentForm due={due.data} onClose={onClose} onTaken={setReceipt} />
      ) : due.error ? (
        <>
          <ErrorAlert error={due.error} />
          <FormActionsClose onClose={onClose} />
        </>
      ) : (
        <>
          <p role="status">{t('ops.loading')}</p>
          <FormActionsClose onClose={onClose} />
        </>
      )}
    </Dialog>
  );
}

function DeskPaymentForm({
  due,
  onClose,
  onTaken,
}: {
  due: DeskPaymentDue;
  onClose: () => void;
  onTaken: (receipt: DeskPaymentReceipt) => void;
}) {
  const { t, i18n } = useTranslation();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [take, taking] = useTakeDeskPaymentMutation();
  const [error, setError] = useState<unknown>(null);
  const money = (cents: number) => moneyOf(i18n.language, due.currencyCode, cents);
  const form = useZodForm(deskFormSchema, {
    defaultValues: {
      cash: due.dueAtCourseCents > 0 ? decimalOf(due.dueAtCourseCents) : '',
      card: '',
      lastFour: '',
      gift: '',
      giftCode: '',
      checkIn: due.checkInToday,
      emailReceipt: due.booker.email !== '',
    },
    messages: useTenderMessages(),
  });
  // The form replaces the dialog's loading state: the first amount takes the focus.
  const { setFocus } = form;
  useEffect(() => setFocus('cash'), [setFocus]);
  // What staff entered so far, against what the server says is due (the server checks again).
  const entered = deskTotalCents(tendersOf(form.watch()));
  const left = due.dueAtCourseCents - entered;

  async function submit(values: DeskForm) {
    const tenders = tendersOf(values);
    const problem = deskAmountProblem(tenders, due.dueAtCourseCents);
    if (tenders.length === 0 || problem)
      return setError(
        t(problem?.code === 'PAYMENT_EXCEEDS_DUE' ? 'desk.tooMuch' : 'desk.tooLittle', {
          due: money(due.dueAtCourseCents),
          entered: money(entered),
        }),
      );
    setError(null);
    try {
      onTaken(
        await take({
          reservationId: due.reservationId,
          body: { tenders, checkIn: values.checkIn && due.checkInToday, emailReceipt: values.emailReceipt },
          key,
        }).unwrap(),
      );
    } catch (caught) {
      // A refusal collected nothing: the corrected payment is a new request. Without an answer
      // (the network), the same key asks again and cannot collect twice.
      if (isConsoleError(caught) && caught.status >= 400 && caught.status < 500) setKey(crypto.randomUUID());
      setError(caught);
    }
  }

  /** The server's refusals in the desk's words (a gift certificate's balance, what is due now, the day). */
  const tenderRefusal = useTenderRefusal(money);
  const refusal = (refused: ConsoleError): string | undefined =>
    refused.code === 'CHECK_IN_UNAVAILABLE' ? t('desk.notToday') : tenderRefusal(refused);

  if (due.dueAtCourseCents === 0)
    return (
      <>
        <p role="status">{t('desk.nothingDue')}</p>
        <FormActionsClose onClose={onClose} />
      </>
    );

  return (
    <form className="admin-form admin-sheet-dialog admin-desk-form" noValidate onSubmit={form.handleSubmit(submit)}>
      <p className="admin-desk-due">
        {t('desk.due', {
          amount: money(due.dueAtCourseCents),
          name: `${due.booker.firstName} ${due.booker.lastName}`.trim(),
        })}
      </p>
      <ul className="admin-desk-players">
        {due.players
          .filter((player) => player.dueAtCourseCents > 0)
          .map((player) => (
            <li key={player.slot}>
              {t('desk.playerDue', {
                name: player.name ?? t('ops.player', { slot: player.slot }),
                amount: money(player.dueAtCourseCents),
              })}
            </li>
          ))}
      </ul>
      <TenderFields form={form} />
      <p className="admin-desk-left" aria-live="polite">
        {left === 0
          ? t('desk.balanced', { entered: money(entered) })
          : left > 0
            ? t('desk.left', { entered: money(entered), left: money(left) })
            : t('desk.over', { entered: money(entered), over: money(-left) })}
      </p>
      {due.checkInToday && (
        <label className="admin-check">
          <input type="checkbox" {...form.register('checkIn')} /> {t('desk.checkIn')}
        </label>
      )}
      {due.booker.email !== '' && (
        <label className="admin-check">
          <input type="checkbox" {...form.register('emailReceipt')} />{' '}
          {t('desk.emailReceipt', { email: due.booker.email })}
        </label>
      )}
      <ErrorAlert error={error} messages={refusal} />
      <FormActions
        submitLabel={t('desk.submit', { amount: money(due.dueAtCourseCents) })}
        busyLabel={t('ops.working')}
        busy={taking.isLoading}
        cancelLabel={t('ops.close')}
        onCancel={onClose}
      />
    </form>
  );
}
