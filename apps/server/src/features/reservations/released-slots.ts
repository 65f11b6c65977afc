import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { facilityTimeZoneOf } from '../facilities/facilities.public.ts';
import { reservationPlayers } from '../../db/schema/reservations.ts';
import { recordOpenings } from '../tee-times/tee-times.public.ts';
import { insertEvent, markReservationCancelled, updateSlots, updateTeeTimeBooking } from './reservations.repository.ts';

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
  const [record] = await tx
    .select({
      reservation: reservations,
      engineId: orders.bookingEngineId,
      customerId: orders.customerId,
      timeZone: facilityTimeZoneOf(reservations.facilityId),
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(reservations.id, reservationId))
    .for('update', { of: reservations });
  if (!record || record.reservation.status === 'cancelled') return;
  const cancelled = await tx
    .select({ slot: reservationPlayers.slot })
    .from(reservationPlayers)
    .where(and(eq(reservationPlayers.reservationId, reservationId), isNotNull(reservationPlayers.cancelledAt)));
  const already = new Set(cancelled.map((row) => row.slot));
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
      bookingEngineId: record.engineId,
      facilityId: record.reservation.facilityId,
      teetime: record.reservation.teetime,
      timeZone: record.timeZone,
      holes: record.reservation.holes,
      slots: releasing.length,
      source: 'cancellation',
      sourceKey: `reservation-event:${eventId}`,
      freedBy: record.customerId,
      now,
    },
  ]);
}
