import type { CancelReservationResult } from '@fairway/contract/reservations.contract';
import type { PaymentResult } from '@fairway/contract/payments.contract';
import { canCancelOnline, cancellationDeadline } from '@fairway/domain/reservations/cancellation-window';
import { cancellationRefund } from '@fairway/domain/reservations/player-amounts';
import { cancelSlotsProblem, reservationStatusOf } from '@fairway/domain/reservations/reservation-status';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { OPENING_OFFERS_JOB } from '../alerts/alerts.public.ts';
import { cancelShares, refundCancelledShares } from '../invitations/invitations.public.ts';
import { restoreCreditBooks } from '../pro-profile/pro-profile.public.ts';
import { restoreGift } from '../store/store.public.ts';
import { recordOpenings } from '../tee-times/tee-times.public.ts';
import { cancellationLinks, cancellationMail } from './cancellation-mail.ts';
import { CANCELLATION_REFUND_JOB, isRefusal, queueRefund, refundOnce } from './cancellation-refund.ts';
import { optionalKey, runOnce } from './reservation-requests.ts';
import { accessibleState, type ReservationCaller } from './reservations-access.ts';
import type { ReservationsDeps } from './reservations-deps.ts';
import { toDetail } from './reservation-view.ts';
import {
  insertEvent,
  markReservationCancelled,
  updateEventPayment,
  updateSlots,
  updateTeeTimeBooking,
} from './reservations.repository.ts';
import { required } from '@fairway/domain/shared/required';

/**
 * Asks the processor for a cancellation's refund (the cancellation event's payment operation,
 * cancellation-refund.ts: one refund per event, however often it is retried) and records its
 * answer. A refusal (nothing captured, above what is left) marks it refund_failed; any other
 * failure leaves it refund_pending and hands it to the cancellation-refund job, which retries it
 * with back-off and dead-letters it for staff after its last try.
 */
async function refundCancellation(
  app: FastifyInstance,
  eventId: number,
  paymentId: string,
  amountCents: number,
): Promise<PaymentResult | null> {
  try {
    return await refundOnce(app, { eventId, paymentId, amountCents }, null);
  } catch (error) {
    if (isRefusal(error)) {
      app.log.error({ err: error, eventId }, 'reservations: the processor refused a refund');
      await updateEventPayment(app.db, eventId, { paymentStatus: 'refund_failed' });
    } else {
      app.log.error({ err: error, eventId }, 'reservations: refund failed; the cancellation-refund job retries it');
      await queueRefund(app, app.db, { eventId, paymentId, amountCents });
      app.jobs.wake(CANCELLATION_REFUND_JOB);
    }
    return null;
  }
}

/**
 * A cancellation made by staff from the operator's tee sheet: no online window, the
 * refund decided by staff, what was paid at the counter (cash, card on the course's terminal)
 * recorded as given back there, openings recorded as the operator's, and the audit entry written
 * in the cancellation's transaction.
 */
export interface StaffCancellation {
  refund: boolean;
  audit(
    tx: Database,
    facts: {
      slots: number[];
      amountCents: number;
      refundMethod: RefundMethod;
      eventId: number;
      confirmationNumber: string;
      /** Players the party had before this cancellation. */
      partySize: number;
      currencyCode: string;
      /** Where the refund goes: the card, a gift certificate, a credit book (cents each). */
      cardCents: number;
      giftCents: number;
      creditBookCents: number;
    },
  ): Promise<void>;
}

/** Where a cancellation's refund went. */
export type RefundMethod = 'processor' | 'counter' | 'none';

