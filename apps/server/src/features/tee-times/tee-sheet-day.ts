import { generateTeeSheet } from '@fairway/domain/tee-times/tee-sheet';
import { DateTime } from 'luxon';
import { and, asc, gt, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teeTimeLocks } from '../../db/schema/tee-times.ts';
import { cachedTeeSheet } from './tee-sheet-cache.ts';
import { availableSlots } from './tee-time-rates.ts';
import { bookedPlayers, lockedSlots, occupancyOfCourse, type TakenSlots } from './tee-times.repository.ts';
import {
  type BookingEngineRow,
  courseSettings,
  engineSettings,
  type FacilityRow,
} from '../facilities/facilities.public.ts';
import { selectFacilities } from './tee-times.service.ts';

// The operator's day view of the inventory: every interval of the generated sheet,
// with the same booked and held counts search reads, so the two never disagree.

/** A hold on a tee time (a cart item's party, or a cart's explicit lock), without its cart. */
interface DayHold {
  kind: 'cart-hold' | 'lock' | 'other';
  slots: number;
  expiresAt: Date;
}

/** One interval of a course's day. */
interface DayInterval {
  teetime: string;
  bookedPlayers: number;
  heldSlots: number;
  availableSlots: number;
  holds: DayHold[];
}

/** A course's day. */
export interface CourseDay {
  facility: FacilityRow;
  intervals: DayInterval[];
}

function holdKind(holder: string | null): DayHold['kind'] {
  if (holder?.startsWith('cart-item:')) return 'cart-hold';
  if (holder?.startsWith('cart-lock:')) return 'lock';
  return 'other';
}

/**
 * The engine's courses (or the one asked for: one it does not show is a 404) on a local date:
 * the sheet's intervals plus any time that has bookings or holds off the sheet, each with its
 * booked players, unexpired holds and free slots.
 */
export async function inventoryOfDay(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number | undefined,
  date: string,
  now: Date,
): Promise<CourseDay[]> {
  const settings = engineSettings(engine);
  const facilities = await selectFacilities(db, engine, facilityId === undefined ? undefined : [facilityId]);
  const ids = facilities.map((facility) => facility.id);
  const from = `${date}T00:00`;
  const to = `${date}T23:59`;
  const [booked, locked, holds] = await Promise.all([
    bookedPlayers(db, ids, from, to),
    lockedSlots(db, ids, from, to, now),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            facilityId: teeTimeLocks.facilityId,
            teeTime: teeTimeLocks.teeTime,
            slots: teeTimeLocks.slots,
            holder: teeTimeLocks.holder,
            expiresAt: teeTimeLocks.expiresAt,
          })
          .from(teeTimeLocks)
          .where(
            and(
              inArray(teeTimeLocks.facilityId, ids),
              gte(teeTimeLocks.teeTime, from),
              lte(teeTimeLocks.teeTime, to),
              gt(teeTimeLocks.expiresAt, now),
            ),
          )
          .orderBy(asc(teeTimeLocks.teeTime), asc(teeTimeLocks.id)),
  ]);
  const key = (id: number, teeTime: string) => `${id}|${teeTime}`;
  const bookedBy = new Map(booked.map((row) => [key(row.facilityId, row.teeTime), row.players]));
  const lockedBy = new Map(locked.map((row) => [key(row.facilityId, row.teeTime), row.players]));
  return facilities.map((facility) => {
    const times = new Set(generateTeeSheet(date, facility, courseSettings(settings, facility).inventory));
    for (const row of [...booked, ...holds]) if (row.facilityId === facility.id) times.add(row.teeTime);
    const intervals = [...times].sort().map((teetime) => {
      const occupancy = {
        bookedPlayers: bookedBy.get(key(facility.id, teetime)) ?? 0,
        lockedSlots: lockedBy.get(key(facility.id, teetime)) ?? 0,
      };
      return {
        teetime,
        bookedPlayers: occupancy.bookedPlayers,
        heldSlots: occupancy.lockedSlots,
        availableSlots: availableSlots(occupancy, facility.isSimulator),
        holds: holds
          .filter((hold) => hold.facilityId === facility.id && hold.teeTime === teetime && hold.slots > 0)
          .map((hold) => ({ kind: holdKind(hold.holder), slots: hold.slots, expiresAt: hold.expiresAt })),
      };
    });
    return { facility, intervals };
  });
}

