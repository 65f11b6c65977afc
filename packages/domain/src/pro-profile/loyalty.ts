/** Loyalty rules: points earned per booking and per purchase, and the tier the total reaches. */

/** Points per whole currency unit spent (green fees, pro-shop purchases, store orders). */
const POINTS_PER_UNIT = 1;
/** Bonus points for each booked round (a tee-time booking), on top of the points for what it cost. */
export const BOOKING_BONUS_POINTS = 25;

/** Something that earns points: a booked round or a purchase, with what it cost (cents). */
export interface PointsSource {
  kind: 'booking' | 'purchase';
  amount: number;
}

/** Points earned by one booking or purchase: 1 per whole unit spent (never negative), plus the booking bonus. */
export function pointsFor(source: PointsSource): number {
  const spent = Math.max(0, Math.floor(source.amount / 100)) * POINTS_PER_UNIT;
  return source.kind === 'booking' ? spent + BOOKING_BONUS_POINTS : spent;
}

export const LOYALTY_TIERS = [
  { tier: 'bronze', from: 0 },
  { tier: 'silver', from: 1_000 },
  { tier: 'gold', from: 2_500 },
  { tier: 'platinum', from: 5_000 },
] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number]['tier'];

/** The tier a point total reaches, and the points still needed for the next one (null at the top). */
export function loyaltyTier(points: number): { tier: LoyaltyTier; toNext: number | null } {
  let index = 0;
  LOYALTY_TIERS.forEach((tier, at) => {
    if (points >= tier.from) index = at;
  });
  const reached = LOYALTY_TIERS[index] ?? LOYALTY_TIERS[0];
  const next = LOYALTY_TIERS[index + 1];
  return { tier: reached.tier, toNext: next ? next.from - points : null };
}
