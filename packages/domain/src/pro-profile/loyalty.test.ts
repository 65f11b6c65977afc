import { describe, expect, it } from 'vitest';
import { creditBookBalance } from './credit-books.ts';
import { BOOKING_BONUS_POINTS, loyaltyTier, pointsFor } from './loyalty.ts';
import { proSectionEnabled, visibleProSections } from './pro-sections.ts';

describe('loyalty points', () => {
  it('earns a point per whole unit spent, and a bonus per booking', () => {
    expect(pointsFor({ kind: 'purchase', amount: 4_599 })).toBe(45);
    expect(pointsFor({ kind: 'booking', amount: 8_900 })).toBe(89 + BOOKING_BONUS_POINTS);
    expect(pointsFor({ kind: 'purchase', amount: -500 })).toBe(0);
  });

  it('reaches tiers', () => {
    expect(loyaltyTier(0)).toEqual({ tier: 'bronze', toNext: 1_000 });
    expect(loyaltyTier(2_499)).toEqual({ tier: 'silver', toNext: 1 });
    expect(loyaltyTier(9_000)).toEqual({ tier: 'platinum', toNext: null });
  });
});

describe('credit books', () => {
  it('counts what is used and what remains', () => {
    expect(creditBookBalance({ kind: 'rounds', total: 10, uses: [{ quantity: 1 }, { quantity: 2 }] })).toEqual({
      used: 3,
      remaining: 7,
    });
    expect(creditBookBalance({ kind: 'amount', total: 500, uses: [{ quantity: 600 }] })).toEqual({
      used: 600,
      remaining: 0,
    });
  });
});

describe('pro sections', () => {
  const on = { memberships: true, loyalty: true, creditBooks: true, billing: true, orders: true, statements: true };
  it('shows nothing while the pro profile is off, and hides a section whose flag is off', () => {
    expect(visibleProSections({ enabled: false, tabDisplay: on })).toEqual([]);
    expect(visibleProSections({ enabled: true, tabDisplay: { ...on, loyalty: false } })).not.toContain('loyalty');
    expect(proSectionEnabled({ enabled: true, tabDisplay: { ...on, creditBooks: false } }, 'credit-books')).toBe(false);
    expect(proSectionEnabled({ enabled: true, tabDisplay: { ...on, billing: false } }, 'profile')).toBe(true);
  });
});
