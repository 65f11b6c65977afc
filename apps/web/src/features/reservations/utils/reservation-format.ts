import { formatCents } from '@fairway/domain/tee-times/money';
import { DateTime } from 'luxon';

/** An instant (ISO with offset) in the facility's zone, for deadlines and window openings. */
export function formatInstant(instant: string, timeZone: string, locale: string): string {
  const time = DateTime.fromISO(instant, { setZone: true }).setZone(timeZone);
  if (!time.isValid) return instant;
  return time
    .setLocale(locale)
    .toLocaleString({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

/** Cents in the booking's currency, in the golfer's language. */
export function money(cents: number, currencyCode: string, locale: string): string {
  return formatCents(cents, currencyCode, locale);
}
