import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { promotions, rateSets, rates } from '../../db/schema/tee-times.ts';
import type { PromotionRow, RateRow, RateSetRow } from '../tee-times/tee-times.public.ts';
import { required } from '@fairway/domain/shared/required';

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

/** A rate set by id (any course: the caller checks the alias shows it). */
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

/** The alias's promotions, by code. */
export async function promotionsOfEngine(db: Database, bookingEngineId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.bookingEngineId, bookingEngineId))
    .orderBy(asc(promotions.code));
}

/** One of the alias's promotions, locked for update. */
export async function lockPromotion(
  tx: Database,
  bookingEngineId: number,
  id: number,
): Promise<PromotionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.bookingEngineId, bookingEngineId)))
    .for('update')
    .limit(1);
  return row;
}

/** The alias's promotion with this code, if any. */
export async function promotionWithCode(
  db: Database,
  bookingEngineId: number,
  code: string,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.bookingEngineId, bookingEngineId), eq(promotions.code, code)))
    .limit(1);
  return row;
}

/** The columns an operator sets on a promotion (its limits left out: unchanged on an edit, none on a new code). */
export type PromotionValues = Pick<
  typeof promotions.$inferInsert,
  | 'code'
  | 'type'
  | 'value'
  | 'allowedPlayers'
  | 'validFrom'
  | 'validTo'
  | 'active'
  | 'maxUses'
  | 'maxUsesPerGolfer'
  | 'facilityIds'
  | 'rateIds'
  | 'weekdays'
  | 'startMinute'
  | 'endMinute'
>;

/** Adds a promotion; its template id is the next free one. */
export async function insertPromotion(
  tx: Database,
  bookingEngineId: number,
  values: PromotionValues,
  now: Date,
): Promise<PromotionRow> {
  const [row] = await tx
    .insert(promotions)
    .values({
      ...values,
      bookingEngineId,
      promotionTemplateId: sql`(select coalesce(max(${promotions.promotionTemplateId}), 0) + 1 from ${promotions})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return required(row, 'the row insertPromotion returned');
}

/** Writes a promotion's operator columns. */
export async function updatePromotion(
  tx: Database,
  id: number,
  values: PromotionValues,
  now: Date,
): Promise<PromotionRow> {
  const [row] = await tx
    .update(promotions)
    .set({ ...values, updatedAt: now })
    .where(eq(promotions.id, id))
    .returning();
  return required(row, 'the row updatePromotion returned');
}
