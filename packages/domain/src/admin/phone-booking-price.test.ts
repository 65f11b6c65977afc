import { describe, expect, it } from 'vitest';
import { teeTimeItemPrice } from '../cart/item-price.ts';
import { NO_PROMOTION_LIMITS, type PromotionDefinition } from '../tee-times/promotion.ts';
import { phoneBookingPrice } from './phone-booking-price.ts';

const RATE = { greenFeeCart: 8900, greenFeeWalking: 6900, allowedPlayers: [1, 2, 3, 4] };
const TEN_OFF: PromotionDefinition = {
  code: 'SPRING10',
  type: 'percent',
  value: 10,
  allowedPlayers: [2, 3, 4],
  promotionTemplateId: 1,
  limits: NO_PROMOTION_LIMITS,
};
const AT = { facilityId: 1, rateId: 7, teeTime: '2026-07-15T09:00' };
const price = (promotion: PromotionDefinition | null, players: number, overrideGreenFees: number | null = null) =>
  phoneBookingPrice({ rate: RATE, promotion, target: AT, players, transportation: 'Cart', overrideGreenFees });

describe('phoneBookingPrice', () => {
  it('prices a code for the party exactly as the cart prices one player of it', () => {
    const cart = teeTimeItemPrice(RATE, TEN_OFF, AT, 3, 'Cart');
    expect(price(TEN_OFF, 3)).toEqual({
      standardGreenFees: 26700,
      pricedGreenFees: cart.price * 3,
      greenFees: 24030,
      promotionCode: 'SPRING10',
      promotionDiscount: 2670,
      overridden: false,
    });
  });

  it('drops a code that does not allow the party size, as the cart does', () => {
    expect(price(TEN_OFF, 1)).toMatchObject({ greenFees: 8900, promotionCode: null, promotionDiscount: 0 });
  });

  it('charges the standard fees without a code', () => {
    expect(price(null, 2)).toMatchObject({ standardGreenFees: 17800, greenFees: 17800, promotionCode: null });
  });

  it("puts staff's override in place of the price, keeping the price it replaced, and uses no code", () => {
    expect(price(TEN_OFF, 2, 12000)).toEqual({
      standardGreenFees: 17800,
      pricedGreenFees: 16020,
      greenFees: 12000,
      promotionCode: null,
      promotionDiscount: 0,
      overridden: true,
    });
    expect(price(null, 2, 0)).toMatchObject({ greenFees: 0, overridden: true });
  });
});
