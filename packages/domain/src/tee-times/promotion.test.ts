import { describe, expect, it } from 'vitest';
import {
  applyPromotion,
  isPromotionActive,
  NO_PROMOTION_LIMITS,
  normalizePromotionCode,
  priceForPlayers,
  promotedPrice,
  promotionAppliesOnDay,
  promotionAppliesTo,
  type PromotionDefinition,
  type PromotionLimits,
} from './promotion.ts';

const RATE = { greenFeeCart: 8900, greenFeeWalking: 6900, allowedPlayers: [1, 2, 3, 4] };
const promo = (
  type: PromotionDefinition['type'],
  value: number,
  allowedPlayers = [1, 2, 3, 4],
): PromotionDefinition => ({
  code: 'SPRING10',
  type,
  value,
  allowedPlayers,
  promotionTemplateId: 7,
  limits: NO_PROMOTION_LIMITS,
});
/** Prime (rate 12) on course 3, Wednesday 2026-07-15 at 09:30 course time. */
const AT = { facilityId: 3, rateId: 12, teeTime: '2026-07-15T09:30' };

describe('promotedPrice', () => {
  it('percent takes a share off, rounded to the cent', () => {
    expect(promotedPrice(8900, { type: 'percent', value: 10 })).toBe(8010);
    expect(promotedPrice(999, { type: 'percent', value: 15 })).toBe(849);
    expect(promotedPrice(8900, { type: 'percent', value: 150 })).toBe(0);
  });
  it('amount takes cents off, never below zero', () => {
    expect(promotedPrice(8900, { type: 'amount', value: 500 })).toBe(8400);
    expect(promotedPrice(300, { type: 'amount', value: 500 })).toBe(0);
  });
  it('fixed sets the price, never above the standard price', () => {
    expect(promotedPrice(8900, { type: 'fixed', value: 4900 })).toBe(4900);
    expect(promotedPrice(3900, { type: 'fixed', value: 4900 })).toBe(3900);
  });
  it('none leaves the price', () => {
    expect(promotedPrice(8900, { type: 'none', value: 50 })).toBe(8900);
  });
});

describe('applyPromotion', () => {
  it('prices both fees and reports the discount on the cart fee', () => {
    expect(applyPromotion(RATE, promo('percent', 10), AT)).toEqual({
      code: 'SPRING10',
      discount: 890,
      greenFeeCart: 8010,
      greenFeeWalking: 6210,
      allowedPlayers: [1, 2, 3, 4],
      promotionTemplateId: 7,
    });
  });
  it('keeps only player counts that the rate offers', () => {
    expect(
      applyPromotion({ ...RATE, allowedPlayers: [2, 3, 4] }, promo('amount', 500, [1, 2]), AT)?.allowedPlayers,
    ).toEqual([2]);
    expect(applyPromotion({ ...RATE, allowedPlayers: [3, 4] }, promo('amount', 500, [1, 2]), AT)).toBeNull();
  });
  it('does not apply when it would not lower a price', () => {
    expect(applyPromotion({ ...RATE, greenFeeCart: 3000, greenFeeWalking: 2500 }, promo('fixed', 4900), AT)).toBeNull();
  });
});