/**
 * Tee times of a course's day with a free slot (neither fully booked nor held): what golfers in a
 * release turn can still choose from. The same count as inventoryOfDay's, in two statements
 * instead of four: the waiting room's polls ask it.
 */
export async function countOpenTeeTimes(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number,
  date: string,
  now: Date,
): Promise<number> {
  const [facility] = await selectFacilities(db, engine, [facilityId]);
  if (!facility) return 0;
  const taken = await occupancyOfCourse(db, facility.id, `${date}T00:00`, `${date}T23:59`, now);
  const times = new Set(generateTeeSheet(date, facility, courseSettings(engineSettings(engine), facility).inventory));
  for (const row of taken) times.add(row.teeTime);
  const takenAt = new Map(taken.map((row) => [row.teeTime, row]));
  let open = 0;
  for (const teetime of times)
    if (availableSlots(takenAt.get(teetime) ?? { bookedPlayers: 0, lockedSlots: 0 }, facility.isSimulator) > 0)
      open += 1;
  return open;
}

/** A course's sheet over a range of local dates: per interval its capacity and booked players. */
export interface CourseRange {
  facility: FacilityRow;
  days: { date: string; intervals: { teetime: string; capacity: number; bookedPlayers: number }[] }[];
}

/** The local dates from … to (inclusive, YYYY-MM-DD). */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (
    let day = DateTime.fromISO(from, { zone: 'utc' });
    day.isValid && day.toISODate() <= to;
    day = day.plus({ days: 1 })
  )
    dates.push(day.toISODate());
  return dates;
}

/**
 * The reports' view of the inventory: for each local date of the range, the intervals
 * the tee sheet shows (the generated sheet plus booked times off it), each with the slots an empty
 * interval offers and the players booked through any alias (the counts search and the sheet read).
 */
export async function inventoryOfRange(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number | undefined,
  from: string,
  to: string,
  // Where the booked players per tee time come from (the reports pass their per-day summary).
  booked: (facilityIds: number[], from: string, to: string) => Promise<TakenSlots[]> = (ids) =>
    bookedPlayers(db, ids, `${from}T00:00`, `${to}T23:59`),
): Promise<CourseRange[]> {
  const settings = engineSettings(engine);
  const facilities = await selectFacilities(db, engine, facilityId === undefined ? undefined : [facilityId]);
  const bookedRows = await booked(
    facilities.map((facility) => facility.id),
    from,
    to,
  );
  const dates = datesOf(from, to);
  return facilities.map((facility) => {
    const capacity = availableSlots({ bookedPlayers: 0, lockedSlots: 0 }, facility.isSimulator);
    const bookedAt = new Map(
      bookedRows.filter((row) => row.facilityId === facility.id).map((row) => [row.teeTime, row.players]),
    );
    const bookedOnDate = new Map<string, string[]>();
    for (const teetime of bookedAt.keys()) {
      const date = teetime.slice(0, 10);
      const group = bookedOnDate.get(date);
      if (group) group.push(teetime);
      else bookedOnDate.set(date, [teetime]);
    }
    return {
      facility,
      days: dates.map((date) => {
        // From the per-process cache search fills: a season is hundreds of sheets, each with its sun computation.
        const times = new Set(cachedTeeSheet(date, facility, settings));
        for (const teetime of bookedOnDate.get(date) ?? []) times.add(teetime);
        return {
          date,
          intervals: [...times]
            .sort()
            .map((teetime) => ({ teetime, capacity, bookedPlayers: bookedAt.get(teetime) ?? 0 })),
        };
      }),
    };
  });
}
