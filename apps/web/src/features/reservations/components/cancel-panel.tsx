import { COUNTER_TENDERS, refundDestinations, type RefundPart } from '@fairway/domain/payments/money-view';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { errorMessageKey } from '../../../shared/i18n/keys.ts';
import { refundPartText } from '../../../shared/payments/money-breakdown.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useCancelReservationMutation } from '../api/reservations-api.ts';
import type { ReservationAccess } from '../api/reservation-access.ts';
import { formatInstant, money } from '../utils/reservation-format.ts';
import type { ReservationView } from '../utils/reservation-view.ts';

/** Longest cancellation reason the form sends. */
const REASON_MAX = 500;

/** The deadline and course phone a CANCELLATION_WINDOW_CLOSED answer carries. */
function closedDetails(error: unknown): { deadline: string | null; phone: string | null } {
  const details = (error as { data?: { error?: { details?: { deadline?: unknown; coursePhone?: unknown } } } }).data
    ?.error?.details;
  return {
    deadline: typeof details?.deadline === 'string' ? details.deadline : null,
    phone: typeof details?.coursePhone === 'string' ? details.coursePhone : null,
  };
}

/**
 * What cancelling these players gives back and where, before the golfer confirms: the
 * players' refundable shares, the booker's part split over the tenders as the cancellation will
 * split it (credit book, gift certificate, then the card or the counter), a friend's paid share
 * back to that friend.
 */
function refundPreview(
  reservation: ReservationView,
  slots: readonly number[],
): { total: number; parts: RefundPart[] } | null {
  const view = reservation.money;
  if (!view) return null;
  if (!reservation.cancellation.refundsGreenFee) return { total: 0, parts: [] };
  // Partner slots of a split payment: their share (paid or not) is theirs, not the booker's card's.
  const friendSlots = new Set([
    ...view.paid.flatMap((entry) =>
      (entry.source === 'share' || entry.source === 'lead-charged') && entry.slot !== null ? [entry.slot] : [],
    ),
    ...reservation.slots.flatMap((slot) => (slot.shareDueBy ? [slot.slotNumber] : [])),
  ]);
  const cancelling = reservation.slots.filter((slot) => slots.includes(slot.slotNumber) && !slot.cancelled);
  const booker = cancelling
    .filter((slot) => !friendSlots.has(slot.slotNumber))
    .reduce((sum, slot) => sum + slot.refundable, 0);
  const friends = cancelling
    .filter((slot) => view.paid.some((entry) => entry.source === 'share' && entry.slot === slot.slotNumber))
    .reduce((sum, slot) => sum + slot.refundable, 0);
  // Online, only what was paid online is given back (a booking paid at the counter is refunded there, by staff).
  const online = refundDestinations(view, booker).filter((part) => !COUNTER_TENDERS.includes(part.tender));
  const parts = [
    ...online,
    ...(friends > 0 ? [{ tender: 'friend-share' as const, amountCents: friends, card: null }] : []),
  ];
  return { total: parts.reduce((sum, part) => sum + part.amountCents, 0), parts };
}

/**
 * Cancel the whole booking or chosen players, with a reason. Past the facility's window the
 * panel says why it cannot cancel online and gives the course's phone number instead.
 */
