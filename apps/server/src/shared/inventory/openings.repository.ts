import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { teeTimeOpenings, type OpeningSource } from '../../db/schema/openings.ts';

/** Slots that became free on a tee time, as its cause reports them. */
export interface OpeningRecord {
  bookingEngineId: number | null;
  facilityId: number;
  /** Local tee time `YYYY-MM-DDTHH:mm` of the course. */
  teetime: string;
  timeZone: string;
  holes: number | null;
  slots: number;
  source: OpeningSource;
  /** Names the cause once (`reservation-event:12`, `hold:40`): a cause seen twice is recorded once. */
  sourceKey: string;
  freedBy?: number | null;
  now: Date;
}

/**
 * Records openings in the caller's transaction (so they exist exactly when the slots are free);
 * tee times already started are left out, as are causes recorded before. How many were new.
 */
export async function recordOpenings(tx: Database, openings: OpeningRecord[]): Promise<number> {
  const rows = openings
    .map((opening) => ({ opening, startsAt: DateTime.fromISO(opening.teetime, { zone: opening.timeZone }).toJSDate() }))
    .filter(({ opening, startsAt }) => opening.slots > 0 && startsAt > opening.now)
    .map(({ opening, startsAt }) => ({
      bookingEngineId: opening.bookingEngineId,
      facilityId: opening.facilityId,
      teetime: opening.teetime,
      startsAt,
      holes: opening.holes,
      slots: Math.min(opening.slots, 6),
      source: opening.source,
      sourceKey: opening.sourceKey,
      freedBy: opening.freedBy ?? null,
      createdAt: opening.now,
    }));
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(teeTimeOpenings).values(rows).onConflictDoNothing().returning({ id: teeTimeOpenings.id });
  return inserted.length;
}
