import type {
  CustomRefundRequest,
  CustomRefundResult,
  RainCheckRequest,
  RainCheckResult,
  ReservationCredits,
} from '@fairway/contract/admin-credits.contract';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import {
  creditLimitProblem,
  rainCheckDefaultCents,
  rainCheckMaxCents,
  type RefundTender,
  refundableByTender,
  refundProblem,
} from '@fairway/domain/payments/counter-credits';
import type { MoneyEntry } from '@fairway/domain/payments/money-view';
import { formatGiftCode } from '@fairway/domain/store/gift-balance';
import { localToday } from '@fairway/domain/tee-times/local-date';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { operationId, paymentOperation } from '../payments/payments.public.ts';
import { creditBookHolder, issueRainCheckCreditBook } from '../pro-profile/pro-profile.public.ts';
import { issueRainCheckGift, restoreGift } from '../store/store.public.ts';
import { CANCELLATION_REFUND_JOB, isRefusal, queueRefund, refundOnce } from './cancellation-refund.ts';
import { customRefundMail, rainCheckMail } from './credit-mail.ts';
import { requiredKey, runOnce } from './reservation-requests.ts';
import { stateOf } from './reservation-states.ts';
import type { ReservationState } from './reservation-view.ts';
import { findRequest, findReservation, insertEvent, updateEventPayment } from './reservations.repository.ts';
import type { AuditHook, StaffMailerFor } from './staff-operations.ts';

// Credits staff give at the counter (see apps/server/src/features/admin/README.md "Credits:
// refunds and rain checks"): a custom refund by tender, the players staying booked, and a rain
// check issued as a gift certificate or credit-book credit. What may go back is the reservation's
// money view's (packages/domain/src/payments/counter-credits.ts); each credit is one reservation
// event per tender (kind 'refunded' or 'rain-check') that the money view reads back as a refunded
// entry, so the dialog, the golfer's screen, the e-mail and the end-of-day report state one amount.
// A request is checked before its Idempotency-Key is claimed (a refusal writes nothing) and again
// under the reservation's row lock. A card refund is asked of the processor after its event
// committed, as a cancellation's is (cancellation-refund.ts: one refund per event; the refund job
// retries it when the processor does not answer).

/** Who gives the credit: the engine, the clock, the staff member's role, their audit entry and the mail outbox. */
export interface CreditActor {
  engine: BookingEngineRow;
  now: Date;
  role: string;
  audit: AuditHook;
  mailerFor: StaffMailerFor;
}

/** The engine's own reservation with its state; 404 otherwise. */
async function ownState(db: Database, engine: BookingEngineRow, id: string, forUpdate = false) {
  const record = await findReservation(db, engine.id, id, forUpdate);
  if (!record) throw new DomainError('NOT_FOUND', 'Reservation not found');
  return stateOf(db, record);
}

const settingsOf = (engine: BookingEngineRow) => resolveFacilitySettings(engine.settings ?? {}).reservations;

/** Throws the domain's problem as the API's error (nothing written: callers check before writing). */
function refuse(problem: { code: 'REFUND_EXCEEDS_PAID' | 'CREDIT_LIMIT_EXCEEDED' } & Record<string, unknown>): never {
  const { code, ...details } = problem;
  const message =
    code === 'CREDIT_LIMIT_EXCEEDED'
      ? details.limitCents === null
        ? 'No pro-shop limit is set for refunds and rain checks: a manager must give this one'
        : `Pro-shop staff may give back up to ${String(details.limitCents)} cents at once (the limit set in settings): a manager must give this one`
      : undefined;
  throw new DomainError(code, message, details);
}

function checkLimit(actor: CreditActor, amountCents: number): void {
  const problem = creditLimitProblem(
    actor.role,
    amountCents,
    settingsOf(actor.engine).counterCredits.proShopLimitCents,
  );
  if (problem) refuse(problem);
}

/** The booked players and the green fees each paid: online at booking, and at the course once paid there. */
function playerFees(state: ReservationState) {
  return state.slots
    .filter((slot) => !slot.cancelled)
    .map((slot) => {
      const share = state.amounts.find((entry) => entry.slot === slot.slot);
      const atCourse = slot.paidAtCourse ? (share?.dueAtCourse ?? 0) : 0;
      return { slot: slot.slot, greenFeeCents: (share?.refundable ?? 0) + atCourse, checkedIn: slot.checkedIn };
    });
}

