import { type ItemRate, teeTimeItemPrice } from '../cart/item-price.ts';
import type { PromotionDefinition, PromotionTarget } from '../tee-times/promotion.ts';

// The green fees of a booking staff take at the counter or on the phone: the rate's price for the
// party with the promotion applied exactly as the golfers' cart applies it (so a code gives the
// caller what it gives online), or the price a manager sets instead.

/** The green fees of a phone or walk-in booking, in cents, for the whole party. */
export interface PhoneBookingPrice {
  /** At the rate's price, without a promotion. */
  standardGreenFees: number;
  /** As the golfers' cart prices them: with the promotion where it applies, else the standard price. */
  pricedGreenFees: number;
  /** What the booking charges: the priced fees, or the override. */
  greenFees: number;
  /** The code priced in; null when none was given or it does not apply to this rate, time and party. */
  promotionCode: string | null;
  /** What the promotion took off (checkout's record of a code's use: (standard − promoted) × players). */
  promotionDiscount: number;
  /** Staff set the price (`greenFees` is theirs). */
  overridden: boolean;
}

/**
 * Prices the party with `teeTimeItemPrice`, the cart's (and so checkout's) function, then puts
 * staff's override in place of the result when there is one. The promotion is null when no code
 * was given, or it is unknown, switched off, used up or out of its dates.
 */
export function phoneBookingPrice(input: {
  rate: ItemRate;
  promotion: PromotionDefinition | null;
  target: PromotionTarget;
  players: number;
  transportation: 'Cart' | 'Walking';
  overrideGreenFees: number | null;
}): PhoneBookingPrice {
  const item = teeTimeItemPrice(input.rate, input.promotion, input.target, input.players, input.transportation);
  const standardGreenFees = item.standardPrice * input.players;
  const pricedGreenFees = item.price * input.players;
  const overridden = input.overrideGreenFees !== null;
  return {
    standardGreenFees,
    pricedGreenFees,
    greenFees: input.overrideGreenFees ?? pricedGreenFees,
    // An override replaces the promotion: the booking does not use up one of the code's uses.
    promotionCode: overridden ? null : item.promotionCode,
    promotionDiscount: overridden || item.promotionCode === null ? 0 : standardGreenFees - pricedGreenFees,
    overridden,
  };
}
