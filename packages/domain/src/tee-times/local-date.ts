// Calendar dates on a facility's wall clock, with the platform's own time-zone database (Intl):
// the web's first screen needs only these, without a time-zone library in its first load.

import { dateTimeFormat } from '../shared/intl-cache.ts';

/** Today's date (YYYY-MM-DD) in an IANA time zone; throws a RangeError for an unknown zone. */
export function localToday(now: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    now,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The calendar date `days` after a YYYY-MM-DD date (pure calendar arithmetic, no zone involved). */
export function addCalendarDays(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The last bookable date: today + maxDaysOut, in the facility's time zone. */
export function lastBookableDate(now: Date, timeZone: string, settings: { maxDaysOut: number }): string {
  return addCalendarDays(localToday(now, timeZone), settings.maxDaysOut);
}

/** Whether `YYYY-MM-DDTHH:mm` names a real calendar date and wall-clock minute. */
export function isLocalDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60
  );
}

/** Whether a string is a real calendar date in YYYY-MM-DD form. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  // Calendar arithmetic only (no time zone involved): the contract checks every date it
  // sends, a search answer carries hundreds.
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}
