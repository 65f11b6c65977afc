import type { PaymentPlan } from '@fairway/contract/store.contract';
import { formatCents } from '@fairway/domain/tee-times/money';

/** A store amount in the facility's currency for the reader's locale. */
export function formatStoreAmount(cents: number, currencyCode: string, locale: string): string {
  return formatCents(cents, currencyCode, locale);
}

/** The `store.frequency.` key of a payment plan (SPEC §9 payment frequencies). */
export function frequencyKey(plan: PaymentPlan): `store.frequency.${PaymentPlan['frequencyType']}` {
  return `store.frequency.${plan.frequencyType}`;
}
