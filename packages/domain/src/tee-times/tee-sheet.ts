import { DateTime } from 'luxon';
import { sunTimesOn } from './sun-times.ts';

/** The inventory settings that lay out a tee sheet (SPEC §3 "Facility settings: inventory"). */
export interface TeeSheetSettings {
  reservationWindowType: 'sunrise-sunset' | 'minutes-after-midnight';
  startTimeMinutesAfterSunrise: number;
  endTimeMinutesBeforeSunset: number;
  startTimeMinutesAfterMidnight: number | null;
  endTimeMinutesAfterMidnight: number | null;
  maxTeeTimesPerHour: number;
}

/** Where a course lies: the sun window is computed there, in its time zone. */
export interface CoursePlace {
  latitude: number;
  longitude: number;
  timeZone: string;
}

/** Window used when minutes-after-midnight is chosen but a bound is not configured. */
const DEFAULT_MIDNIGHT_WINDOW = { start: 6 * 60, end: 18 * 60 } as const;

/** Minutes between tee times: 60 / maxTeeTimesPerHour, at least one minute (4 → 15). */
export function teeTimeIntervalMinutes(maxTeeTimesPerHour: number): number {
  return Math.max(1, Math.floor(60 / Math.max(1, maxTeeTimesPerHour)));
}

/**
 * First and last wall-clock minute of the day (minutes after local midnight) in which tee times
 * may start. Sunrise–sunset: sunrise + startTimeMinutesAfterSunrise to sunset +
 * endTimeMinutesBeforeSunset (the default -60 ends an hour before sunset). Null when the sun
 * does not rise or set that day.
 */
export function teeSheetWindow(
  date: string,
  place: CoursePlace,
  settings: TeeSheetSettings,
): { startMinute: number; endMinute: number } | null {
  if (settings.reservationWindowType === 'minutes-after-midnight') {
    return {
      startMinute: settings.startTimeMinutesAfterMidnight ?? DEFAULT_MIDNIGHT_WINDOW.start,
      endMinute: settings.endTimeMinutesAfterMidnight ?? DEFAULT_MIDNIGHT_WINDOW.end,
    };
  }
  const sun = sunTimesOn(date, place.latitude, place.longitude, place.timeZone);
  if (!sun) return null;
  const start = sun.sunrise.plus({ minutes: settings.startTimeMinutesAfterSunrise });
  const end = sun.sunset.plus({ minutes: settings.endTimeMinutesBeforeSunset });
  return { startMinute: wallClockMinute(start, date), endMinute: wallClockMinute(end, date) };
}

// Minutes after local midnight of `date` on the wall clock (may fall outside 0..1439).
function wallClockMinute(instant: DateTime, date: string): number {
  const dayDelta = instant.startOf('day').diff(DateTime.fromISO(date, { zone: instant.zone }), 'days').days;
  return Math.round(dayDelta) * 1440 + instant.hour * 60 + instant.minute + (instant.second > 0 ? 1 : 0);
}

/**
 * The tee times of one course on one local date, as local date-times `YYYY-MM-DDTHH:mm`, in
 * order. They sit on the wall-clock grid of the interval (every 15 minutes from :00 with 4 per
 * hour), from the first grid minute at or after the window's start to its end inclusive. On a
 * spring-forward day the missing hour has no tee times; on a fall-back day the repeated hour
 * appears once (a tee time is a local date-time, so it must be unique).
 */
export function generateTeeSheet(date: string, place: CoursePlace, settings: TeeSheetSettings): string[] {
  const window = teeSheetWindow(date, place, settings);
  if (!window) return [];
  const interval = teeTimeIntervalMinutes(settings.maxTeeTimesPerHour);
  const first = Math.max(0, Math.ceil(window.startMinute / interval) * interval);
  const last = Math.min(1439, window.endMinute);
  const day = DateTime.fromISO(date, { zone: place.timeZone });
  // Only a day whose UTC offset changes has wall-clock times that do not exist; ask the time
  // zone about each slot on those days alone (the zone lookups are what search spends on).
  const offsetChanges = day.offset !== day.endOf('day').offset;
  const pad = (value: number) => String(value).padStart(2, '0');
  const times: string[] = [];
  for (let minute = first; minute <= last; minute += interval) {
    const hour = Math.floor(minute / 60);
    if (offsetChanges) {
      const local = day.set({ hour, minute: minute % 60 });
      // Luxon moves a nonexistent wall-clock time (the spring-forward gap) forward: skip it.
      if (local.hour !== hour || local.minute !== minute % 60) continue;
    }
    times.push(`${date}T${pad(hour)}:${pad(minute % 60)}`);
  }
  return times;
}
