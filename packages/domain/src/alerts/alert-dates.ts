import { addCalendarDays } from '../tee-times/local-date.ts';

/**
 * How far ahead a tee-time alert may ask: a year. Not the alias's booking window (maxDaysOut):
 * an alert for a day not yet released is the point of the booking-window openings, which offer
 * that day's tee times to its alerts the moment it enters the window.
 */
export const ALERT_HORIZON_DAYS = 365;

/** Why an alert's date is refused: before today in the courses' zone, or past the horizon. */
export type AlertDateProblem = { date: string; reason: 'past' | 'too-far'; first: string; last: string };

/**
 * The first of an alert's dates that is out of range, or null. Today counts (its tee times may
 * still come free; one whose window has passed lands on the inactive list, SPEC §4). `kept` are the
 * dates an edited alert already had: a day that has passed since stays on it as it was.
 */
export function alertDateProblem(
  dates: readonly string[],
  today: string,
  kept: readonly string[] = [],
): AlertDateProblem | null {
  const last = addCalendarDays(today, ALERT_HORIZON_DAYS);
  for (const date of [...dates].sort()) {
    if (date < today && !kept.includes(date)) return { date, reason: 'past', first: today, last };
    if (date > last) return { date, reason: 'too-far', first: today, last };
  }
  return null;
}
