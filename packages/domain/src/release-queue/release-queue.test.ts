import { describe, expect, it } from 'vitest';
import { normaliseEmail, phoneDigits } from './golfer-identity.ts';
import { drawOrder, shuffled } from './lottery.ts';
import { isQueueActive, releaseWindowOf } from './release-schedule.ts';
import { pollWaitSeconds, ticketStatus } from './ticket-state.ts';

describe('release window', () => {
  it('releases today + maxDaysOut at the local release time', () => {
    const window = releaseWindowOf(new Date('2026-07-10T10:45:00Z'), 'America/New_York', '07:00', 14);
    expect(window.releasedDay).toBe('2026-07-24');
    expect(window.releaseAt.toISOString()).toBe('2026-07-10T11:00:00.000Z');
    expect(window.opensAt.toISOString()).toBe('2026-07-10T10:30:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-07-10T13:00:00.000Z');
    expect(isQueueActive(window, new Date('2026-07-10T10:29:59Z'))).toBe(false);
    expect(isQueueActive(window, new Date('2026-07-10T10:30:00Z'))).toBe(true);
    expect(isQueueActive(window, new Date('2026-07-10T13:00:00Z'))).toBe(false);
  });
});

describe('lottery', () => {
  it('is a permutation decided by the random source', () => {
    const items = [1, 2, 3, 4, 5];
    expect(shuffled(items, () => 0)).toEqual([2, 3, 4, 5, 1]);
    expect(shuffled(items, (max) => max - 1)).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it("draws once per client: a client's tickets take consecutive places in arrival order", () => {
    const entries = [
      { id: 1, client: 'a' },
      { id: 2, client: 'b' },
      { id: 3, client: 'a' },
      { id: 4, client: 'c' },
      { id: 5, client: 'a' },
    ];
    expect(drawOrder(entries, () => 0)).toEqual([2, 4, 1, 3, 5]);
    expect(drawOrder(entries, (max) => max - 1)).toEqual([1, 3, 5, 2, 4]);
  });

  it('gives a client with many tickets the chance of one client', () => {
    let botFirst = 0;
    const entries = [...Array.from({ length: 9 }, (_, index) => ({ id: `bot${index}`, client: 'bot' })), { id: 'golfer', client: 'golfer' }];
    for (let run = 0; run < 2000; run += 1) if (drawOrder(entries, (max) => Math.floor(Math.random() * max))[0] === 'bot0') botFirst += 1;
    expect(botFirst / 2000).toBeGreaterThan(0.4);
    expect(botFirst / 2000).toBeLessThan(0.6);
  });
});

describe('golfer identity', () => {
  it('folds gmail dots, plus tags and case; keeps other domains as written but lowercase', () => {
    expect(normaliseEmail(' Jane.Doe+golf@GoogleMail.com')).toBe('janedoe@gmail.com');
    expect(normaliseEmail('jane.doe+golf@example.com')).toBe('jane.doe+golf@example.com');
    expect(phoneDigits('+1 (555) 010-0199')).toBe('15550100199');
  });
});

describe('ticket state', () => {
  const now = new Date('2026-07-10T11:00:00Z');
  const base = { position: 1, admittedAt: null, turnEndsAt: null, leftAt: null };
  it('is waiting, admitted until the turn ends, then expired; left wins', () => {
    expect(ticketStatus(base, now)).toBe('waiting');
    const admitted = { ...base, admittedAt: now, turnEndsAt: new Date(now.getTime() + 1000) };
    expect(ticketStatus(admitted, now)).toBe('admitted');
    expect(ticketStatus(admitted, new Date(now.getTime() + 1000))).toBe('expired');
    expect(ticketStatus({ ...admitted, leftAt: now }, now)).toBe('left');
  });
  it('paces polls two seconds apart', () => {
    expect(pollWaitSeconds(null, now)).toBe(0);
    expect(pollWaitSeconds(new Date(now.getTime() - 500), now)).toBe(2);
    expect(pollWaitSeconds(new Date(now.getTime() - 2000), now)).toBe(0);
  });
});
