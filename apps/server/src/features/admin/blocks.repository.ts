import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { teeTimeBlocks } from '../../db/schema/tee-time-blocks.ts';
import { teeTimeBookings } from '../../db/schema/tee-times.ts';
import type { TeeTimeBlockRow } from '../tee-times/tee-times.public.ts';
import { required } from '@fairway/domain/shared/required';

/** A new block's row. */
export type NewBlock = Omit<typeof teeTimeBlocks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

/** Writes a block. */
export async function insertBlock(tx: Database, block: NewBlock): Promise<TeeTimeBlockRow> {
  const [row] = await tx.insert(teeTimeBlocks).values(block).returning();
  return required(row, 'the row insertBlock returned');
}

/** A block this alias created, if any. */
export async function findBlockOfEngine(
  db: Database,
  bookingEngineId: number,
  id: number,
): Promise<TeeTimeBlockRow | undefined> {
  const [row] = await db
    .select()
    .from(teeTimeBlocks)
    .where(and(eq(teeTimeBlocks.id, id), eq(teeTimeBlocks.bookingEngineId, bookingEngineId)))
    .limit(1);
  return row;
}

/** Deletes a block. */
export async function removeBlock(tx: Database, id: number): Promise<void> {
  await tx.delete(teeTimeBlocks).where(eq(teeTimeBlocks.id, id));
}

/** The alias's blocks on these courses that apply somewhere between from and to (inclusive). */
export async function blocksOfEngine(
  db: Database,
  bookingEngineId: number,
  facilityIds: number[],
  from: string,
  to: string,
): Promise<TeeTimeBlockRow[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select()
    .from(teeTimeBlocks)
    .where(
      and(
        eq(teeTimeBlocks.bookingEngineId, bookingEngineId),
        inArray(teeTimeBlocks.facilityId, facilityIds),
        lte(teeTimeBlocks.startsOn, to),
        gte(teeTimeBlocks.endsOn, from),
      ),
    )
    .orderBy(asc(teeTimeBlocks.startsOn), asc(teeTimeBlocks.fromTime), asc(teeTimeBlocks.id));
}

/** Booked players per tee time of a course between two local tee times (every alias). */
export async function bookingsOfCourse(db: Database, facilityId: number, from: string, to: string) {
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

/** The alias's live reservations of a course between two local tee times, with their booker and players still booked. */
export async function reservationsOfCourse(
  db: Database,
  bookingEngineId: number,
  facilityId: number,
  from: string,
  to: string,
) {
  return db
    .select({
      reservationId: reservations.id,
      confirmationNumber: reservations.confirmationNumber,
      teetime: reservations.teetime,
      players: teeTimeBookings.players,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, reservations.bookingId))
    .where(
      and(
        eq(orders.bookingEngineId, bookingEngineId),
        eq(reservations.facilityId, facilityId),
        gte(reservations.teetime, from),
        lte(reservations.teetime, to),
        eq(teeTimeBookings.status, 'booked'),
      ),
    )
    .orderBy(asc(reservations.teetime), asc(reservations.confirmationNumber));
}
