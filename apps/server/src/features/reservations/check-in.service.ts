import { randomInt } from 'node:crypto';
import type { CardTokenResponse } from '@fairway/contract/wallet.contract';
import type { CheckInBody, CheckInStatus, PayAndCheckInResult } from '@fairway/contract/reservations.contract';
import type { PaymentResult } from '@fairway/contract/payments.contract';
import { checkInEligibility } from '@fairway/domain/reservations/check-in';
import { checkInFactsOf } from '@fairway/domain/reservations/reservation-status';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { isEngineOrigin } from '../facilities/facilities.public.ts';
import {
  type AuthorizeInput,
  cardTokenAnswer,
  operationId,
  paymentOperation,
  type PaymentOperation,
} from '../payments/payments.public.ts';
import { payingCardOf } from '../wallet/wallet.public.ts';
import { toCheckInStatus } from './check-in-status.ts';
import { requiredKey, runOnce } from './reservation-requests.ts';
import { accessibleState, type ReservationCaller } from './reservations-access.ts';
import type { ReservationsDeps } from './reservations-deps.ts';
import { checkInWindowOf, type ReservationState } from './reservation-view.ts';
import {
  insertCheckInInvoice,
  insertEvent,
  otherRunningRequest,
  updateSlots,
  upsertMetadata,
} from './reservations.repository.ts';

/** A pay-and-check-in older than this no longer counts as processing (its process died). */
const PROCESSING_STALE_MS = 2 * 60_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The merchant reference of a reservation's hosted card entry. */
const reservationReference = (id: string) => `reservation:${id}`;

const processingSince = (now: Date) => new Date(now.getTime() - PROCESSING_STALE_MS);

async function statusOf(db: Database, caller: ReservationCaller, state: ReservationState): Promise<CheckInStatus> {
  const processing = await otherRunningRequest(
    db,
    state.record.reservation.id,
    'pay-and-checkin',
    '',
    processingSince(caller.now),
  );
  return toCheckInStatus(state, caller.settings, caller.now, processing);
}

/** GET /reservation/{id}/checkin/status. */
export async function checkInStatus(
  db: Database,
  caller: ReservationCaller,
  id: string,
  gnFacilityId?: number,
): Promise<CheckInStatus> {
  const state = await accessibleState(db, caller, id);
  if (gnFacilityId !== undefined && gnFacilityId !== state.record.facility.gnFacilityId)
    throw new DomainError('NOT_FOUND', 'Reservation not found');
  return statusOf(db, caller, state);
}

/** 409 CHECK_IN_UNAVAILABLE unless smartPlay.checkIn is on and now is in the window. */
function requireWindow(state: ReservationState, caller: ReservationCaller): void {
  const window = checkInWindowOf(state, caller.settings, caller.now);
  if (!window.open)
    throw new DomainError('CHECK_IN_UNAVAILABLE', undefined, { opensAt: window.opensAt, closesAt: window.closesAt });
}

/** POST /reservation/checkin: the SPEC §4 rule, inside the window, under the reservation's row lock. */
export async function checkIn(
  deps: ReservationsDeps,
  caller: ReservationCaller,
  body: Required<Pick<CheckInBody, 'bookingId' | 'facilityId'>> & {
    slots: number[];
    isFullCheckIn: boolean;
    externalReservationId?: string | null;
  },
): Promise<CheckInStatus> {
  const { app } = deps;
  await app.db.transaction(async (tx) => {
    const state = await accessibleState(tx, caller, body.bookingId, true);
    if (state.record.facility.id !== body.facilityId) throw new DomainError('NOT_FOUND', 'Reservation not found');
    requireWindow(state, caller);
    const eligibility = checkInEligibility(checkInFactsOf(state.slots, state.amounts));
    if (!eligibility.canCheckIn)
      throw new DomainError('CHECK_IN_FAILED', undefined, {
        reason: eligibility.fullyCheckedIn ? 'checked-in' : eligibility.canPayAndCheckIn ? 'payment-due' : 'no-players',
      });
    const waiting = state.slots.filter((slot) => !slot.cancelled && !slot.checkedIn).map((slot) => slot.slot);
    const slots = body.isFullCheckIn ? waiting : [...new Set(body.slots)];
    if (slots.length === 0 || slots.some((slot) => !waiting.includes(slot)))
      throw new DomainError('VALIDATION_FAILED', 'Choose players who are booked and not checked in', {
        slots: waiting,
      });
    await updateSlots(tx, body.bookingId, slots, { checkedInAt: caller.now });
    await insertEvent(tx, {
      reservationId: body.bookingId,
      kind: 'checked-in',
      slots: slots.sort((a, b) => a - b),
      createdAt: caller.now,
    });
    if (body.externalReservationId)
      await upsertMetadata(tx, body.bookingId, { externalReservationId: body.externalReservationId });
  });
  return statusOf(app.db, caller, await accessibleState(app.db, caller, body.bookingId));
}

