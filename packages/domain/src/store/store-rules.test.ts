import { describe, expect, it } from 'vitest';
import { isAllowedGiftValue, membershipItemExtra, type MembershipPlan } from './catalogue-pricing.ts';
import {
  formatGiftCode,
  giftCodeFromBytes,
  normalizeGiftCode,
  redeemableAmount,
  restore,
  spend,
} from './gift-balance.ts';
import { holdsPlan, statusAfterFailedCharge } from './membership-status.ts';
import { instalmentCount, instalmentDate, instalmentDueAt, termEndDate } from './payment-frequency.ts';
import { GIFT_DELIVERY_HORIZON_DAYS, giftDeliveryDateProblem, lastGiftDeliveryDate } from './gift-delivery-date.ts';

const plan: MembershipPlan = {
  id: 7,
  facilityId: 1,
  name: 'Gold',
  price: 12_000,
  initiationFee: 25_000,
  frequencyType: 'monthly',
  termMonths: 12,
  renews: true,
  isActive: true,
};

describe('catalogue pricing', () => {
  it('fills the item from the plan, whatever a client would send', () => {
    expect(membershipItemExtra(plan)).toEqual({
      membershipId: 7,
      name: 'Gold',
      paymentPlan: { price: 12_000, initiationFee: 25_000, frequencyType: 'monthly', termMonths: 12, renews: true },
    });
  });
  it('accepts a fixed amount or a custom amount inside the bounds only', () => {
    const options = { facilityId: 1, amounts: [2_500, 5_000], customMin: 1_000, customMax: 50_000 };
    expect(isAllowedGiftValue(options, 2_500)).toBe(true);
    expect(isAllowedGiftValue(options, 1_000)).toBe(true);
    expect(isAllowedGiftValue(options, 50_000)).toBe(true);
    expect(isAllowedGiftValue(options, 999)).toBe(false);
    expect(isAllowedGiftValue(options, 50_001)).toBe(false);
    expect(isAllowedGiftValue(options, -2_500)).toBe(false);
    expect(isAllowedGiftValue(options, 1_000.5)).toBe(false);
    expect(isAllowedGiftValue({ ...options, customMin: null, customMax: null }, 3_000)).toBe(false);
  });
});

describe('instalment dates', () => {
  it('counts from the start so month ends never drift', () => {
    expect([0, 1, 2, 3].map((n) => instalmentDate('2026-01-31', 'monthly', n))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(instalmentDate('2027-11-30', 'quarterly', 1)).toBe('2028-02-29');
    expect(instalmentDate('2026-12-31', 'bimonthly', 1)).toBe('2027-02-28');
    expect(instalmentDate('2024-02-29', 'annually', 1)).toBe('2025-02-28');
    expect(instalmentDate('2026-03-05', 'biweekly', 2)).toBe('2026-04-02');
    expect(instalmentDate('2026-03-05', 'onetime', 1)).toBeNull();
  });
  it('falls due at local midnight of the facility across DST changes', () => {
    // Toronto springs forward on 2026-03-08: the weekly instalment is still due at 00:00 local.
    expect(instalmentDueAt('2026-03-01', 'weekly', 1, 'America/Toronto')?.toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(instalmentDueAt('2026-03-01', 'weekly', 2, 'America/Toronto')?.toISOString()).toBe(
      '2026-03-15T04:00:00.000Z',
    );
    expect(instalmentDueAt('2026-10-25', 'monthly', 1, 'Europe/Paris')?.toISOString()).toBe('2026-11-24T23:00:00.000Z');
  });
  it('knows the number of instalments and the end of the term', () => {
    expect(instalmentCount('monthly', 12)).toBe(12);
    expect(instalmentCount('quarterly', 12)).toBe(4);
    expect(instalmentCount('onetime', 12)).toBe(1);
    expect(instalmentCount('monthly', null)).toBeNull();
    expect(instalmentCount('weekly', 1)).toBe(5);
    expect(termEndDate('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('membership status', () => {
  it('holds a plan while active or past due', () => {
    expect(holdsPlan('active')).toBe(true);
    expect(holdsPlan('past_due')).toBe(true);
    expect(holdsPlan('cancelled')).toBe(false);
  });
  it('retries a failed charge, then goes past due', () => {
    expect(statusAfterFailedCharge(1)).toEqual({ status: 'active', retry: true });
    expect(statusAfterFailedCharge(3)).toEqual({ status: 'past_due', retry: false });
  });
});

describe('gift-certificate balance', () => {
  it('pays at most the balance and at most what is due', () => {
    expect(redeemableAmount(5_000, 3_000)).toBe(3_000);
    expect(redeemableAmount(5_000, 8_000)).toBe(5_000);
    expect(redeemableAmount(5_000, 8_000, 1_000)).toBe(1_000);
    expect(redeemableAmount(0, 8_000)).toBe(0);
    expect(redeemableAmount(5_000, 8_000, -5)).toBe(0);
  });
  it('never goes below zero and a refund never exceeds the value', () => {
    expect(spend(5_000, 5_000)).toBe(0);
    expect(() => spend(5_000, 5_001)).toThrow(RangeError);
    expect(() => spend(5_000, -1)).toThrow(RangeError);
    expect(restore(0, 3_000, 5_000)).toBe(3_000);
    expect(restore(4_000, 3_000, 5_000)).toBe(5_000);
  });
  it('normalizes typed codes and rejects look-alikes', () => {
    const code = giftCodeFromBytes(new Uint8Array(16).map((_, i) => i * 17));
    expect(code).toHaveLength(16);
    expect(normalizeGiftCode(formatGiftCode(code).toLowerCase())).toBe(code);
    expect(normalizeGiftCode('O000-1111-IIII-LLLL')).toBeNull();
    expect(normalizeGiftCode('ABCD')).toBeNull();
  });
});

describe('giftDeliveryDateProblem', () => {
  it('takes today up to a year ahead and refuses the rest', () => {
    expect(GIFT_DELIVERY_HORIZON_DAYS).toBe(365);
    expect(giftDeliveryDateProblem('2026-12-02', '2026-12-02')).toBeNull();
    expect(giftDeliveryDateProblem('2027-12-02', '2026-12-02')).toBeNull();
    expect(giftDeliveryDateProblem('2026-12-01', '2026-12-02')).toBe('past');
    expect(giftDeliveryDateProblem('2027-12-03', '2026-12-02')).toBe('too-far');
    expect(giftDeliveryDateProblem('9999-12-31', '2026-12-02')).toBe('too-far');
    expect(lastGiftDeliveryDate('2028-02-29')).toBe('2029-02-28');
  });
});