/** Those not checked in, or every booked player when all are (the whole round washed out). */
function defaultPlayers(state: ReservationState): number[] {
  const players = playerFees(state);
  const notIn = players.filter((player) => !player.checkedIn);
  return (notIn.length > 0 ? notIn : players).map((player) => player.slot);
}

function rainCheckAmount(state: ReservationState, body: RainCheckRequest): { players: number[]; amountCents: number } {
  const booked = playerFees(state);
  const players = body.players ?? defaultPlayers(state);
  if (players.some((slot) => !booked.some((player) => player.slot === slot)))
    throw new DomainError('BAD_REQUEST', 'A rain check is for booked players of the reservation', { players });
  const fees = booked.map((player) => ({ slot: player.slot, paidCents: player.greenFeeCents }));
  const amountCents = body.amountCents ?? rainCheckDefaultCents(fees, players, state.money);
  if (amountCents <= 0)
    throw new DomainError('BAD_REQUEST', 'Nothing was paid for these players: enter the rain check’s amount');
  const max = rainCheckMaxCents(state.money);
  if (amountCents > max)
    refuse({ code: 'REFUND_EXCEEDS_PAID', tender: null, refundableCents: max, enteredCents: amountCents });
  return { players: [...new Set(players)].sort((a, b) => a - b), amountCents };
}

/** GET /api/admin/reservations/{id}/credits: what may be refunded by tender and the rain check the server proposes. */
export async function reservationCredits(
  db: Database,
  engine: BookingEngineRow,
  id: string,
  role: string,
): Promise<ReservationCredits> {
  const state = await ownState(db, engine, id);
  const { reservation, order, facility } = state.record;
  const settings = settingsOf(engine);
  const players = playerFees(state);
  const chosen = defaultPlayers(state);
  const unlimited = role === 'owner' || role === 'manager';
  return {
    reservationId: reservation.id,
    confirmationNumber: reservation.confirmationNumber,
    booker: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      hasAccount: order.customerId !== null,
    },
    currencyCode: state.money.currencyCode,
    refundable: refundableByTender(state.money).map((line) => ({
      ...line,
      cardLastFour: line.tender === 'card' ? order.cardLastFour : null,
    })),
    rainCheck: {
      players,
      defaultPlayers: chosen,
      defaultCents: rainCheckDefaultCents(
        players.map((player) => ({ slot: player.slot, paidCents: player.greenFeeCents })),
        chosen,
        state.money,
      ),
      maxCents: rainCheckMaxCents(state.money),
      issueAs: settings.rainChecks.issueAs,
      creditBookAvailable: (await creditBookHolder(db, engine, order.customerId, facility.id)) !== null,
    },
    allowance: unlimited
      ? { limitCents: null, limited: false }
      : { limitCents: settings.counterCredits.proShopLimitCents, limited: true },
    money: state.money,
  };
}

/** What the refund wrote: its events, the card one (for the processor) and the audit facts. */
interface WrittenRefund {
  events: { id: number; tender: RefundTender; amountCents: number }[];
  card: { eventId: number; paymentId: string; amountCents: number } | null;
}

/** Checks the lines against the money view (and the actor's limit); throws with nothing written. */
function checkRefund(actor: CreditActor, state: ReservationState, body: CustomRefundRequest): void {
  const problem = refundProblem(body.lines, state.money);
  if (problem) refuse(problem);
  checkLimit(
    actor,
    body.lines.reduce((total, line) => total + line.amountCents, 0),
  );
}

