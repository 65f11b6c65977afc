import {
  type NoShowPlayer,
  type NoShowsReport,
  type PromotionsReport,
  REVENUE_CHANNELS,
  type ReportQuery,
  type RevenueChannel,
  type RevenueReport,
  type UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import type { Database } from '../../../db/client.ts';
import { playerStatesOfRange, type ReportReservation, reservationsOfRange } from './report-rows.repository.ts';
import type { BookingEngineRow, FacilityRow } from '../../facilities/facilities.public.ts';
import { reservationMoneyOf } from '../../reservations/reservations.public.ts';
import { inventoryOfRange, selectFacilities } from '../../tee-times/tee-times.public.ts';

// The reports computed from the raw rows on every call, as the
// console did before the summaries (db/schema/report-summaries.ts): every reservation of the range
// priced through the money view. The tests' oracle: the summary-backed reports must equal these.

const courseOf = (facility: FacilityRow) => ({
  facilityId: facility.id,
  name: facility.name,
  timeZone: facility.timeZone,
  currencyCode: facility.currencyCode,
});

/** Booked ÷ capacity in basis points, rounded half-up (0 without capacity). */
function utilisationBps(bookedPlayers: number, capacity: number): number {
  return capacity > 0 ? Math.round((bookedPlayers * 10_000) / capacity) : 0;
}

function figures(intervals: { capacity: number; bookedPlayers: number }[]) {
  const capacity = intervals.reduce((sum, interval) => sum + interval.capacity, 0);
  const bookedPlayers = intervals.reduce((sum, interval) => sum + interval.bookedPlayers, 0);
  return {
    teeTimes: intervals.length,
    capacity,
    bookedPlayers,
    utilisationBps: utilisationBps(bookedPlayers, capacity),
  };
}

/** Utilisation per day and per hour of the day: players booked (any alias, as the sheet counts them) over the sheet's capacity. */
export async function utilisationReportFromRows(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<UtilisationReport> {
  const courses = await inventoryOfRange(db, engine, query.facilityId, query.from, query.to);
  return {
    from: query.from,
    to: query.to,
    courses: courses.map(({ facility, days }) => {
      const all = days.flatMap((day) => day.intervals);
      const byHour = new Map<number, typeof all>();
      for (const interval of all) {
        const hour = Number(interval.teetime.slice(11, 13));
        const group = byHour.get(hour);
        if (group) group.push(interval);
        else byHour.set(hour, [interval]);
      }
      return {
        ...courseOf(facility),
        total: figures(all),
        byDay: days.map((day) => ({ date: day.date, ...figures(day.intervals) })),
        byHour: [...byHour.entries()]
          .sort(([a], [b]) => a - b)
          .map(([hour, intervals]) => ({ hour, ...figures(intervals) })),
      };
    }),
  };
}

/** The alias's courses and its reservations on them in the range, with each one's players still booked and no-show slots. */
async function reservationsOfCourses(db: Database, engine: BookingEngineRow, query: ReportQuery) {
  // The alias's courses, or the one asked for (404 when it does not show it).
  const facilities = await selectFacilities(
    db,
    engine,
    query.facilityId === undefined ? undefined : [query.facilityId],
  );
  const ids = facilities.map((facility) => facility.id);
  const [found, states] = await Promise.all([
    reservationsOfRange(db, engine.id, ids, query.from, query.to),
    playerStatesOfRange(db, engine.id, ids, query.from, query.to),
  ]);
  // Refunds as the money view states them (a friend's share refunded to the friend included).
  const money =
    found.length > 0
      ? await reservationMoneyOf(
          db,
          engine.id,
          found.map((row) => row.id),
        )
      : null;
  const rows = money
    ? found.map((row) => ({ ...row, refundedCents: money.get(row.id)?.refundedCents ?? row.refundedCents }))
    : found;
  const cancelledSlots = new Map<string, number>();
  const noShows = new Map<string, number[]>();
  for (const state of states) {
    if (state.cancelled) cancelledSlots.set(state.reservationId, (cancelledSlots.get(state.reservationId) ?? 0) + 1);
    else if (state.noShow) noShows.set(state.reservationId, [...(noShows.get(state.reservationId) ?? []), state.slot]);
  }
  const playersLeft = (row: ReportReservation) =>
    row.status === 'cancelled' ? 0 : Math.max(0, row.players - (cancelledSlots.get(row.id) ?? 0));
  return facilities.map((facility) => ({
    facility,
    rows: rows
      .filter((row) => row.facilityId === facility.id)
      .map((row) => ({
        ...row,
        playersLeft: playersLeft(row),
        noShowSlots: row.status === 'cancelled' ? [] : (noShows.get(row.id) ?? []),
      })),
  }));
}

function money(rows: (ReportReservation & { playersLeft: number })[]) {
  const bookedCents = rows.reduce((sum, row) => sum + row.bookedCents, 0);
  const refundedCents = rows.reduce((sum, row) => sum + row.refundedCents, 0);
  return {
    reservations: rows.length,
    players: rows.reduce((sum, row) => sum + row.playersLeft, 0),
    bookedCents,
    refundedCents,
    netCents: bookedCents - refundedCents,
  };
}

const channelOf = (row: ReportReservation): RevenueChannel => row.staffPaymentMethod ?? 'online';

/**
 * Revenue of the alias's reservations with a tee time in the range (cancelled ones too: what they
 * were booked for and what went back), by channel and by rate, in each course's currency.
 */
export async function revenueReportFromRows(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<RevenueReport> {
  const courses = await reservationsOfCourses(db, engine, query);
  return {
    from: query.from,
    to: query.to,
    courses: courses.map(({ facility, rows }) => {
      const rates = new Map<string, { rateName: string; holes: number; rows: typeof rows }>();
      for (const row of rows) {
        const key = `${row.rateName}\u0000${row.holes}`;
        const group = rates.get(key);
        if (group) group.rows.push(row);
        else rates.set(key, { rateName: row.rateName, holes: row.holes, rows: [row] });
      }
      return {
        ...courseOf(facility),
        total: money(rows),
        byChannel: REVENUE_CHANNELS.map((channel) => ({
          channel,
          ...money(rows.filter((row) => channelOf(row) === channel)),
        })),
        byRate: [...rates.values()]
          .map((group) => ({ rateName: group.rateName, holes: group.holes, ...money(group.rows) }))
          .sort((a, b) => a.rateName.localeCompare(b.rateName) || a.holes - b.holes),
      };
    }),
  };
}

/** Per course, the players staff marked no-show on the alias's reservations in the range, against the players still booked. */
export async function noShowsReportFromRows(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<NoShowsReport> {
  const courses = await reservationsOfCourses(db, engine, query);
  return {
    from: query.from,
    to: query.to,
    courses: courses.map(({ facility, rows }) => ({
      ...courseOf(facility),
      noShows: rows.reduce((sum, row) => sum + row.noShowSlots.length, 0),
      bookedPlayers: rows.reduce((sum, row) => sum + row.playersLeft, 0),
    })),
  };
}

/** Descending, as PostgreSQL orders text in the C collation and uuids (byte by byte). */
const newestFirst = (a: string, b: string) => (a > b ? -1 : a < b ? 1 : 0);

/** Every no-show player of the range in the list's order: newest tee time first, then reservation id (descending), then slot. */
export async function noShowPlayersFromRows(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<NoShowPlayer[]> {
  const courses = await reservationsOfCourses(db, engine, query);
  return courses
    .flatMap(({ facility, rows }) => rows.map((row) => ({ facility, row })))
    .sort((a, b) => newestFirst(a.row.teetime, b.row.teetime) || newestFirst(a.row.id, b.row.id))
    .flatMap(({ facility, row }) =>
      [...row.noShowSlots]
        .sort((a, b) => a - b)
        .map((slot) => ({
          facilityId: facility.id,
          courseName: facility.name,
          teetime: row.teetime,
          confirmationNumber: row.confirmationNumber,
          bookerName: row.bookerName,
          slot,
        })),
    );
}

/** Promotion codes priced into the alias's reservations in the range (not cancelled): uses, players and the green fees they took off. */
export async function promotionsReportFromRows(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<PromotionsReport> {
  const courses = await reservationsOfCourses(db, engine, query);
  return {
    from: query.from,
    to: query.to,
    courses: courses.map(({ facility, rows }) => {
      const codes = new Map<string, { code: string; uses: number; players: number; discountCents: number }>();
      for (const row of rows) {
        if (!row.promotionCode || row.status === 'cancelled') continue;
        const entry = codes.get(row.promotionCode) ?? {
          code: row.promotionCode,
          uses: 0,
          players: 0,
          discountCents: 0,
        };
        entry.uses += 1;
        entry.players += row.players;
        entry.discountCents += row.promotionDiscount;
        codes.set(row.promotionCode, entry);
      }
      return { ...courseOf(facility), promotions: [...codes.values()].sort((a, b) => a.code.localeCompare(b.code)) };
    }),
  };
}
