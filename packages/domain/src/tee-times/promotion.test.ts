import { describe, expect, it } from 'vitest';
import {
  applyPromotion,
  isPromotionActive,
  normalizePromotionCode,
  priceForPlayers,
  promotedPrice,
  type PromotionDefinition,
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
});

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
    expect(applyPromotion(RATE, promo('percent', 10))).toEqual({
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
      applyPromotion({ ...RATE, allowedPlayers: [2, 3, 4] }, promo('amount', 500, [1, 2]))?.allowedPlayers,
    ).toEqual([2]);
    expect(applyPromotion({ ...RATE, allowedPlayers: [3, 4] }, promo('amount', 500, [1, 2]))).toBeNull();
  });
  it('does not apply when it would not lower a price', () => {
    expect(applyPromotion({ ...RATE, greenFeeCart: 3000, greenFeeWalking: 2500 }, promo('fixed', 4900))).toBeNull();
  });
});

describe('priceForPlayers: the promotion allowed-player rule (SPEC §5)', () => {
  const rate = { ...RATE, promotion: applyPromotion(RATE, promo('amount', 1000, [2, 4])) };

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
