import { describe, expect, it } from 'vitest';
import { heldItems, heldPlayers, isHoldLapsed, isLapsedItem } from './item-hold.ts';

const NOW = Date.parse('2026-07-10T12:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('what a tee-time item still holds', () => {
  it('counts the players its own hold carries until it lapses', () => {
    const item = { players: 3, lockedSlots: 0, lockExpiresAt: null, holdExpiresAt: at(30) };
    expect(heldPlayers(item, NOW)).toBe(3);
    expect(isHoldLapsed(item, NOW)).toBe(false);
    expect(heldPlayers(item, NOW + 30 * 60_000)).toBe(0);
    expect(isHoldLapsed(item, NOW + 30 * 60_000)).toBe(true);
  });

  it('lapses an alert offer with its lock, even while the item’s own (empty) hold lives', () => {
    const offer = { players: 2, lockedSlots: 2, lockExpiresAt: at(10), holdExpiresAt: at(30) };
    expect(isHoldLapsed(offer, NOW + 9 * 60_000)).toBe(false);
    expect(heldPlayers(offer, NOW + 11 * 60_000)).toBe(0);
    expect(isHoldLapsed(offer, NOW + 11 * 60_000)).toBe(true);
  });

  it('lapses a party part of which was held by a lock that lapsed', () => {
    const item = { players: 4, lockedSlots: 2, lockExpiresAt: at(5), holdExpiresAt: at(30) };
    expect(heldPlayers(item, NOW + 6 * 60_000)).toBe(2);
    expect(isHoldLapsed(item, NOW + 6 * 60_000)).toBe(true);
  });

  it('takes an item stored without its hold expiry as held', () => {
    expect(isHoldLapsed({ players: 2 }, NOW)).toBe(false);
  });

  it('leaves lapsed tee times and their children out of what a payment charges', () => {
    const items = [
      {
        id: 'lapsed',
        type: 'tee-time',
        parentId: null,
        extra: { players: 2, lockedSlots: 2, lockExpiresAt: at(-1), holdExpiresAt: at(20) },
      },
      { id: 'balls', type: 'featured-product', parentId: 'lapsed', extra: { productId: 1, quantity: 1 } },
      {
        id: 'held',
        type: 'tee-time',
        parentId: null,
        extra: { players: 2, lockedSlots: 0, lockExpiresAt: null, holdExpiresAt: at(20) },
      },
      { id: 'clubs', type: 'featured-product', parentId: 'held', extra: { productId: 2, quantity: 1 } },
      { id: 'gift', type: 'gift-certificate', parentId: null, extra: { value: 5000 } },
    ];
    expect(isLapsedItem(items[0]!, NOW)).toBe(true);
    expect(isLapsedItem(items[4]!, NOW)).toBe(false);
    expect(heldItems(items, NOW).map((item) => item.id)).toEqual(['held', 'clubs', 'gift']);
  });
});
