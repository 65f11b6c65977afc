import { randomInt } from 'node:crypto';
import type {
  DeskPaymentDue,
  DeskPaymentReceipt,
  DeskTenderInput,
  deskPaymentRequestSchema,
} from '@fairway/contract/admin-desk-payment.contract';
import { deskAmountProblem } from '@fairway/domain/payments/desk-tenders';
import type { MoneyEntry } from '@fairway/domain/payments/money-view';
import { localToday } from '@fairway/domain/tee-times/local-date';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { operationId, paymentOperation } from '../payments/payments.public.ts';
import { findGiftTender, redeemGift } from '../store/store.public.ts';
import { deskReceiptMail } from './desk-receipt-mail.ts';
import { requiredKey, runOnce } from './reservation-requests.ts';
import { stateOf } from './reservation-states.ts';
import type { ReservationState } from './reservation-view.ts';
import { findReservation, insertCheckInInvoice, insertEvent, updateSlots } from './reservations.repository.ts';
import type { AuditHook, StaffMailerFor } from './staff-operations.ts';

// Taking what a booking owes at the course at the desk: cash, a card the counter's own terminal
// took (its last four recorded), a gift certificate (its balance drawn under its row lock, as
// checkout draws it), or a mix. What is due is the reservation's money view; the tenders must add
// up to exactly that (see packages/domain/src/payments/desk-tenders.ts). Everything is one
// transaction under the reservation's row lock, run as the work step of a payment-workflow
// operation: a concurrent second payment finds nothing due and is refused, a replay of the same
// Idempotency-Key answers the first receipt, and a refusal (a gift certificate short of balance)
// leaves nothing written. No processor is called: every tender here settles when recorded.

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type DeskPaymentBody = z.output<typeof deskPaymentRequestSchema>;

/** Who takes the payment: the engine, the clock, the staff member's audit entry and the mail outbox. */
export interface DeskActor {
  engine: BookingEngineRow;
  now: Date;
  audit: AuditHook;
  mailerFor: StaffMailerFor;
}

/** The engine's own reservation (a partner alias's sale is its seller's to charge); 404 otherwise. */
async function ownState(db: Database, engine: BookingEngineRow, id: string, forUpdate = false) {
  const record = await findReservation(db, engine.id, id, forUpdate);
  if (!record) throw new DomainError('NOT_FOUND', 'Reservation not found');
  return stateOf(db, record);
}

/** The players whose share is still due at the course (not cancelled, not paid there yet). */
function playersDue(state: ReservationState) {
  return state.slots
    .filter((slot) => !slot.cancelled && !slot.paidAtCourse)
    .map((slot) => ({
      slot: slot.slot,
      dueAtCourseCents: state.amounts.find((share) => share.slot === slot.slot)?.dueAtCourse ?? 0,
      checkedIn: slot.checkedIn,
    }))
    .filter((player) => player.dueAtCourseCents > 0);
}

const nameOf = (state: ReservationState, slot: number) =>
  slot === 1
    ? `${state.record.order.firstName} ${state.record.order.lastName}`.trim() || null
    : (state.invitees.find((invitee) => invitee.slot === slot)?.name ?? null);

const onTeeTimeDay = (state: ReservationState, now: Date) =>
  localToday(now, state.record.facility.timeZone) === state.record.reservation.teetime.slice(0, 10);

/** GET /api/admin/reservations/{id}/desk-payment: what the booking owes at the course, per player. */
export async function deskPaymentDue(
  db: Database,
  engine: BookingEngineRow,
  id: string,
  now: Date,
): Promise<DeskPaymentDue> {
  const state = await ownState(db, engine, id);
  const { reservation, order, facility } = state.record;
  const due = playersDue(state);
  return {
    reservationId: reservation.id,
    confirmationNumber: reservation.confirmationNumber,
    booker: { firstName: order.firstName, lastName: order.lastName, email: order.email },
    course: facility.name,
    teetime: reservation.teetime,
    currencyCode: state.money.currencyCode,
    dueAtCourseCents: state.money.dueAtCourseCents,
    players: state.slots
      .filter((slot) => !slot.cancelled)
      .map((slot) => ({
        slot: slot.slot,
        name: nameOf(state, slot.slot),
        dueAtCourseCents: due.find((player) => player.slot === slot.slot)?.dueAtCourseCents ?? 0,
        checkedIn: slot.checkedIn,
      })),
    checkInToday: onTeeTimeDay(state, now),
    money: state.money,
  };
}

/** Draws each gift-certificate tender from its certificate (row-locked); refused, nothing is drawn (the transaction rolls back). */
async function drawGiftCertificates(
  tx: Database,
  engine: BookingEngineRow,
  state: ReservationState,
  tenders: readonly DeskTenderInput[],
  now: Date,
): Promise<void> {
  for (const [index, tender] of tenders.entries()) {
    if (tender.tender !== 'gift-certificate') continue;
    const gift = await findGiftTender(tx, engine, tender.code);
    if (!gift || gift.currencyCode !== state.money.currencyCode)
      throw new DomainError('GIFT_CODE_INVALID', undefined, { tender: index });
    if (gift.balance < tender.amountCents)
      throw new DomainError('GIFT_BALANCE_INSUFFICIENT', 'The gift certificate’s balance does not cover this amount', {
        tender: index,
        balanceCents: gift.balance,
      });
    const drawn = await redeemGift(tx, {
      giftCertificateId: gift.id,
      amount: tender.amountCents,
      orderId: state.record.order.id,
      now,
    });
    if (!drawn) throw new DomainError('GIFT_BALANCE_INSUFFICIENT', undefined, { tender: index });
  }
}

