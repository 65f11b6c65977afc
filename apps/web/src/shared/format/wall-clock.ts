import { dateTimeFormat } from '@fairway/domain/shared/intl-cache';

/**
 * Formats a facility-local `YYYY-MM-DDTHH:mm` (or a `YYYY-MM-DD` date) as it is written, with no
 * time-zone shift: the wall clock is read as UTC and formatted in UTC.
 */
export function formatWallClock(local: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const dateTime = local.length === 10 ? `${local}T12:00` : local;
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${dateTime}:00Z`));
}
