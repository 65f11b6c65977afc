import { describe, expect, it } from 'vitest';
import { NO_PROMOTION_LIMITS, type PromotionDefinition } from '../tee-times/promotion.ts';
import { itemRatePortions, teeTimeItemPrice } from './item-price.ts';

const RATE = { greenFeeCart: 8900, greenFeeWalking: 6900, allowedPlayers: [1, 2, 3, 4] };
const promo = (
  type: PromotionDefinition['type'],
  value: number,
  allowedPlayers = [1, 2, 3, 4],
): PromotionDefinition => ({
  code: 'TWILIGHT5',
  type,
  value,
  allowedPlayers,
  promotionTemplateId: 3,
  limits: NO_PROMOTION_LIMITS,
});
const AT = { facilityId: 3, rateId: 12, teeTime: '2026-07-15T16:30' };

describe('teeTimeItemPrice: promotion pricing inside a cart item', () => {
  it('prices with the promotion like the search does', () => {
    expect(teeTimeItemPrice(RATE, promo('percent', 10), AT, 2, 'Cart')).toEqual({
      price: 8010,
      standardPrice: 8900,
      promotionCode: 'TWILIGHT5',
    });
    expect(teeTimeItemPrice(RATE, promo('amount', 500), AT, 3, 'Walking')).toEqual({
      price: 6400,
      standardPrice: 6900,
      promotionCode: 'TWILIGHT5',
    });
    expect(teeTimeItemPrice(RATE, promo('fixed', 4900), AT, 4, 'Cart').price).toBe(4900);
  });

  it('reverts to the standard price and drops the code when the promotion does not allow the party size (SPEC §5)', () => {
    expect(teeTimeItemPrice(RATE, promo('amount', 500, [2, 3, 4]), AT, 1, 'Cart')).toEqual({
      price: 8900,
      standardPrice: 8900,
      promotionCode: null,
    });
    expect(teeTimeItemPrice(RATE, promo('fixed', 4900, [4]), AT, 3, 'Walking')).toEqual({
      price: 6900,
      standardPrice: 6900,
      promotionCode: null,
    });
  });

  it('drops a promotion the rate cannot use (no shared player count, or no lower price)', () => {
    expect(
      teeTimeItemPrice({ ...RATE, allowedPlayers: [1, 2] }, promo('amount', 500, [4]), AT, 2, 'Cart').promotionCode,
    ).toBeNull();
    expect(
      teeTimeItemPrice({ ...RATE, greenFeeCart: 3000, greenFeeWalking: 2000 }, promo('fixed', 4900), AT, 2, 'Cart'),
    ).toEqual({
      price: 3000,
      standardPrice: 3000,
      promotionCode: null,
    });
  });

  it('drops a promotion whose limits leave the rate or the tee time out', () => {
    const publicOnly = { ...promo('percent', 10), limits: { ...NO_PROMOTION_LIMITS, rateIds: [12] } };
    expect(teeTimeItemPrice(RATE, publicOnly, AT, 2, 'Cart').promotionCode).toBe('TWILIGHT5');
    expect(teeTimeItemPrice(RATE, publicOnly, { ...AT, rateId: 14 }, 2, 'Cart')).toEqual({
      price: 8900,
      standardPrice: 8900,
      promotionCode: null,
    });
    const twilight = {
      ...promo('percent', 10),
      limits: { ...NO_PROMOTION_LIMITS, window: { startMinute: 960, endMinute: 1440 } },
    };
    expect(
      teeTimeItemPrice(RATE, twilight, { ...AT, teeTime: '2026-07-15T08:00' }, 2, 'Cart').promotionCode,
    ).toBeNull();
  });

  it('uses the standard price without a promotion', () => {
    expect(teeTimeItemPrice(RATE, null, AT, 2, 'Walking')).toEqual({
      price: 6900,
      standardPrice: 6900,
      promotionCode: null,
    });
  });
});

describe('itemRatePortions', () => {
  it('is one portion for the party without a lock', () => {
    expect(itemRatePortions(5000, 3, 0, 250)).toEqual([
      { index: 0, price: 15000, transactionFees: 250, isPrimary: true, players: 3 },
    ]);
  });
  it('splits into the locked and the remaining portion', () => {
    expect(itemRatePortions(5000, 4, 1, 250)).toEqual([
      { index: 0, price: 5000, transactionFees: 250, isPrimary: true, players: 1 },
      { index: 1, price: 15000, transactionFees: 250, isPrimary: false, players: 3 },
    ]);
  });
  it('is one portion when the whole party is locked', () => {
    expect(itemRatePortions(5000, 2, 2, 0)).toEqual([
      { index: 0, price: 10000, transactionFees: 0, isPrimary: true, players: 2 },
    ]);
  });
});
