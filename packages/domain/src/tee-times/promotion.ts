import { isoWeekday } from './rate-bands.ts';

/** Promotion types (SPEC §9); `none` never changes a price. */
export const PROMOTION_TYPES = ['none', 'fixed', 'amount', 'percent'] as const;
type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * Where a promotion may be used, beyond its dates and party sizes: every limit must hold, and an
 * empty list (or no window) leaves that limit open. Weekdays and the window read the tee time's
 * own wall clock, which is the course's (facility-local) time.
 */
export interface PromotionLimits {
  /** Courses (facility ids). */
  facilityIds: readonly number[];
  /** Rates (rate ids; a rate belongs to one course, so the same name on two courses is two ids). */
  rateIds: readonly number[];
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  /** Local start minutes after midnight, start inclusive and end exclusive (as a rate's band); null: all day. */
  window: { startMinute: number; endMinute: number } | null;
}

/** A promotion usable on every course, rate, day and time. */
export const NO_PROMOTION_LIMITS: PromotionLimits = { facilityIds: [], rateIds: [], weekdays: [], window: null };

/** A promotion as an operator defines it. */
export interface PromotionDefinition {
  code: string;
  type: PromotionType;
  /** fixed: the price in cents; amount: cents off; percent: percent off (0–100). */
  value: number;
  allowedPlayers: readonly number[];
  promotionTemplateId: number;
  limits: PromotionLimits;
}

/** One rate of one tee time, as a promotion's limits see it. */
export interface PromotionTarget {
  facilityId: number;
  rateId: number;
  /** The course's local tee time `YYYY-MM-DDTHH:mm`. */
  teeTime: string;
}

/** Whether a promotion's course and weekday limits let it apply on a course's local date (rates and times aside). */
export function promotionAppliesOnDay(
  promotion: { limits: PromotionLimits },
  facilityId: number,
  localDate: string,
): boolean {
  const { facilityIds, weekdays } = promotion.limits;
  return (
    (facilityIds.length === 0 || facilityIds.includes(facilityId)) &&
    (weekdays.length === 0 || weekdays.includes(isoWeekday(localDate)))
  );
}

/**
 * Whether a promotion may price this rate of this tee time: the one rule the search, the rate
 * invoice and the cart (and so checkout, which charges what the cart item holds) apply through
 * applyPromotion. Search calls it for every rate of every tee time: it must stay cheap.
 */
export function promotionAppliesTo(promotion: { limits: PromotionLimits }, target: PromotionTarget): boolean {
  const { rateIds, window } = promotion.limits;
  if (rateIds.length > 0 && !rateIds.includes(target.rateId)) return false;
  if (window) {
    const minute = Number(target.teeTime.slice(11, 13)) * 60 + Number(target.teeTime.slice(14, 16));
    if (minute < window.startMinute || minute >= window.endMinute) return false;
  }
  return promotionAppliesOnDay(promotion, target.facilityId, target.teeTime);
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
 * The promotion on a rate of a tee time, or null when its limits leave that rate or tee time
 * out, it would not lower either price (no point showing it) or none of its player counts is
 * offered by the rate.
 */
export function applyPromotion(
  rate: { greenFeeCart: number; greenFeeWalking: number; allowedPlayers: readonly number[] },
  promotion: PromotionDefinition,
  target: PromotionTarget,
): RatePromotion | null {
  if (!promotionAppliesTo(promotion, target)) return null;
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
