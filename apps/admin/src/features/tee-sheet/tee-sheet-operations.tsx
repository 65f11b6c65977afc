import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type {
  MoveTargets,
  StaffRates,
  TeeSheet,
  TeeSheetReservation,
  TeeSheetTime,
} from '@fairway/contract/admin.contract';
import { blockCoversTimeOfDay, staffMayBookInto } from '@fairway/domain/admin/tee-time-blocks';
import { refundDestinations } from '@fairway/domain/payments/money-view';
import { TEE_TIME_PARTY_SIZES } from '@fairway/domain/tee-times/allowed-players';
import { AdminApiError, adminApi, type AdminTarget, call } from '../../app/admin-api.ts';
import { refusal, refusalCode } from '../../app/admin-errors.ts';
import type { Translate } from '../../app/admin-i18n.ts';
import { Dialog } from '../../shared/dialog.tsx';

// The tee sheet's operations: the walk-in, move and cancel dialogs.
// The server decides every price and every rule; these only collect the staff member's choice.

type Course = TeeSheet['courses'][number];

/** What a dialog needs: the console's target, translations, locale, and what to do once done or expired. */
export interface OperationProps {
  t: Translate;
  target: AdminTarget;
  locale: string;
  onClose: () => void;
  /** Called after a change with a message for the status line. */
  onDone: (message: string) => void;
  onExpired: () => void;
}

/** The operator's block closing a tee time of the sheet (the sheet's blocks are that day's), if any. */
export function blockOn(course: Course, teetime: string): Course['blocks'][number] | undefined {
  return course.blocks.find((entry) => blockCoversTimeOfDay(entry, teetime));
}

/** The message of a refusal: the operation's own, else the console's, else a generic one. */
type TeeTimeRefusal = NonNullable<MoveTargets['courses'][number]['teeTimes'][number]['refusal']>;
const TEE_TIME_REFUSALS: readonly string[] = ['TEE_TIME_STARTED', 'TEE_TIME_BLOCKED', 'TEE_TIME_NOT_ENOUGH_SLOTS'];

/** Why a tee time cannot take a party, in the console's words (the same for a move target and a move's 409). */
function teeTimeRefusalText(t: Translate, code: string, details: TeeTimeRefusal['details']): string {
  if (code === 'TEE_TIME_BLOCKED') return t('errors.TEE_TIME_BLOCKED', { blockReason: details.blockReason ?? '' });
  if (code === 'TEE_TIME_NOT_ENOUGH_SLOTS')
    return t('errors.TEE_TIME_NOT_ENOUGH_SLOTS', { count: details.availableSlots ?? 0 });
  return t(`errors.${code}`);
}

export function errorMessage(t: Translate, caught: unknown): string {
  if (caught instanceof AdminApiError && TEE_TIME_REFUSALS.includes(caught.code))
    return teeTimeRefusalText(t, caught.code, (caught.details ?? {}) as TeeTimeRefusal['details']);
  const own = `ops.errors.${refusalCode(caught)}`;
  return t(own) === own ? refusal(t, caught) : t(own);
}

function useFailure(t: Translate, onExpired: () => void) {
  const [error, setError] = useState<string | null>(null);
  const fail = (caught: unknown) => {
    if (caught instanceof AdminApiError && (caught.code === 'SESSION_EXPIRED' || caught.code === 'UNAUTHORIZED'))
      onExpired();
    else setError(errorMessage(t, caught));
  };
  return { error, setError, fail };
}

function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <p className="admin-error" role="alert">
      {error}
    </p>
  ) : null;
}

function DialogButtons({
  t,
  busy,
  submit,
  onClose,
}: {
  t: Translate;
  busy: boolean;
  submit: string;
  onClose: () => void;
}) {
  return (
    <div className="admin-dialog-buttons">
      <button type="submit" disabled={busy}>
        {busy ? t('ops.working') : submit}
      </button>
      <button type="button" className="admin-secondary" onClick={onClose}>
        {t('ops.close')}
      </button>
    </div>
  );
}

const PAYMENT_METHODS = ['cash', 'card-present', 'pay-at-course'] as const;
/** The languages a golfer's e-mails are written in, each by its own name (not translated). */
const MAIL_LANGUAGES = ['en', 'fr', 'es', 'de'] as const;
const LANGUAGE_NAMES: Record<(typeof MAIL_LANGUAGES)[number], string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
};

