/** Cart item types (SPEC §3): a tee time, a membership, a gift certificate, a featured product. */
export const CART_ITEM_TYPES = ['tee-time', 'membership', 'gift-certificate', 'featured-product'] as const;

/** Cart item events (SPEC §4). */
export const CART_ITEM_EVENTS = ['added', 'updated', 'deleted', 'checkedOut', 'failed', 'completed'] as const;
export type CartItemEvent = (typeof CART_ITEM_EVENTS)[number];
