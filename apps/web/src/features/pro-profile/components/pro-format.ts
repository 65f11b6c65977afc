import { formatCents } from '@fairway/domain/tee-times/money';

/** An amount in the facility's currency, in the reader's language. */
export function money(cents: number, currencyCode: string, language: string): string {
  return formatCents(cents, currencyCode, language);
}

/** A local date (YYYY-MM-DD) as the reader writes it; the date itself never shifts with the browser's zone. */
export function localDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T12:00:00Z`),
  );
}

/** A month (YYYY-MM) as the reader names it. */
export function monthName(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** An Idempotency-Key for one payment attempt (kept while the member retries the same payment). */
export function newPaymentKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
