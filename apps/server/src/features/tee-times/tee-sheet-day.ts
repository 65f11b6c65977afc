import { generateTeeSheet } from '@fairway/domain/tee-times/tee-sheet';
import { and, asc, gt, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { BookingEngineRow, FacilityRow } from '../../db/schema/facilities.ts';
import { teeTimeLocks } from '../../db/schema/tee-times.ts';
import { availableSlots } from './tee-time-rates.ts';
import { bookedPlayers, lockedSlots } from './tee-times.repository.ts';
import { engineSettings, selectFacilities } from './tee-times.service.ts';

// The operator's day view of the inventory (issue #18): every interval of the generated sheet,
// with the same booked and held counts search reads, so the two never disagree.

/** A hold on a tee time (a cart item's party, or a cart's explicit lock), without its cart. */
export interface DayHold {
  kind: 'cart-hold' | 'lock' | 'other';
  slots: number;
  expiresAt: Date;
}

/** One interval of a course's day. */
export interface DayInterval {
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
export async function inventoryOfDay(db: Database, engine: BookingEngineRow, facilityId: number | undefined, date: string, now: Date): Promise<CourseDay[]> {
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
          .select({ facilityId: teeTimeLocks.facilityId, teeTime: teeTimeLocks.teeTime, slots: teeTimeLocks.slots, holder: teeTimeLocks.holder, expiresAt: teeTimeLocks.expiresAt })
          .from(teeTimeLocks)
          .where(and(inArray(teeTimeLocks.facilityId, ids), gte(teeTimeLocks.teeTime, from), lte(teeTimeLocks.teeTime, to), gt(teeTimeLocks.expiresAt, now)))
          .orderBy(asc(teeTimeLocks.teeTime), asc(teeTimeLocks.id)),
  ]);
  const key = (id: number, teeTime: string) => `${id}|${teeTime}`;
  const bookedBy = new Map(booked.map((row) => [key(row.facilityId, row.teeTime), row.players]));
  const lockedBy = new Map(locked.map((row) => [key(row.facilityId, row.teeTime), row.players]));
  return facilities.map((facility) => {
    const times = new Set(generateTeeSheet(date, facility, settings.inventory));
    for (const row of [...booked, ...holds]) if (row.facilityId === facility.id) times.add(row.teeTime);
    const intervals = [...times].sort().map((teetime) => {
      const occupancy = { bookedPlayers: bookedBy.get(key(facility.id, teetime)) ?? 0, lockedSlots: lockedBy.get(key(facility.id, teetime)) ?? 0 };
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
