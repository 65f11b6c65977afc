import type {
  EndOfDayEntriesPage,
  EndOfDayEntriesQuery,
  EndOfDayEntry,
  EndOfDayQuery,
  EndOfDayReport,
} from '@fairway/contract/admin-reports.contract';
import { zonedIso } from '@fairway/domain/admin/activity-time';
import { required } from '@fairway/domain/shared/required';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { type CourseDays, type EntryPlace, storedEntries, storedSums } from './end-of-day-entries.repository.ts';
import {
  type DayEntry,
  dayEntriesOf,
  dayEntryOfRow,
  entriesOfOrders,
  readStoredEntries,
} from './end-of-day-entries.ts';
import { breakdownOf, type EntryGroup, groupOfEntry } from './end-of-day-figures.ts';
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
//
// The figures are the stored entries summed in the database, and the entries a page at a time
// by (instant, order, place in the order), so a busy day costs what a quiet one does. Orders whose
// stored entries are stale are computed from their views as the report reads, so it states the
// views at any moment (end-of-day-entries.ts).

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

/** Where the report reads its entries (the views: tests holding the stored entries to them), and what asks for stale orders to be stored. */
interface EntriesSource {
  from?: 'stored' | 'views';
  storeStale?: () => void;
}

/** The courses a report covers and their days: each course's, and the windows the database reads. */
interface ReportDays {
  courses: FacilityRow[];
  /** Each course's day. */
  dayOf: Map<number, { from: Date; to: Date }>;
  /** The days by window (one per time zone of the courses); empty when nothing can have money. */
  windows: CourseDays[];
  /** The alias's main course: an entry naming no course counts on it. */
  mainCourse: number | null;
}

async function reportDays(db: Database, engine: BookingEngineRow, query: EndOfDayQuery): Promise<ReportDays> {
  const all = await selectFacilities(db, engine, undefined);
  const courses = query.facilityId === undefined ? all : await selectFacilities(db, engine, [query.facilityId]);
  const mainCourse = all[0]?.id ?? null;
  const days = new Map(courses.map((course) => [course.id, dayOf(query.date, course.timeZone)]));
  const windows = new Map<string, CourseDays>();
  for (const [facilityId, day] of days) {
    const key = `${day.from.getTime()}-${day.to.getTime()}`;
    const window = windows.get(key) ?? { ...day, facilityIds: [], unnamed: false };
    window.facilityIds.push(facilityId);
    window.unnamed ||= facilityId === mainCourse;
    windows.set(key, window);
  }
  return {
    courses,
    dayOf: days,
    windows: [...windows.values()].filter(inDatabaseRange),
    mainCourse,
  };
}

/** A course's name, currency and day bounds in its zone, as the report heads it. */
function courseHeading(course: FacilityRow, days: ReportDays) {
  const day = required(days.dayOf.get(course.id), `the day of course ${course.id}`);
  return {
    facilityId: course.id,
    name: course.name,
    timeZone: course.timeZone,
    currencyCode: course.currencyCode,
    dayStart: zonedIso(day.from, course.timeZone),
    dayEnd: zonedIso(day.to, course.timeZone),
  };
}

/** The course an entry counts on (its own, or the main course). */
const courseOf = (entry: { facilityId: number | null }, days: ReportDays) => entry.facilityId ?? days.mainCourse;

/** Whether an entry computed here (not read from the database) falls in its course's day of the report. */
function inReport(entry: DayEntry, days: ReportDays): boolean {
  const course = courseOf(entry, days);
  const day = course === null ? undefined : days.dayOf.get(course);
  return day !== undefined && entry.at >= day.from && entry.at < day.to;
}

/** The entries of the report's days from the money views of the alias's orders with money in them. */
async function viewEntries(db: Database, engineId: number, days: ReportDays, date: string): Promise<DayEntry[]> {
  if (days.windows.length === 0) return [];
  const window = {
    from: new Date(Math.min(...days.windows.map((day) => day.from.getTime()))),
    to: new Date(Math.max(...days.windows.map((day) => day.to.getTime()))),
    date,
  };
  const orderIds = await dayMoneyOrderIds(
    db,
    engineId,
    window,
    reservationIdsWithSharesPaidBetween(db, engineId, window.from, window.to),
  );
  return dayEntriesOf(await entriesOfOrders(db, engineId, orderIds)).filter((entry) => inReport(entry, days));
}

/**
 * What the report reads of the stored entries (`read`) and the entries computed now that go with
 * it (the stale orders', in the report's days), or the day's entries from the views alone (asked
 * for, or a backlog).
 */
async function readDays<T>(
  db: Database,
  engine: BookingEngineRow,
  days: ReportDays,
  date: string,
  source: EntriesSource,
  read: (tx: Database, staleIds: string[]) => Promise<T>,
): Promise<{ stored: T | null; computed: DayEntry[] }> {
  if (days.windows.length === 0) return { stored: null, computed: [] };
  const stored = source.from === 'views' ? null : await readStoredEntries(db, engine.id, read, source.storeStale);
  if (!stored) return { stored: null, computed: await viewEntries(db, engine.id, days, date) };
  return { stored: stored.stored, computed: stored.live.filter((entry) => inReport(entry, days)) };
}

