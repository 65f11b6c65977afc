import { zonedIso } from '@fairway/domain/admin/activity-time';
import type { Database } from '../../db/client.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';

/**
 * The time zone the console's times are in: the engine's first course's (the engine's main
 * course when its courses span zones, as for the welcome message and the work needing
 * attention), else UTC.
 */
export async function consoleTimeZone(db: Database, engine: Pick<BookingEngineRow, 'id'>): Promise<string> {
  return consoleTimeZoneOf(await listFacilitiesOfBookingEngine(db, engine.id));
}

/** The console's time zone from the engine's courses, in the engine's order. */
export function consoleTimeZoneOf(courses: readonly { timeZone: string }[]): string {
  return courses[0]?.timeZone ?? 'UTC';
}

/**
 * An instant as every console answer writes it: ISO 8601 with the offset of the engine's zone
 * (the Activity's entries and the staff list's last sign-in go through this one function).
 */
export function consoleTime(at: Date, timeZone: string): string {
  return zonedIso(at, timeZone);
}
