import { describe, expect, it } from 'vitest';
import {
  creditLimitProblem,
  rainCheckDefaultCents,
  rainCheckMaxCents,
  refundableByTender,
  refundProblem,
} from './counter-credits.ts';
import { creditEntry, type MoneyEntry, moneyView } from './money-view.ts';

const at = '2026-07-10T12:00:00.000Z';
const paid = (
  tender: MoneyEntry['tender'],
  amountCents: number,
  source: MoneyEntry['source'] = 'booking',
): MoneyEntry => ({
  tender,
  amountCents,
  at,
  card: tender === 'card' ? { brand: 'visa', lastFour: '4242' } : null,
  slot: null,
  source,
  state: 'settled',
});
const view = (payments: MoneyEntry[], refunds: MoneyEntry[] = []) =>
  moneyView({ currencyCode: 'USD', paid: payments, refunded: refunds, dueAtCourseCents: 0, dueFromFriends: [] });

describe('counter credits', () => {
  it('offers each tender what it paid less what went back to it, capped by what the booking keeps', () => {
    const money = view(
      [paid('gift-certificate', 3_000), paid('card', 7_000), paid('cash', 2_000, 'check-in')],
      [paid('card', 1_000, 'refund'), paid('gift-certificate', 5_000, 'rain-check')],
    );
    // net = 12 000 − 6 000: the rain check lowers every tender's cap, not the gift certificate's own.
    expect(refundableByTender(money)).toEqual([
      { tender: 'card', paidCents: 7_000, refundedCents: 1_000, refundableCents: 6_000 },
      { tender: 'cash', paidCents: 2_000, refundedCents: 0, refundableCents: 2_000 },
      { tender: 'gift-certificate', paidCents: 3_000, refundedCents: 0, refundableCents: 3_000 },
    ]);
  });

  it('leaves out a card paid at check-in (its own payment) and pending card payments', () => {
    const pending = { ...paid('card', 5_000), state: 'pending' as const };
    expect(refundableByTender(view([pending, paid('card', 900, 'check-in')]))).toEqual([]);
  });

  it('refuses a line above its tender, and a whole above the net', () => {
    const money = view([paid('card', 5_000), paid('cash', 1_000, 'check-in')], [paid('card', 4_500, 'rain-check')]);
    // Net 1 500 after the rain check: the card's cap.
    expect(refundProblem([{ tender: 'card', amountCents: 1_501 }], money)).toEqual({
      code: 'REFUND_EXCEEDS_PAID',
      tender: 'card',
      refundableCents: 1_500,
      enteredCents: 1_501,
    });
    expect(refundProblem([{ tender: 'cash', amountCents: 1 }], view([paid('card', 100)]))).toMatchObject({
      tender: 'cash',
      refundableCents: 0,
    });
    expect(
      refundProblem(
        [
          { tender: 'card', amountCents: 1_000 },
          { tender: 'cash', amountCents: 1_000 },
        ],
        money,
      ),
    ).toEqual({ code: 'REFUND_EXCEEDS_PAID', tender: null, refundableCents: 1_500, enteredCents: 2_000 });
    expect(refundProblem([{ tender: 'card', amountCents: 1_000 }], money)).toBeNull();
  });

  it('proposes the green fees of the players who did not play, never above what the booking keeps', () => {
    const money = view([paid('card', 10_000)]);
    const shares = [
      { slot: 1, paidCents: 4_000 },
      { slot: 2, paidCents: 4_000 },
    ];
    expect(rainCheckDefaultCents(shares, [2], money)).toBe(4_000);
    expect(rainCheckDefaultCents(shares, [1, 2], view([paid('card', 10_000)], [paid('card', 5_000, 'refund')]))).toBe(
      5_000,
    );
    expect(rainCheckMaxCents(money)).toBe(10_000);
  });

  it('limits pro-shop staff to the manager-set amount (none set: nothing), never managers or owners', () => {
    expect(creditLimitProblem('manager', 1_000_000, null)).toBeNull();
    expect(creditLimitProblem('owner', 1_000_000, 0)).toBeNull();
    expect(creditLimitProblem('pro-shop', 2_000, 2_000)).toBeNull();
    expect(creditLimitProblem('pro-shop', 2_001, 2_000)).toEqual({
      code: 'CREDIT_LIMIT_EXCEEDED',
      limitCents: 2_000,
      enteredCents: 2_001,
    });
    expect(creditLimitProblem('pro-shop', 1, null)).toMatchObject({ limitCents: null });
  });

  it('reads a card refund back as settled once the processor refunded it, and a rain check as credit', () => {
    const card = { brand: 'visa', lastFour: '4242' };
    expect(
      creditEntry(
        { kind: 'refunded', tender: 'card', amountCents: 100, paymentStatus: 'refund_pending', createdAt: at },
        card,
      ),
    ).toMatchObject({ source: 'refund', state: 'pending', card });
    expect(
      creditEntry(
        { kind: 'rain-check', tender: 'gift-certificate', amountCents: 100, paymentStatus: null, createdAt: at },
        card,
      ),
    ).toMatchObject({ source: 'rain-check', state: 'settled', card: null });
  });
});
