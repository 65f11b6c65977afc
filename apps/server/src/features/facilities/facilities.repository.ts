import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type BookingEngineRow,
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

/** A booking engine by id, if any. */
export async function findBookingEngineById(db: Database, id: number): Promise<BookingEngineRow | undefined> {
  const [row] = await db.select().from(bookingEngines).where(eq(bookingEngines.id, id));
  return row;
}

/** Every booking engine, by id. */
export function listBookingEngines(db: Database): Promise<BookingEngineRow[]> {
  return db.select().from(bookingEngines).orderBy(asc(bookingEngines.id));
}

/** The name and time zone of each of these facilities, by id (an unknown id is absent). */
export async function facilityLabelsOf(
  db: Database,
  ids: number[],
): Promise<Map<number, { name: string; timeZone: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: facilities.id, name: facilities.name, timeZone: facilities.timeZone })
    .from(facilities)
    .where(inArray(facilities.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, name, timeZone }) => [id, { name, timeZone }]));
}

/** The lowest id of the engines that show a facility (undefined when none does). */
export async function firstEngineOfFacility(db: Database, facilityId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: bookingEngineFacilities.bookingEngineId })
    .from(bookingEngineFacilities)
    .where(eq(bookingEngineFacilities.facilityId, facilityId))
    .orderBy(asc(bookingEngineFacilities.bookingEngineId))
    .limit(1);
  return row?.id;
}
