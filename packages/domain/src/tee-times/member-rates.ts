// Members' rates: a rate whose audience is `members` is sold only to a golfer holding
// an active membership of its course, and only where the engine's user.memberGuestRate is on.
// The booking member (slot 1) pays the rate's green fee ("Member"); every other player of the
// party is the member's guest and pays the member-guest fee ("Member Guest"). Promotion codes do
// not apply to a members' rate: its prices are already the club's own.

/** Who may book a rate. */
export const RATE_AUDIENCES = ['public', 'members'] as const;
export type RateAudience = (typeof RATE_AUDIENCES)[number];

/** The fees of a rate that a members' rate prices from (cents). */
export interface MemberRateFees {
  audience: RateAudience;
  greenFeeCart: number;
  greenFeeWalking: number;
  memberGuestFeeCart: number | null;
  memberGuestFeeWalking: number | null;
}

/** Whether the golfer may see and book the rate at this course. */
export function mayBookRate(
  rate: { audience: RateAudience },
  facilityId: number,
  memberFacilityIds: readonly number[],
): boolean {
  return rate.audience === 'public' || memberFacilityIds.includes(facilityId);
}

/** The member's and each guest's fee for a transportation (cents). */
export function memberRatePrices(
  rate: MemberRateFees,
  transportation: 'Cart' | 'Walking',
): { member: number; guest: number } {
  const member = transportation === 'Cart' ? rate.greenFeeCart : rate.greenFeeWalking;
  const guest = (transportation === 'Cart' ? rate.memberGuestFeeCart : rate.memberGuestFeeWalking) ?? member;
  return { member, guest };
}

/**
 * The priced portions of a party on a members' rate: the member alone first, then the guests
 * (SPEC §3 rates: price is the portion's total, transactionFees per player).
 */
export function memberRatePortions(
  rate: MemberRateFees,
  players: number,
  transportation: 'Cart' | 'Walking',
  transactionFees: number,
): { index: number; price: number; transactionFees: number; isPrimary: boolean; players: number }[] {
  const { member, guest } = memberRatePrices(rate, transportation);
  const portions = [{ index: 0, price: member, transactionFees, isPrimary: true, players: 1 }];
  if (players > 1)
    portions.push({ index: 1, price: guest * (players - 1), transactionFees, isPrimary: false, players: players - 1 });
  return portions;
}

/**
 * The field a rate's audience and member-guest fees get wrong, or null: a members' rate needs
 * both member-guest fees (the console and the server's schema read this same rule).
 */
export function memberGuestFeesProblem(input: {
  audience: RateAudience;
  memberGuestFeeCart?: number | null | undefined;
  memberGuestFeeWalking?: number | null | undefined;
}): 'memberGuestFeeCart' | 'memberGuestFeeWalking' | null {
  if (input.audience !== 'members') return null;
  if (input.memberGuestFeeCart === null || input.memberGuestFeeCart === undefined) return 'memberGuestFeeCart';
  if (input.memberGuestFeeWalking === null || input.memberGuestFeeWalking === undefined) return 'memberGuestFeeWalking';
  return null;
}
