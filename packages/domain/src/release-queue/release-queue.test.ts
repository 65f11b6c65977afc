import { describe, expect, it } from 'vitest';
import { normaliseEmail, phoneDigits } from './golfer-identity.ts';
import { drawOrder, shuffled } from './lottery.ts';
import { releaseRulesBind } from './release-rules.ts';
import { isQueueActive, releaseWindowOf } from './release-schedule.ts';
import { pollWaitSeconds, ticketStatus, turnsToGive } from './ticket-state.ts';

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

  // The windows are remembered per local day: each answer must still be that instant's own.
  it("moves to the next day at the facility's midnight, not UTC's, and follows a changed setting", () => {
    const ask = (iso: string, releaseTime = '07:00', daysOut = 14) =>
      releaseWindowOf(new Date(iso), 'America/New_York', releaseTime, daysOut);
    expect(ask('2026-07-11T03:59:59Z').releasedDay).toBe('2026-07-24');
    expect(ask('2026-07-11T04:00:00Z').releasedDay).toBe('2026-07-25');
    expect(ask('2026-07-11T03:59:59Z').releaseAt.toISOString()).toBe('2026-07-10T11:00:00.000Z');
    expect(ask('2026-07-10T12:00:00Z', '06:30').releaseAt.toISOString()).toBe('2026-07-10T10:30:00.000Z');
    expect(ask('2026-07-10T12:00:00Z', '07:00', 7).releasedDay).toBe('2026-07-17');
    expect(releaseWindowOf(new Date('2026-07-10T12:00:00Z'), 'Europe/Paris', '07:00', 14).releaseAt.toISOString()).toBe(
      '2026-07-10T05:00:00.000Z',
    );
  });

  it('keeps the local release time across a change of clocks', () => {
    const before = releaseWindowOf(new Date('2026-03-07T15:00:00Z'), 'America/New_York', '07:00', 14);
    const after = releaseWindowOf(new Date('2026-03-08T15:00:00Z'), 'America/New_York', '07:00', 14);
    expect(before.releaseAt.toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(after.releaseAt.toISOString()).toBe('2026-03-08T11:00:00.000Z');
  });

  it("gives each caller its own dates: one caller's change does not reach the next", () => {
    const first = releaseWindowOf(new Date('2026-07-10T10:45:00Z'), 'America/New_York', '07:00', 14);
    first.releaseAt.setTime(0);
    const second = releaseWindowOf(new Date('2026-07-10T10:46:00Z'), 'America/New_York', '07:00', 14);
    expect(second.releaseAt.toISOString()).toBe('2026-07-10T11:00:00.000Z');
  });
});

describe('release rules', () => {
  it('bind the released day with a fair queue, sign-in or a per-golfer limit, and not at the defaults', () => {
    const defaults = { mode: 'first-come', signInRequired: false, bookingsPerGolferPerReleaseDay: null } as const;
    expect(releaseRulesBind(defaults)).toBe(false);
    expect(releaseRulesBind({ ...defaults, mode: 'fair-queue' })).toBe(true);
    expect(releaseRulesBind({ ...defaults, signInRequired: true })).toBe(true);
    expect(releaseRulesBind({ ...defaults, bookingsPerGolferPerReleaseDay: 1 })).toBe(true);
  });
});

describe('lottery', () => {
  it('is a permutation decided by the random source', () => {
    const items = [1, 2, 3, 4, 5];
    expect(shuffled(items, () => 0)).toEqual([2, 3, 4, 5, 1]);
    expect(shuffled(items, (max) => max - 1)).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it("draws once per client and deals in rounds: a client's second ticket comes after every client's first", () => {
    const entries = [
      { id: 1, client: 'a' },
      { id: 2, client: 'b' },
      { id: 3, client: 'a' },
      { id: 4, client: 'c' },
      { id: 5, client: 'a' },
    ];
    expect(drawOrder(entries, () => 0)).toEqual([2, 4, 1, 3, 5]);
    expect(drawOrder(entries, (max) => max - 1)).toEqual([1, 2, 4, 3, 5]);
  });

  it('gives a client with many tickets the chance of one client', () => {
    let botFirst = 0;
    const entries = [
      ...Array.from({ length: 9 }, (_, index) => ({ id: `bot${index}`, client: 'bot' })),
      { id: 'golfer', client: 'golfer' },
    ];
    for (let run = 0; run < 2000; run += 1)
      if (drawOrder(entries, (max) => Math.floor(Math.random() * max))[0] === 'bot0') botFirst += 1;
    expect(botFirst / 2000).toBeGreaterThan(0.4);
    expect(botFirst / 2000).toBeLessThan(0.6);
  });

  it("puts a script's extra tickets behind every golfer's first", () => {
    const bots = Array.from({ length: 3 }, (_, bot) =>
      Array.from({ length: 7 }, (_, n) => ({ id: `bot${bot}.${n}`, client: `bot${bot}` })),
    );
    const golfers = Array.from({ length: 20 }, (_, n) => ({ id: `golfer${n}`, client: `golfer${n}` }));
    for (let run = 0; run < 50; run += 1) {
      const order = drawOrder([...bots.flat(), ...golfers], (max) => Math.floor(Math.random() * max));
      const firstRound = order.slice(0, 23);
      expect(firstRound.filter((id) => id.startsWith('golfer'))).toHaveLength(20);
      expect(firstRound.filter((id) => id.endsWith('.0'))).toHaveLength(3);
      expect(order.slice(23).every((id) => id.startsWith('bot'))).toBe(true);
    }
  });

  it('draws tickets that tried to hold before their turn behind every other, in rounds among themselves', () => {
    const jumpers = Array.from({ length: 3 }, (_, bot) =>
      Array.from({ length: 2 }, (_, n) => ({ id: `bot${bot}.${n}`, client: `bot${bot}`, jumped: true })),
    );
    const golfers = Array.from({ length: 10 }, (_, index) => ({ id: `golfer${index}`, client: `home${index % 8}` }));
    for (let run = 0; run < 50; run += 1) {
      const order = drawOrder([...jumpers.flat(), ...golfers], (max) => Math.floor(Math.random() * max));
      expect(order.slice(0, 10).every((id) => id.startsWith('golfer'))).toBe(true);
      expect(order.slice(10, 13).every((id) => id.endsWith('.0'))).toBe(true);
      expect(order.slice(13).every((id) => id.endsWith('.1'))).toBe(true);
    }
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

describe('turns to give', () => {
  const limits = { admitAtOnce: 20 };
  it('lets admitAtOnce golfers choose at once while tee times outnumber them', () => {
    expect(turnsToGive(limits, { choosing: 0 }, 35)).toBe(20);
    expect(turnsToGive(limits, { choosing: 15 }, 35)).toBe(5);
    expect(turnsToGive(limits, { choosing: 20 }, 35)).toBe(0);
  });

  it('never lets more choose at once than tee times are left', () => {
    expect(turnsToGive(limits, { choosing: 2 }, 3)).toBe(1);
    expect(turnsToGive(limits, { choosing: 3 }, 3)).toBe(0);
    expect(turnsToGive(limits, { choosing: 5 }, 3)).toBe(0);
  });

  it('gives turns as usual when nothing is left (those in line learn it), or when the count is unknown', () => {
    expect(turnsToGive(limits, { choosing: 4 }, 0)).toBe(16);
    expect(turnsToGive(limits, { choosing: 4 }, null)).toBe(16);
  });
});
