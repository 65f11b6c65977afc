// A promotion code's standing as the console lists it, from its dates, its switch and its uses.

/** Where a promotion code stands today. */
export const PROMOTION_STATUSES = ['scheduled', 'active', 'expired', 'used-up', 'inactive'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** What the status reads of a promotion: its local dates (inclusive, null = open), its switch and its cap in all. */
export interface PromotionStanding {
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
  maxUses: number | null;
}

/**
 * The promotion's status on `today` (the facility's local date, YYYY-MM-DD) after `usesSoFar`
 * bookings with it: expired once its last date has passed (nothing brings it back but new dates),
 * used up once its cap in all is reached, inactive while the operator has it switched off,
 * scheduled before its first date, else active.
 */
export function promotionStatus(promotion: PromotionStanding, today: string, usesSoFar: number): PromotionStatus {
  if (promotion.validTo !== null && promotion.validTo < today) return 'expired';
  if (promotion.maxUses !== null && usesSoFar >= promotion.maxUses) return 'used-up';
  if (!promotion.active) return 'inactive';
  if (promotion.validFrom !== null && today < promotion.validFrom) return 'scheduled';
  return 'active';
}
