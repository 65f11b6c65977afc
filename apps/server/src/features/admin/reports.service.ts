import {
  type PromotionsReport,
  REVENUE_CHANNELS,
  type ReportQuery,
  type RevenueReport,
  type UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import type { Database } from '../../db/client.ts';
import { bookedDays, bookedDayVersions, type ReportTotals, reportTotalsOfRange } from './reports.repository.ts';
import type { BookingEngineRow, FacilityRow } from '../facilities/facilities.public.ts';
import { selectFacilities, sheetFiguresOfRange } from '../tee-times/tee-times.public.ts';

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

type Hours = Iterable<[number, { teeTimes: number; bookedPlayers: number }]>;

/** Hours' figures summed per hour (several days' hours, or one day's). */
function sumHours(days: Hours[]): Map<number, { teeTimes: number; bookedPlayers: number }> {
  const sums = new Map<number, { teeTimes: number; bookedPlayers: number }>();
  for (const hours of days)
    for (const [hour, figure] of hours) {
      const sum = sums.get(hour);
      if (sum) {
        sum.teeTimes += figure.teeTimes;
        sum.bookedPlayers += figure.bookedPlayers;
      } else sums.set(hour, { ...figure });
    }
  return sums;
}

function figures(hours: Iterable<{ teeTimes: number; bookedPlayers: number }>, capacityPerTeeTime: number) {
  let teeTimes = 0;
  let bookedPlayers = 0;
  for (const hour of hours) {
    teeTimes += hour.teeTimes;
    bookedPlayers += hour.bookedPlayers;
  }
  const capacity = teeTimes * capacityPerTeeTime;
  return { teeTimes, capacity, bookedPlayers, utilisationBps: utilisationBps(bookedPlayers, capacity) };
}

/** Utilisation per day and per hour of the day: players booked (any alias, as the sheet counts them) over the sheet's capacity. */
export async function utilisationReport(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<UtilisationReport> {
  const facilities = await selectFacilities(
    db,
    engine,
    query.facilityId === undefined ? undefined : [query.facilityId],
  );
  const ids = facilities.map((facility) => facility.id);
  const courses = await sheetFiguresOfRange(engine, facilities, query.from, query.to, {
    versions: await bookedDayVersions(db, ids, query.from, query.to),
    read: (facilityIds, from, to) => bookedDays(db, facilityIds, from, to),
  });
  return {
    from: query.from,
    to: query.to,
    courses: courses.map(({ facility, capacityPerTeeTime, days }) => {
      const byHour = sumHours(days.map((day) => day.hours));
      return {
        ...courseOf(facility),
        total: figures(byHour.values(), capacityPerTeeTime),
        byDay: days.map((day) => ({ date: day.date, ...figures(day.hours.values(), capacityPerTeeTime) })),
        byHour: [...byHour.entries()]
          .sort(([a], [b]) => a - b)
          .map(([hour, sum]) => ({ hour, ...figures([sum], capacityPerTeeTime) })),
      };
    }),
  };
}

/** The alias's courses (or the one asked for: 404 when it does not show it) with their totals over the range. */
async function totalsOfCourses(db: Database, engine: BookingEngineRow, query: ReportQuery) {
  const facilities = await selectFacilities(
    db,
    engine,
    query.facilityId === undefined ? undefined : [query.facilityId],
  );
  const totals = await reportTotalsOfRange(
    db,
    engine.id,
    facilities.map((facility) => facility.id),
    query.from,
    query.to,
  );
  return facilities.map((facility) => ({ facility, totals: totals.filter((row) => row.facilityId === facility.id) }));
}

function money(totals: ReportTotals[]) {
  const sum = (pick: (row: ReportTotals) => number) => totals.reduce((total, row) => total + pick(row), 0);
  const bookedCents = sum((row) => row.bookedCents);
  const refundedCents = sum((row) => row.refundedCents);
  return {
    reservations: sum((row) => row.reservations),
    players: sum((row) => row.playersLeft),
    bookedCents,
    refundedCents,
    netCents: bookedCents - refundedCents,
  };
}

/**
 * Revenue of the alias's reservations with a tee time in the range (cancelled ones too: what they
 * were booked for and what went back), by channel and by rate, in each course's currency.
 */
export async function revenueReport(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<RevenueReport> {
  const courses = await totalsOfCourses(db, engine, query);
  return {
    from: query.from,
    to: query.to,
    courses: courses.map(({ facility, totals }) => {
      const rates = new Map<string, { rateName: string; holes: number; totals: ReportTotals[] }>();
      for (const row of totals) {
        const key = `${row.rateName}\u0000${row.holes}`;
        const group = rates.get(key);
        if (group) group.totals.push(row);
        else rates.set(key, { rateName: row.rateName, holes: row.holes, totals: [row] });
      }
      return {
        ...courseOf(facility),
        total: money(totals),
        byChannel: REVENUE_CHANNELS.map((channel) => ({
          channel,
          ...money(totals.filter((row) => row.channel === channel)),
        })),
        byRate: [...rates.values()]
          .map((group) => ({ rateName: group.rateName, holes: group.holes, ...money(group.totals) }))
          .sort((a, b) => a.rateName.localeCompare(b.rateName) || a.holes - b.holes),
      };
    }),
  };
}

/** Promotion codes priced into the alias's reservations in the range (not cancelled): uses, players and the green fees they took off. */
export async function promotionsReport(
  db: Database,
  engine: BookingEngineRow,
  query: ReportQuery,
): Promise<PromotionsReport> {
  const courses = await totalsOfCourses(db, engine, query);
  return {
    from: query.from,
    to: query.to,
    courses: courses.map(({ facility, totals }) => {
      const codes = new Map<string, { code: string; uses: number; players: number; discountCents: number }>();
      for (const row of totals) {
        if (!row.promotionCode || row.cancelled) continue;
        const entry = codes.get(row.promotionCode) ?? {
          code: row.promotionCode,
          uses: 0,
          players: 0,
          discountCents: 0,
        };
        entry.uses += row.reservations;
        entry.players += row.players;
        entry.discountCents += row.promotionDiscountCents;
        codes.set(row.promotionCode, entry);
      }
      return { ...courseOf(facility), promotions: [...codes.values()].sort((a, b) => a.code.localeCompare(b.code)) };
    }),
  };
}
