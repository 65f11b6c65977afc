import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type BookingEngineRow,
  type FacilityRow,
  bookingEngineFacilities,
  bookingEngines,
  facilities,
} from '../../db/schema/facilities.ts';

/** The booking engine with this alias, if any. */
export async function findBookingEngineByAlias(db: Database, alias: string): Promise<BookingEngineRow | undefined> {
  const [row] = await db.select().from(bookingEngines).where(eq(bookingEngines.alias, alias)).limit(1);
  return row;
}

/** The booking engine flagged as the default, if any. */
export async function findDefaultBookingEngine(db: Database): Promise<BookingEngineRow | undefined> {
  const [row] = await db.select().from(bookingEngines).where(eq(bookingEngines.isDefault, true)).limit(1);
  return row;
}

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
