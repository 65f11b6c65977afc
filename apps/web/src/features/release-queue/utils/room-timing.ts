import type { ReleaseTicketState } from '@fairway/contract/release-queue-state.contract';

/** The longest wait between two polls before the release: the countdown runs locally meanwhile. */
const MAX_WAIT_BEFORE_RELEASE_S = 15;
/** The longest wait between two polls during a turn (to see it end or pass on). */
const MAX_WAIT_IN_TURN_S = 10;

/** Seconds left of the ticket's turn when the answer was sent (server clock both sides). */
export function turnSecondsAt(state: ReleaseTicketState): number {
  if (!state.turnEndsAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(state.turnEndsAt) - Date.parse(state.serverTime)) / 1000));
}

/**
 * When to ask again, in seconds, never sooner than the server's pollAfterSeconds: before the
 * release at the release instant (at most every 15 s), in line every pollAfterSeconds, in a turn
 * at its end (at most every 10 s). Null: the ticket is done (expired or left).
 */
export function nextPollSeconds(state: ReleaseTicketState): number | null {
  const least = Math.max(1, state.pollAfterSeconds);
  if (state.status === 'waiting')
    return state.secondsToRelease > 0
      ? Math.max(least, Math.min(state.secondsToRelease, MAX_WAIT_BEFORE_RELEASE_S))
      : least;
  if (state.status === 'admitted') return Math.max(least, Math.min(turnSecondsAt(state), MAX_WAIT_IN_TURN_S));
  return null;
}

/** Seconds left of a count that was `seconds` when received `elapsedMs` ago (never below 0). */
export function secondsLeft(seconds: number, elapsedMs: number): number {
  return Math.max(0, seconds - Math.floor(elapsedMs / 1000));
}

/** m:ss, or h:mm:ss from an hour. */
export function formatCountdown(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
