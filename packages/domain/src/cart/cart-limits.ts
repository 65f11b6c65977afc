/** Default maximum of top-level items in one cart (partner slots and add-ons do not count). */
export const DEFAULT_CART_ITEMS_LIMIT = 10;

/** The spec's words when the limit is reached (SPEC §5). */
export const CART_ITEMS_LIMIT_MESSAGE = 'Cart items limit exceeded.';

/** The spec's words for a tee time added twice (SPEC §8, a 409). */
export const TEE_TIME_ALREADY_IN_CART_MESSAGE = 'This Tee Time is already in the cart';

/** Default text of an item's processing failure (SPEC §4). */
export const FAILED_TO_PROCESS_ITEM_MESSAGE = 'Failed to process cart item';

/** How long an anonymous cart and the slots its items hold live without a change (minutes). */
export const ANONYMOUS_CART_TTL_MINUTES = 30;

/** Whether one more top-level item may be added: the count must stay below the limit. */
export function canAddTopLevelItem(topLevelCount: number, limit = DEFAULT_CART_ITEMS_LIMIT): boolean {
  return topLevelCount < limit;
}
