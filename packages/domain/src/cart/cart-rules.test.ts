import { describe, expect, it } from 'vitest';
import { adjacentTeeTimes, qualifiesAsAdjacent } from './adjacent-times.ts';
import { capacityMessage, checkCapacity, isValidPartySize } from './capacity.ts';
import { canAddTopLevelItem, DEFAULT_CART_ITEMS_LIMIT } from './cart-limits.ts';
import { isPartyAllowed } from './item-players.ts';
import {
  applyLineupChange,
  clampQuantity,
  effectiveInventory,
  NO_CHANGES_MESSAGE,
  type ProductLineupEntry,
} from './product-lineups.ts';
import { isLockEligible } from './lock-eligibility.ts';
import { splitLockedRate } from './tee-time-lock.ts';

describe('capacity', () => {
  it('uses the spec words', () => {
    expect(capacityMessage(0)).toBe('Tee Time is locked');
    expect(capacityMessage(1)).toBe('Only 1 slot is available for this Tee Time');
    expect(capacityMessage(3)).toBe('Only 3 slots are available for this Tee Time');
  });
  it('counts booked players and held slots', () => {
    expect(checkCapacity({ bookedPlayers: 1, heldSlots: 1, requestedPlayers: 2 })).toBeNull();
    expect(checkCapacity({ bookedPlayers: 1, heldSlots: 1, requestedPlayers: 3 })).toEqual({
      remaining: 2,
      message: 'Only 2 slots are available for this Tee Time',
    });
    expect(checkCapacity({ bookedPlayers: 4, heldSlots: 0, requestedPlayers: 1 })?.message).toBe('Tee Time is locked');
    expect(checkCapacity({ bookedPlayers: 2, heldSlots: 3, requestedPlayers: 1 })?.remaining).toBe(0);
  });
  it('skips simulator rates', () => {
    expect(checkCapacity({ bookedPlayers: 4, heldSlots: 4, requestedPlayers: 6, isSimulator: true })).toBeNull();
  });
  it('validates party sizes', () => {
    expect(isValidPartySize(0)).toBe(false);
    expect(isValidPartySize(4)).toBe(true);
    expect(isValidPartySize(5)).toBe(false);
    expect(isValidPartySize(6, true)).toBe(true);
    expect(isValidPartySize(1.5)).toBe(false);
    expect(isValidPartySize(7, true)).toBe(false);
    expect(isValidPartySize(4, true, 3)).toBe(false);
  });
  it('answers a combined taken figure (booked plus held) the way the booking re-check reads it', () => {
    expect(checkCapacity({ bookedPlayers: 2, heldSlots: 0, requestedPlayers: 2 })).toBeNull();
    expect(checkCapacity({ bookedPlayers: 3, heldSlots: 0, requestedPlayers: 2 })).toEqual({
      remaining: 1,
      message: 'Only 1 slot is available for this Tee Time',
    });
  });
});

describe('party allowed by rate and singles policy', () => {
  const base = { bookedPlayers: 0, heldSlots: 0, singlesMode: 'paired' as const, rateAllowedPlayers: [1, 2, 3, 4] };
  it('drops a single on an open foursome under paired', () => {
    expect(isPartyAllowed({ ...base, players: 1 })).toBe(false);
    expect(isPartyAllowed({ ...base, players: 1, heldSlots: 2 })).toBe(true);
    expect(isPartyAllowed({ ...base, players: 1, singlesMode: 'always' })).toBe(true);
    expect(isPartyAllowed({ ...base, players: 1, singlesMode: 'never', bookedPlayers: 2 })).toBe(false);
  });
  it('follows the rate', () => {
    expect(isPartyAllowed({ ...base, players: 3, rateAllowedPlayers: [2, 4] })).toBe(false);
    expect(isPartyAllowed({ ...base, players: 2, rateAllowedPlayers: [2, 4] })).toBe(true);
  });
  it('leaves capacity to the capacity check', () => {
    expect(isPartyAllowed({ ...base, players: 4, bookedPlayers: 2 })).toBe(true);
  });
});

describe('cart item limit', () => {
  it('refuses at the limit', () => {
    expect(canAddTopLevelItem(DEFAULT_CART_ITEMS_LIMIT - 1)).toBe(true);
    expect(canAddTopLevelItem(DEFAULT_CART_ITEMS_LIMIT)).toBe(false);
    expect(canAddTopLevelItem(2, 2)).toBe(false);
  });
});

describe('tee-time lock', () => {
  const now = new Date('2026-06-01T14:00:00Z'); // 10:00 in New York
  it('is eligible in the future within 2 hours, in the facility zone', () => {
    expect(isLockEligible('2026-06-01T10:30', 'America/New_York', now)).toBe(true);
    expect(isLockEligible('2026-06-01T12:00', 'America/New_York', now)).toBe(true);
    expect(isLockEligible('2026-06-01T12:01', 'America/New_York', now)).toBe(false);
    expect(isLockEligible('2026-06-01T10:00', 'America/New_York', now)).toBe(false);
    expect(isLockEligible('2026-06-01T09:30', 'America/New_York', now)).toBe(false);
    expect(isLockEligible('2026-06-01T15:00', 'America/New_York', now, 6)).toBe(true);
    expect(isLockEligible('garbage', 'America/New_York', now)).toBe(false);
  });
  it('splits the rate into a locked and a remaining portion', () => {
    expect(splitLockedRate(5000, 4, 2)).toEqual({
      lockedPlayers: 2,
      remainingPlayers: 2,
      lockedPrice: 10000,
      remainingPrice: 10000,
    });
    expect(splitLockedRate(5000, 3, 5)).toEqual({
      lockedPlayers: 3,
      remainingPlayers: 0,
      lockedPrice: 15000,
      remainingPrice: 0,
    });
    expect(splitLockedRate(5000, 6, 1).remainingPlayers).toBe(3);
  });
});

