import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/statements.ts';
import { dynamicPricingRules } from '../../db/schema/dynamic-pricing.ts';
import { bookingEngineFacilities, facilities } from '../../db/schema/facilities.ts';
import { rates, rateSets } from '../../db/schema/tee-times.ts';

/**
 * The engine's course, the course's rate (with its rate set's name) and the course's dynamic
 * pricing rule in one statement (one round trip instead of three). Undefined when
 * the engine does not sell the course; `rate` null when the course has no such rate; `rule`
 * null when the course saved none.
 */
export async function findEngineCourseRate(db: Database, engineId: number, facilityId: number, rateId: number) {
  const [row] = await findEngineCourseRateStatement(db, { engineId, facilityId, rateId });
  if (!row) return undefined;
  const rate = row.rate && row.rateSetName !== null ? { ...row.rate, rateSetName: row.rateSetName } : null;
  return { facility: row.facility, rate, rule: row.rule };
}
const findEngineCourseRateStatement = preparedQuery(
  'cart_engine_course_rate',
  ['engineId', 'facilityId', 'rateId'],
  (db, p) =>
    db
      .select({ facility: facilities, rate: rates, rateSetName: rateSets.name, rule: dynamicPricingRules })
      .from(bookingEngineFacilities)
      .innerJoin(facilities, eq(facilities.id, bookingEngineFacilities.facilityId))
      .leftJoin(rates, eq(rates.id, p.rateId))
      .leftJoin(rateSets, and(eq(rateSets.id, rates.rateSetId), eq(rateSets.facilityId, facilities.id)))
      .leftJoin(dynamicPricingRules, eq(dynamicPricingRules.facilityId, facilities.id))
      .where(
        and(
          eq(bookingEngineFacilities.bookingEngineId, p.engineId),
          eq(bookingEngineFacilities.facilityId, p.facilityId),
        ),
      )
      .limit(1),
);
