import type { CartItem } from '@fairway/contract/cart.contract';

/**
 * A tee-time cart item as the API answers it: the Prime rate with carts for `players` (2 unless
 * `extra` says), nothing held; `extra` overrides its details.
 */
export function teeTimeItemFixture({
  id = 'tee-item-1',
  facilityId = 1,
  promotionCode = null,
  extra = {},
}: {
  id?: string;
  facilityId?: number;
  promotionCode?: string | null;
  extra?: Record<string, unknown>;
} = {}): CartItem {
  const players = typeof extra.players === 'number' ? extra.players : 2;
  return {
    id,
    type: 'tee-time',
    parentId: null,
    facilityId,
    invoiceId: null,
    promotionCode,
    trail: [],
    extra: {
      teetime: '2026-07-10T09:00',
      players,
      price: 8900,
      standardPrice: 8900,
      transportation: 'Cart',
      groupSize: 4,
      rate: {
        rateId: 11,
        name: 'Prime',
        allowedPlayers: [1, 2, 3, 4],
        isSimulator: false,
        transactionFees: 250,
        holes: 18,
      },
      rates: [{ index: 0, price: 8900 * players, transactionFees: 250, isPrimary: true, players }],
      slots: [],
      lockedSlots: 0,
      lockExpiresAt: null,
      productLineups: [],
      ...extra,
    },
  };
}
