import { DateTime } from 'luxon';
import { addCalendarDays, localToday } from '../tee-times/local-date.ts';

/** Which list of the alerts screen an alert belongs to (SPEC §4). */
export type AlertStatus = 'active' | 'inactive';

/** What the split needs of an alert: its dates, start minute and the facility zone. */
export interface DatedAlert {
  id: string;
  dates: readonly string[];
  teetimeStartTime: number;
  timezone: string;
  /** Every date it asked for was claimed: it watches nothing more and is history. */
  claimed?: boolean;
}

/**
 * An alert is claimed when the golfer took an offered tee time on each date it still
 * names (a booked date leaves a many-day alert; the last one stays, so the alert keeps its dates).
 */
export function isFullyClaimed(dates: readonly string[], claimedTeetimes: readonly string[]): boolean {
  return dates.length > 0 && dates.every((date) => claimedTeetimes.some((teetime) => teetime.slice(0, 10) === date));
}

/** The instant an alert's first date plus its start time falls on in its zone (wall-clock; a skipped time moves forward). */
export function alertStartInstant(alert: Pick<DatedAlert, 'dates' | 'teetimeStartTime' | 'timezone'>): number {
  const first = [...alert.dates].sort()[0];
  if (!first) throw new RangeError('An alert has at least one date');
  const start = DateTime.fromISO(first, { zone: alert.timezone }).set({
    hour: Math.floor(alert.teetimeStartTime / 60),
    minute: alert.teetimeStartTime % 60,
  });
  if (!start.isValid) throw new RangeError(`Invalid alert date ${first} in ${alert.timezone}`);
  return start.toMillis();
}

/** SPEC §4: active while its first date plus start time is still in the future in the facility zone. */
export function alertStatusOf(
  alert: Pick<DatedAlert, 'dates' | 'teetimeStartTime' | 'timezone' | 'claimed'>,
  now: Date,
): AlertStatus {
  if (alert.claimed) return 'inactive';
  return alertStartInstant(alert) > now.getTime() ? 'active' : 'inactive';
}

/** The time window a new alert's form starts with, in minutes after midnight. */
export const DEFAULT_ALERT_WINDOW = { start: 7 * 60, end: 11 * 60 } as const;

/**
 * The date a new alert's form starts with: today in the facility zone while the default window
 * has yet to start, else tomorrow. Later in the day, today's default would make an alert that is
 * inactive from the moment it is created (SPEC §4), which a golfer keeping the defaults would not notice.
 */
export function defaultAlertDate(now: Date, timeZone: string): string {
  const today = localToday(now, timeZone);
  const todayActive =
    alertStatusOf({ dates: [today], teetimeStartTime: DEFAULT_ALERT_WINDOW.start, timezone: timeZone }, now) ===
    'active';
  return todayActive ? today : addCalendarDays(today, 1);
}

/** SPEC §4 sorting: active by date ascending, inactive by date descending; ties by id so web and server agree. A claimed alert is history (inactive) whatever its date. */
export function splitAlerts<T extends DatedAlert>(alerts: readonly T[], now: Date): { active: T[]; inactive: T[] } {
  const dated = alerts.map((item) => ({ item, at: alertStartInstant(item) }));
  const byId = (a: { item: T }, b: { item: T }) => a.item.id.localeCompare(b.item.id);
  const isActive = (entry: { item: T; at: number }) => !entry.item.claimed && entry.at > now.getTime();
  const active = dated.filter(isActive).sort((a, b) => a.at - b.at || byId(a, b));
  const inactive = dated.filter((entry) => !isActive(entry)).sort((a, b) => b.at - a.at || byId(a, b));
  return { active: active.map((entry) => entry.item), inactive: inactive.map((entry) => entry.item) };
}

/** Minutes after midnight as `HH:mm`, for forms and e-mails. */
export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
