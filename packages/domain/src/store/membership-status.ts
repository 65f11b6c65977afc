/** A golfer's membership status. */
export const MEMBERSHIP_STATUSES = ['active', 'past_due', 'cancelled', 'expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Statuses that count as holding the plan: buying it again is a 409. */
export function holdsPlan(status: MembershipStatus): boolean {
  return status === 'active' || status === 'past_due';
}

/** How many times a failed instalment is charged before the membership becomes past due. */
const INSTALMENT_MAX_ATTEMPTS = 3;
/** Hours between retries of a failed instalment. */
export const INSTALMENT_RETRY_HOURS = 24;

/** The status after a failed charge attempt number `attempt` (1-based). */
export function statusAfterFailedCharge(attempt: number): { status: MembershipStatus; retry: boolean } {
  return attempt >= INSTALMENT_MAX_ATTEMPTS ? { status: 'past_due', retry: false } : { status: 'active', retry: true };
}
