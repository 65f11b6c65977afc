import { numberFormat } from '../shared/intl-cache.ts';

/** Formats integer cents in a currency for a locale: 4500, USD, en → "$45.00". */
export function formatCents(cents: number, currencyCode: string, locale = 'en'): string {
  return numberFormat(locale, { style: 'currency', currency: currencyCode }).format(cents / 100);
}

/** Transaction fees are configured in currency units and carried in cents (SPEC §9: × 100). */
export function feeToCents(fee: number): number {
  return Math.round(fee * 100);
}
