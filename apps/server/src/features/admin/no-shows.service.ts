import type {
  NoShowPlayersPage,
  NoShowPlayersQuery,
  NoShowsReport,
  ReportQuery,
} from '@fairway/contract/admin-reports.contract';
import type { Database } from '../../db/client.ts';
import {
  type NoShowPlace,
  noShowCountsOfRange,
  noShowPlayersAfter,
  noShowPlayersOfRange,
} from './no-shows.repository.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { selectFacilities } from '../tee-times/tee-times.public.ts';

// The no-shows report: per course the counts (from the day totals, a few hundred rows a season),
// and the players a page at a time. Only the CSV download lists the whole range (at most 366 days).

/** The alias's courses, or the one asked for (404 when the alias does not show it). */
const coursesOf = (db: Database, engine: BookingEngineRow, facilityId: number | undefined) =>
  selectFacilities(db, engine, facilityId === undefined ? undefined : [facilityId]);

/** Per course, the players staff marked no-show on the alias's reservations in the range, against the players still booked. */
export async function noShowsReport(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<NoShowsReport> {
  const facilities = await coursesOf(db, engine, query.facilityId);
  const counts = await noShowCountsOfRange(
    db,
    engine.id,
    facilities.map((facility) => facility.id),
    query.from,
    query.to,
  );
  return {
    from: query.from,
    to: query.to,
    courses: facilities.map((facility) => {
      const found = counts.find((row) => row.facilityId === facility.id);
      return {
        facilityId: facility.id,
        name: facility.name,
        timeZone: facility.timeZone,
        currencyCode: facility.currencyCode,
        noShows: found?.noShows ?? 0,
        bookedPlayers: found?.bookedPlayers ?? 0,
      };
    }),
  };
}

/** A page's `nextBefore`: the last player's tee time, reservation and slot. */
const placeText = (place: NoShowPlace) => `${place.teetime}~${place.reservationId}~${place.slot}`;

/** The place a `before` names (the contract has checked its form). */
function placeOf(before: string): NoShowPlace {
  const [teetime = '', reservationId = '', slot = '0'] = before.split('~');
  return { teetime, reservationId, slot: Number(slot) };
}

/** A page of the alias's no-show players in the range, newest tee time first, each naming its course. */
export async function noShowPlayersPage(
  db: Database,
  engine: BookingEngineRow,
  query: NoShowPlayersQuery,
): Promise<NoShowPlayersPage> {
  const facilities = await coursesOf(db, engine, query.facilityId);
  // One more than the page: whether an older page follows.
  const found = await noShowPlayersAfter(
    db,
    engine.id,
    facilities.map((facility) => facility.id),
    query,
    query.limit + 1,
    query.before === undefined ? undefined : placeOf(query.before),
  );
  const page = found.slice(0, query.limit);
  const last = page.at(-1);
  return {
    from: query.from,
    to: query.to,
    players: page.map((player) => ({
      facilityId: player.facilityId,
      courseName: facilities.find((facility) => facility.id === player.facilityId)?.name ?? '',
      teetime: player.teetime,
      confirmationNumber: player.confirmationNumber,
      bookerName: player.bookerName,
      slot: player.slot,
    })),
    nextBefore: found.length > query.limit && last ? placeText(last) : null,
  };
}

/** What the no-shows CSV lists: every no-show player of the range, by course. */
export interface NoShowsCsvReport {
  courses: {
    name: string;
    players: { teetime: string; confirmationNumber: string; bookerName: string; slot: number }[];
  }[];
}

/** Every no-show player of the range by course and tee time: the CSV download (a file, not a screen). */
export async function noShowsCsvReport(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<NoShowsCsvReport> {
  const facilities = await coursesOf(db, engine, query.facilityId);
  const players = await noShowPlayersOfRange(
    db,
    engine.id,
    facilities.map((facility) => facility.id),
    query,
  );
  return {
    courses: facilities.map((facility) => ({
      name: facility.name,
      players: players
        .filter((player) => player.facilityId === facility.id)
        .map(({ teetime, confirmationNumber, bookerName, slot }) => ({
          teetime,
          confirmationNumber,
          bookerName,
          slot,
        })),
    })),
  };
}
