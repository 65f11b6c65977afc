import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { bookedPlayersOfBooking } from '../tee-times/tee-times.public.ts';

// The reservation rows the console's staff operations read and amend (beside
// reservation-rows.repository.ts): only checkout names its tables.

/**
 * The engine's live reservations of a course between two local tee times inclusive, with their
 * booker and the players still booked on their tee-time booking (one statement: tee-times gives
 * the booking's players as a fragment; a reservation whose booking is cancelled is left out).
 */
export async function liveReservationsOfCourse(
  db: Database,
  bookingEngineId: number,
  facilityId: number,
  from: string,
  to: string,
) {
  const players = bookedPlayersOfBooking(reservations.bookingId);
  const rows = await db
    .select({
      reservationId: reservations.id,
      confirmationNumber: reservations.confirmationNumber,
      teetime: reservations.teetime,
      players,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        eq(orders.bookingEngineId, bookingEngineId),
        eq(reservations.facilityId, facilityId),
        gte(reservations.teetime, from),
        lte(reservations.teetime, to),
        isNotNull(players),
      ),
    )
    .orderBy(asc(reservations.teetime), asc(reservations.confirmationNumber));
  return rows.flatMap(({ players, ...row }) => (players === null ? [] : [{ ...row, players }]));
}

/** Moves a reservation to another course's tee time and counts the move, inside the caller's transaction. */
export async function moveReservationRow(
  tx: Database,
  id: string,
  to: { facilityId: number; teetime: string; startsAt: Date },
  now: Date,
): Promise<void> {
  await tx
    .update(reservations)
    .set({ ...to, moves: sql`${reservations.moves} + 1`, updatedAt: now })
    .where(eq(reservations.id, id));
}