async function cancelOnce(
  deps: ReservationsDeps,
  caller: ReservationCaller,
  id: string,
  body: { players?: number[]; reason: string },
  staff?: StaffCancellation,
): Promise<CancelReservationResult & { refundMethod: RefundMethod }> {
  const { app } = deps;
  const { onlineCancellationHours } = caller.settings.reservations;
  const refundGreenFees = staff ? staff.refund : caller.settings.reservations.refundGreenFees;
  const written = await app.db.transaction(async (tx) => {
    // The row lock serialises concurrent cancellations and check-ins of this reservation.
    const state = await accessibleState(tx, caller, id, true);
    const { reservation, facility, order } = state.record;
    if (reservationStatusOf(state.slots) === 'cancelled') throw new DomainError('RESERVATION_CANCELLED');
    if (!staff && !canCancelOnline(reservation.teetime, facility.timeZone, caller.now, onlineCancellationHours)) {
      throw new DomainError('CANCELLATION_WINDOW_CLOSED', undefined, {
        deadline: cancellationDeadline(reservation.teetime, facility.timeZone, onlineCancellationHours).toISOString(),
        onlineCancellationHours,
        coursePhone: facility.phone,
      });
    }
    const slots =
      body.players ?? state.slots.filter((slot) => !slot.cancelled && !slot.checkedIn).map((slot) => slot.slot);
    const problem = cancelSlotsProblem(slots, state.slots);
    if (problem) throw new DomainError('CANCEL_PLAYERS_INVALID', undefined, { problem });
    // Paid at the counter (a staff walk-in in cash or on the course's terminal): given back there.
    const paidAtCounter =
      staff !== undefined &&
      order.paymentId === null &&
      order.giftCertificatePaid === 0 &&
      order.creditBookPaid === 0 &&
      order.paidNow > 0;
    const paidOnline =
      order.paymentId !== null || order.giftCertificatePaid > 0 || order.creditBookPaid > 0 || paidAtCounter;
    // A split reservation: friends' shares are refunded to them; the booker's card gets only the booker's slots.
    const refundable = new Map(state.amounts.map((share) => [share.slot, refundGreenFees ? share.refundable : 0]));
    const split = await cancelShares(tx, { reservationId: id, slots, refundable, now: caller.now });
    const bookerSlots = split?.bookerSlots ?? slots;
    const amount = paidOnline
      ? cancellationRefund({
          shares: state.amounts,
          slots: bookerSlots,
          refundGreenFees,
          refundableLeft: state.refundable - state.refunded,
        })
      : 0;
    // What a credit book paid goes back on it first (the rounds of the players it paid for), then
    // what a gift certificate paid; the card gets the rest.
    const creditBookCents =
      order.creditBookPaid > 0
        ? await restoreCreditBooks(tx, {
            orderId: order.id,
            reservationId: id,
            slots: bookerSlots,
            refundBySlot: refundable,
            amount,
          })
        : 0;
    const giftCents = await restoreGift(tx, { orderId: order.id, amount: amount - creditBookCents, now: caller.now });
    const cardCents = amount - creditBookCents - giftCents;
    await updateSlots(tx, id, slots, { cancelledAt: caller.now });
    const left = state.slots.filter((slot) => !slot.cancelled).length - slots.length;
    if (reservation.bookingId !== null) await updateTeeTimeBooking(tx, reservation.bookingId, left);
    if (left === 0) await markReservationCancelled(tx, id);
    const eventId = await insertEvent(tx, {
      reservationId: id,
      kind: 'cancelled',
      slots: [...slots].sort((a, b) => a - b),
      amountCents: amount,
      giftCents,
      creditBookCents,
      reason: body.reason || null,
      paymentId: cardCents > 0 ? order.paymentId : null,
      paymentStatus: cardCents > 0 ? (paidAtCounter ? 'refunded_at_counter' : 'refund_pending') : null,
      createdAt: caller.now,
    });
    await recordOpenings(tx, [
      {
        bookingEngineId: order.bookingEngineId,
        facilityId: facility.id,
        teetime: reservation.teetime,
        timeZone: facility.timeZone,
        holes: reservation.holes,
        slots: slots.length,
        source: staff ? 'operator' : 'cancellation',
        sourceKey: `reservation-event:${eventId}`,
        freedBy: order.customerId,
        now: caller.now,
      },
    ]);
    const refundMethod: RefundMethod = amount === 0 ? 'none' : paidAtCounter ? 'counter' : 'processor';
    if (staff)
      await staff.audit(tx, {
        slots: [...slots].sort((a, b) => a - b),
        amountCents: amount,
        refundMethod,
        eventId,
        confirmationNumber: reservation.confirmationNumber,
        partySize: left + slots.length,
        currencyCode: state.record.invoice?.currencyCode ?? order.currencyCode,
        cardCents,
        giftCents,
        creditBookCents,
      });
    return {
      eventId,
      refundMethod,
      paidAtCounter,
      slots,
      amount,
      cardCents,
      giftCents,
      creditBookCents,
      paymentId: order.paymentId,
      currencyCode: state.record.invoice?.currencyCode ?? order.currencyCode,
      shareRefunds: split?.refunds ?? null,
    };
  });
  if (written.shareRefunds) await refundCancelledShares(app, id, written.eventId, written.shareRefunds);
  // Cancelled players are bookable again at once.
  app.teeTimeSearchCache.invalidate();
  // The tee-time alerts offer the freed slots at once.
  app.periodicJobs.wake(OPENING_OFFERS_JOB);
  const refund =
    written.cardCents > 0 && !written.paidAtCounter
      ? await refundCancellation(
          app,
          written.eventId,
          required(written.paymentId, 'the payment of an order paid by card'),
          written.cardCents,
        )
      : null;
  const after = await accessibleState(app.db, caller, id);
  try {
    if (after.record.order.email)
      await deps.mailer.send(
        cancellationMail(
          after,
          caller.engine,
          written.slots,
          written.eventId,
          await cancellationLinks(app, caller.engine, after),
        ),
      );
  } catch (error) {
    app.log.error({ err: error, reservationId: id }, 'reservations: cancellation e-mail failed');
  }
  return {
    cancelledSlots: [...written.slots].sort((a, b) => a - b),
    refund: {
      amountCents: written.amount,
      giftCertificateCents: written.giftCents,
      creditBookCents: written.creditBookCents,
      currencyCode: written.currencyCode,
      paymentId: written.cardCents > 0 ? written.paymentId : null,
      paymentStatus: refund?.status ?? (written.paidAtCounter && written.cardCents > 0 ? 'refunded' : null),
    },
    refundMethod: written.refundMethod,
    reservation: toDetail(after, caller.settings, caller.now),
  };
}

