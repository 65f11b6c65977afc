import { formatWallClock } from '../../../shared/format/wall-clock.ts';

/** "8:30 AM" for a local tee time `YYYY-MM-DDTHH:mm` (already on the facility's wall clock). */
export function formatTeeTime(localTeeTime: string, locale: string): string {
  return formatWallClock(localTeeTime, locale, { hour: 'numeric', minute: '2-digit' });
}

/** "Sat, Jul 11" for a local date. */
export function formatDay(date: string, locale: string): string {
  return formatWallClock(date, locale, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** The local date `days` after a date. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** A WMO weather code as one of the condition keys. */
export function weatherCondition(
  code: number,
): 'clear' | 'partly' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'storm' {
  if (code <= 1) return 'clear';
  if (code === 2) return 'partly';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if ((code >= 61 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  return 'storm';
}