/**
 * GET /api/admin/reports/end-of-day: the day's money of each course of the alias (or the one asked
 * for, 404 when the alias does not show it), midnight to midnight in the course's zone, by tender
 * and channel. Money of an order with no course (none of its items names one) counts on the
 * alias's main course. The entries themselves are `endOfDayEntries`'s, a page at a time.
 */
export async function endOfDayReport(
  db: Database,
  engine: BookingEngineRow,
  query: EndOfDayQuery,
  source: EntriesSource = {},
): Promise<EndOfDayReport> {
  const days = await reportDays(db, engine, query);
  const read = await readDays(db, engine, days, query.date, source, (tx, staleIds) =>
    storedSums(tx, engine.id, days.windows, staleIds),
  );
  const groups: (EntryGroup & { facilityId: number | null })[] = [
    ...(read.stored ?? []).map((row) => ({
      ...row,
      tender: row.tender as EntryGroup['tender'],
      channel: row.channel as EntryGroup['channel'],
      facilityId: courseOf(row, days),
    })),
    ...read.computed.map((entry) => ({ ...groupOfEntry(entry), facilityId: courseOf(entry, days) })),
  ];
  return {
    date: query.date,
    courses: days.courses.map((course) => ({
      ...courseHeading(course, days),
      ...breakdownOf(groups.filter((group) => group.facilityId === course.id)),
    })),
  };
}

/** The day's order of entries: by instant, then order, then place in the order (the stored entries' index order). */
const byPlace = (a: EntryPlace, b: EntryPlace) =>
  a.at.getTime() - b.at.getTime() ||
  (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0) ||
  a.position - b.position;

/** A page's cursor: the place of its last entry. */
const cursorOf = (place: EntryPlace) => `${place.at.toISOString()}~${place.orderId}~${place.position}`;

function placeOfCursor(cursor: string): EntryPlace {
  const [at, orderId, position] = cursor.split('~') as [string, string, string];
  return { at: new Date(at), orderId, position: Number(position) };
}

type PagedEntry = EndOfDayEntriesPage['entries'][number];

/** An entry as the report states it: on its course, its instant in the course's zone. */
function reportedEntry(
  { facilityId, orderId: _order, position: _place, ...entry }: DayEntry,
  days: ReportDays,
): PagedEntry {
  const course = required(courseOf({ facilityId }, days), 'the course of an entry');
  const zone = required(days.courses.find((candidate) => candidate.id === course)?.timeZone, 'its zone');
  return { ...entry, facilityId: course, at: zonedIso(entry.at, zone) };
}

/** The report's entries of the day after `after`, earliest first: `limit` of them (null: all), and whether more follow. */
async function entriesOfDays(
  db: Database,
  engine: BookingEngineRow,
  days: ReportDays,
  query: { date: string; after: EntryPlace | null; limit: number | null },
  source: EntriesSource,
): Promise<{ page: DayEntry[]; more: boolean }> {
  const { after, limit } = query;
  const read = await readDays(db, engine, days, query.date, source, (tx, staleIds) =>
    storedEntries(tx, engine.id, days.windows, staleIds, { after, limit: limit === null ? null : limit + 1 }),
  );
  const candidates = [...(read.stored ?? []).map(dayEntryOfRow), ...read.computed]
    .filter((entry) => after === null || byPlace(entry, after) > 0)
    .sort(byPlace);
  const page = limit === null ? candidates : candidates.slice(0, limit);
  return { page, more: candidates.length > page.length };
}

/**
 * GET /api/admin/reports/end-of-day/entries: the day's payments and refunds the report sums (of
 * its courses, or the one asked for), earliest first, `limit` a page after the `after` cursor.
 */
export async function endOfDayEntries(
  db: Database,
  engine: BookingEngineRow,
  query: EndOfDayEntriesQuery,
  source: EntriesSource = {},
): Promise<EndOfDayEntriesPage> {
  const days = await reportDays(db, engine, query);
  const after = query.after === undefined ? null : placeOfCursor(query.after);
  const { page, more } = await entriesOfDays(db, engine, days, { date: query.date, after, limit: query.limit }, source);
  const last = page.at(-1);
  return {
    date: query.date,
    entries: page.map((entry) => reportedEntry(entry, days)),
    nextAfter: more && last ? cursorOf(last) : null,
  };
}

/** The whole day: each course's figures and every entry they sum, read at once (the CSV). */
export type EndOfDayWithEntries = {
  date: string;
  courses: (EndOfDayReport['courses'][number] & { entries: EndOfDayEntry[] })[];
};

/** The day's report with every entry (the CSV's), its figures summed from those entries so the file adds up. */
export async function endOfDayWithEntries(
  db: Database,
  engine: BookingEngineRow,
  query: EndOfDayQuery,
  source: EntriesSource = {},
): Promise<EndOfDayWithEntries> {
  const days = await reportDays(db, engine, query);
  const { page } = await entriesOfDays(db, engine, days, { date: query.date, after: null, limit: null }, source);
  return {
    date: query.date,
    courses: days.courses.map((course) => {
      const own = page.filter((entry) => courseOf(entry, days) === course.id);
      return {
        ...courseHeading(course, days),
        ...breakdownOf(own.map(groupOfEntry)),
        entries: own.map((entry) => {
          const { facilityId: _course, ...reported } = reportedEntry(entry, days);
          return reported;
        }),
      };
    }),
  };
}
