import type { DynamicPricingRuleInput } from '@fairway/contract/admin-dynamic-pricing.contract';
import { required } from '@fairway/domain/shared/required';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type DynamicPricingRuleRow, dynamicPricingRules } from '../../db/schema/dynamic-pricing.ts';
import { teeTimeBookings } from '../../db/schema/tee-times.ts';

/** The saved rules of these courses (a course without a row has none). */
export async function rulesOfFacilities(db: Database, facilityIds: number[]): Promise<DynamicPricingRuleRow[]> {
  if (facilityIds.length === 0) return [];
  return db.select().from(dynamicPricingRules).where(inArray(dynamicPricingRules.facilityId, facilityIds));
}

/** Booked players per local date of one course between two dates inclusive (cancelled bookings do not count, as in search). */
export async function bookedPlayersByDate(
  db: Database,
  facilityId: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const date = sql<string>`substr(${teeTimeBookings.teeTime}, 1, 10)`;
  const rows = await db
    .select({ date, players: sql<number>`cast(sum(${teeTimeBookings.players}) as integer)` })
    .from(teeTimeBookings)
    .where(
      and(
        eq(teeTimeBookings.facilityId, facilityId),
        gte(teeTimeBookings.teeTime, `${from}T00:00`),
        lte(teeTimeBookings.teeTime, `${to}T23:59`),
        eq(teeTimeBookings.status, 'booked'),
      ),
    )
    .groupBy(date);
  return new Map(rows.map((row) => [row.date, Number(row.players)]));
}

/** A course's rule row locked for update (the console's saves of one course's rule queue), if one is saved. */
export async function lockDynamicPricingRule(
  tx: Database,
  facilityId: number,
): Promise<DynamicPricingRuleRow | undefined> {
  const [row] = await tx
    .select()
    .from(dynamicPricingRules)
    .where(eq(dynamicPricingRules.facilityId, facilityId))
    .for('update')
    .limit(1);
  return row;
}

/** Saves a course's rule (insert or replace). */
export async function saveDynamicPricingRule(
  tx: Database,
  facilityId: number,
  rule: DynamicPricingRuleInput,
  now: Date,
): Promise<DynamicPricingRuleRow> {
  const values = { ...rule, updatedAt: now };
  const [row] = await tx
    .insert(dynamicPricingRules)
    .values({ facilityId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: dynamicPricingRules.facilityId, set: values })
    .returning();
  return required(row, 'the row saveDynamicPricingRule returned');
}
