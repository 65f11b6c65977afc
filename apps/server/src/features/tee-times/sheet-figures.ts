import type { BookingEngineRow, FacilityRow } from '../facilities/facilities.public.ts';
import { engineSettings } from '../facilities/facilities.public.ts';
import { cachedTeeSheet } from './tee-sheet-cache.ts';
import { datesOf } from './tee-sheet-day.ts';
import { availableSlots } from './tee-time-rates.ts';

// The utilisation report's days in figures: per hour of the day, the tee times the sheet shows (the
// generated sheet plus booked times off it) and the players booked. A season is hundreds of days
// of thousands of booked tee times, the same from one request to the next: each day's figures are
// kept per process, keyed by the day's sheet (the cache search fills, itself keyed by the date,
// the place and the inventory settings) and the version of the day's bookings the database states,
// so a booking or a settings change is a new key and the figures are right at once. The database
// gives a day a new version whenever its players change (migration 0057).

/** Per hour of the day (0–23): tee times and players booked. Shared by the cache: never changed. */
type HourFigures = ReadonlyMap<number, { readonly teeTimes: number; readonly bookedPlayers: number }>;

/** A course's day of bookings as the database keeps it (report_tee_time_days): players per tee time, and its version. */
export interface BookedDay {
  facilityId: number;
  playDate: string;
  version: number;
  booked: Record<string, number>;
}

/** Where the booked players come from: each booked day's version, and the days themselves when their figures are not known. */
export interface BookedDays {
  versions: { facilityId: number; playDate: string; version: number }[];
  read(facilityIds: number[], from: string, to: string): Promise<BookedDay[]>;
}

/** A course's range: the slots an empty tee time offers, and each day's figures. */
export interface CourseFigures {
  facility: FacilityRow;
  capacityPerTeeTime: number;
  days: { date: string; hours: HourFigures }[];
}

const hourOf = (teetime: string) => Number(teetime.slice(11, 13));

const sheetFigures = new WeakMap<string[], { times: ReadonlySet<string>; hours: HourFigures }>();
/** A sheet's figures with a course's bookings, by `<course>|<version>` (a few versions a sheet: today's change often). */
const bookedFigures = new WeakMap<string[], Map<string, HourFigures>>();
const VERSIONS_PER_SHEET = 16;

function figuresOfSheet(sheet: string[]) {
  let known = sheetFigures.get(sheet);
  if (!known) {
    const hours = new Map<number, { teeTimes: number; bookedPlayers: number }>();
    for (const teetime of sheet) {
      const hour = hours.get(hourOf(teetime));
      if (hour) hour.teeTimes += 1;
      else hours.set(hourOf(teetime), { teeTimes: 1, bookedPlayers: 0 });
    }
    known = { times: new Set(sheet), hours };
    sheetFigures.set(sheet, known);
  }
  return known;
}

function figuresWithBookings(sheet: string[], booked: Record<string, number>): HourFigures {
  const { times, hours } = figuresOfSheet(sheet);
  const figures = new Map([...hours].map(([hour, figure]) => [hour, { ...figure }]));
  for (const [teetime, players] of Object.entries(booked)) {
    const hour = figures.get(hourOf(teetime)) ?? { teeTimes: 0, bookedPlayers: 0 };
    figures.set(hourOf(teetime), hour);
    if (!times.has(teetime)) hour.teeTimes += 1;
    hour.bookedPlayers += players;
  }
  return figures;
}

function remember(sheet: string[], key: string, figures: HourFigures) {
  let known = bookedFigures.get(sheet);
  if (!known || known.size >= VERSIONS_PER_SHEET) bookedFigures.set(sheet, (known = new Map()));
  known.set(key, figures);
}

/**
 * Each course's days from … to in figures (players booked through any alias, as search and the
 * sheet count them). Only the days whose bookings this process has not seen in that version are read.
 */
export async function sheetFiguresOfRange(
  engine: BookingEngineRow,
  facilities: FacilityRow[],
  from: string,
  to: string,
  bookedDays: BookedDays,
): Promise<CourseFigures[]> {
  const settings = engineSettings(engine);
  const dates = datesOf(from, to);
  const versionOf = new Map(bookedDays.versions.map((day) => [`${day.facilityId}|${day.playDate}`, day.version]));
  const known = (facility: FacilityRow, date: string): HourFigures | undefined => {
    const version = versionOf.get(`${facility.id}|${date}`);
    const sheet = cachedTeeSheet(date, facility, settings);
    return version === undefined
      ? figuresOfSheet(sheet).hours
      : bookedFigures.get(sheet)?.get(`${facility.id}|${version}`);
  };
  const figures = new Map<string, HourFigures | undefined>(
    facilities.flatMap((facility) => dates.map((date) => [`${facility.id}|${date}`, known(facility, date)] as const)),
  );
  const unknown = facilities.flatMap((facility) =>
    dates.filter((date) => figures.get(`${facility.id}|${date}`) === undefined).map((date) => ({ facility, date })),
  );
  if (unknown.length > 0) {
    const unknownDates = unknown.map((day) => day.date);
    const days = await bookedDays.read(
      [...new Set(unknown.map((day) => day.facility.id))],
      unknownDates.reduce((a, b) => (a < b ? a : b)),
      unknownDates.reduce((a, b) => (a > b ? a : b)),
    );
    const bookedOf = new Map(days.map((day) => [`${day.facilityId}|${day.playDate}`, day]));
    for (const { facility, date } of unknown) {
      const key = `${facility.id}|${date}`;
      const sheet = cachedTeeSheet(date, facility, settings);
      const day = bookedOf.get(key);
      // Kept under the version read with the bookings (they may have changed since the versions were).
      const computed = day ? figuresWithBookings(sheet, day.booked) : figuresOfSheet(sheet).hours;
      if (day) remember(sheet, `${facility.id}|${day.version}`, computed);
      figures.set(key, computed);
    }
  }
  return facilities.map((facility) => ({
    facility,
    capacityPerTeeTime: availableSlots({ bookedPlayers: 0, lockedSlots: 0 }, facility.isSimulator),
    days: dates.map((date) => ({ date, hours: figures.get(`${facility.id}|${date}`) ?? new Map() })),
  }));
}
