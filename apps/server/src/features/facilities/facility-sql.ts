import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type FacilityRow, bookingEngines, facilities } from '../../db/schema/facilities.ts';

// Fragments other areas embed in their own statements when a row of theirs needs a facility's
// name, zone or currency, or an engine's allowed origins: the statement stays one round
// trip, and only this area names its tables. Each scalar subquery reads one row by primary key.

/** The name of the facility whose id is `facilityId` (a column of the outer statement). */
export function facilityNameOf(facilityId: SQLWrapper): SQL<string> {
  return sql<string>`(select ${facilities.name} from ${facilities} where ${facilities.id} = ${facilityId})`;
}

/** The IANA time zone of the facility whose id is `facilityId`. */
export function facilityTimeZoneOf(facilityId: SQLWrapper): SQL<string> {
  return sql<string>`(select ${facilities.timeZone} from ${facilities} where ${facilities.id} = ${facilityId})`;
}

/** The ISO currency code the facility whose id is `facilityId` prices in. */
export function facilityCurrencyCodeOf(facilityId: SQLWrapper): SQL<FacilityRow['currencyCode']> {
  return sql<
    FacilityRow['currencyCode']
  >`(select ${facilities.currencyCode} from ${facilities} where ${facilities.id} = ${facilityId})`;
}

/** The allowed host origins of the booking engine whose id is `bookingEngineId`. */
export function allowedOriginsOfEngine(bookingEngineId: SQLWrapper): SQL<string[]> {
  return sql<
    string[]
  >`(select ${bookingEngines.allowedOrigins} from ${bookingEngines} where ${bookingEngines.id} = ${bookingEngineId})`;
}