describe('promotionAppliesTo: the limits of a promotion', () => {
  const limited = (limits: Partial<PromotionLimits>) => ({ limits: { ...NO_PROMOTION_LIMITS, ...limits } });

  it('applies everywhere without limits', () => {
    expect(promotionAppliesTo(limited({}), AT)).toBe(true);
    expect(promotionAppliesTo(limited({}), { facilityId: 99, rateId: 1, teeTime: '2026-01-04T23:59' })).toBe(true);
  });
  it('keeps to its rates: a code for the public rates leaves the trade rate out', () => {
    const publicRates = limited({ rateIds: [11, 12] });
    expect(promotionAppliesTo(publicRates, AT)).toBe(true);
    expect(promotionAppliesTo(publicRates, { ...AT, rateId: 13 })).toBe(false);
  });
  it('keeps to its courses', () => {
    expect(promotionAppliesTo(limited({ facilityIds: [3] }), AT)).toBe(true);
    expect(promotionAppliesTo(limited({ facilityIds: [4, 5] }), AT)).toBe(false);
  });
  it('keeps to its weekdays, read from the tee time’s local date', () => {
    // 2026-07-15 is a Wednesday (3); 2026-07-19 a Sunday (7).
    expect(promotionAppliesTo(limited({ weekdays: [1, 2, 3, 4, 5] }), AT)).toBe(true);
    expect(promotionAppliesTo(limited({ weekdays: [6, 7] }), AT)).toBe(false);
    expect(promotionAppliesTo(limited({ weekdays: [6, 7] }), { ...AT, teeTime: '2026-07-19T09:30' })).toBe(true);
  });
  it('keeps to its time window, start inclusive and end exclusive', () => {
    const morning = limited({ window: { startMinute: 9 * 60 + 30, endMinute: 11 * 60 } });
    expect(promotionAppliesTo(morning, AT)).toBe(true);
    expect(promotionAppliesTo(morning, { ...AT, teeTime: '2026-07-15T09:29' })).toBe(false);
    expect(promotionAppliesTo(morning, { ...AT, teeTime: '2026-07-15T10:59' })).toBe(true);
    expect(promotionAppliesTo(morning, { ...AT, teeTime: '2026-07-15T11:00' })).toBe(false);
    const evening = limited({ window: { startMinute: 16 * 60, endMinute: 1440 } });
    expect(promotionAppliesTo(evening, { ...AT, teeTime: '2026-07-15T23:50' })).toBe(true);
  });
  it('needs every limit at once', () => {
    const all = limited({
      facilityIds: [3],
      rateIds: [12],
      weekdays: [3],
      window: { startMinute: 9 * 60, endMinute: 10 * 60 },
    });
    expect(promotionAppliesTo(all, AT)).toBe(true);
    expect(promotionAppliesTo(all, { ...AT, facilityId: 4 })).toBe(false);
    expect(promotionAppliesTo(all, { ...AT, rateId: 13 })).toBe(false);
    expect(promotionAppliesTo(all, { ...AT, teeTime: '2026-07-16T09:30' })).toBe(false);
    expect(promotionAppliesTo(all, { ...AT, teeTime: '2026-07-15T10:00' })).toBe(false);
  });
  it('checks courses and weekdays alone for a day', () => {
    const weekend = limited({ facilityIds: [3], weekdays: [6, 7], rateIds: [99] });
    expect(promotionAppliesOnDay(weekend, 3, '2026-07-18')).toBe(true);
    expect(promotionAppliesOnDay(weekend, 3, '2026-07-15')).toBe(false);
    expect(promotionAppliesOnDay(weekend, 4, '2026-07-18')).toBe(false);
  });
  it('prices nothing outside its limits', () => {
    const tradeLeftOut = { ...promo('percent', 10), limits: { ...NO_PROMOTION_LIMITS, rateIds: [12] } };
    expect(applyPromotion(RATE, tradeLeftOut, AT)?.greenFeeCart).toBe(8010);
    expect(applyPromotion(RATE, tradeLeftOut, { ...AT, rateId: 13 })).toBeNull();
  });
});

describe('priceForPlayers: the promotion allowed-player rule (SPEC §5)', () => {
  const rate = { ...RATE, promotion: applyPromotion(RATE, promo('amount', 1000, [2, 4]), AT) };

  it('uses the promoted price when the promotion allows the player count', () => {
    expect(priceForPlayers(rate, 2, 'Cart')).toEqual({ price: 7900, promotionCode: 'SPRING10' });
    expect(priceForPlayers(rate, 4, 'Walking')).toEqual({ price: 5900, promotionCode: 'SPRING10' });
  });
  it('reverts to the standard price and drops the code otherwise', () => {
    expect(priceForPlayers(rate, 3, 'Cart')).toEqual({ price: 8900, promotionCode: null });
    expect(priceForPlayers(rate, 1, 'Walking')).toEqual({ price: 6900, promotionCode: null });
  });
  it('uses the standard price without a promotion', () => {
    expect(priceForPlayers({ ...RATE, promotion: null }, 2, 'Cart')).toEqual({ price: 8900, promotionCode: null });
  });
});

describe('isPromotionActive and normalizePromotionCode', () => {
  it('checks inclusive bounds, open when null', () => {
    expect(isPromotionActive('2026-01-01', '2026-01-31', '2026-01-31')).toBe(true);
    expect(isPromotionActive('2026-01-01', '2026-01-31', '2026-02-01')).toBe(false);
    expect(isPromotionActive(null, null, '2030-01-01')).toBe(true);
    expect(isPromotionActive('2026-03-01', null, '2026-02-28')).toBe(false);
  });
  it('ignores case and spaces', () => {
    expect(normalizePromotionCode('  spring10 ')).toBe('SPRING10');
  });
});
