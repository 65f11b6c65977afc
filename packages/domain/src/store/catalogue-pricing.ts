import type { PaymentFrequency } from './payment-frequency.ts';

// The server prices every store item from the facility's catalogue; nothing a client sends is a price.

/** A membership plan of a facility's catalogue. */
export interface MembershipPlan {
  id: number;
  facilityId: number;
  name: string;
  price: number;
  initiationFee: number;
  frequencyType: PaymentFrequency;
  termMonths: number | null;
  renews: boolean;
  isActive: boolean;
}

/** A facility's gift-certificate options: fixed amounts and an optional custom range, in cents. */
export interface GiftCertificateOptions {
  facilityId: number;
  amounts: number[];
  customMin: number | null;
  customMax: number | null;
}

/** The extra stored on a membership cart item, filled from the plan. */
export interface MembershipItemExtra {
  membershipId: number;
  name: string;
  paymentPlan: {
    price: number;
    initiationFee: number;
    frequencyType: PaymentFrequency;
    termMonths: number | null;
    renews: boolean;
  };
}

/** The cart extra of a plan: what the invoice bills (price + one-time initiation fee). */
export function membershipItemExtra(plan: MembershipPlan): MembershipItemExtra {
  return {
    membershipId: plan.id,
    name: plan.name,
    paymentPlan: {
      price: plan.price,
      initiationFee: plan.initiationFee,
      frequencyType: plan.frequencyType,
      termMonths: plan.termMonths,
      renews: plan.renews,
    },
  };
}

/** Whether `value` cents is a fixed option or inside the custom bounds. */
export function isAllowedGiftValue(options: GiftCertificateOptions, value: number): boolean {
  if (!Number.isInteger(value) || value <= 0) return false;
  if (options.amounts.includes(value)) return true;
  return (
    options.customMin !== null && options.customMax !== null && value >= options.customMin && value <= options.customMax
  );
}

/** Whether a plan can be sold: active, non-negative amounts. */
export function isSellablePlan(plan: MembershipPlan): boolean {
  return plan.isActive && plan.price >= 0 && plan.initiationFee >= 0;
}
