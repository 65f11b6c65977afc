import type { DateTime } from 'luxon';
import { required } from './required.ts';

/**
 * The YYYY-MM-DD date of a DateTime the caller built from a valid instant and zone. Luxon types
 * `toISODate()` as nullable because an invalid DateTime has none; here one would be a bug.
 */
export function isoDateOf(dateTime: DateTime): string {
  return required(dateTime.toISODate(), `a valid date (${dateTime.invalidExplanation ?? 'invalid DateTime'})`);
}
