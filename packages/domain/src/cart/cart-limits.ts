/** Default maximum of top-level items in one cart (partner slots and add-ons do not count). */
export const DEFAULT_CART_ITEMS_LIMIT = 10;

/** How long an anonymous cart and the slots its items hold live without a change (minutes). */
export const ANONYMOUS_CART_TTL_MINUTES = 30;

/** Whether one more top-level item may be added: the count must stay below the limit. */
export function canAddTopLevelItem(topLevelCount: number, limit = DEFAULT_CART_ITEMS_LIMIT): boolean {
  return topLevelCount < limit;
}

/**
 * The most events an item's trail keeps (the newest): the golfer's own client posts them, as often
 * as it likes, and every answer about the cart carries them.
 */
export const CART_ITEM_TRAIL_MAX = 50;
