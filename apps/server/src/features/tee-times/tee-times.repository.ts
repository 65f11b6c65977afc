import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  courseNotices,
  type CourseNoticeRow,
  type RateRow,
  rateSets,
  rates,
  teeTimeBookings,
  teeTimeLocks,
} from '../../db/schema/tee-times.ts';

/** A rate with the facility and rate-set name it belongs to. */
export type RateWithSet = RateRow & { facilityId: number; rateSetName: string };

/** Every rate of these facilities, in display order. */
export async function ratesOfFacilities(db: Database, facilityIds: number[]): Promise<RateWithSet[]> {
  if (facilityIds.length === 0) return [];
  const rows = await db
    .select({ rate: rates, facilityId: rateSets.facilityId, rateSetName: rateSets.name })
    .from(rates)
    .innerJoin(rateSets, eq(rateSets.id, rates.rateSetId))
    .where(inArray(rateSets.facilityId, facilityIds))
    .orderBy(asc(rateSets.sortOrder), asc(rates.sortOrder), asc(rates.id));
  return rows.map((row) => ({ ...row.rate, facilityId: row.facilityId, rateSetName: row.rateSetName }));
}

/** One rate by id with its facility, if any. */
export async function findRate(db: Database, rateId: number): Promise<RateWithSet | undefined> {
  const [row] = await db
    .select({ rate: rates, facilityId: rateSets.facilityId, rateSetName: rateSets.name })
    .from(rates)
    .innerJoin(rateSets, eq(rateSets.id, rates.rateSetId))
    .where(eq(rates.id, rateId))
    .limit(1);
  return row && { ...row.rate, facilityId: row.facilityId, rateSetName: row.rateSetName };
}

/** Players taken per facility and local tee time between two local tee times inclusive. */
export interface TakenSlots {
  facilityId: number;
  teeTime: string;
  players: number;
}

/** Booked players per tee time (cancelled bookings do not count). */
export async function bookedPlayers(
  db: Database,
  facilityIds: number[],
  from: string,
  to: string,
): Promise<TakenSlots[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select({
      facilityId: teeTimeBookings.facilityId,
      teeTime: teeTimeBookings.teeTime,
      players: sql<number>`cast(sum(${teeTimeBookings.players}) as integer)`,
    })
    .from(teeTimeBookings)
    .where(
      and(
        inArray(teeTimeBookings.facilityId, facilityIds),
        gte(teeTimeBookings.teeTime, from),
        lte(teeTimeBookings.teeTime, to),
        eq(teeTimeBookings.status, 'booked'),
      ),
    )
    .groupBy(teeTimeBookings.facilityId, teeTimeBookings.teeTime);
}

/** One course's taken slots per local tee time between two inclusive: booked players and slots held by unexpired locks, in one statement. */
export async function occupancyOfCourse(
  db: Database,
  facilityId: number,
  from: string,
  to: string,
  now: Date,
): Promise<{ teeTime: string; bookedPlayers: number; lockedSlots: number }[]> {
  const booked = db
    .select({ teeTime: teeTimeBookings.teeTime, booked: teeTimeBookings.players, held: sql<number>`0`.as('held') })
    .from(teeTimeBookings)
    .where(
      and(
        eq(teeTimeBookings.facilityId, facilityId),
        gte(teeTimeBookings.teeTime, from),
        lte(teeTimeBookings.teeTime, to),
        eq(teeTimeBookings.status, 'booked'),
      ),
    );
  const held = db
    .select({ teeTime: teeTimeLocks.teeTime, booked: sql<number>`0`, held: teeTimeLocks.slots })
    .from(teeTimeLocks)
    .where(
      and(
        eq(teeTimeLocks.facilityId, facilityId),
        gte(teeTimeLocks.teeTime, from),
        lte(teeTimeLocks.teeTime, to),
        gt(teeTimeLocks.expiresAt, now),
      ),
    );
  const taken = booked.unionAll(held).as('taken');
  return db
    .select({
      teeTime: taken.teeTime,
      bookedPlayers: sql<number>`cast(sum(${taken.booked}) as integer)`.mapWith(Number),
      lockedSlots: sql<number>`cast(sum(${taken.held}) as integer)`.mapWith(Number),
    })
    .from(taken)
    .groupBy(taken.teeTime);
}

/** Slots held by locks that have not expired at `now`, per tee time. */
export async function lockedSlots(
  db: Database,
  facilityIds: number[],
  from: string,
  to: string,
  now: Date,
): Promise<TakenSlots[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select({
      facilityId: teeTimeLocks.facilityId,
      teeTime: teeTimeLocks.teeTime,
      players: sql<number>`cast(sum(${teeTimeLocks.slots}) as integer)`,
    })
    .from(teeTimeLocks)
    .where(
      and(
        inArray(teeTimeLocks.facilityId, facilityIds),
        gte(teeTimeLocks.teeTime, from),
        lte(teeTimeLocks.teeTime, to),
        gt(teeTimeLocks.expiresAt, now),
      ),
    )
    .groupBy(teeTimeLocks.facilityId, teeTimeLocks.teeTime);
}

/** Notices of these facilities that overlap the dates from … to inclusive. */
export async function noticesOfFacilities(
  db: Database,
  facilityIds: number[],
  from: string,
  to: string,
): Promise<CourseNoticeRow[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select()
    .from(courseNotices)
    .where(
      and(
        inArray(courseNotices.facilityId, facilityIds),
        lte(courseNotices.startsOn, to),
        or(isNull(courseNotices.endsOn), gte(courseNotices.endsOn, from)),
      ),
    )
    .orderBy(asc(courseNotices.facilityId), asc(courseNotices.startsOn), asc(courseNotices.id));
}
