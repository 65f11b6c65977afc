import { DateTime } from 'luxon';
import { remainingSlots } from '../tee-times/allowed-players.ts';

/** A nearby tee time as the partner/adjacent rule reads it. */
export interface AdjacentCandidate {
  courseId: number | string;
  /** Local `YYYY-MM-DDTHH:mm` in the course's zone. */
  teetime: string;
  bookedPlayers: number;
  lockedSlots?: number;
  rates: ReadonlyArray<{ name: string; allowedPlayers: readonly number[] }>;
}

/** The tee time the party wanted. */
export interface AdjacentTarget {
  courseId: number | string;
  teetime: string;
  rateName: string;
  players: number;
}

/** Minutes between two local tee times of one zone (absolute). */
function minutesApart(a: string, b: string): number {
  const left = DateTime.fromISO(a, { zone: 'UTC' });
  const right = DateTime.fromISO(b, { zone: 'UTC' });
  return Math.abs(right.diff(left, 'minutes').minutes);
}

/**
 * Whether a nearby tee time qualifies for a party (SPEC §5 partner/adjacent rule): same course,
 * within the adjacent window (adjacentRateBookingWindow, 30 minutes by default), enough open
 * slots for the party, and a rate with the same name that allows the party's player count.
 */
export function qualifiesAsAdjacent(target: AdjacentTarget, candidate: AdjacentCandidate, windowMinutes = 30): boolean {
  if (candidate.courseId !== target.courseId) return false;
  if (candidate.teetime === target.teetime) return false;
  if (minutesApart(target.teetime, candidate.teetime) > windowMinutes) return false;
  if (remainingSlots(candidate.bookedPlayers, candidate.lockedSlots ?? 0) < target.players) return false;
  return candidate.rates.some((rate) => rate.name === target.rateName && rate.allowedPlayers.includes(target.players));
}

/** The qualifying nearby tee times, closest first (the related-times modal's list). */
export function adjacentTeeTimes<T extends AdjacentCandidate>(
  target: AdjacentTarget,
  candidates: readonly T[],
  windowMinutes = 30,
): T[] {
  return candidates
    .filter((candidate) => qualifiesAsAdjacent(target, candidate, windowMinutes))
    .sort(
      (a, b) =>
        minutesApart(target.teetime, a.teetime) - minutesApart(target.teetime, b.teetime) ||
        a.teetime.localeCompare(b.teetime),
    );
}
