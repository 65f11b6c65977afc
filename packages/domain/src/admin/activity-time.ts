import { dateTimeFormat } from '../shared/intl-cache.ts';

// Times the operator console shows (an activity entry, a staff member's last sign-in) are one
// instant written in the engine's time zone: ISO 8601 with that zone's offset, so every screen
// reads the same wall-clock time for the same instant whatever the browser's zone. Intl only (no
// date library): the console bundle imports this.

const WALL_CLOCK = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const;

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/**
 * An instant as ISO 8601 in a time zone, with the zone's offset at that instant:
 * 2026-07-10T12:00:00.000Z in America/New_York → "2026-07-10T08:00:00.000-04:00". Throws a
 * RangeError for an unknown zone.
 */
export function zonedIso(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', { ...WALL_CLOCK, timeZone })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const milliseconds = ((instant.getTime() % 1000) + 1000) % 1000;
  const wallClock = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offsetMinutes = Math.round((wallClock + milliseconds - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  return (
    `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}:` +
    `${pad(parts.second)}.${pad(milliseconds, 3)}${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:` +
    pad(Math.abs(offsetMinutes) % 60)
  );
}

/**
 * A console time for people: the date, the time and the zone's short name, in the engine's zone
 * ("Jul 10, 2026, 8:00 AM EDT" in en, "10 juil. 2026, 08:00 UTC−4" in fr). Every console screen
 * labels its times with this one function, so two screens never disagree about a time.
 */
export function formatConsoleTime(iso: string, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
