import { describe, expect, it } from 'vitest';
import type { CartItemRow } from '../../db/schema/cart.ts';
import { isTeeTimeItem, toCartItem, toCartItems } from './cart-item.ts';

const at = new Date('2026-07-10T12:00:00Z');

/** A tee-time item's details as buildTeeTimeExtra writes them. */
const details = {
  teetime: '2026-07-13T08:00',
  players: 2,
  groupSize: 4,
  price: 5000,
  standardPrice: 5500,
  transportation: 'Cart',
  rate: {
    holes: 18,
    rateId: 7,
    rateSetId: 3,
    name: 'Prime',
    transactionFees: 150,
    transportation: 'Cart',
    isSimulator: false,
    duration: null,
    allowedPlayers: [1, 2, 3, 4],
    membersOnly: false,
  },
  rates: [{ index: 0, price: 5000, transactionFees: 150, isPrimary: true, players: 2 }],
  slots: [
    { id: 's1', name: null, rateIndex: 0, customerId: null, isPrimary: true },
    { id: 's2', name: 'Sam', rateIndex: 0, customerId: null, isPrimary: false },
  ],
  productLineups: [{ id: 4, name: 'Range balls', price: 800, quantity: 1, clientId: 'c1', categoryId: 1 }],
  lockedSlots: 0,
  lockExpiresAt: null,
  termsAndConditions: null,
  teetimeNotes: null,
  reservationId: null,
  reservationStatusId: null,
  holdExpiresAt: '2026-07-10T12:30:00.000Z',
};

function row(type: CartItemRow['type'], extra: unknown, id = 'item-1'): CartItemRow {
  return {
    id,
    cartId: 'cart-1',
    parentId: null,
    type,
    facilityId: 1,
    invoiceId: null,
    promotionCode: null,
    extra,
    position: 1,
    createdAt: at,
    updatedAt: at,
  };
}

describe('toCartItem', () => {
  it("keeps every field of a tee-time item's details as stored (the cart answers them unchanged)", () => {
    const item = toCartItem(row('tee-time', structuredClone(details)));
    expect(item).toMatchObject({ id: 'item-1', type: 'tee-time' });
    expect(item?.extra).toEqual(details);
  });

  it('reads items stored before membersOnly and holdExpiresAt were', () => {
    const { holdExpiresAt: _hold, ...older } = { ...details, rate: { ...details.rate, membersOnly: undefined } };
    const item = toCartItem(row('tee-time', older));
    expect(item && isTeeTimeItem(item) ? item.extra.holdExpiresAt : 'unread').toBeUndefined();
  });

  it('answers null for tee-time details that do not parse', () => {
    expect(toCartItem(row('tee-time', null))).toBeNull();
    expect(toCartItem(row('tee-time', 'not an object'))).toBeNull();
    expect(toCartItem(row('tee-time', { ...details, players: '2' }))).toBeNull();
    expect(toCartItem(row('tee-time', { ...details, rate: undefined }))).toBeNull();
  });

  it("leaves other items' details to their own area, as an object", () => {
    expect(toCartItem(row('gift-certificate', { value: 5000 }))?.extra).toEqual({ value: 5000 });
    expect(toCartItem(row('featured-product', null))?.extra).toEqual({});
    expect(toCartItem(row('membership', [1, 2]))?.extra).toEqual({});
  });
});

describe('toCartItems', () => {
  it('leaves out the tee-time items that do not parse and keeps the order of the rest', () => {
    const items = toCartItems([
      row('tee-time', details, 'a'),
      row('tee-time', { teetime: 42 }, 'b'),
      row('gift-certificate', { value: 1 }, 'c'),
    ]);
    expect(items.map((item) => item.id)).toEqual(['a', 'c']);
  });
});
