import type { CartItem } from '@fairway/contract/cart.contract';

/**
 * The tee times a cart holds items for: the related-times modal compares them with nearby times, and
 * the search does not show one as booked up to the golfer whose cart took it. Kept apart from the
 * cart's formatting, which the search's first load does not need.
 */
export function teeTimesInCart(items: readonly CartItem[]): { facilityId: number | null; teetime: string }[] {
  return items
    .filter((item) => item.type === 'tee-time')
    .map((item) => ({ facilityId: item.facilityId, teetime: (item.extra as { teetime: string }).teetime }));
}
