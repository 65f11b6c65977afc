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
