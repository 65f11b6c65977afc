import { blockCovers } from '@fairway/domain/admin/tee-time-blocks';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/statements.ts';
import { exclusiveLockFacility, shareLockFacility } from '../facilities/facilities.public.ts';
import { type TeeTimeBlockRow, teeTimeBlocks } from '../../db/schema/tee-time-blocks.ts';
import { required } from '@fairway/domain/shared/required';

// Operators' blocks of tee times, read by search, cart holds and checkout, written by
// the console. A block and a sale of one of its times never interleave: whoever sells a time
// holds the course's row FOR SHARE (after its capacity row) until it commits, and whoever writes
// a block holds it FOR NO KEY UPDATE; so a block commits either before the sale's check (which
// then sees it and refuses) or after the sale (whose booking the block's conflict check then sees).

/** Blocks on these courses that apply somewhere between the dates from … to inclusive. */
const applyingBetween = (facilityIds: number[], from: string, to: string) =>
  and(inArray(teeTimeBlocks.facilityId, facilityIds), lte(teeTimeBlocks.startsOn, to), gte(teeTimeBlocks.endsOn, from));

/** Blocks of these facilities that apply somewhere between the dates from … to inclusive. */
export async function blocksOfFacilities(
  db: Database,
  facilityIds: number[],
  from: string,
  to: string,
): Promise<TeeTimeBlockRow[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select()
    .from(teeTimeBlocks)
    .where(applyingBetween(facilityIds, from, to))
    .orderBy(
      asc(teeTimeBlocks.facilityId),
      asc(teeTimeBlocks.startsOn),
      asc(teeTimeBlocks.fromTime),
      asc(teeTimeBlocks.id),
    );
}

/**
 * Whether a block closes the tee time, inside the caller's selling transaction: takes the
 * course's row FOR SHARE first (kept until commit), so no block can be written meanwhile.
 */
export async function isTeeTimeBlocked(tx: Database, facilityId: number, teeTime: string): Promise<boolean> {
  return (await blocksCovering(tx, facilityId, teeTime)).length > 0;
}

/** The blocks closing a tee time, read as `isTeeTimeBlocked` reads them (under the course's share lock). */
export async function blocksCovering(tx: Database, facilityId: number, teeTime: string): Promise<TeeTimeBlockRow[]> {
  await lockCourseForSale(tx, facilityId);
  return (await blocksOnDateStatement(tx, { facilityId, date: teeTime.slice(0, 10) })).filter((block) =>
    blockCovers(block, teeTime),
  );
}

/** blocksOfFacilities for one course and one date, built once (checkout). */
const blocksOnDateStatement = preparedQuery('blocks_of_course_on_date', ['facilityId', 'date'], (tx, p) =>
  tx
    .select()
    .from(teeTimeBlocks)
    .where(
      and(
        eq(teeTimeBlocks.facilityId, p.facilityId),
        lte(teeTimeBlocks.startsOn, p.date),
        gte(teeTimeBlocks.endsOn, p.date),
      ),
    )
    .orderBy(asc(teeTimeBlocks.startsOn), asc(teeTimeBlocks.fromTime), asc(teeTimeBlocks.id)),
);

/**
 * Takes the course's row FOR SHARE inside a selling transaction (kept until commit), so no block
 * can be written meanwhile. The blocks must then be read by a later statement: one that waited
 * here for a block's writer reads with a snapshot taken before that writer committed.
 */
export async function lockCourseForSale(tx: Database, facilityId: number): Promise<void> {
  await shareLockFacility(tx, facilityId);
}

/** Takes the course's row so that no tee time of it is sold while a block is written (see above). */
export async function lockCourseForBlocks(tx: Database, facilityId: number): Promise<void> {
  await exclusiveLockFacility(tx, facilityId);
}

// The console's reads and writes of an engine's blocks; its writes run under lockCourseForBlocks.

/** A new block's row. */
type NewBlock = Omit<typeof teeTimeBlocks.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date;
  updatedAt: Date;
};

/** Writes a block. */
export async function insertBlock(tx: Database, block: NewBlock): Promise<TeeTimeBlockRow> {
  const [row] = await tx.insert(teeTimeBlocks).values(block).returning();
  return required(row, 'the row insertBlock returned');
}

/** A block this engine created, if any. */
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

/** The engine's blocks on these courses that apply somewhere between from and to (inclusive). */
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
    .where(and(eq(teeTimeBlocks.bookingEngineId, bookingEngineId), applyingBetween(facilityIds, from, to)))
    .orderBy(asc(teeTimeBlocks.startsOn), asc(teeTimeBlocks.fromTime), asc(teeTimeBlocks.id));
}
