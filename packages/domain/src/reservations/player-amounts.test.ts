import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../checkout/invoice.ts';
import { cancellationRefund, playerAmounts, playerShares, refundablePaidNow } from './player-amounts.ts';
import { cancelSlotsProblem, checkInFactsOf, checkInProgressOf, reservationStatusOf } from './reservation-status.ts';

describe('per-player amounts', () => {
  it('splits evenly, odd cents to the first players, always adding up', () => {
    expect(playerShares(1000, 3)).toEqual([334, 333, 333]);
    expect(playerShares(0, 2)).toEqual([0, 0]);
    expect(playerShares(500, 0)).toEqual([]);
    for (const [total, players] of [
      [1, 4],
      [9999, 4],
      [7, 3],
    ] as const)
      expect(playerShares(total, players).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('refunds green fees paid now and their tax, not the fees', () => {
    const invoice = buildInvoice(
      {
        type: 'tee-time',
        portions: [{ players: 3, price: 15000, transactionFees: 200 }],
        addOns: [],
        featuredProducts: [],
        memberLabels: false,
      },
      { taxRateBps: 1000, paymentPolicy: 'prepay', reservationFeeCents: 300 },
    );
    // 150.00 green fees + 15.00 tax; 6.00 convenience + 3.00 reservation fees are kept.
    expect(invoice.dueNow).toBe(15000 + 1500 + 600 + 300);
    expect(refundablePaidNow(invoice.lines, 1000, invoice.dueNow)).toBe(16500);
  });

  it('refunds nothing of a pay-at-course booking, whose green fees are due at the course', () => {
    const invoice = buildInvoice(
      {
        type: 'tee-time',
        portions: [{ players: 2, price: 8000, transactionFees: 150 }],
        addOns: [],
        featuredProducts: [],
        memberLabels: false,
      },
      { taxRateBps: 800, paymentPolicy: 'pay-at-course', reservationFeeCents: 0 },
    );
    expect(refundablePaidNow(invoice.lines, 800, invoice.dueNow)).toBe(0);
    expect(invoice.dueAtCourse).toBe(8000 + 640);
  });

  it('refunds the cancelled players’ shares, capped by what is left, or nothing when refunds are off', () => {
    const shares = playerAmounts({ players: 3, refundable: 16500, dueAtCourse: 0 });
    expect(cancellationRefund({ shares, slots: [3], refundGreenFees: true, refundableLeft: 16500 })).toBe(5500);
    expect(cancellationRefund({ shares, slots: [2, 3], refundGreenFees: true, refundableLeft: 16500 })).toBe(11000);
    expect(cancellationRefund({ shares, slots: [1, 2, 3], refundGreenFees: true, refundableLeft: 5000 })).toBe(5000);
    expect(cancellationRefund({ shares, slots: [1], refundGreenFees: false, refundableLeft: 16500 })).toBe(0);
  });
});

describe('reservation status and check-in facts', () => {
  const slot = (n: number, state: Partial<{ cancelled: boolean; checkedIn: boolean; paidAtCourse: boolean }> = {}) => ({
    slot: n,
    cancelled: false,
    checkedIn: false,
    paidAtCourse: false,
    ...state,
  });

  it('names the status from the slots', () => {
    expect(reservationStatusOf([slot(1), slot(2)])).toBe('booked');
    expect(reservationStatusOf([slot(1), slot(2, { cancelled: true })])).toBe('partially-cancelled');
    expect(reservationStatusOf([slot(1, { cancelled: true }), slot(2, { cancelled: true })])).toBe('cancelled');
    expect(reservationStatusOf([slot(1, { checkedIn: true }), slot(2, { cancelled: true })])).toBe('checked-in');
  });

  it('reads a round with some players checked in as partially checked in, never as booked', () => {
    expect(reservationStatusOf([slot(1, { checkedIn: true }), slot(2)])).toBe('partially-checked-in');
    expect(reservationStatusOf([slot(1, { checkedIn: true }), slot(2, { checkedIn: true })])).toBe('checked-in');
    // A dropped player does not hide that the round is under way.
    expect(reservationStatusOf([slot(1, { checkedIn: true }), slot(2), slot(3, { cancelled: true })])).toBe(
      'partially-checked-in',
    );
    expect(checkInProgressOf([slot(1, { checkedIn: true }), slot(2), slot(3, { cancelled: true })])).toEqual({
      checkedIn: 1,
      players: 2,
    });
    expect(checkInProgressOf([slot(1, { cancelled: true })])).toEqual({ checkedIn: 0, players: 0 });
  });

  it('counts only players not cancelled; a player with nothing due is paid', () => {
    const amounts = playerAmounts({ players: 3, refundable: 0, dueAtCourse: 9000 });
    expect(checkInFactsOf([slot(1), slot(2, { paidAtCourse: true }), slot(3, { cancelled: true })], amounts)).toEqual({
      totalNumberOfPlayers: 2,
      numberOfPlayersPaid: 1,
      numberOfPlayersCheckedIn: 0,
      dueAtCourse: 3000,
    });
    expect(checkInFactsOf([slot(1), slot(2)], playerAmounts({ players: 2, refundable: 100, dueAtCourse: 0 }))).toEqual({
      totalNumberOfPlayers: 2,
      numberOfPlayersPaid: 2,
      numberOfPlayersCheckedIn: 0,
      dueAtCourse: 0,
    });
  });

  it('says why slots cannot be cancelled', () => {
    const slots = [slot(1), slot(2, { cancelled: true }), slot(3, { checkedIn: true })];
    expect(cancelSlotsProblem([], slots)).toBe('empty');
    expect(cancelSlotsProblem([1, 1], slots)).toBe('duplicate');
    expect(cancelSlotsProblem([4], slots)).toBe('unknown');
    expect(cancelSlotsProblem([2], slots)).toBe('cancelled');
    expect(cancelSlotsProblem([3], slots)).toBe('checked-in');
    expect(cancelSlotsProblem([1], slots)).toBeNull();
  });
});
