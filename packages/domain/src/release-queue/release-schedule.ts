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

/** Today's release window in the facility's zone, from the operator's "HH:MM" release time. */
export function releaseWindowOf(now: Date, timeZone: string, releaseTime: string, maxDaysOut: number): ReleaseWindow {
  const [hour, minute] = releaseTime.split(':').map(Number);
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const release = today.set({ hour, minute });
  return {
    releasedDay: isoDateOf(today.plus({ days: maxDaysOut })),
    releaseAt: release.toJSDate(),
    opensAt: release.minus({ minutes: WAITING_ROOM_OPENS_MINUTES }).toJSDate(),
    closesAt: release.plus({ minutes: QUEUE_ACTIVE_MINUTES }).toJSDate(),
  };
}

/** Whether `now` lies in the queue's active period (waiting room open until it closes). */
export function isQueueActive(window: ReleaseWindow, now: Date): boolean {
  return now >= window.opensAt && now < window.closesAt;
}
