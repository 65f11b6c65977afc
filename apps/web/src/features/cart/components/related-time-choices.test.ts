import type { CartItem } from '@fairway/contract/cart.contract';
import type { Rate, TeeTime } from '@fairway/contract/tee-times.contract';
import { describe, expect, it } from 'vitest';
import {
  lostFromCartItem,
  lostFromSearch,
  relatedChoices,
  searchPathFor,
  type LostTeeTime,
} from './related-time-choices.ts';
import { teeTimesInCart } from '../api/cart-tee-times.ts';

const rate = (overrides: Partial<Rate> = {}): Rate => ({
  rateId: 11,
  rateSetId: 1,
  name: 'Prime',
  greenFeeCart: 8900,
  greenFeeWalking: 6900,
  transactionFees: 250,
  promotion: null,
  allowedPlayers: [1, 2, 3, 4],
  holes: 18,
  duration: null,
  groupSize: null,
  isSimulator: false,
  showAsHotDeal: false,
  trade: false,
  transportation: 'Both',
  ...overrides,
});
const at = (time: string, rates: Rate[] = [rate()], bookedPlayers = 0): TeeTime => ({
  teetime: `2026-07-10T${time}`,
  facilityId: 1,
  courseId: 'pv-championship',
  timeZone: 'America/New_York',
  bookedPlayers,
  lockedSlots: 0,
  availableSlots: 4 - bookedPlayers,
  rates,
});
const lost: LostTeeTime = {
  itemId: 'item-1',
  facilityId: 1,
  teetime: '2026-07-10T09:00',
  rateName: 'Prime',
  players: 2,
  transportation: 'Cart',
  promotionCode: null,
};

describe('the related-times choices (SPEC §5 adjacent rule)', () => {
  it('reads the adjacent window from the checkout setting, in time order', () => {
    const day = [at('08:20'), at('08:50'), at('09:00'), at('09:10'), at('09:40')];
    expect(relatedChoices(lost, day, 30).map((choice) => choice.teeTime.teetime.slice(11))).toEqual(['08:50', '09:10']);
    expect(relatedChoices(lost, day, 60).map((choice) => choice.teeTime.teetime.slice(11))).toEqual([
      '08:20',
      '08:50',
      '09:10',
      '09:40',
    ]);
  });

  it('leaves out times the cart already holds (the cart would refuse them)', () => {
    const day = [at('08:50'), at('09:10')];
    expect(
      relatedChoices(lost, day, 30, [{ facilityId: 1, teetime: '2026-07-10T09:10' }]).map((choice) =>
        choice.teeTime.teetime.slice(11),
      ),
    ).toEqual(['08:50']);
    expect(relatedChoices(lost, day, 30, [{ facilityId: 2, teetime: '2026-07-10T09:10' }])).toHaveLength(2);
  });

  it('keeps the rate of the same name that allows the party, its transportation, and the price the promotion gives the party', () => {
    const walkingOnly = rate({ rateId: 12, transportation: 'Walking' });
    const promoted = rate({
      rateId: 13,
      promotion: {
        code: 'TWOSOME',
        discount: 1000,
        greenFeeCart: 7900,
        greenFeeWalking: 5900,
        allowedPlayers: [2],
        promotionTemplateId: 1,
      },
    });
    const fourOnly = rate({
      rateId: 14,
      promotion: {
        code: 'FOURSOME',
        discount: 1000,
        greenFeeCart: 7900,
        greenFeeWalking: 5900,
        allowedPlayers: [4],
        promotionTemplateId: 2,
      },
    });
    const [walking, twosome, foursome] = relatedChoices(
      lost,
      [
        at('08:50', [rate({ name: 'Twilight', rateId: 20 }), walkingOnly]),
        at('09:10', [promoted]),
        at('09:20', [fourOnly]),
      ],
      30,
    );
    expect(walking).toMatchObject({ rate: { rateId: 12 }, transportation: 'Walking', pricePerPlayer: 6900 });
    expect(twosome).toMatchObject({ rate: { rateId: 13 }, transportation: 'Cart', pricePerPlayer: 7900 });
    expect(foursome).toMatchObject({ rate: { rateId: 14 }, pricePerPlayer: 8900 });
  });

  it('reads the lost time from a cart item, or from a refused Select', () => {
    const item: CartItem = {
      id: 'item-9',
      type: 'tee-time',
      parentId: null,
      facilityId: 3,
      invoiceId: null,
      promotionCode: 'SPRING10',
      trail: [],
      extra: {
        teetime: '2026-07-12T07:30',
        players: 3,
        transportation: 'Walking',
        rate: { name: 'Early bird', allowedPlayers: [1, 2, 3, 4], isSimulator: false, transactionFees: 0 },
        productLineups: [],
      },
    };
    expect(lostFromCartItem(item)).toEqual({
      itemId: 'item-9',
      facilityId: 3,
      teetime: '2026-07-12T07:30',
      rateName: 'Early bird',
      players: 3,
      transportation: 'Walking',
      promotionCode: 'SPRING10',
    });
    expect(lostFromCartItem({ ...item, type: 'membership' })).toBeNull();
    expect(lostFromSearch(at('09:00'), 4)).toEqual({
      itemId: null,
      facilityId: 1,
      teetime: '2026-07-10T09:00',
      rateName: 'Prime',
      players: 4,
      transportation: 'Cart',
      promotionCode: null,
    });
    expect(lostFromSearch({ ...at('09:00'), rates: [] })).toBeNull();
    expect(teeTimesInCart([item])).toEqual([{ facilityId: 3, teetime: '2026-07-12T07:30' }]);
  });

  it('searches the lost time’s date and course', () => {
    expect(searchPathFor(lost)).toBe('/?course=1&date=2026-07-10');
  });
});
