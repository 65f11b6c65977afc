import { DateTime } from 'luxon';
import { isoDateOf } from '../shared/iso-date.ts';

/** How long before the release instant the waiting room opens. */
const WAITING_ROOM_OPENS_MINUTES = 30;
/** How long after the release instant holds of the released day still need a turn. */
const QUEUE_ACTIVE_MINUTES = 120;

/** Today's release of one facility: the instant, the day it releases and the queue's active period. */
export interface ReleaseWindow {
  /** The released day, YYYY-MM-DD in the facility's time zone: today + maxDaysOut. */
  releasedDay: string;
  releaseAt: Date;
  /** The waiting room opens (joining allowed, release-day holds refused until releaseAt). */
  opensAt: Date;
  /** After this, release-day holds are first-come again. */
  closesAt: Date;
}

/** A computed window, in ms, and the local day [dayStart, dayEnd) it holds for. */
interface DayWindow {
  dayStart: number;
  dayEnd: number;
  releasedDay: string;
  releaseAt: number;
  opensAt: number;
  closesAt: number;
}

/**
 * The windows already computed, by zone, release time and days out: every poll and hold of
 * release morning asks, and the zone arithmetic (Intl's offsets) was a tenth of a server's CPU
 * at the release instant. A window holds for its whole local day.
 */
const computedWindows = new Map<string, DayWindow>();
const COMPUTED_WINDOWS_KEPT = 1_000;

function computeWindow(now: Date, timeZone: string, releaseTime: string, maxDaysOut: number): DayWindow {
  const [hour, minute] = releaseTime.split(':').map(Number);
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const release = today.set({ hour, minute });
  return {
    dayStart: today.toMillis(),
    dayEnd: today.plus({ days: 1 }).toMillis(),
    releasedDay: isoDateOf(today.plus({ days: maxDaysOut })),
    releaseAt: release.toMillis(),
    opensAt: release.minus({ minutes: WAITING_ROOM_OPENS_MINUTES }).toMillis(),
    closesAt: release.plus({ minutes: QUEUE_ACTIVE_MINUTES }).toMillis(),
  };
}

/** Today's release window in the facility's zone, from the operator's "HH:MM" release time. */
export function releaseWindowOf(now: Date, timeZone: string, releaseTime: string, maxDaysOut: number): ReleaseWindow {
  const key = `${timeZone} ${releaseTime} ${maxDaysOut}`;
  const at = now.getTime();
  let day = computedWindows.get(key);
  if (!day || at < day.dayStart || at >= day.dayEnd) {
    day = computeWindow(now, timeZone, releaseTime, maxDaysOut);
    if (computedWindows.size >= COMPUTED_WINDOWS_KEPT) computedWindows.clear();
    computedWindows.set(key, day);
  }
  // New dates each call: a caller's change to one cannot reach the next caller.
  return {
    releasedDay: day.releasedDay,
    releaseAt: new Date(day.releaseAt),
    opensAt: new Date(day.opensAt),
    closesAt: new Date(day.closesAt),
  };
}

/** Whether `now` lies in the queue's active period (waiting room open until it closes). */
export function isQueueActive(window: ReleaseWindow, now: Date): boolean {
  return now >= window.opensAt && now < window.closesAt;
}
