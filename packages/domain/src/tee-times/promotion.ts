/** Promotion types (SPEC §9); `none` never changes a price. */
export const PROMOTION_TYPES = ['none', 'fixed', 'amount', 'percent'] as const;
type PromotionType = (typeof PROMOTION_TYPES)[number];

/** A promotion as an operator defines it. */
export interface PromotionDefinition {
  code: string;
  type: PromotionType;
  /** fixed: the price in cents; amount: cents off; percent: percent off (0–100). */
  value: number;
  allowedPlayers: readonly number[];
  promotionTemplateId: number;
}

/** A promotion applied to one rate (SPEC §3 Rate.promotion). */
export interface RatePromotion {
  code: string;
  /** Cents off the cart price. */
  discount: number;
  greenFeeCart: number;
  greenFeeWalking: number;
  allowedPlayers: number[];
  promotionTemplateId: number;
}

/** The promoted price of one green fee, in cents, never below 0 nor above the standard price. */
export function promotedPrice(standardCents: number, promotion: Pick<PromotionDefinition, 'type' | 'value'>): number {
  switch (promotion.type) {
    case 'fixed':
      return Math.min(standardCents, Math.max(0, Math.round(promotion.value)));
    case 'amount':
      return Math.max(0, standardCents - Math.round(promotion.value));
    case 'percent':
      return Math.max(0, Math.round((standardCents * (100 - Math.min(100, Math.max(0, promotion.value)))) / 100));
    case 'none':
      return standardCents;
  }
}

/**
 * The promotion on a rate, or null when it would not lower either price (no point showing it)
 * or none of its player counts is offered by the rate.
 */
export function applyPromotion(
  rate: { greenFeeCart: number; greenFeeWalking: number; allowedPlayers: readonly number[] },
  promotion: PromotionDefinition,
): RatePromotion | null {
  const greenFeeCart = promotedPrice(rate.greenFeeCart, promotion);
  const greenFeeWalking = promotedPrice(rate.greenFeeWalking, promotion);
  const allowedPlayers = promotion.allowedPlayers.filter((count) => rate.allowedPlayers.includes(count));
  if (allowedPlayers.length === 0) return null;
  if (greenFeeCart >= rate.greenFeeCart && greenFeeWalking >= rate.greenFeeWalking) return null;
  return {
    code: promotion.code,
    discount: rate.greenFeeCart - greenFeeCart,
    greenFeeCart,
    greenFeeWalking,
    allowedPlayers,
    promotionTemplateId: promotion.promotionTemplateId,
  };
}

/** What a golfer pays per player for a rate, and whether the promotion code still applies. */
export interface PlayerPrice {
  /** Cents per player. */
  price: number;
  promotionCode: string | null;
}

/**
 * The per-player price for a chosen player count and transportation (SPEC §5 promotion
 * allowed-player rule): the promoted price when the promotion allows that many players;
 * otherwise the standard price, and the code is dropped.
 */
export function priceForPlayers(
  rate: { greenFeeCart: number; greenFeeWalking: number; promotion: RatePromotion | null },
  players: number,
  transportation: 'Cart' | 'Walking',
): PlayerPrice {
  const standard = transportation === 'Cart' ? rate.greenFeeCart : rate.greenFeeWalking;
  const promotion = rate.promotion;
  if (!promotion || !promotion.allowedPlayers.includes(players)) return { price: standard, promotionCode: null };
  return {
    price: transportation === 'Cart' ? promotion.greenFeeCart : promotion.greenFeeWalking,
    promotionCode: promotion.code,
  };
}

/** Whether a promotion can be used on a local date (inclusive bounds; null = open). */
export function isPromotionActive(validFrom: string | null, validTo: string | null, localDate: string): boolean {
  return (validFrom === null || validFrom <= localDate) && (validTo === null || localDate <= validTo);
}

/** Promotion codes compare without case or surrounding spaces. */
export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}
