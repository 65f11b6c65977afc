import { describe, expect, it } from 'vitest';
import { creditBookCoverage, creditBookRestoration, isCreditBookUsable } from './credit-book-tender.ts';

const morning = { key: 'a', playerGreenFees: [5_401, 5_400, 5_400], dueNow: 17_000 };
const afternoon = { key: 'b', playerGreenFees: [4_000, 4_000], dueNow: 8_500 };

describe('creditBookCoverage', () => {
  it('pays one player per round, the lead first, across tee times in order', () => {
    expect(creditBookCoverage({ kind: 'rounds', remaining: 4 }, [morning, afternoon])).toEqual({
      quantity: 4,
      cents: 5_401 + 5_400 + 5_400 + 4_000,
      teeTimes: [
        { key: 'a', quantity: 3, cents: 16_201, slots: [1, 2, 3] },
        { key: 'b', quantity: 1, cents: 4_000, slots: [1] },
      ],
    });
  });

  it('never takes a round for a player with nothing to pay', () => {
    expect(
      creditBookCoverage({ kind: 'rounds', remaining: 5 }, [{ key: 'a', playerGreenFees: [0, 3_000], dueNow: 3_000 }])
        .teeTimes,
    ).toEqual([{ key: 'a', quantity: 1, cents: 3_000, slots: [2] }]);
  });

  it('pays an amount up to its balance, then the next tee time', () => {
    expect(creditBookCoverage({ kind: 'amount', remaining: 20_000 }, [morning, afternoon])).toEqual({
      quantity: 20_000,
      cents: 20_000,
      teeTimes: [
        { key: 'a', quantity: 17_000, cents: 17_000, slots: [] },
        { key: 'b', quantity: 3_000, cents: 3_000, slots: [] },
      ],
    });
  });

  it('pays nothing from an empty book', () => {
    expect(creditBookCoverage({ kind: 'rounds', remaining: 0 }, [morning])).toEqual({
      quantity: 0,
      cents: 0,
      teeTimes: [],
    });
    expect(creditBookCoverage({ kind: 'amount', remaining: 0 }, [morning]).cents).toBe(0);
  });
});

describe('isCreditBookUsable', () => {
  it('is usable up to and including its last day, and only with something left', () => {
    expect(isCreditBookUsable({ expiresOn: '2026-11-26', remaining: 1 }, '2026-11-26')).toBe(true);
    expect(isCreditBookUsable({ expiresOn: '2026-11-25', remaining: 1 }, '2026-11-26')).toBe(false);
    expect(isCreditBookUsable({ expiresOn: null, remaining: 1 }, '2030-01-01')).toBe(true);
    expect(isCreditBookUsable({ expiresOn: null, remaining: 0 }, '2026-11-26')).toBe(false);
  });
});

describe('creditBookRestoration', () => {
  const refundBySlot = new Map([
    [1, 5_401],
    [2, 5_400],
    [3, 5_400],
  ]);

  it('gives back the rounds of cancelled players the book paid for, once', () => {
    const use = { kind: 'rounds' as const, slots: [1, 2], restoredSlots: [2], cents: 10_801, restoredCents: 5_400 };
    expect(creditBookRestoration(use, { slots: [3, 2, 1], refundBySlot, refundLeft: 16_201 })).toEqual({
      quantity: 1,
      cents: 5_401,
      slots: [1],
    });
  });

  it('gives back no round when the cancellation refunds nothing', () => {
    const use = { kind: 'rounds' as const, slots: [1], restoredSlots: [], cents: 5_401, restoredCents: 0 };
    expect(creditBookRestoration(use, { slots: [1], refundBySlot: new Map([[1, 0]]), refundLeft: 0 })).toEqual({
      quantity: 0,
      cents: 0,
      slots: [],
    });
  });

  it('gives an amount back up to what it paid and what is refunded', () => {
    const use = { kind: 'amount' as const, slots: [], restoredSlots: [], cents: 6_000, restoredCents: 1_000 };
    expect(creditBookRestoration(use, { slots: [1], refundBySlot, refundLeft: 9_000 })).toEqual({
      quantity: 5_000,
      cents: 5_000,
      slots: [],
    });
    expect(creditBookRestoration(use, { slots: [1], refundBySlot, refundLeft: 2_000 }).cents).toBe(2_000);
  });
});
