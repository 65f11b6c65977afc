import { and, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teeTimeBookings } from '../../db/schema/tee-times.ts';

/** Sets the players still booked on a tee-time booking after some left it (cancelled when none is left). */
export async function setBookedPlayers(tx: Database, bookingId: number, players: number): Promise<void> {
  await tx
    .update(teeTimeBookings)
    .set(players > 0 ? { players } : { status: 'cancelled' })
    .where(eq(teeTimeBookings.id, bookingId));
}

/** Moves a tee-time booking to another course's tee time, inside the caller's transaction (which holds both capacity rows). */
export async function moveTeeTimeBooking(
  tx: Database,
  bookingId: number,
  to: { facilityId: number; teeTime: string },
  now: Date,
): Promise<void> {
  await tx
    .update(teeTimeBookings)
    .set({ facilityId: to.facilityId, teeTime: to.teeTime, updatedAt: now })
    .where(eq(teeTimeBookings.id, bookingId));
}

/** Booked players per booking of a course between two local tee times inclusive (every engine; cancelled bookings left out). */
export function liveBookingsOfCourse(
  db: Database,
  facilityId: number,
  from: string,
  to: string,
): Promise<{ teeTime: string; players: number }[]> {
  return db
    .select({ teeTime: teeTimeBookings.teeTime, players: teeTimeBookings.players })
    .from(teeTimeBookings)
    .where(
      and(
        eq(teeTimeBookings.facilityId, facilityId),
        gte(teeTimeBookings.teeTime, from),
        lte(teeTimeBookings.teeTime, to),
        eq(teeTimeBookings.status, 'booked'),
      ),
    );
}

/**
 * A fragment another area embeds in its own statement (one round trip, only this area names the
 * table): the players still booked on the tee-time booking whose id is `bookingId` (a column of
 * the outer statement), null when it is cancelled or absent. A scalar subquery by primary key,
 * nested one level: in the fields of a one-table select Drizzle writes top-level columns without
 * their table, and inside the subquery a bare column would name its own.
 */
export function bookedPlayersOfBooking(bookingId: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`${sql`(select ${teeTimeBookings.players} from ${teeTimeBookings} where ${teeTimeBookings.id} = ${bookingId} and ${teeTimeBookings.status} = 'booked')`}`;
}
