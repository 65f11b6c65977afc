import { cartItemDetailsSchema, type CartItemDetails } from '@fairway/contract/cart.contract';
import type { CartItemRow } from '../../db/schema/cart.ts';

// A cart item's `extra` is a JSON column: its shape depends on the item's type. The repositories
// that read items parse it here once per row, through the contract's schema of that type, so the
// rest of the server reads typed details and never casts them.

type ItemColumns = Omit<CartItemRow, 'type' | 'extra'>;

/** A cart item as the repositories answer it: `type` says the shape of `extra` (SPEC §3). */
export type CartItem = ItemColumns & CartItemDetails;

/** A tee-time item with its details (SPEC §3 tee-time extra). */
export type TeeTimeCartItem = Extract<CartItem, { type: 'tee-time' }>;

/**
 * A stored row as a typed item, or null when its details do not parse for its type (a row
 * written by hand or by an older release): such an item is treated like a tee time whose hold
 * lapsed, left out of the cart, its invoice and its booking, rather than failing every request
 * of the cart (and a cart that cannot be read cannot have the item deleted either).
 */
export function toCartItem(row: CartItemRow): CartItem | null {
  const { type, extra, ...columns } = row;
  const parsed = cartItemDetailsSchema.safeParse({ type, extra });
  return parsed.success ? { ...columns, ...parsed.data } : null;
}

/** The readable items of these rows, in their order (see toCartItem). */
export function toCartItems(rows: readonly CartItemRow[]): CartItem[] {
  const items: CartItem[] = [];
  for (const row of rows) {
    const item = toCartItem(row);
    if (item) items.push(item);
  }
  return items;
}

/** Whether an item is a tee time (a type guard for `find` and `filter`). */
export function isTeeTimeItem(item: CartItem): item is TeeTimeCartItem {
  return item.type === 'tee-time';
}
