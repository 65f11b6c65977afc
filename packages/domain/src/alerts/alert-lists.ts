import { DateTime } from 'luxon';

/** Which list of the alerts screen an alert belongs to (SPEC §4). */
export type AlertStatus = 'active' | 'inactive';

/** What the split needs of an alert: its dates, start minute and the facility zone. */
export interface DatedAlert {
  id: string;
  dates: readonly string[];
  teetimeStartTime: number;
  timezone: string;
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
export function alertStatusOf(alert: Pick<DatedAlert, 'dates' | 'teetimeStartTime' | 'timezone'>, now: Date): AlertStatus {
  return alertStartInstant(alert) > now.getTime() ? 'active' : 'inactive';
}

/** SPEC §4 sorting: active by date ascending, inactive by date descending; ties by id so web and server agree. */
export function splitAlerts<T extends DatedAlert>(alerts: readonly T[], now: Date): { active: T[]; inactive: T[] } {
  const dated = alerts.map((item) => ({ item, at: alertStartInstant(item) }));
  const byId = (a: { item: T }, b: { item: T }) => a.item.id.localeCompare(b.item.id);
  const active = dated.filter((entry) => entry.at > now.getTime()).sort((a, b) => a.at - b.at || byId(a, b));
  const inactive = dated.filter((entry) => entry.at <= now.getTime()).sort((a, b) => b.at - a.at || byId(a, b));
  return { active: active.map((entry) => entry.item), inactive: inactive.map((entry) => entry.item) };
}

/** Minutes after midnight as `HH:mm`, for forms and e-mails. */
export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
