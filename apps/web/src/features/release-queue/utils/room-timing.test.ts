import type { ReleaseTicketState } from '@fairway/contract/release-queue-state.contract';
import { describe, expect, it } from 'vitest';
import { formatCountdown, nextPollSeconds, secondsLeft, turnSecondsAt } from './room-timing.ts';

const state = (overrides: Partial<ReleaseTicketState>): ReleaseTicketState => ({
  status: 'waiting',
  releasedDay: '2026-07-24',
  releaseAt: '2026-07-10T11:00:00.000Z',
  serverTime: '2026-07-10T10:50:00.000Z',
  secondsToRelease: 600,
  place: null,
  turnEndsAt: null,
  soldOut: false,
  pollAfterSeconds: 2,
  ...overrides,
});

describe('waiting-room timing', () => {
  it('polls at the release instant before it (at most every 15 s), never sooner than the server allows', () => {
    expect(nextPollSeconds(state({ secondsToRelease: 600 }))).toBe(15);
    expect(nextPollSeconds(state({ secondsToRelease: 7 }))).toBe(7);
    expect(nextPollSeconds(state({ secondsToRelease: 1 }))).toBe(2);
    expect(nextPollSeconds(state({ secondsToRelease: 0, place: 4, pollAfterSeconds: 3 }))).toBe(3);
  });

  it('polls in a turn at its end (at most every 10 s) and stops once the ticket is done', () => {
    const admitted = state({
      status: 'admitted',
      secondsToRelease: 0,
      serverTime: '2026-07-10T11:00:00.000Z',
      turnEndsAt: '2026-07-10T11:00:04.000Z',
    });
    expect(turnSecondsAt(admitted)).toBe(4);
    expect(nextPollSeconds(admitted)).toBe(4);
    expect(nextPollSeconds({ ...admitted, turnEndsAt: '2026-07-10T11:03:00.000Z' })).toBe(10);
    expect(nextPollSeconds(state({ status: 'expired' }))).toBeNull();
    expect(nextPollSeconds(state({ status: 'left' }))).toBeNull();
  });

  it('counts down from the server’s seconds by elapsed time, not the device’s wall clock', () => {
    expect(secondsLeft(600, 0)).toBe(600);
    expect(secondsLeft(600, 1999)).toBe(599);
    expect(secondsLeft(2, 5000)).toBe(0);
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(3723)).toBe('1:02:03');
  });
});
