import { DateTime } from 'luxon';
import { isoDateOf } from '../shared/iso-date.ts';

// What cancelling a membership truly does, as the server carries it out
// (store.service cancelMembership): billing stops at once, the membership is no longer active from
// that moment (members' rates read active memberships only), and nothing already paid is refunded
// (no payment is touched). The /account confirmation and its result state these facts, read from
// the server's answer, never guessed by the screen.

/** When access ends (the facility's local date) and what comes back (cents). */
export interface MembershipCancellationTerms {
  accessEndsOn: string;
  refundCents: number;
}

/** The terms of a cancellation made at `at`: access ends that day at the facility; nothing is refunded. */
export function membershipCancellationTerms(at: Date, timeZone: string): MembershipCancellationTerms {
  return { accessEndsOn: isoDateOf(DateTime.fromJSDate(at, { zone: timeZone })), refundCents: 0 };
}

/**
 * What cancelling does (a membership the golfer may cancel, as of `now`) or did (a cancelled
 * one, as of its cancellation); null for any other. Both the store's and the pro profile's
 * membership answers carry it.
 */
export function cancellationTermsOf(
  membership: { status: string; cancelledAt: Date | null; canCancel: boolean },
  now: Date,
  timeZone: string,
): MembershipCancellationTerms | null {
  if (membership.status === 'cancelled')
    return membership.cancelledAt ? membershipCancellationTerms(membership.cancelledAt, timeZone) : null;
  return membership.canCancel ? membershipCancellationTerms(now, timeZone) : null;
}
