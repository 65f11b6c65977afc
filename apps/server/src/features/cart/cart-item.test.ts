import { cartItemDetailsSchema } from '@fairway/contract/cart.contract';
import { CART_ITEM_TYPES } from '@fairway/domain/cart/cart-item-types';
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

/** The details of the other kinds, as the store (storeItemExtra) and the cart (a featured product) write them. */
const storeDetails = {
  membership: {
    membershipId: 3,
    name: 'Gold',
    paymentPlan: { price: 120000, initiationFee: 5000, frequencyType: 'monthly', termMonths: 12, renews: true },
  },
  'gift-certificate': {
    value: 5000,
    deliveryDate: '2026-07-20',
    recipientName: 'Sam',
    recipientEmail: 'sam@example.com',
    giftMessage: '',
  },
  'featured-product': { productId: 4, name: 'Sleeve of balls', price: 1200, quantity: 2, categoryId: 2 },
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

  it("keeps every field of a store or product item's details as stored", () => {
    for (const [type, stored] of Object.entries(storeDetails)) {
      const item = toCartItem(row(type as CartItemRow['type'], structuredClone(stored)));
      expect(item).toMatchObject({ type });
      expect(item?.extra).toEqual(stored);
    }
  });

  it("answers null for a store or product item's details that do not parse", () => {
    expect(toCartItem(row('membership', { membershipId: 3 }))).toBeNull();
    expect(toCartItem(row('membership', [1, 2]))).toBeNull();
    expect(toCartItem(row('gift-certificate', { ...storeDetails['gift-certificate'], value: '50' }))).toBeNull();
    expect(toCartItem(row('gift-certificate', { value: 5000 }))).toBeNull();
    expect(toCartItem(row('featured-product', null))).toBeNull();
    expect(
      toCartItem(row('featured-product', { ...storeDetails['featured-product'], quantity: undefined })),
    ).toBeNull();
  });

  it("reads each type with its own shape (a tee time's details are no gift certificate)", () => {
    expect(toCartItem(row('gift-certificate', details))).toBeNull();
    expect(toCartItem(row('tee-time', storeDetails.membership))).toBeNull();
  });
});

describe('cartItemDetailsSchema', () => {
  it('has one shape of details for every item type (a type without one would never be read)', () => {
    const typed = cartItemDetailsSchema.options.map((option) => option.shape.type.value);
    expect([...typed].sort()).toEqual([...CART_ITEM_TYPES].sort());
  });
});

describe('toCartItems', () => {
  it('leaves out the items that do not parse and keeps the order of the rest', () => {
    const items = toCartItems([
      row('tee-time', details, 'a'),
      row('tee-time', { teetime: 42 }, 'b'),
      row('gift-certificate', storeDetails['gift-certificate'], 'c'),
      row('featured-product', {}, 'd'),
      row('membership', storeDetails.membership, 'e'),
    ]);
    expect(items.map((item) => item.id)).toEqual(['a', 'c', 'e']);
  });
});