/** The refund in one transaction under the reservation's row lock: a gift certificate put back, events, mail, audit. */
async function recordRefund(
  app: FastifyInstance,
  actor: CreditActor,
  id: string,
  body: CustomRefundRequest,
): Promise<WrittenRefund> {
  return app.db.transaction(async (tx) => {
    const state = await ownState(tx, actor.engine, id, true);
    checkRefund(actor, state, body);
    const { order, reservation } = state.record;
    const events: WrittenRefund['events'] = [];
    let card: WrittenRefund['card'] = null;
    for (const line of body.lines) {
      if (line.tender === 'gift-certificate') {
        // Back on the certificates the order (booking or desk) was paid with; all of it, or the whole refund fails.
        const restored = await restoreGift(tx, { orderId: order.id, amount: line.amountCents, now: actor.now });
        if (restored !== line.amountCents)
          throw new DomainError('REFUND_EXCEEDS_PAID', undefined, {
            tender: line.tender,
            refundableCents: restored,
            enteredCents: line.amountCents,
          });
      }
      const byCard = line.tender === 'card';
      if (byCard && !order.paymentId)
        throw new DomainError('REFUND_EXCEEDS_PAID', undefined, {
          tender: line.tender,
          refundableCents: 0,
          enteredCents: line.amountCents,
        });
      const eventId = await insertEvent(tx, {
        reservationId: id,
        kind: 'refunded',
        slots: [],
        amountCents: line.amountCents,
        tender: line.tender,
        reason: body.reason,
        paymentId: byCard ? order.paymentId : null,
        paymentStatus: byCard ? 'refund_pending' : line.tender === 'gift-certificate' ? null : 'refunded_at_counter',
        createdAt: actor.now,
      });
      events.push({ id: eventId, tender: line.tender, amountCents: line.amountCents });
      if (byCard && order.paymentId) card = { eventId, paymentId: order.paymentId, amountCents: line.amountCents };
    }
    const after = await ownState(tx, actor.engine, id);
    if (order.email)
      await actor.mailerFor(tx).send(customRefundMail(after, actor.engine, entriesAt(after, actor.now, 'refund')));
    await actor.audit(tx, {
      confirmationNumber: reservation.confirmationNumber,
      amountCents: events.reduce((total, event) => total + event.amountCents, 0),
      currencyCode: after.money.currencyCode,
      tenders: events.map((event) => ({ tender: event.tender, amountCents: event.amountCents })),
      eventIds: events.map((event) => event.id),
      reason: body.reason,
    });
    return { events, card };
  });
}

/** This credit's entries of the money view: its source's, recorded at `at`. */
const entriesAt = (state: ReservationState, at: Date, source: 'refund' | 'rain-check'): MoneyEntry[] =>
  state.money.refunded.filter((entry) => entry.source === source && entry.at === at.toISOString());

/**
 * The card part back through the processor, after its event committed: the event's own refund
 * operation (once per event however often retried). A refusal marks it refund_failed; no answer
 * leaves it refund_pending for the refund job.
 */
async function refundCard(app: FastifyInstance, engineId: number, card: NonNullable<WrittenRefund['card']>) {
  try {
    await refundOnce(app, card, engineId);
  } catch (error) {
    if (isRefusal(error)) {
      app.log.error({ err: error, eventId: card.eventId }, 'reservations: the processor refused a custom refund');
      await updateEventPayment(app.db, card.eventId, { paymentStatus: 'refund_failed' });
    } else {
      app.log.error(
        { err: error, eventId: card.eventId },
        'reservations: custom refund failed; the refund job retries it',
      );
      await queueRefund(app, app.db, card);
      app.jobs.wake(CANCELLATION_REFUND_JOB);
    }
  }
}

/**
 * The key and the reservation of a credit request: 400 without a key, 404 for another engine's
 * reservation; `fresh` when the key was never used (a replay skips the checks before the claim
 * and answers the first result, which the state since may no longer allow).
 */
async function claimable(
  app: FastifyInstance,
  actor: CreditActor,
  id: string,
  rawKey: unknown,
  operation: 'staff-refund' | 'rain-check',
) {
  const key = requiredKey(rawKey);
  const state = await ownState(app.db, actor.engine, id);
  const fresh = !(await findRequest(app.db, actor.engine.id, operation, key));
  return { key, state, fresh };
}

/**
 * POST /api/admin/reservations/{id}/refund (Idempotency-Key required): gives back the amounts per
 * tender, the players staying booked; e-mails the booker. Once per key: a replay answers the first result.
 */
export async function customRefund(
  app: FastifyInstance,
  actor: CreditActor,
  id: string,
  body: CustomRefundRequest,
  rawKey: unknown,
): Promise<CustomRefundResult> {
  const { key, state, fresh } = await claimable(app, actor, id, rawKey, 'staff-refund');
  if (fresh) checkRefund(actor, state, body);
  const request = {
    engineId: actor.engine.id,
    operation: 'staff-refund' as const,
    key,
    reservationId: id,
    body,
    now: actor.now,
  };
  return runOnce(app.db, request, async () => {
    const written = await paymentOperation(app, operationId('staff-refund', `${actor.engine.id}:${key}`), {
      engineId: actor.engine.id,
    }).work('record', () => recordRefund(app, actor, id, body));
    if (written.card) await refundCard(app, actor.engine.id, written.card);
    const after = await ownState(app.db, actor.engine, id);
    const entries = entriesAt(after, actor.now, 'refund');
    return {
      reservationId: id,
      confirmationNumber: after.record.reservation.confirmationNumber,
      currencyCode: after.money.currencyCode,
      refundedCents: written.events.reduce((total, event) => total + event.amountCents, 0),
      lines: written.events.map((event) => ({
        tender: event.tender,
        amountCents: event.amountCents,
        state: entries.find((entry) => entry.tender === event.tender)?.state ?? 'settled',
      })),
      emailedTo: after.record.order.email || null,
      money: after.money,
    };
  });
}

