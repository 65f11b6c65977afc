import type { SplitPaymentOffer } from '@fairway/contract/checkout.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { UnpaidSharePolicy } from '@fairway/domain/invitations/share-statuses';
import { partnerShares, shareDeadline, type PartnerShare } from '@fairway/domain/invitations/split-shares';
import type { CheckoutAttemptRow } from '../../db/schema/checkout.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type ComputedCartInvoice, isTeeTimeInvoice, type TeeTimeItemInvoice } from './cart-invoice.ts';
import type { StoredCheckoutForm } from './checkout-form-data.ts';
import type { CheckoutDeps } from './process-payment.service.ts';
import type { PaymentOperation } from '../payments/payments.public.ts';

// "Each player pays their own share" at checkout. The lead's card pays the lead's
// part now; the partners' shares are authorised on the same card (charge-lead) and paid later by
// the invited friends. One tee time per split checkout: its shares and their guarantee are one
// reservation's.

/** The split of a cart: the one tee time's partner shares, their total, and when they fall due. */
export interface SplitPlan {
  entry: TeeTimeItemInvoice;
  shares: PartnerShare[];
  totalCents: number;
  deadline: Date;
  unpaidShares: UnpaidSharePolicy;
}

/** Each partner's share of a booked tee time's invoice. */
export function sharesOf(entry: TeeTimeItemInvoice): PartnerShare[] {
  const { players } = entry.item.extra;
  return partnerShares({
    lines: entry.draft.lines,
    taxRateBps: entry.facility.taxRateBps,
    dueNow: entry.draft.dueNow,
    players,
  });
}

/** The cart's split plan, or why it cannot be split. */
function planOf(
  settings: FacilitySettings,
  signedIn: boolean,
  computed: ComputedCartInvoice,
  now: Date,
): SplitPlan | string {
  const { splitPayment } = settings.checkout;
  if (!splitPayment.enabled || !settings.user.inviteAFriend) return 'not offered by this course';
  if (!signedIn) return 'sign in to let your friends pay their share';
  const teeTimes = computed.invoices.filter(isTeeTimeInvoice);
  const [entry] = teeTimes;
  if (teeTimes.length !== 1 || !entry) return 'one tee time at a time can be split';
  const shares = sharesOf(entry);
  const totalCents = shares.reduce((sum, share) => sum + share.amountCents, 0);
  if (totalCents === 0) return 'there is nothing to split';
  const deadline = shareDeadline(entry.item.extra.teetime, entry.facility.timeZone, splitPayment.deadlineHours);
  if (deadline.getTime() <= now.getTime()) return 'the tee time is too close for friends to pay';
  return { entry, shares, totalCents, deadline, unpaidShares: splitPayment.unpaidShares };
}

/** The split the checkout screen may offer for this cart, or null. */
export function splitOffer(
  settings: FacilitySettings,
  signedIn: boolean,
  computed: ComputedCartInvoice,
  now: Date,
): SplitPaymentOffer | null {
  const plan = planOf(settings, signedIn, computed, now);
  if (typeof plan === 'string') return null;
  return {
    leadCents: computed.totals.dueNow - plan.totalCents,
    shares: plan.shares,
    deadline: plan.deadline.toISOString(),
    unpaidShares: plan.unpaidShares,
  };
}

/** The split a checkout asked for; SPLIT_PAYMENT_UNAVAILABLE (with the reason) when this cart cannot be split. */
export function requireSplitPlan(
  settings: FacilitySettings,
  signedIn: boolean,
  computed: ComputedCartInvoice,
  now: Date,
): SplitPlan {
  const plan = planOf(settings, signedIn, computed, now);
  if (typeof plan === 'string') throw new DomainError('SPLIT_PAYMENT_UNAVAILABLE', undefined, { reason: plan });
  return plan;
}

/**
 * Authorises the partners' shares on the lead's card before booking (charge-lead only): a
 * merchant-initiated authorisation of the card the golfer just used, so no second challenge.
 * Returns the payment id, or throws PAYMENT_DECLINED.
 */
export async function authorizeGuarantee(
  deps: CheckoutDeps,
  attempt: CheckoutAttemptRow,
  operation: PaymentOperation,
): Promise<string | null> {
  const split = (attempt.form as StoredCheckoutForm).split;
  if (attempt.splitCents === 0 || split?.unpaidShares !== 'charge-lead') return null;
  if (!attempt.cardToken)
    throw new DomainError('SPLIT_PAYMENT_UNAVAILABLE', undefined, {
      reason: 'a card is needed to guarantee the shares',
    });
  // The checkout's operation step 'guarantee': voided with the payment when the booking fails.
  const payment = await operation.authorize('guarantee', {
    cardToken: attempt.cardToken,
    amountCents: attempt.splitCents,
    currency: attempt.currencyCode,
    returnUrl: 'about:blank',
    merchantInitiated: true,
  });
  if (payment.status === 'declined')
    throw new DomainError('PAYMENT_DECLINED', undefined, { declineCode: payment.declineCode });
  if (payment.status !== 'authorized') throw new DomainError('PAYMENT_FAILED');
  return payment.paymentId;
}
