import { DateTime } from 'luxon';

/** A local `YYYY-MM-DDTHH:mm` tee time in its facility's zone, as the golfer reads it ("Sat, Jul 11, 2026, 8:00 AM EDT"). */
export function formatZonedTeeTime(teetime: string, timeZone: string, locale: string): string {
  const time = DateTime.fromISO(teetime, { zone: timeZone });
  if (!time.isValid) return teetime;
  return time.setLocale(locale).toLocaleString({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** An instant (ISO with offset) in a facility's zone, as the golfer reads it ("Fri, Jul 10, 9:00 AM EDT"). */
export function formatZonedInstant(instant: string, timeZone: string, locale: string): string {
  const time = DateTime.fromISO(instant, { zone: timeZone });
  if (!time.isValid) return instant;
  return time.setLocale(locale).toLocaleString({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
