import { DateTime } from 'luxon';
import { LOCK_WINDOW_HOURS } from './tee-time-lock.ts';

// Apart from the lock constants so that code needing only those (the contract, the cart state)
// does not pull a time-zone library into the web's first load.

/**
 * Whether a local tee time (`YYYY-MM-DDTHH:mm` in the facility zone) is lock-eligible: in the
 * future but within the window (2 hours by default) of now (SPEC §4).
 */
export function isLockEligible(
  localTeeTime: string,
  timeZone: string,
  now: Date,
  windowHours = LOCK_WINDOW_HOURS,
): boolean {
  const start = DateTime.fromISO(localTeeTime, { zone: timeZone });
  if (!start.isValid) return false;
  const ms = start.toMillis() - now.getTime();
  return ms > 0 && ms <= windowHours * 3_600_000;
}