describe('product lineup change', () => {
  const balls: ProductLineupEntry = {
    id: 1,
    name: 'Range balls',
    price: 800,
    quantity: 2,
    clientId: 'a',
    categoryId: 1,
  };
  const limited = { inventory: 5, isUnlimited: false };
  const unlimited = { inventory: null, isUnlimited: true };
  it('adds a new line, falling back to 1 above inventory', () => {
    expect(applyLineupChange([], balls, limited)).toEqual({ changed: true, lineups: [balls] });
    expect(applyLineupChange([], { ...balls, quantity: 9 }, limited)).toEqual({
      changed: true,
      lineups: [{ ...balls, quantity: 1 }],
    });
  });
  it('changes the same client line and removes at quantity 0', () => {
    expect(applyLineupChange([balls], { ...balls, quantity: 3 }, limited)).toEqual({
      changed: true,
      lineups: [{ ...balls, quantity: 3 }],
    });
    expect(applyLineupChange([balls], { ...balls, quantity: 0 }, limited)).toEqual({ changed: true, lineups: [] });
  });
  it('resets the quantity to 1 when switching to a product with less inventory, unless unlimited', () => {
    const big = { ...balls, quantity: 8 };
    const clubs = { ...big, id: 3, categoryId: 3 as const, name: 'Rental clubs' };
    expect(applyLineupChange([big], clubs, { inventory: 4, isUnlimited: false })).toEqual({
      changed: true,
      lineups: [{ ...clubs, quantity: 1 }],
    });
    expect(applyLineupChange([big], clubs, unlimited)).toEqual({ changed: true, lineups: [clubs] });
  });
  it('reports "No changes detected..." when nothing changes', () => {
    expect(applyLineupChange([balls], balls, limited)).toEqual({ changed: false, message: NO_CHANGES_MESSAGE });
    expect(applyLineupChange([], { ...balls, quantity: 0 }, limited)).toEqual({
      changed: false,
      message: 'No changes detected...',
    });
  });
  it('treats unlimited inventory as 10000', () => {
    expect(effectiveInventory(unlimited)).toBe(10000);
    expect(clampQuantity(10001, unlimited)).toBe(1);
    expect(clampQuantity(9999, unlimited)).toBe(9999);
  });
});

describe('adjacent tee times', () => {
  const target = { courseId: 1, teetime: '2026-06-01T10:00', rateName: 'Twilight', players: 2 };
  const rates = [{ name: 'Twilight', allowedPlayers: [1, 2, 3, 4] }];
  it('qualifies by course, window, open slots and rate name with the party size', () => {
    expect(qualifiesAsAdjacent(target, { courseId: 1, teetime: '2026-06-01T10:30', bookedPlayers: 2, rates })).toBe(
      true,
    );
    expect(qualifiesAsAdjacent(target, { courseId: 2, teetime: '2026-06-01T10:10', bookedPlayers: 0, rates })).toBe(
      false,
    );
    expect(qualifiesAsAdjacent(target, { courseId: 1, teetime: '2026-06-01T10:40', bookedPlayers: 0, rates })).toBe(
      false,
    );
    expect(
      qualifiesAsAdjacent(target, {
        courseId: 1,
        teetime: '2026-06-01T09:50',
        bookedPlayers: 2,
        lockedSlots: 1,
        rates,
      }),
    ).toBe(false);
    expect(
      qualifiesAsAdjacent(target, {
        courseId: 1,
        teetime: '2026-06-01T09:50',
        bookedPlayers: 0,
        rates: [{ name: 'Other', allowedPlayers: [2] }],
      }),
    ).toBe(false);
    expect(
      qualifiesAsAdjacent(target, {
        courseId: 1,
        teetime: '2026-06-01T09:50',
        bookedPlayers: 0,
        rates: [{ name: 'Twilight', allowedPlayers: [4] }],
      }),
    ).toBe(false);
    expect(qualifiesAsAdjacent(target, { courseId: 1, teetime: '2026-06-01T10:50', bookedPlayers: 0, rates }, 60)).toBe(
      true,
    );
  });
  it('lists the qualifying times closest first', () => {
    const list = adjacentTeeTimes(target, [
      { courseId: 1, teetime: '2026-06-01T10:20', bookedPlayers: 0, rates },
      { courseId: 1, teetime: '2026-06-01T09:50', bookedPlayers: 0, rates },
      { courseId: 1, teetime: '2026-06-01T10:00', bookedPlayers: 0, rates },
    ]);
    expect(list.map((time) => time.teetime)).toEqual(['2026-06-01T09:50', '2026-06-01T10:20']);
  });
});
