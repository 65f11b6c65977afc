import { reportDaysOfRange } from './reports.repository.ts';
import { addCalendarDays } from '@fairway/domain/tee-times/local-date';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reportDays, reportReservations } from '../../db/schema/report-summaries.ts';

// The no-shows report's reads of the summaries (db/schema/report-summaries.ts): the counts from
// the day totals, the players from the few reservations with a no-show, by the partial index
// report_reservations_no_shows_idx (alias, tee time, reservation), which serves both the page's
// keyset and the CSV's whole range.

/** One player staff marked no-show on a reservation of the range. */
interface NoShowRow {
  facilityId: number;
  reservationId: string;
  teetime: string;
  confirmationNumber: string;
  bookerName: string;
  slot: number;
}

/** Where a page starts: after this player in the list's order (tee time and reservation newest first, then slot). */
export interface NoShowPlace {
  teetime: string;
  reservationId: string;
  slot: number;
}

/** The partial index's predicate: only reservations with a no-show are read. */
const hasNoShow = sql`cardinality(${reportReservations.noShowSlots}) > 0`;

/** Tee times of local dates from … to: every tee time of `to` sorts before the next day's date. */
const inRange = (from: string, to: string) =>
  and(gte(reportReservations.teetime, from), lt(reportReservations.teetime, addCalendarDays(to, 1)));

const columns = {
  facilityId: reportReservations.facilityId,
  reservationId: reportReservations.reservationId,
  teetime: reportReservations.teetime,
  confirmationNumber: reportReservations.confirmationNumber,
  firstName: reportReservations.bookerFirstName,
  lastName: reportReservations.bookerLastName,
  slots: reportReservations.noShowSlots,
};

interface Found extends Omit<NoShowRow, 'bookerName' | 'slot'> {
  firstName: string;
  lastName: string;
  slots: number[];
}

const playersOf = ({ firstName, lastName, slots, ...row }: Found): NoShowRow[] =>
  slots.map((slot) => ({ ...row, bookerName: `${firstName} ${lastName}`.trim(), slot }));

/** Per course, the players marked no-show and the players still booked over the range, from the day totals. */
export async function noShowCountsOfRange(
  db: Database,
  engineId: number,
  facilityIds: number[],
  from: string,
  to: string,
): Promise<{ facilityId: number; noShows: number; bookedPlayers: number }[]> {
  if (facilityIds.length === 0) return [];
  return db
    .select({
      facilityId: reportDays.facilityId,
      noShows: sql<number>`cast(sum(${reportDays.noShows}) as integer)`.mapWith(Number),
      bookedPlayers: sql<number>`cast(sum(${reportDays.playersLeft}) as integer)`.mapWith(Number),
    })
    .from(reportDays)
    .where(reportDaysOfRange(engineId, facilityIds, from, to))
    .groupBy(reportDays.facilityId);
}

/** The alias's reservations with a no-show among these courses' tee times of the range. */
const ofRange = (engineId: number, facilityIds: number[], range: { from: string; to: string }) =>
  and(
    eq(reportReservations.bookingEngineId, engineId),
    inArray(reportReservations.facilityId, facilityIds),
    inRange(range.from, range.to),
    hasNoShow,
  );

/**
 * Up to `count` no-show players of the alias's reservations on these courses in the range, newest
 * tee time first (then reservation id, descending, and slot), after `after` when given: a keyset
 * read of the partial index, never the whole range.
 */
export async function noShowPlayersAfter(
  db: Database,
  engineId: number,
  facilityIds: number[],
  range: { from: string; to: string },
  count: number,
  after?: NoShowPlace,
): Promise<NoShowRow[]> {
  if (facilityIds.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(reportReservations)
    .where(
      and(
        ofRange(engineId, facilityIds, range),
        after === undefined
          ? undefined
          : sql`(${reportReservations.teetime}, ${reportReservations.reservationId}) <= (${after.teetime}, ${after.reservationId}::uuid)`,
      ),
    )
    .orderBy(desc(reportReservations.teetime), desc(reportReservations.reservationId))
    // Each reservation read has a player at least; the cursor's own may have none left after its slot.
    .limit(after === undefined ? count : count + 1);
  return rows
    .flatMap(playersOf)
    .filter(
      (player) =>
        after === undefined ||
        player.reservationId !== after.reservationId ||
        player.teetime !== after.teetime ||
        player.slot > after.slot,
    )
    .slice(0, count);
}

/** Every no-show player of the range (the CSV download), by tee time, confirmation number and slot. */
export async function noShowPlayersOfRange(
  db: Database,
  engineId: number,
  facilityIds: number[],
  range: { from: string; to: string },
): Promise<NoShowRow[]> {
  if (facilityIds.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(reportReservations)
    .where(ofRange(engineId, facilityIds, range))
    .orderBy(asc(reportReservations.teetime), asc(reportReservations.confirmationNumber));
  return rows.flatMap(playersOf);
}