/** The rain check in one transaction under the reservation's row lock: the credit, its event, mail, audit. */
async function issue(
  app: FastifyInstance,
  actor: CreditActor,
  id: string,
  body: RainCheckRequest,
): Promise<RainCheckResult> {
  return app.db.transaction(async (tx) => {
    const state = await ownState(tx, actor.engine, id, true);
    const { players, amountCents } = rainCheckAmount(state, body);
    checkLimit(actor, amountCents);
    const { reservation, order, facility } = state.record;
    const today = localToday(actor.now, facility.timeZone);
    const name = `Rain check ${reservation.confirmationNumber}`;
    const wantsBook = settingsOf(actor.engine).rainChecks.issueAs === 'credit-book';
    const holder = wantsBook ? await creditBookHolder(tx, actor.engine, order.customerId, facility.id) : null;
    const book = holder
      ? await issueRainCheckCreditBook(tx, { memberId: holder.memberId, amountCents, name, today, now: actor.now })
      : null;
    const gift = book
      ? null
      : await issueRainCheckGift(tx, {
          facilityId: facility.id,
          amountCents,
          currencyCode: state.money.currencyCode,
          customerId: order.customerId,
          recipientName: `${order.firstName} ${order.lastName}`.trim() || name,
          recipientEmail: order.email,
          message: name,
          today,
          now: actor.now,
        });
    const issuedAs = book ? ('credit-book' as const) : ('gift-certificate' as const);
    const eventId = await insertEvent(tx, {
      reservationId: id,
      kind: 'rain-check',
      slots: players,
      amountCents,
      tender: issuedAs,
      creditId: book?.id ?? gift?.id ?? null,
      reason: body.reason,
      createdAt: actor.now,
    });
    const after = await ownState(tx, actor.engine, id);
    const emailedTo = order.email || null;
    if (emailedTo)
      await actor.mailerFor(tx).send(
        rainCheckMail(after, actor.engine, {
          amountCents,
          code: gift?.code ?? null,
          creditBookName: book?.name ?? null,
        }),
      );
    await actor.audit(tx, {
      confirmationNumber: reservation.confirmationNumber,
      amountCents,
      currencyCode: after.money.currencyCode,
      issuedAs,
      fellBackToGiftCertificate: wantsBook && !book,
      players,
      eventId,
      creditId: book?.id ?? gift?.id ?? null,
      reason: body.reason,
    });
    return {
      reservationId: id,
      confirmationNumber: reservation.confirmationNumber,
      currencyCode: after.money.currencyCode,
      amountCents,
      issuedAs,
      fellBackToGiftCertificate: wantsBook && !book,
      code: gift ? formatGiftCode(gift.code) : null,
      creditBook: book,
      emailedTo,
      money: after.money,
    };
  });
}

/**
 * POST /api/admin/reservations/{id}/rain-check (Idempotency-Key required): issues the credit (a
 * gift certificate delivered now, or credit-book credit), e-mails the booker. Once per key.
 */
export async function issueRainCheck(
  app: FastifyInstance,
  actor: CreditActor,
  id: string,
  body: RainCheckRequest,
  rawKey: unknown,
): Promise<RainCheckResult> {
  const { key, state, fresh } = await claimable(app, actor, id, rawKey, 'rain-check');
  if (fresh) checkLimit(actor, rainCheckAmount(state, body).amountCents);
  const request = {
    engineId: actor.engine.id,
    operation: 'rain-check' as const,
    key,
    reservationId: id,
    body,
    now: actor.now,
  };
  return runOnce(app.db, request, () =>
    paymentOperation(app, operationId('rain-check', `${actor.engine.id}:${key}`), {
      engineId: actor.engine.id,
    }).work('issue', () => issue(app, actor, id, body)),
  );
}
