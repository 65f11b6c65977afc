import type { Rate } from '@fairway/contract/tee-times.contract';
import {
  allowedPlayers,
  partyCapacity,
  remainingSlots,
  simulatorAllowedPlayers,
  type SinglesMode,
} from '@fairway/domain/tee-times/allowed-players';
import { applyPromotion, type PromotionDefinition } from '@fairway/domain/tee-times/promotion';
import { mayBookRate } from '@fairway/domain/tee-times/member-rates';
import { rateAppliesAt } from '@fairway/domain/tee-times/rate-bands';
import type { RateWithSet } from './tee-times.repository.ts';

/** Capacity of one tee time as the database reports it. */
export interface Occupancy {
  bookedPlayers: number;
  lockedSlots: number;
}

/**
 * The rates a golfer can book on one tee time: rates whose band covers it, with the player
 * counts that still fit (SPEC §5) and the promotion where its limits and player counts let it
 * apply; rates with no player count left are dropped, and so are members' rates unless the
 * golfer is a member of the course (`memberFacilityIds`, empty where user.memberGuestRate is
 * off). A members' rate takes no promotion.
 */
export function ratesForTeeTime(
  localTeeTime: string,
  facilityRates: readonly RateWithSet[],
  occupancy: Occupancy,
  singlesMode: SinglesMode,
  promotion: PromotionDefinition | null,
  memberFacilityIds: readonly number[] = [],
): Rate[] {
  const result: Rate[] = [];
  for (const rate of facilityRates) {
    if (!rateAppliesAt(rate, localTeeTime)) continue;
    if (!mayBookRate(rate, rate.facilityId, memberFacilityIds)) continue;
    const forMembers = rate.audience === 'members';
    const players = rate.isSimulator
      ? simulatorAllowedPlayers(rate.groupSize, occupancy.bookedPlayers + occupancy.lockedSlots > 0)
      : allowedPlayers({
          bookedPlayers: occupancy.bookedPlayers,
          lockedSlots: occupancy.lockedSlots,
          singlesMode,
          rateAllowedPlayers: rate.allowedPlayers,
        });
    if (players.length === 0) continue;
    const priced = { greenFeeCart: rate.greenFeeCart, greenFeeWalking: rate.greenFeeWalking, allowedPlayers: players };
    result.push({
      rateId: rate.id,
      rateSetId: rate.rateSetId,
      name: rate.name,
      greenFeeCart: rate.greenFeeCart,
      greenFeeWalking: rate.greenFeeWalking,
      transactionFees: rate.transactionFee,
      promotion:
        promotion && !forMembers
          ? applyPromotion(priced, promotion, { facilityId: rate.facilityId, rateId: rate.id, teeTime: localTeeTime })
          : null,
      allowedPlayers: players,
      holes: rate.holes,
      duration: rate.durationMinutes,
      groupSize: rate.isSimulator ? partyCapacity(true, rate.groupSize) : null,
      isSimulator: rate.isSimulator,
      showAsHotDeal: rate.showAsHotDeal,
      trade: rate.trade,
      transportation: rate.transportation,
      ...(forMembers
        ? {
            memberGuestFees: {
              cart: rate.memberGuestFeeCart ?? rate.greenFeeCart,
              walking: rate.memberGuestFeeWalking ?? rate.greenFeeWalking,
            },
          }
        : {}),
    });
  }
  return result;
}

/** Open slots shown on a tee time: 4 minus booked and locked (a simulator bay is all or nothing). */
export function availableSlots(occupancy: Occupancy, isSimulator: boolean, groupSize?: number | null): number {
  if (isSimulator) return occupancy.bookedPlayers + occupancy.lockedSlots > 0 ? 0 : partyCapacity(true, groupSize);
  return remainingSlots(occupancy.bookedPlayers, occupancy.lockedSlots);
}

/** Cheapest and dearest fee a rate sells, honouring its transportation. */
export function priceBounds(rate: Pick<Rate, 'greenFeeCart' | 'greenFeeWalking' | 'transportation'>): [number, number] {
  const prices =
    rate.transportation === 'Cart'
      ? [rate.greenFeeCart]
      : rate.transportation === 'Walking'
        ? [rate.greenFeeWalking]
        : [rate.greenFeeCart, rate.greenFeeWalking];
  return [Math.min(...prices), Math.max(...prices)];
}
