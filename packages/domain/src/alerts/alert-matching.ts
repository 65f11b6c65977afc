import { DateTime } from 'luxon';

/** What matching needs of a tee-time alert (SPEC §3): times are wall-clock minutes after local midnight. */
export interface AlertCriteria {
  dates: readonly string[];
  teetimeStartTime: number;
  teetimeEndTime: number;
  players: number;
  facilityIds: readonly number[];
  /** Empty or absent: any number of holes. */
  holes?: readonly number[] | null;
}

/** A tee time that opened: its start instant, facility, zone, free players and the holes its rates offer. */
export interface OpenSlot {
  facilityId: number;
  startsAt: Date;
  timeZone: string;
  openPlayers: number;
  holes: readonly number[];
}

/**
 * The local date and wall-clock minutes after midnight of an instant in a zone. Wall-clock, not
 * elapsed: on a DST day 08:00 is 480 whether 7 or 9 hours have passed since midnight, which is
 * what a golfer means by "from 8 am".
 */
export function localDateAndMinutes(at: Date, timeZone: string): { date: string; minutes: number } {
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  if (!local.isValid) throw new RangeError(`Invalid time zone ${timeZone}`);
  return { date: local.toISODate(), minutes: local.hour * 60 + local.minute };
}

/** Whether an opened slot suits an alert: its facility, one of its dates, inside the window (ends included), enough players, the holes. */
export function alertMatchesSlot(alert: AlertCriteria, slot: OpenSlot): boolean {
  if (!alert.facilityIds.includes(slot.facilityId)) return false;
  if (slot.openPlayers < alert.players) return false;
  if (alert.holes && alert.holes.length > 0 && !alert.holes.some((holes) => slot.holes.includes(holes))) return false;
  const { date, minutes } = localDateAndMinutes(slot.startsAt, slot.timeZone);
  return alert.dates.includes(date) && minutes >= alert.teetimeStartTime && minutes <= alert.teetimeEndTime;
}