/** Whether a URL is on the app's own origin or one of the engine's allowed host origins. */
function isAllowedOrigin(url: string, caller: ReservationCaller): boolean {
  return isEngineOrigin(url, caller.origin, caller.engine.allowedOrigins);
}

/** POST /reservation/{id}/checkin/card-token: a hosted card entry whose card only this reservation's pay-and-check-in accepts. */
export async function checkInCardToken(
  deps: ReservationsDeps,
  caller: ReservationCaller,
  id: string,
  originUrl: string,
): Promise<CardTokenResponse> {
  await accessibleState(deps.app.db, caller, id);
  if (!isAllowedOrigin(originUrl, caller))
    throw new DomainError('BAD_REQUEST', 'originUrl must be on this application or an allowed host page');
  const checkout = await deps.app.payments.createCardCheckout(reservationReference(id), originUrl);
  return cardTokenAnswer(checkout);
}

/** What pay-and-check-in is asked for. */
export interface PayAndCheckInInput {
  playerCount: number;
  walletOptionId: string | null;
  securityCode: string;
  paymentToken: string | null;
}

/** The unpaid players to pay for, first slots first, and their due-at-course total. */
function playersToPay(state: ReservationState, playerCount: number): { slots: number[]; amount: number } {
  const unpaid = state.slots.filter(
    (slot) =>
      !slot.cancelled && !slot.checkedIn && !slot.paidAtCourse && (state.amounts[slot.slot - 1]?.dueAtCourse ?? 0) > 0,
  );
  if (playerCount > unpaid.length)
    throw new DomainError('VALIDATION_FAILED', 'There are fewer players left to pay for', {
      unpaidPlayers: unpaid.length,
    });
  const slots = unpaid.slice(0, playerCount).map((slot) => slot.slot);
  return { slots, amount: slots.reduce((total, slot) => total + (state.amounts[slot - 1]?.dueAtCourse ?? 0), 0) };
}

function precheck(state: ReservationState, caller: ReservationCaller, playerCount: number) {
  requireWindow(state, caller);
  const eligibility = checkInEligibility(checkInFactsOf(state.slots, state.amounts));
  if (!eligibility.canPayAndCheckIn)
    throw new DomainError('CHECK_IN_FAILED', undefined, {
      reason: eligibility.fullyCheckedIn ? 'checked-in' : 'nothing-due',
    });
  return playersToPay(state, playerCount);
}

async function resolveCard(deps: ReservationsDeps, caller: ReservationCaller, id: string, input: PayAndCheckInInput) {
  if (input.walletOptionId) {
    const row = caller.customer ? await payingCardOf(deps.app.db, caller.customer.id, input.walletOptionId) : undefined;
    if (!row) throw new DomainError('NOT_FOUND', 'Unknown card');
    return { token: row.token, brand: row.brand, lastFour: row.lastFour, saved: true };
  }
  const card = await deps.app.payments.cardOfCheckout(input.paymentToken ?? '', reservationReference(id));
  if (!card)
    throw new DomainError(
      'PAYMENT_TOKEN_INVALID',
      'The card entry has expired or was not completed; please enter the card again',
    );
  return { token: card.token, brand: card.brand, lastFour: card.lastFour, saved: false };
}

/** Authorises the check-in's amount as the operation's first step; a refusal releases whatever it started (a challenge this form cannot do). */
async function authorize(
  deps: ReservationsDeps,
  operation: PaymentOperation,
  input: Omit<AuthorizeInput, 'idempotencyKey'>,
): Promise<PaymentResult> {
  let payment: PaymentResult;
  try {
    payment = await operation.authorize('authorize', input);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CARD_INVALID')
      throw new DomainError('CARD_INVALID', 'Please check the card: the CVV code is not valid', error.details);
    if (error instanceof DomainError && error.status < 500) throw error;
    deps.app.log.error({ err: error }, 'pay-and-check-in: authorisation failed');
    throw new DomainError('CHECK_IN_INVOICE_FAILED');
  }
  if (payment.status === 'authorized') return payment;
  await operation.compensate();
  if (payment.status === 'declined')
    throw new DomainError('CHECK_IN_PAYMENT_DECLINED', undefined, { declineCode: payment.declineCode });
  // The check-in form has no challenge step: a card that needs one cannot pay here.
  if (payment.status === 'redirect_required')
    throw new DomainError(
      'CHECK_IN_PAYMENT_DECLINED',
      'The card payment needs an authentication this form cannot do. Please use another card.',
      { declineCode: 'authentication_required' },
    );
  throw new DomainError('CHECK_IN_INVOICE_FAILED');
}