export function CancelPanel({
  reservation,
  access,
  onDone,
}: {
  reservation: ReservationView;
  access: ReservationAccess;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const reasonId = useId();
  const active = reservation.slots.filter((slot) => !slot.cancelled);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancel, state] = useCancelReservationMutation();
  // One key per opened form: a double submit or a retry after a lost answer is answered once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [closedNow, setClosedNow] = useState<{ deadline: string | null; phone: string | null } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Keyboard users land in the form when it opens, and back on its button when it closes.
  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
    else if (wasOpen.current) openButtonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (reservation.status === 'cancelled' || reservation.list === 'past' || active.length === 0) return null;
  if (!reservation.cancellation.allowed || closedNow) {
    const deadline = closedNow?.deadline ?? reservation.cancellation.deadline;
    const phone = closedNow?.phone ?? reservation.facilityPhone;
    return (
      <section className="card reservation-action" aria-labelledby={headingId} data-testid="cancel-closed">
        <h2 id={headingId}>{t('reservations.cancel.title')}</h2>
        <FormAlert message={error} testId="cancel-error" />
        <p>
          {deadline
            ? t('reservations.cancel.closedSince', {
                deadline: formatInstant(deadline, reservation.timeZone, i18n.language),
              })
            : t('reservations.cancel.closed')}
        </p>
        {phone ? (
          <p>
            {t('reservations.cancel.callCourse')}{' '}
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="course-phone">
              {phone}
            </a>
          </p>
        ) : null}
      </section>
    );
  }

  const whole = chosen.length === 0 || chosen.length === active.length;
  const preview = reservation.money
    ? refundPreview(reservation, whole ? active.map((slot) => slot.slotNumber) : chosen)
    : null;
  async function submit() {
    setError(null);
    // Without players the server cancels everyone left.
    const body = whole
      ? { reason: reason.trim() }
      : { players: [...chosen].sort((a, b) => a - b), reason: reason.trim() };
    const answer = await cancel({ access, id: reservation.id, idempotencyKey, body });
    if ('error' in answer) {
      const code = apiErrorCode(answer.error);
      if (code === 'CANCELLATION_WINDOW_CLOSED') setClosedNow(closedDetails(answer.error));
      setError(t(errorMessageKey(code)));
      return;
    }
    setOpen(false);
    setChosen([]);
    setReason('');
    setIdempotencyKey(crypto.randomUUID());
    const { amountCents, giftCertificateCents, creditBookCents, currencyCode } = answer.data.refund;
    const amount = (cents: number) => money(cents, currencyCode, i18n.language);
    const card = amountCents - giftCertificateCents - creditBookCents;
    onDone(
      [
        card > 0 ? t('reservations.cancel.doneRefund', { amount: amount(card) }) : t('reservations.cancel.done'),
        ...(giftCertificateCents > 0
          ? [t('reservations.cancel.doneGift', { amount: amount(giftCertificateCents) })]
          : []),
        ...(creditBookCents > 0 ? [t('reservations.cancel.doneCreditBook', { amount: amount(creditBookCents) })] : []),
      ].join(' '),
    );
  }

  return (
    <section className="card reservation-action" aria-labelledby={headingId} data-testid="cancel-panel">
      <h2 id={headingId}>{t('reservations.cancel.title')}</h2>
      {reservation.cancellation.deadline ? (
        <p className="field__hint">
          {t('reservations.cancel.until', {
            deadline: formatInstant(reservation.cancellation.deadline, reservation.timeZone, i18n.language),
          })}
        </p>
      ) : null}
      <p className="field__hint">
        {reservation.cancellation.refundsGreenFee
          ? t('reservations.cancel.refundPolicy')
          : t('reservations.cancel.noRefundPolicy')}
      </p>
      {open ? (
        <form
          ref={formRef}
          className="form"
          data-testid="cancel-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {active.length > 1 ? (
            <fieldset className="reservation-players-choice">
              <legend className="field__label">{t('reservations.cancel.whichPlayers')}</legend>
              {active.map((slot) => (
                <label key={slot.slotNumber} className="checkbox">
                  <input
                    type="checkbox"
                    checked={chosen.includes(slot.slotNumber)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked
                          ? [...current, slot.slotNumber]
                          : current.filter((number) => number !== slot.slotNumber),
                      )
                    }
                  />
                  <span>{slot.name || t('reservations.playerNumber', { number: slot.slotNumber })}</span>
                </label>
              ))}
              <p className="field__hint">
                {whole
                  ? t('reservations.cancel.wholeHint')
                  : t('reservations.cancel.someHint', { count: chosen.length })}
              </p>
            </fieldset>
          ) : null}
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              {t('reservations.cancel.reason')}
            </label>
            <textarea
              id={reasonId}
              className="field__input"
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          {preview ? (
            <div className="cancel-preview" data-testid="cancel-preview" aria-live="polite">
              {preview.total > 0 ? (
                <>
                  <p>
                    {t('reservations.cancel.preview', {
                      amount: money(preview.total, reservation.currencyCode, i18n.language),
                    })}
                  </p>
                  <ul className="plain-list">
                    {preview.parts.map((part) => (
                      <li key={`${part.tender}-${part.card?.lastFour ?? ''}`} data-tender={part.tender}>
                        {refundPartText(t, part, money(part.amountCents, reservation.currencyCode, i18n.language))}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p>{t('reservations.cancel.previewNone')}</p>
              )}
            </div>
          ) : null}
          <FormAlert message={error} testId="cancel-error" />
          <div className="form__actions">
            <button
              type="submit"
              className="button button--danger"
              disabled={state.isLoading}
              data-testid="cancel-submit"
            >
              {whole
                ? t('reservations.cancel.submitWhole')
                : t('reservations.cancel.submitSome', { count: chosen.length })}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
              {t('reservations.cancel.keep')}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={openButtonRef}
          type="button"
          className="button button--secondary"
          onClick={() => setOpen(true)}
          data-testid="cancel-open"
        >
          {t('reservations.cancel.open')}
        </button>
      )}
    </section>
  );
}
