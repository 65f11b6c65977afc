import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type FacilityRow, bookingEngineFacilities, facilities } from '../../db/schema/facilities.ts';

// Which facilities a booking engine shows: the start of tenant isolation for every area.

/** The facilities a booking engine shows, in its display order. */
export async function listFacilitiesOfBookingEngine(db: Database, bookingEngineId: number): Promise<FacilityRow[]> {
  const rows = await db
    .select({ facility: facilities })
    .from(bookingEngineFacilities)
    .innerJoin(facilities, eq(facilities.id, bookingEngineFacilities.facilityId))
    .where(eq(bookingEngineFacilities.bookingEngineId, bookingEngineId))
    .orderBy(asc(bookingEngineFacilities.sortOrder), asc(facilities.id));
  return rows.map((row) => row.facility);
}

/** The facilities every booking engine shows, by engine id, each engine's in its display order: one statement for all. */
export async function facilitiesOfEveryBookingEngine(db: Database): Promise<Map<number, FacilityRow[]>> {
  const rows = await db
    .select({ bookingEngineId: bookingEngineFacilities.bookingEngineId, facility: facilities })
    .from(bookingEngineFacilities)
    .innerJoin(facilities, eq(facilities.id, bookingEngineFacilities.facilityId))
    .orderBy(asc(bookingEngineFacilities.bookingEngineId), asc(bookingEngineFacilities.sortOrder), asc(facilities.id));
  const byEngine = new Map<number, FacilityRow[]>();
  for (const { bookingEngineId, facility } of rows) {
    const shown = byEngine.get(bookingEngineId) ?? [];
    shown.push(facility);
    byEngine.set(bookingEngineId, shown);
  }
  return byEngine;
}

/** A facility by id, only when the booking engine shows it. */
export async function findFacilityOfBookingEngine(
  db: Database,
  bookingEngineId: number,
  facilityId: number,
): Promise<FacilityRow | undefined> {
  const [row] = await db
    .select({ facility: facilities })
    .from(bookingEngineFacilities)
    .innerJoin(facilities, eq(facilities.id, bookingEngineFacilities.facilityId))
    .where(
      and(
        eq(bookingEngineFacilities.bookingEngineId, bookingEngineId),
        eq(bookingEngineFacilities.facilityId, facilityId),
      ),
    )
    .limit(1);
  return row?.facility;
}
