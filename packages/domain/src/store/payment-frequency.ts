import { DateTime } from 'luxon';

/** SPEC §9 payment frequencies of a membership plan. */
export const PAYMENT_FREQUENCIES = [
  'bimonthly',
  'biweekly',
  'onetime',
  'monthly',
  'annually',
  'weekly',
  'quarterly',
] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

// bimonthly = every two months (not twice a month); biweekly = every two weeks.
const STEP: Record<Exclude<PaymentFrequency, 'onetime'>, { months?: number; weeks?: number }> = {
  weekly: { weeks: 1 },
  biweekly: { weeks: 2 },
  monthly: { months: 1 },
  bimonthly: { months: 2 },
  quarterly: { months: 3 },
  annually: { months: 12 },
};

/**
 * The local date (YYYY-MM-DD) of instalment `n` (0 = the purchase) of a plan started on `startDate`.
 * Always counted from the start, so a plan started on Jan 31 bills Feb 28/29, Mar 31, Apr 30 (never drifts to the 28th).
 * A one-time plan has only instalment 0.
 */
export function instalmentDate(startDate: string, frequency: PaymentFrequency, n: number): string | null {
  if (frequency === 'onetime') return n === 0 ? startDate : null;
  const step = STEP[frequency];
  const start = DateTime.fromISO(startDate, { zone: 'UTC' });
  const date = step.months ? start.plus({ months: step.months * n }) : start.plus({ weeks: (step.weeks ?? 0) * n });
  return date.toISODate();
}

/** The instant instalment `n` falls due: the start of its local date in the facility's zone (DST-safe). */
export function instalmentDueAt(
  startDate: string,
  frequency: PaymentFrequency,
  n: number,
  timeZone: string,
): Date | null {
  const date = instalmentDate(startDate, frequency, n);
  if (date === null) return null;
  return DateTime.fromISO(date, { zone: timeZone }).startOf('day').toJSDate();
}

/**
 * The instalments a plan bills over its term (including the purchase), or null when it renews without end.
 * `termMonths` null means open-ended.
 */
export function instalmentCount(frequency: PaymentFrequency, termMonths: number | null): number | null {
  if (frequency === 'onetime') return 1;
  if (termMonths === null) return null;
  const step = STEP[frequency];
  if (step.months) return Math.max(1, Math.floor(termMonths / step.months));
  // Weekly plans: the instalments whose date is before the end of the term.
  const days = DateTime.fromISO('2000-01-01')
    .plus({ months: termMonths })
    .diff(DateTime.fromISO('2000-01-01'), 'days').days;
  return Math.max(1, Math.ceil(days / (7 * (step.weeks ?? 1))));
}

/** The local date the membership's term ends (exclusive), or null when open-ended. */
export function termEndDate(startDate: string, termMonths: number | null): string | null {
  if (termMonths === null) return null;
  return DateTime.fromISO(startDate, { zone: 'UTC' }).plus({ months: termMonths }).toISODate();
}
