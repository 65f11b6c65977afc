import { describe, expect, it } from 'vitest';
import { canSell, firstShortProduct, productsOfItem, productsWanted, sumByProduct } from './product-stock.ts';

const teeTime = (id: string, lineups: { id: number; quantity: number }[]) => ({
  id,
  type: 'tee-time',
  parentId: null,
  extra: { productLineups: lineups },
});
const featured = (id: string, parentId: string | null, productId: number, quantity?: number) => ({
  id,
  type: 'featured-product',
  parentId,
  extra: { productId, ...(quantity === undefined ? {} : { quantity }) },
});

describe('what a cart takes from product stock', () => {
  it('counts a tee time’s add-on lines and featured products, one entry per product in product order', () => {
    const items = [
      teeTime('t1', [
        { id: 9, quantity: 2 },
        { id: 4, quantity: 2 },
      ]),
      featured('f1', 't1', 4, 3),
      featured('f2', 't1', 7),
      teeTime('t2', [{ id: 9, quantity: 1 }]),
    ];
    expect(productsWanted(items)).toEqual([
      { productId: 4, quantity: 5, cartItemId: 't1' },
      { productId: 7, quantity: 1, cartItemId: 'f2' },
      { productId: 9, quantity: 3, cartItemId: 't1' },
    ]);
  });

  it('ignores lines without a product or a quantity, and other item types', () => {
    expect(productsOfItem(teeTime('t', [{ id: 3, quantity: 0 }]))).toEqual([]);
    expect(productsOfItem({ id: 'm', type: 'membership', parentId: null, extra: { productId: 3 } })).toEqual([]);
    expect(
      sumByProduct([
        { productId: 2, quantity: 1 },
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 3 },
      ]),
    ).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 4 },
    ]);
  });

  it('sells an unlimited product always, a counted one while its inventory covers it, one off sale never', () => {
    expect(canSell({ inventory: null, isUnlimited: true, isActive: true }, 500)).toBe(true);
    expect(canSell({ inventory: 2, isUnlimited: false, isActive: true }, 2)).toBe(true);
    expect(canSell({ inventory: 1, isUnlimited: false, isActive: true }, 2)).toBe(false);
    expect(canSell({ inventory: 9, isUnlimited: false, isActive: false }, 1)).toBe(false);
    expect(canSell(undefined, 1)).toBe(false);
    const stock = new Map([
      [1, { inventory: 6, isUnlimited: false, isActive: true }],
      [2, { inventory: 1, isUnlimited: false, isActive: true }],
    ]);
    expect(
      firstShortProduct(
        [
          { productId: 1, quantity: 2, cartItemId: 'a' },
          { productId: 2, quantity: 2, cartItemId: 'b' },
        ],
        stock,
      ),
    ).toEqual({ productId: 2, quantity: 2, cartItemId: 'b' });
  });
});
