import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inList } from '../../db/in-list.ts';
import { lockByName } from '../../db/lock-by-name.ts';
import { type StaffBookingRow, staffBookings } from '../../db/schema/admin-tee-sheet.ts';

/** The walk-in booked with this Idempotency-Key on this engine, if any. */
export async function findStaffBooking(
  db: Database,
  engineId: number,
  key: string,
): Promise<StaffBookingRow | undefined> {
  const [row] = await db
    .select()
    .from(staffBookings)
    .where(and(eq(staffBookings.bookingEngineId, engineId), eq(staffBookings.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** Serialises the requests of one (engine, key) for the rest of the transaction (a double click waits, then replays). */
export async function lockStaffRequestKey(tx: Database, engineId: number, key: string): Promise<void> {
  await lockByName(tx, `staff-booking:${engineId}:${key}`);
}

/** Records a walk-in made by staff. */
export async function insertStaffBooking(tx: Database, values: typeof staffBookings.$inferInsert): Promise<void> {
  await tx.insert(staffBookings).values(values);
}

/** How some reservations booked from the tee sheet were paid (reservations booked online are absent), in one read. */
export async function staffPaymentMethodsOf(
  db: Database,
  reservationIds: string[],
): Promise<{ reservationId: string; paymentMethod: StaffBookingRow['paymentMethod'] }[]> {
  if (reservationIds.length === 0) return [];
  return db
    .select({ reservationId: staffBookings.reservationId, paymentMethod: staffBookings.paymentMethod })
    .from(staffBookings)
    .where(inList(staffBookings.reservationId, reservationIds));
}

/**
 * The players staff named when booking some reservations (players 2–4; the booker is player 1), in
 * one read: kept in the booking's first answer, so a phone booking's names need no column of their own.
 */
export async function staffNamedPlayersOf(
  db: Database,
  reservationIds: string[],
): Promise<{ reservationId: string; slot: number; name: string }[]> {
  if (reservationIds.length === 0) return [];
  const rows = await db
    .select({
      reservationId: staffBookings.reservationId,
      named: sql<unknown>`${staffBookings.answer} -> 'namedPlayers'`,
    })
    .from(staffBookings)
    .where(inList(staffBookings.reservationId, reservationIds));
  return rows.flatMap((row) =>
    (Array.isArray(row.named) ? row.named : []).flatMap((entry: unknown) => {
      const { slot, name } = (entry ?? {}) as { slot?: unknown; name?: unknown };
      return typeof slot === 'number' && typeof name === 'string' && name !== ''
        ? [{ reservationId: row.reservationId, slot, name }]
        : [];
    }),
  );
}