/** Book a walk-in or phone booking on one interval. */
export function WalkInDialog({ course, time, ...props }: OperationProps & { course: Course; time: TeeSheetTime }) {
  const { t, target, locale, onClose, onDone, onExpired } = props;
  const id = useId();
  const [key] = useState(() => crypto.randomUUID());
  const [rates, setRates] = useState<StaffRates | null>(null);
  const [rateId, setRateId] = useState<number | null>(null);
  const [players, setPlayers] = useState(Math.min(time.availableSlots, 4) || 1);
  const [transportation, setTransportation] = useState<'Cart' | 'Walking'>('Cart');
  const [busy, setBusy] = useState(false);
  const { error, fail } = useFailure(t, onExpired);

  useEffect(() => {
    adminApi.rates(target, course.facilityId, time.teetime).then((answer) => {
      setRates(answer);
      setRateId(answer.rates[0]?.rateId ?? null);
      if (answer.rates[0]?.transportation === 'Walking') setTransportation('Walking');
    }, fail);
    // Loaded once per dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const rate = rates?.rates.find((entry) => entry.rateId === rateId);
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: rates?.currencyCode ?? course.currencyCode }).format(
      cents / 100,
    );
  const estimate = useMemo(() => {
    if (!rate || !rates) return null;
    const fees = (transportation === 'Cart' ? rate.greenFeeCart : rate.greenFeeWalking) * players;
    return fees + Math.floor((fees * rates.taxRateBps + 5000) / 10000);
  }, [rate, rates, transportation, players]);
  const playerChoices = TEE_TIME_PARTY_SIZES.filter(
    (count) => count <= time.availableSlots && (!rate || rate.allowedPlayers.includes(count)),
  );
  // An operator's block on this time: staff book into a league or event block deliberately; maintenance keeps it closed.
  const block = blockOn(course, time.teetime);
  const closed = block !== undefined && !staffMayBookInto(block.kind);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rate) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    try {
      const booked = await adminApi.walkIn(
        target,
        {
          facilityId: course.facilityId,
          teetime: time.teetime,
          players,
          rateId: rate.rateId,
          transportation,
          golfer: {
            firstName: text('firstName'),
            lastName: text('lastName'),
            ...(text('email') ? { email: text('email') } : {}),
            ...(text('phone') ? { phone: text('phone') } : {}),
          },
          paymentMethod: text('paymentMethod') as (typeof PAYMENT_METHODS)[number],
          ...(text('notes') ? { notes: text('notes') } : {}),
          // The golfer's confirmation e-mail in the language they speak on the phone (default: their account's).
          ...(text('email') && text('language')
            ? { language: text('language') as (typeof MAIL_LANGUAGES)[number] }
            : {}),
          ...(block ? { intoBlock: form.get('intoBlock') === 'on' } : {}),
        },
        key,
      );
      onDone(t('ops.book.done', { confirmation: booked.confirmationNumber, total: money(booked.grandTotal) }));
    } catch (caught) {
      fail(caught);
      setBusy(false);
    }
  }

  const title = t('ops.book.title', { course: course.name, time: time.teetime.slice(11, 16) });
  if (closed) {
    return (
      <Dialog title={title} onClose={onClose}>
        <p className="admin-error">{t('ops.book.maintenance', { reason: block.reason })}</p>
        <div className="admin-dialog-buttons">
          <button type="button" className="admin-secondary" onClick={onClose}>
            {t('ops.close')}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="admin-form" onSubmit={submit}>
        {block && (
          <label className="admin-check">
            <input type="checkbox" name="intoBlock" required /> {t('ops.book.intoBlock', { reason: block.reason })}
          </label>
        )}
        <label htmlFor={`${id}-rate`}>{t('ops.book.rate')}</label>
        <select
          id={`${id}-rate`}
          value={rateId ?? ''}
          onChange={(event) => setRateId(Number(event.target.value))}
          required
        >
          {!rates && <option value="">{t('ops.loading')}</option>}
          {rates?.rates.map((entry) => (
            <option key={entry.rateId} value={entry.rateId}>
              {entry.name}, {entry.holes}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-players`}>{t('ops.book.players')}</label>
        <select id={`${id}-players`} value={players} onChange={(event) => setPlayers(Number(event.target.value))}>
          {playerChoices.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-transport`}>{t('ops.book.transportation')}</label>
        <select
          id={`${id}-transport`}
          value={transportation}
          onChange={(event) => setTransportation(event.target.value as 'Cart' | 'Walking')}
        >
          {(rate?.transportation === 'Both' || !rate ? ['Cart', 'Walking'] : [rate.transportation]).map((mode) => (
            <option key={mode} value={mode}>
              {t(`ops.book.${mode}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-first`}>{t('ops.book.firstName')}</label>
        <input id={`${id}-first`} name="firstName" required maxLength={100} autoComplete="off" />
        <label htmlFor={`${id}-last`}>{t('ops.book.lastName')}</label>
        <input id={`${id}-last`} name="lastName" maxLength={100} autoComplete="off" />
        <label htmlFor={`${id}-email`}>{t('ops.book.email')}</label>
        <input id={`${id}-email`} name="email" type="email" maxLength={254} autoComplete="off" />
        <label htmlFor={`${id}-language`}>{t('ops.book.language')}</label>
        <select id={`${id}-language`} name="language" defaultValue="">
          <option value="">{t('ops.book.languageDefault')}</option>
          {MAIL_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-phone`}>{t('ops.book.phone')}</label>
        <input id={`${id}-phone`} name="phone" type="tel" maxLength={40} autoComplete="off" />
        <fieldset className="admin-choices">
          <legend>{t('ops.book.payment')}</legend>
          {PAYMENT_METHODS.map((method, index) => (
            <label key={method}>
              <input type="radio" name="paymentMethod" value={method} defaultChecked={index === 0} />{' '}
              {t(`ops.book.method.${method}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-notes`}>{t('ops.book.notes')}</label>
        <textarea id={`${id}-notes`} name="notes" maxLength={500} rows={2} />
        <p aria-live="polite">{estimate !== null && t('ops.book.price', { total: money(estimate) })}</p>
        <ErrorLine error={error} />
        <DialogButtons
          t={t}
          busy={busy || !rate || playerChoices.length === 0}
          submit={t('ops.book.submit')}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}

/** Move a party to another time of the alias's courses (that day or another). */
export function MoveDialog({
  reservation,
  course,
  date,
  ...props
}: OperationProps & { reservation: TeeSheetReservation; course: Course; date: string }) {
  const { t, target, onClose, onDone, onExpired } = props;
  const id = useId();
  const [day, setDay] = useState(date);
  const [targets, setTargets] = useState<MoveTargets | null>(null);
  const [facilityId, setFacilityId] = useState(course.facilityId);
  const [busy, setBusy] = useState(false);
  const { error, fail } = useFailure(t, onExpired);

  // The server says which times take the party and why the others do not (the move's own rule).
  useEffect(() => {
    setTargets(null);
    call<MoveTargets>(
      target,
      'GET',
      `/api/admin/reservations/${encodeURIComponent(reservation.reservationId)}/move-targets?date=${encodeURIComponent(day)}`,
    ).then(setTargets, fail);
    // Reloaded when the day changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day]);

  const times = targets?.courses.find((entry) => entry.facilityId === facilityId)?.teeTimes ?? [];
  const firstFree = times.find((time) => time.refusal === null)?.teetime ?? '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const teetime = String(new FormData(event.currentTarget).get('teetime') ?? '');
    if (!teetime) return;
    setBusy(true);
    try {
      await adminApi.move(target, reservation.reservationId, { facilityId, teetime });
      onDone(t('ops.move.done', { confirmation: reservation.confirmationNumber, time: teetime.replace('T', ' ') }));
    } catch (caught) {
      fail(caught);
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t('ops.move.title', { confirmation: reservation.confirmationNumber, players: reservation.totalPlayers })}
      onClose={onClose}
    >
      <form className="admin-form" onSubmit={submit}>
        <label htmlFor={`${id}-date`}>{t('sheet.date')}</label>
        <input
          id={`${id}-date`}
          type="date"
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
          required
        />
        <label htmlFor={`${id}-course`}>{t('sheet.course')}</label>
        <select id={`${id}-course`} value={facilityId} onChange={(event) => setFacilityId(Number(event.target.value))}>
          {(targets?.courses ?? [course]).map((entry) => (
            <option key={entry.facilityId} value={entry.facilityId}>
              {entry.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-time`}>{t('ops.move.time')}</label>
        {/* Refused times stay listed, disabled, with the reason the move would be refused. */}
        <select
          key={`${day}-${facilityId}-${targets ? 'loaded' : 'loading'}`}
          id={`${id}-time`}
          name="teetime"
          required
          defaultValue={firstFree}
        >
          {!targets && <option value="">{t('ops.loading')}</option>}
          {targets && !firstFree && <option value="">{t('ops.move.none')}</option>}
          {times.map((time) => (
            <option key={time.teetime} value={time.teetime} disabled={time.refusal !== null}>
              {time.refusal
                ? t('ops.move.refused', {
                    time: time.teetime.slice(11, 16),
                    reason: teeTimeRefusalText(t, time.refusal.code, time.refusal.details),
                  })
                : t('ops.move.option', { time: time.teetime.slice(11, 16), free: time.freeSlots })}
            </option>
          ))}
        </select>
        <ErrorLine error={error} />
        <DialogButtons t={t} busy={busy || !firstFree} submit={t('ops.move.submit')} onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** Cancel players of a party, with or without refund, for a reason. */
export function CancelDialog({ reservation, ...props }: OperationProps & { reservation: TeeSheetReservation }) {
  const { t, target, locale, onClose, onDone, onExpired } = props;
  const id = useId();
  const [key] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const { error, setError, fail } = useFailure(t, onExpired);
  const cancellable = reservation.players.filter((player) => player.status === 'booked' || player.status === 'no-show');
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  const [chosen, setChosen] = useState<number[]>(() => cancellable.map((player) => player.slot));
  // What cancelling the chosen players gives back (their shares of the green fees paid), and where
  // it goes, read from the ledger-backed view: the dialog offers exactly the refund made.
  const offered = cancellable
    .filter((player) => chosen.includes(player.slot))
    .reduce((sum, player) => sum + player.refundable, 0);
  const destinations = reservation.money ? refundDestinations(reservation.money, offered) : [];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const players = form.getAll('players').map(Number);
    const reason = String(form.get('reason') ?? '').trim();
    if (players.length === 0) return setError(t('ops.cancel.choosePlayers'));
    if (!reason) return setError(t('ops.cancel.reasonRequired'));
    setBusy(true);
    try {
      const answer = await adminApi.cancel(
        target,
        reservation.reservationId,
        { players, refund: form.get('refund') === 'on', reason },
        key,
      );
      onDone(
        t(`ops.cancel.done.${answer.refund.method}`, {
          confirmation: reservation.confirmationNumber,
          amount: money(answer.refund.amountCents, answer.refund.currencyCode),
        }),
      );
    } catch (caught) {
      fail(caught);
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('ops.cancel.title', { confirmation: reservation.confirmationNumber })} onClose={onClose}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <fieldset className="admin-choices">
          <legend>{t('ops.cancel.players')}</legend>
          {cancellable.map((player) => (
            <label key={player.slot}>
              <input
                type="checkbox"
                name="players"
                value={player.slot}
                checked={chosen.includes(player.slot)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked ? [...current, player.slot] : current.filter((slot) => slot !== player.slot),
                  )
                }
              />{' '}
              {player.name ?? t('ops.player', { slot: player.slot })}
            </label>
          ))}
        </fieldset>
        <label className="admin-check">
          <input type="checkbox" name="refund" defaultChecked={offered > 0} />{' '}
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
        <label htmlFor={`${id}-reason`}>{t('ops.cancel.reason')}</label>
        <textarea id={`${id}-reason`} name="reason" required maxLength={500} rows={2} aria-required="true" />
        <ErrorLine error={error} />
        <DialogButtons
          t={t}
          busy={busy || cancellable.length === 0}
          submit={t('ops.cancel.submit')}
          onClose={onClose}
        />
      </form>
    </Dialog>
  );
}