/**
 * The payment operation of one pay-and-check-in request: authorise, capture, then
 * record the invoice and the check-in; a capture that fails voids the authorisation, a check-in
 * that cannot be recorded refunds the capture, and a void or refund that fails is retried by the
 * payment-compensation job. Its keys are the request's, so a replay charges once.
 */
async function payOnce(
  deps: ReservationsDeps,
  caller: ReservationCaller,
  id: string,
  key: string,
  input: PayAndCheckInInput,
): Promise<PayAndCheckInResult> {
  const { app } = deps;
  const before = await accessibleState(app.db, caller, id);
  const { slots, amount } = precheck(before, caller, input.playerCount);
  const card = await resolveCard(deps, caller, id, input);
  const currency = before.record.invoice?.currencyCode ?? before.record.order.currencyCode;
  const operation = paymentOperation(app, operationId('checkin', `${caller.engine.id}:${key}`), {
    engineId: caller.engine.id,
  });
  const authorized = await authorize(deps, operation, {
    cardToken: card.token,
    amountCents: amount,
    currency,
    returnUrl: new URL('/payment-authorization', caller.origin).toString(),
    securityCode: card.saved ? input.securityCode.trim() : undefined,
  });
  let captured: PaymentResult;
  try {
    captured = await operation.capture('capture', authorized.paymentId);
  } catch (error) {
    app.log.error({ err: error, reservationId: id }, 'pay-and-check-in: capture failed');
    await operation.compensate();
    throw new DomainError('CHECK_IN_INVOICE_FAILED');
  }
  let invoiceNumber: string;
  try {
    // Nothing recorded (the reservation changed, the write failed): the capture is refunded.
    invoiceNumber = await operation.work('check-in', () =>
      app.db.transaction(async (tx) => {
        const state = await accessibleState(tx, caller, id, true);
        const again = playersToPay(state, input.playerCount);
        if (again.amount !== amount || again.slots.join() !== slots.join())
          throw new DomainError('CONFLICT', 'The reservation changed meanwhile');
        const number = `CI-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
        await insertCheckInInvoice(tx, {
          reservationId: id,
          invoiceNumber: number,
          slots,
          amountCents: amount,
          currencyCode: currency,
          cardBrand: card.brand,
          cardLastFour: card.lastFour,
          paymentId: captured.paymentId,
          paymentStatus: captured.status,
          createdAt: caller.now,
        });
        await updateSlots(tx, id, slots, { paidAtCourseAt: caller.now, checkedInAt: caller.now });
        await insertEvent(tx, {
          reservationId: id,
          kind: 'paid-at-check-in',
          slots,
          amountCents: amount,
          paymentId: captured.paymentId,
          paymentStatus: captured.status,
          createdAt: caller.now,
        });
        await insertEvent(tx, { reservationId: id, kind: 'checked-in', slots, createdAt: caller.now });
        return number;
      }),
    );
  } catch (error) {
    if (error instanceof DomainError) throw error;
    app.log.error({ err: error, reservationId: id }, 'pay-and-check-in: recording the check-in failed');
    throw new DomainError('CHECK_IN_INVOICE_FAILED');
  }
  const after = await accessibleState(app.db, caller, id);
  return {
    invoice: {
      invoiceNumber,
      amountCents: amount,
      currencyCode: currency,
      slots,
      paymentId: captured.paymentId,
      paymentStatus: captured.status,
    },
    status: toCheckInStatus(after, caller.settings, caller.now, false),
  };
}

/**
 * POST /reservation/{id}/pay-and-checkin (Idempotency-Key required): charges the due-at-course
 * share of `playerCount` unpaid players (saved card + CVV, or a hosted card token), records a
 * check-in invoice and checks them in. A replay returns the first answer; a second concurrent
 * payment of the same reservation is refused.
 */
export async function payAndCheckIn(
  deps: ReservationsDeps,
  caller: ReservationCaller,
  id: string,
  input: PayAndCheckInInput,
  rawKey: unknown,
): Promise<PayAndCheckInResult> {
  const key = requiredKey(rawKey);
  const state = await accessibleState(deps.app.db, caller, id);
  const { securityCode: _cvv, ...hashed } = input;
  const request = {
    engineId: caller.engine.id,
    operation: 'pay-and-checkin' as const,
    key,
    reservationId: id,
    body: hashed,
    now: caller.now,
  };
  return runOnce(
    deps.app.db,
    request,
    () => payOnce(deps, caller, id, key, input),
    async (tx) => {
      if (
        await otherRunningRequest(tx, state.record.reservation.id, 'pay-and-checkin', key, processingSince(caller.now))
      )
        throw new DomainError('CONFLICT', 'A payment for this reservation is already in progress');
    },
  );
}
