import { teeTimeItemExtraSchema, type TeeTimeItemExtra } from '@fairway/contract/cart.contract';
import type { CartItemRow } from '../../db/schema/cart.ts';

// A cart item's `extra` is a JSON column: its shape depends on the item's type. The repositories
// that read items parse it here once per row, so the rest of the server reads typed details.

type ItemColumns = Omit<CartItemRow, 'type' | 'extra'>;

/** A tee-time item with its details (SPEC §3 tee-time extra). */
export type TeeTimeCartItem = ItemColumns & { type: 'tee-time'; extra: TeeTimeItemExtra };

/** A membership, gift certificate or featured product item: its details as an object of the store's or product's shape. */
type OtherCartItem = ItemColumns & { type: Exclude<CartItemRow['type'], 'tee-time'>; extra: Record<string, unknown> };

/** A cart item as the repositories answer it: `type` says the shape of `extra`. */
export type CartItem = TeeTimeCartItem | OtherCartItem;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored row as a typed item, or null when a tee-time item's details do not parse (a row
 * written by hand or by an older release): such an item is treated like one whose hold lapsed,
 * left out of the cart, its invoice and its booking, rather than failing every request of the
 * cart. Other items' details are checked by the store and product code that prices them.
 */
export function toCartItem(row: CartItemRow): CartItem | null {
  const { type, extra, ...columns } = row;
  if (type === 'tee-time') {
    const parsed = teeTimeItemExtraSchema.safeParse(extra);
    return parsed.success ? { ...columns, type, extra: parsed.data } : null;
  }
  return { ...columns, type, extra: isObject(extra) ? extra : {} };
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
