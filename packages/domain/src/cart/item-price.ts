import {
  applyPromotion,
  priceForPlayers,
  type PromotionDefinition,
  type PromotionTarget,
} from '../tee-times/promotion.ts';
import { splitLockedRate } from './tee-time-lock.ts';

/** The rate facts a tee-time item is priced from (cents). */
export interface ItemRate {
  greenFeeCart: number;
  greenFeeWalking: number;
  allowedPlayers: readonly number[];
}

/** A tee-time item's per-player price, the standard price it came from, and the code that still applies. */
export interface ItemPrice {
  /** What each player pays (cents). */
  price: number;
  /** The rate's price without the promotion (cents). */
  standardPrice: number;
  /** The promotion code kept on the item, or null when it does not apply (dropped). */
  promotionCode: string | null;
}

/**
 * Prices a tee-time item the way the search prices its rate (SPEC §5): the promotion applied
 * to the rate, used only when its limits cover the rate and tee time (`target`) and it allows the
 * party's player count; otherwise the standard price and the code is dropped. `promotion` is null
 * when no code was given or it is not valid.
 */
export function teeTimeItemPrice(
  rate: ItemRate,
  promotion: PromotionDefinition | null,
  target: PromotionTarget,
  players: number,
  transportation: 'Cart' | 'Walking',
): ItemPrice {
  const standardPrice = transportation === 'Cart' ? rate.greenFeeCart : rate.greenFeeWalking;
  const applied = promotion ? applyPromotion(rate, promotion, target) : null;
  const { price, promotionCode } = priceForPlayers({ ...rate, promotion: applied }, players, transportation);
  return { price, standardPrice, promotionCode };
}

/** One priced portion of a tee-time item (SPEC §3 rates: index, price, transactionFees, isPrimary). */
export interface ItemRatePortion {
  index: number;
  price: number;
  transactionFees: number;
  isPrimary: boolean;
  players: number;
}

/**
 * The item's priced portions: one for the whole party, or, when some of its slots are locked,
 * the locked players' portion first and the remaining players' portion (SPEC §4).
 */
export function itemRatePortions(
  pricePerPlayer: number,
  players: number,
  lockedSlots: number,
  transactionFees: number,
): ItemRatePortion[] {
  const split = splitLockedRate(pricePerPlayer, players, lockedSlots);
  if (split.lockedPlayers > 0 && split.remainingPlayers > 0) {
    return [
      { index: 0, price: split.lockedPrice, transactionFees, isPrimary: true, players: split.lockedPlayers },
      { index: 1, price: split.remainingPrice, transactionFees, isPrimary: false, players: split.remainingPlayers },
    ];
  }
  return [{ index: 0, price: pricePerPlayer * players, transactionFees, isPrimary: true, players }];
}
