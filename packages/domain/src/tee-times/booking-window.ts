import { DateTime } from 'luxon';
import { isoDateOf } from '../shared/iso-date.ts';
import { lastBookableDate, localToday } from './local-date.ts';

/** The inventory settings that bound how far ahead and how soon a tee time can be booked. */
export interface BookingWindowSettings {
  maxDaysOut: number;
  sameDayReservationWindowMinutes: number;
  defaultStartDay: 'current' | 'next' | 'next-available';
}

/** Whether a date is within today … today + maxDaysOut in the time zone. */
export function isBookableDate(
  date: string,
  now: Date,
  timeZone: string,
  settings: Pick<BookingWindowSettings, 'maxDaysOut'>,
): boolean {
  return date >= localToday(now, timeZone) && date <= lastBookableDate(now, timeZone, settings);
}

/**
 * Whether a tee time can still be booked: it starts at least sameDayReservationWindowMinutes
 * after now (30 by default) and its date is within maxDaysOut.
 */
export function isBookableTeeTime(
  localTeeTime: string,
  now: Date,
  timeZone: string,
  settings: Pick<BookingWindowSettings, 'maxDaysOut' | 'sameDayReservationWindowMinutes'>,
): boolean {
  const start = DateTime.fromISO(localTeeTime, { zone: timeZone });
  const earliest = DateTime.fromJSDate(now).plus({ minutes: settings.sameDayReservationWindowMinutes });
  return start >= earliest && isBookableDate(localTeeTime.slice(0, 10), now, timeZone, settings);
}

/**
 * The first local tee time `YYYY-MM-DDTHH:mm` that can still be booked: now +
 * sameDayReservationWindowMinutes on the facility's wall clock, rounded up to the minute. Tee
 * times of one course compare as strings against it (the search checks hundreds per call).
 */
export function earliestBookableTeeTime(
  now: Date,
  timeZone: string,
  settings: Pick<BookingWindowSettings, 'sameDayReservationWindowMinutes'>,
): string {
  const earliest = DateTime.fromJSDate(now, { zone: timeZone }).plus({
    minutes: settings.sameDayReservationWindowMinutes,
  });
  const rounded =
    earliest.second > 0 || earliest.millisecond > 0 ? earliest.startOf('minute').plus({ minutes: 1 }) : earliest;
  return rounded.toFormat("yyyy-MM-dd'T'HH:mm");
}

/**
 * The date the search opens on when the URL names none: today (current), tomorrow (next), or
 * the first date within maxDaysOut that has a bookable tee time (next-available; today when
 * none has, so the golfer still sees the no-results state).
 */
export function defaultSearchDate(
  now: Date,
  timeZone: string,
  settings: BookingWindowSettings,
  hasAvailability?: (date: string) => boolean,
): string {
  const today = DateTime.fromJSDate(now, { zone: timeZone });
  if (settings.defaultStartDay === 'current') return isoDateOf(today);
  if (settings.defaultStartDay === 'next') {
    return settings.maxDaysOut >= 1 ? isoDateOf(today.plus({ days: 1 })) : isoDateOf(today);
  }
  for (let offset = 0; offset <= settings.maxDaysOut; offset += 1) {
    const date = isoDateOf(today.plus({ days: offset }));
    if (hasAvailability?.(date)) return date;
  }
  return isoDateOf(today);
}
