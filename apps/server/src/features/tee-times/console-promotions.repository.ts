import { required } from '@fairway/domain/shared/required';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type PromotionRow, promotions } from '../../db/schema/tee-times.ts';

// The engine's promotion codes as the console lists and edits them (their uses: promotions.repository.ts).

/** The engine's promotions, by code. */
export async function promotionsOfEngine(db: Database, bookingEngineId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.bookingEngineId, bookingEngineId))
    .orderBy(asc(promotions.code));
}

/** One of the engine's promotions, locked for update. */
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

/** The engine's promotion with this code, if any. */
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