/**
 * PUT /reservations/{id}/cancel: some players or everyone left, within the engine's online
 * window; refunds their green-fee shares through the PaymentProvider after the cancellation
 * committed; mails the booker. With an Idempotency-Key a replay answers the first result.
 */
export async function cancelReservation(
  deps: ReservationsDeps,
  caller: ReservationCaller,
  id: string,
  body: { players?: number[]; reason: string },
  rawKey: unknown,
): Promise<CancelReservationResult> {
  const key = optionalKey(rawKey);
  await accessibleState(deps.app.db, caller, id);
  const run = async (): Promise<CancelReservationResult> => {
    const { refundMethod: _method, ...result } = await cancelOnce(deps, caller, id, body);
    return result;
  };
  return key
    ? runOnce(
        deps.app.db,
        { engineId: caller.engine.id, operation: 'cancel', key, reservationId: id, body, now: caller.now },
        run,
      )
    : run();
}

/**
 * A staff member's cancellation from the tee sheet, run once per Idempotency-Key:
 * the caller opens exactly this reservation of the engine (another alias's is 404).
 */
export async function staffCancelReservation(
  deps: ReservationsDeps,
  caller: ReservationCaller,
  id: string,
  body: { players?: number[]; reason: string },
  key: string,
  staff: StaffCancellation,
): Promise<CancelReservationResult & { refundMethod: RefundMethod }> {
  await accessibleState(deps.app.db, caller, id);
  const request = {
    engineId: caller.engine.id,
    operation: 'staff-cancel' as const,
    key,
    reservationId: id,
    body: { ...body, refund: staff.refund },
    now: caller.now,
  };
  return runOnce(deps.app.db, request, () => cancelOnce(deps, caller, id, body, staff));
}
