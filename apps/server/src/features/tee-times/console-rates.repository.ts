import { required } from '@fairway/domain/shared/required';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type RateRow, type RateSetRow, rateSets, rates } from '../../db/schema/tee-times.ts';

// The rate sets and rates as the console lists and edits them.

/** The rate sets of these courses with their rates, in display order. */
export async function rateSetsOfFacilities(
  db: Database,
  facilityIds: number[],
): Promise<{ set: RateSetRow; rates: RateRow[] }[]> {
  if (facilityIds.length === 0) return [];
  const sets = await db
    .select()
    .from(rateSets)
    .where(inArray(rateSets.facilityId, facilityIds))
    .orderBy(asc(rateSets.sortOrder), asc(rateSets.id));
  const rows = sets.length
    ? await db
        .select()
        .from(rates)
        .where(
          inArray(
            rates.rateSetId,
            sets.map((set) => set.id),
          ),
        )
        .orderBy(asc(rates.sortOrder), asc(rates.id))
    : [];
  return sets.map((set) => ({ set, rates: rows.filter((row) => row.rateSetId === set.id) }));
}

/** A rate set by id (any course: the caller checks the engine shows it). */
export async function findRateSet(db: Database, id: number): Promise<RateSetRow | undefined> {
  const [row] = await db.select().from(rateSets).where(eq(rateSets.id, id)).limit(1);
  return row;
}

/** Whether a rate set sells simulator bays (any of its rates is a simulator rate). */
export async function isSimulatorSet(db: Database, rateSetId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rates.id })
    .from(rates)
    .where(and(eq(rates.rateSetId, rateSetId), eq(rates.isSimulator, true)))
    .limit(1);
  return row !== undefined;
}

/** A rate and its set, the rate row locked for update (edits of one rate queue). */
export async function lockRate(tx: Database, id: number): Promise<{ rate: RateRow; set: RateSetRow } | undefined> {
  const [row] = await tx
    .select({ rate: rates, set: rateSets })
    .from(rates)
    .innerJoin(rateSets, eq(rateSets.id, rates.rateSetId))
    .where(eq(rates.id, id))
    .for('update', { of: rates })
    .limit(1);
  return row;
}

/** The columns an operator sets on a rate. */
export type RateValues = Pick<
  typeof rates.$inferInsert,
  | 'name'
  | 'holes'
  | 'greenFeeCart'
  | 'greenFeeWalking'
  | 'transactionFee'
  | 'transportation'
  | 'allowedPlayers'
  | 'daysOfWeek'
  | 'startMinute'
  | 'endMinute'
  | 'showAsHotDeal'
  | 'trade'
  | 'audience'
  | 'memberGuestFeeCart'
  | 'memberGuestFeeWalking'
>;

/** Writes a rate's operator columns. */
export async function updateRate(tx: Database, id: number, values: RateValues, now: Date): Promise<RateRow> {
  const [row] = await tx
    .update(rates)
    .set({ ...values, updatedAt: now })
    .where(eq(rates.id, id))
    .returning();
  return required(row, 'the row updateRate returned');
}

/** Adds a rate at the end of its set. */
export async function insertRate(
  tx: Database,
  rateSetId: number,
  values: RateValues & { isSimulator: boolean },
  now: Date,
): Promise<RateRow> {
  const [last] = await tx
    .select({ sortOrder: max(rates.sortOrder) })
    .from(rates)
    .where(eq(rates.rateSetId, rateSetId));
  const [row] = await tx
    .insert(rates)
    .values({ ...values, rateSetId, sortOrder: (last?.sortOrder ?? 0) + 1, createdAt: now, updatedAt: now })
    .returning();
  return required(row, 'the row insertRate returned');
}
