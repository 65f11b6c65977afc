import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type FacilityRow, bookingEngineFacilities, facilities } from '../../db/schema/facilities.ts';

// An engine's facilities grouped by time zone: the release queue keeps one waiting room per zone,
// keyed by the zone's lowest facility id (release-queue/release-room.repository.ts).

/** The lowest id of the engine's facilities in the outer facility's zone (a correlated subquery: one statement). */
const firstOfZone = (bookingEngineId: number) =>
  sql<number>`(select min(same_zone.id) from booking_engine_facilities same_zone_link join facilities same_zone on same_zone.id = same_zone_link.facility_id
    where same_zone_link.booking_engine_id = ${bookingEngineId} and same_zone.time_zone = ${facilities.timeZone})`.mapWith(
    Number,
  );

/** A facility the engine shows, with the lowest id of the engine's facilities in its zone; undefined when not shown. */
export async function findFacilityWithFirstOfZone(
  db: Database,
  bookingEngineId: number,
  facilityId: number,
): Promise<{ facility: FacilityRow; firstOfZoneId: number } | undefined> {
  const [row] = await db
    .select({ facility: facilities, firstOfZoneId: firstOfZone(bookingEngineId) })
    .from(bookingEngineFacilities)
    .innerJoin(facilities, eq(facilities.id, bookingEngineFacilities.facilityId))
    .where(
      and(
        eq(bookingEngineFacilities.bookingEngineId, bookingEngineId),
        eq(bookingEngineFacilities.facilityId, facilityId),
      ),
    )
    .limit(1);
  return row;
}

/** The ids of the engine's facilities in a time zone, lowest first. */
export function facilityIdsOfEngineInZone(db: Database, bookingEngineId: number, timeZone: string): Promise<number[]> {
  return idsInZone(db, bookingEngineId, timeZone);
}

async function idsInZone(db: Database, bookingEngineId: number, timeZone: string | SQL): Promise<number[]> {
  const rows = await db
    .select({ id: facilities.id })
    .from(bookingEngineFacilities)
    .innerJoin(facilities, eq(facilities.id, bookingEngineFacilities.facilityId))
    .where(and(eq(bookingEngineFacilities.bookingEngineId, bookingEngineId), eq(facilities.timeZone, timeZone)))
    .orderBy(asc(facilities.id));
  return rows.map((row) => row.id);
}

/** The ids of the engine's facilities in the zone of another facility, lowest first (one statement). */
export function facilityIdsOfEngineInZoneOf(
  db: Database,
  bookingEngineId: number,
  facilityId: number,
): Promise<number[]> {
  return idsInZone(
    db,
    bookingEngineId,
    sql`(select zone_of.time_zone from facilities zone_of where zone_of.id = ${facilityId})`,
  );
}
