import type { EndOfDayEntry, EndOfDayQuery, EndOfDayReport } from '@fairway/contract/admin-reports.contract';
import { zonedIso } from '@fairway/domain/admin/activity-time';
import { required } from '@fairway/domain/shared/required';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { entriesOfOrders, type OrderEntry, storedEntriesBetween } from './end-of-day-entries.ts';
import { breakdownOf } from './end-of-day-figures.ts';
import { dayMoneyOrderIds } from './reports.repository.ts';
import type { BookingEngineRow, FacilityRow } from '../facilities/facilities.public.ts';
import { reservationIdsWithSharesPaidBetween } from '../invitations/invitations.public.ts';
import { selectFacilities } from '../tee-times/tee-times.public.ts';

// The end-of-day report: one local day's payments and refunds of the alias, by tender and by
// channel. Amounts are never worked out here: every entry is one of the ledger-backed money
// views' (the order's for what it paid at booking, its reservations' for what came later and
// what went back), kept when its instant falls in the course's day, so the report adds up to the
// money views and, through them, to the gateway's ledger. A new kind of payment the views learn
// (money taken at the desk, say) shows here without a change.

/** A course's local day as instants: midnight to the next midnight (23 or 25 hours on a clock change). */
function dayOf(date: string, timeZone: string): { from: Date; to: Date } {
  const start = DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/**
 * Whether a window's instants can be asked of the database: the contract takes any calendar date
 * (year 0000 too), but no money was taken before 1970 or after 9999, and such a bound is no
 * timestamp the database reads (year 0, or `+010000-…`).
 */
const inDatabaseRange = (window: { from: Date; to: Date }) =>
  window.from.getTime() >= 0 && window.to.getTime() < Date.UTC(9999, 11, 31);

/**
 * The alias's entries in the window: from the stored entries (with the few orders still stale
 * computed now), or, with `from: 'views'` or while the stored entries have a backlog to catch up
 * on, from the money views of the orders with money in the window.
 */
async function entriesBetween(
  db: Database,
  engineId: number,
  window: { from: Date; to: Date; date: string },
  options: EntriesSource,
): Promise<OrderEntry[]> {
  const stored = options.from === 'views' ? null : await storedEntriesBetween(db, engineId, window, options.storeStale);
  if (stored) return stored;
  const orderIds = await dayMoneyOrderIds(
    db,
    engineId,
    window,
    reservationIdsWithSharesPaidBetween(db, engineId, window.from, window.to),
  );
  return [...(await entriesOfOrders(db, engineId, orderIds)).values()].flat();
}

const reportEntry = ({ facilityId: _course, ...entry }: OrderEntry, timeZone: string): EndOfDayEntry => ({
  ...entry,
  at: zonedIso(entry.at, timeZone),
});

/** Where the report reads its entries (the views: tests holding the stored entries to them), and what asks for stale orders to be stored. */
interface EntriesSource {
  from?: 'stored' | 'views';
  storeStale?: () => void;
}

/**
 * GET /api/admin/reports/end-of-day: the day's money of each course of the alias (or the one asked
 * for, 404 when the alias does not show it), midnight to midnight in the course's zone. Money of an
 * order with no course (none of its items names one) counts on the alias's main course.
 */
export async function endOfDayReport(
  db: Database,
  engine: BookingEngineRow,
  query: EndOfDayQuery,
  source: EntriesSource = {},
): Promise<EndOfDayReport> {
  const all = await selectFacilities(db, engine, undefined);
  const courses: FacilityRow[] =
    query.facilityId === undefined ? all : await selectFacilities(db, engine, [query.facilityId]);
  const days = new Map(courses.map((course) => [course.id, dayOf(query.date, course.timeZone)]));
  const bounds = [...days.values()];
  const window = {
    from: new Date(Math.min(...bounds.map((day) => day.from.getTime()))),
    to: new Date(Math.max(...bounds.map((day) => day.to.getTime()))),
    date: query.date,
  };
  const entries =
    courses.length === 0 || !inDatabaseRange(window) ? [] : await entriesBetween(db, engine.id, window, source);
  const mainCourse = all[0]?.id ?? null;
  return {
    date: query.date,
    courses: courses.map((course) => {
      const day = required(days.get(course.id), `the day of course ${course.id}`);
      const own = entries
        .filter((entry) => (entry.facilityId ?? mainCourse) === course.id)
        .filter((entry) => entry.at >= day.from && entry.at < day.to)
        .sort((a, b) => a.at.getTime() - b.at.getTime() || a.orderNumber.localeCompare(b.orderNumber))
        .map((entry) => reportEntry(entry, course.timeZone));
      return {
        facilityId: course.id,
        name: course.name,
        timeZone: course.timeZone,
        currencyCode: course.currencyCode,
        dayStart: zonedIso(day.from, course.timeZone),
        dayEnd: zonedIso(day.to, course.timeZone),
        ...breakdownOf(own),
        entries: own,
      };
    }),
  };
}
