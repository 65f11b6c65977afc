import { teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import type { Database } from '../../db/client.ts';
import { facilityLabelsOf } from '../facilities/facilities.public.ts';
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
    .map((opening) => ({ opening, startsAt: new Date(teeTimeInstant(opening.teetime, opening.timeZone)) }))
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
  const inserted = await tx
    .insert(teeTimeOpenings)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: teeTimeOpenings.id });
  return inserted.length;
}

/** A hold row that was deleted (`tee_time_locks`): slots that are free again. */
export interface LapsedHold {
  id: number;
  facilityId: number;
  teeTime: string;
  slots: number;
}

/**
 * Records the slots of deleted holds as openings (a lapsed hold or lock, an abandoned cart). The
 * opening has no alias: a course's slots are free on every booking engine that shows it.
 */
export async function recordLapsedHolds(tx: Database, holds: LapsedHold[], now: Date): Promise<number> {
  const withSlots = holds.filter((hold) => hold.slots > 0);
  if (withSlots.length === 0) return 0;
  const labels = await facilityLabelsOf(
    tx,
    withSlots.map((hold) => hold.facilityId),
  );
  return recordOpenings(
    tx,
    withSlots.map((hold) => ({
      bookingEngineId: null,
      facilityId: hold.facilityId,
      teetime: hold.teeTime,
      timeZone: labels.get(hold.facilityId)?.timeZone ?? 'UTC',
      holes: null,
      slots: hold.slots,
      source: 'hold-lapsed' as const,
      sourceKey: `hold:${hold.id}`,
      now,
    })),
  );
}
