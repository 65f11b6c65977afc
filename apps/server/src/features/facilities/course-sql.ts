import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { bookingEngineFacilities, facilities } from '../../db/schema/facilities.ts';

// More fragments other areas embed in their own statements (beside facility-sql.ts): a course's
// country, and whether an engine shows a course. Each reads at most one row by primary key.

/**
 * The subquery nested one level: in the fields of a one-table select Drizzle writes top-level
 * columns without their table, and inside the subquery a bare column would name its own.
 */
const nested = <T>(subquery: SQL): SQL<T> => sql<T>`${subquery}`;

/**
 * The ISO country of the facility whose id is `facilityId` (a column of the outer statement): a
 * phone number given without its country code is read as this country's (tee-time alerts text golfers).
 */
export function facilityCountryOf(facilityId: SQLWrapper): SQL<string> {
  return nested(sql`(select ${facilities.country} from ${facilities} where ${facilities.id} = ${facilityId})`);
}

/** Whether the booking engine `engineId` shows the facility whose id is `facilityId`: a condition. */
export function engineShowsFacility(engineId: number, facilityId: SQLWrapper): SQL {
  return nested(
    sql`exists (select 1 from ${bookingEngineFacilities} where ${bookingEngineFacilities.bookingEngineId} = ${engineId} and ${bookingEngineFacilities.facilityId} = ${facilityId})`,
  );
}