const receiptNumberOf = () =>
  `DR-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** The receipt's payments as the money view states them: its check-in entries recorded at `at`. */
const receiptEntries = (state: ReservationState, at: Date): MoneyEntry[] =>
  state.money.paid.filter((entry) => entry.source === 'check-in' && entry.at === at.toISOString());

/** The payment itself, in one transaction under the reservation's row lock. */
async function collect(
  app: FastifyInstance,
  actor: DeskActor,
  id: string,
  body: DeskPaymentBody,
): Promise<DeskPaymentReceipt> {
  const { engine, now } = actor;
  return app.db.transaction(async (tx) => {
    const state = await ownState(tx, engine, id, true);
    if (state.slots.every((slot) => slot.cancelled)) throw new DomainError('RESERVATION_CANCELLED');
    if (body.checkIn && !onTeeTimeDay(state, now))
      throw new DomainError('CHECK_IN_UNAVAILABLE', 'Players are checked in only on the day of their tee time', {
        date: state.record.reservation.teetime.slice(0, 10),
      });
    const problem = deskAmountProblem(body.tenders, state.money.dueAtCourseCents);
    if (problem) {
      const { code, ...details } = problem;
      throw new DomainError(code, undefined, details);
    }
    await drawGiftCertificates(tx, engine, state, body.tenders, now);
    const paidSlots = playersDue(state).map((player) => player.slot);
    const receiptNumber = receiptNumberOf();
    for (const [index, tender] of body.tenders.entries()) {
      await insertCheckInInvoice(tx, {
        reservationId: id,
        invoiceNumber: `${receiptNumber}-${index + 1}`,
        slots: paidSlots,
        amountCents: tender.amountCents,
        currencyCode: state.money.currencyCode,
        tender: tender.tender,
        // The counter's terminal tells the last four, not the brand.
        cardBrand: tender.tender === 'card-present' ? 'unknown' : null,
        cardLastFour: tender.tender === 'card-present' ? tender.lastFour : null,
        paymentId: null,
        paymentStatus: 'settled',
        createdAt: now,
      });
    }
    const checkedInSlots = body.checkIn
      ? state.slots.filter((slot) => !slot.cancelled && !slot.checkedIn).map((slot) => slot.slot)
      : [];
    await updateSlots(tx, id, paidSlots, { paidAtCourseAt: now });
    await insertEvent(tx, {
      reservationId: id,
      kind: 'paid-at-check-in',
      slots: paidSlots,
      amountCents: state.money.dueAtCourseCents,
      paymentStatus: 'settled',
      createdAt: now,
    });
    if (checkedInSlots.length > 0) {
      await updateSlots(tx, id, checkedInSlots, { checkedInAt: now });
      await insertEvent(tx, { reservationId: id, kind: 'checked-in', slots: checkedInSlots, createdAt: now });
    }
    const after = await ownState(tx, engine, id);
    const entries = receiptEntries(after, now);
    const { reservation, order, facility } = after.record;
    const emailedTo = body.emailReceipt && order.email ? order.email : null;
    if (emailedTo)
      await actor
        .mailerFor(tx)
        .send(deskReceiptMail(after, engine, { number: receiptNumber, entries, checkedIn: checkedInSlots.length }));
    await actor.audit(tx, {
      confirmationNumber: reservation.confirmationNumber,
      receiptNumber,
      amountCents: state.money.dueAtCourseCents,
      currencyCode: after.money.currencyCode,
      tenders: entries.map((entry) => ({ tender: entry.tender, amountCents: entry.amountCents })),
      paidSlots,
      checkedInSlots,
    });
    return {
      receiptNumber,
      reservationId: id,
      confirmationNumber: reservation.confirmationNumber,
      booker: { firstName: order.firstName, lastName: order.lastName },
      course: facility.name,
      teetime: reservation.teetime,
      currencyCode: after.money.currencyCode,
      at: now.toISOString(),
      tenders: entries.map((entry) => ({
        tender: entry.tender,
        amountCents: entry.amountCents,
        lastFour: entry.card?.lastFour ?? null,
      })),
      paidCents: entries.reduce((sum, entry) => sum + entry.amountCents, 0),
      paidSlots,
      checkedInSlots,
      emailedTo,
      money: after.money,
    };
  });
}

/**
 * POST /api/admin/reservations/{id}/desk-payment (Idempotency-Key required): takes what the
 * booking owes at the course in the tenders given, marks those players paid and, when asked, checks
 * the party in; e-mails the receipt. Once per key: a replay answers the first receipt (or refusal).
 */
export async function takeDeskPayment(
  app: FastifyInstance,
  actor: DeskActor,
  id: string,
  body: DeskPaymentBody,
  rawKey: unknown,
): Promise<DeskPaymentReceipt> {
  const key = requiredKey(rawKey);
  // The key is claimed against the reservation: an unknown one (or another alias's) is 404 first.
  if (!(await findReservation(app.db, actor.engine.id, id)))
    throw new DomainError('NOT_FOUND', 'Reservation not found');
  const request = {
    engineId: actor.engine.id,
    operation: 'desk-payment' as const,
    key,
    reservationId: id,
    body,
    now: actor.now,
  };
  return runOnce(app.db, request, () =>
    paymentOperation(app, operationId('desk-payment', `${actor.engine.id}:${key}`), {
      engineId: actor.engine.id,
    }).work('collect', () => collect(app, actor, id, body)),
  );
}
