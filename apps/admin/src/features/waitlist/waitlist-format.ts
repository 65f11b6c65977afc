import type { WaitlistEntry } from '@fairway/contract/admin-waitlist.contract';

// How the waitlist screen writes its times: a tee time is a wall-clock time at the course (read as
// written, whatever the browser's zone), an instant is shown in the course's zone.

/** A local tee time `YYYY-MM-DDTHH:mm` as the clock at the course reads it ("9:10 AM"). */
export function teeTimeLabel(teetime: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`${teetime}:00Z`));
}

/** A wanted window's bound `HH:mm` as the clock at the course reads it. */
export function clockLabel(hhmm: string, language: string): string {
  return teeTimeLabel(`2000-01-01T${hhmm}`, language);
}

/** An instant (ISO 8601) in the course's zone, with the day when `withDay`. */
export function instantLabel(iso: string, timeZone: string, language: string, withDay = false): string {
  return new Intl.DateTimeFormat(language, {
    ...(withDay ? { dateStyle: 'medium' as const } : {}),
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** Whether a free tee time suits a waiting golfer: in their window (ends included) with room for the party. */
export function suits(entry: Pick<WaitlistEntry, 'fromTime' | 'toTime' | 'players'>) {
  return (time: { teetime: string; freeSlots: number }) => {
    const clock = time.teetime.slice(11, 16);
    return time.freeSlots >= entry.players && clock >= entry.fromTime && clock <= entry.toTime;
  };
}
