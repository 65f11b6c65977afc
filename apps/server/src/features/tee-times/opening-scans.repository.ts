import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookingWindowScans, teeTimeOpenings } from '../../db/schema/openings.ts';
import { deleteInBatches, RETENTION_DAYS, retentionCutoff } from '../../shared/retention.ts';
import { facilityCountryOf, facilityNameOf, facilityTimeZoneOf } from '../facilities/facilities.public.ts';

// The openings tee-time alerts consume: each is looked at once (`scanned_at`), and each day of a
// course entering an alias's booking window is scanned once, across processes.

/** Slots that opened on a tee time, with the course's name, zone and country. */
export interface Opening {
  id: number;
  bookingEngineId: number | null;
  facilityId: number;
  facilityName: string;
  timeZone: string;
  country: string;
  teetime: string;
  startsAt: Date;
  holes: number | null;
  slots: number;
  freedBy: number | null;
}

const openingColumns = {
  id: teeTimeOpenings.id,
  bookingEngineId: teeTimeOpenings.bookingEngineId,
  facilityId: teeTimeOpenings.facilityId,
  facilityName: facilityNameOf(teeTimeOpenings.facilityId),
  timeZone: facilityTimeZoneOf(teeTimeOpenings.facilityId),
  country: facilityCountryOf(teeTimeOpenings.facilityId),
  teetime: teeTimeOpenings.teetime,
  startsAt: teeTimeOpenings.startsAt,
  holes: teeTimeOpenings.holes,
  slots: teeTimeOpenings.slots,
  freedBy: teeTimeOpenings.freedBy,
};

/** Openings no pass has looked at yet, oldest first, locked for this pass (SKIP LOCKED: a second process takes others). */
export function unscannedOpenings(db: Database, limit: number): Promise<Opening[]> {
  return db
    .select(openingColumns)
    .from(teeTimeOpenings)
    .where(isNull(teeTimeOpenings.scannedAt))
    .orderBy(asc(teeTimeOpenings.id))
    .limit(limit)
    .for('update', { of: teeTimeOpenings, skipLocked: true });
}

/** Marks an opening looked at (whether or not an alert took it). */
export async function markOpeningScanned(db: Database, id: number, now: Date): Promise<void> {
  await db.update(teeTimeOpenings).set({ scannedAt: now }).where(eq(teeTimeOpenings.id, id));
}

/** One opening (to pass a lapsed offer of it on). */
export async function findOpening(db: Database, id: number): Promise<Opening | undefined> {
  const [row] = await db.select(openingColumns).from(teeTimeOpenings).where(eq(teeTimeOpenings.id, id));
  return row;
}

/** The opening recorded for a cause (its `source_key`): the console's staff offer reads back the one it recorded. */
export async function findOpeningBySourceKey(db: Database, sourceKey: string): Promise<Opening | undefined> {
  const [row] = await db.select(openingColumns).from(teeTimeOpenings).where(eq(teeTimeOpenings.sourceKey, sourceKey));
  return row;
}

/** A day of a course entering an alias's booking window. */
export interface WindowScan {
  bookingEngineId: number;
  facilityId: number;
  date: string;
}

/**
 * Records that these days of courses entered their alias's booking window, in one statement, and
 * answers those no pass recorded before (the rest a pass, here or in another process, already did).
 */
export async function recordWindowScans(db: Database, scans: WindowScan[]): Promise<WindowScan[]> {
  if (scans.length === 0) return [];
  return db.insert(bookingWindowScans).values(scans).onConflictDoNothing().returning({
    bookingEngineId: bookingWindowScans.bookingEngineId,
    facilityId: bookingWindowScans.facilityId,
    date: bookingWindowScans.date,
  });
}

/** Deletes the marks of days past their retention (RETENTION_DAYS.bookingWindowScans); how many went. */
export function deleteOldWindowScans(db: Database, now: Date): Promise<number> {
  const before = retentionCutoff(now, RETENTION_DAYS.bookingWindowScans).toISOString().slice(0, 10);
  return deleteInBatches(db, {
    table: sql`${bookingWindowScans}`,
    key: sql`booking_engine_id, facility_id, date`,
    where: sql`${bookingWindowScans.date} < ${before}::date`,
  });
}
