import type { Database } from '../../db/client.ts';
import { findReservationWithOrder } from '../checkout/checkout.public.ts';
import { recordOpenings } from '../tee-times/tee-times.public.ts';
import {
  cancelledSlotsOf,
  insertEvent,
  markReservationCancelled,
  updateSlots,
  updateTeeTimeBooking,
} from './reservations.repository.ts';

/**
 * Gives some players' places back to search (a split payment's unpaid shares at their deadline,
 * where the course releases them): the slots cancelled without a refund (nobody paid for them),
 * an event recorded, and the freed places offered to tee-time alerts. Runs in the caller's
 * transaction; the reservation row is locked first.
 */
export async function releaseSlots(
  tx: Database,
  reservationId: string,
  slots: number[],
  reason: string,
  now: Date,
): Promise<void> {
  if (slots.length === 0) return;
  const record = await findReservationWithOrder(tx, reservationId, { forUpdate: true });
  if (!record || record.reservation.status === 'cancelled') return;
  const already = new Set(await cancelledSlotsOf(tx, reservationId));
  const releasing = slots.filter((slot) => !already.has(slot) && slot >= 1 && slot <= record.reservation.players);
  if (releasing.length === 0) return;
  await updateSlots(tx, reservationId, releasing, { cancelledAt: now });
  const left = record.reservation.players - already.size - releasing.length;
  if (record.reservation.bookingId !== null) await updateTeeTimeBooking(tx, record.reservation.bookingId, left);
  if (left === 0) await markReservationCancelled(tx, reservationId);
  const eventId = await insertEvent(tx, {
    reservationId,
    kind: 'cancelled',
    slots: [...releasing].sort((a, b) => a - b),
    amountCents: 0,
    giftCents: 0,
    reason,
    createdAt: now,
  });
  await recordOpenings(tx, [
    {
      bookingEngineId: record.order.bookingEngineId,
      facilityId: record.reservation.facilityId,
      teetime: record.reservation.teetime,
      timeZone: record.timeZone,
      holes: record.reservation.holes,
      slots: releasing.length,
      source: 'cancellation',
      sourceKey: `reservation-event:${eventId}`,
      freedBy: record.order.customerId,
      now,
    },
  ]);
}
