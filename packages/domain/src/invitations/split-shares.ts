import { playerShareAt, playerShares, refundablePaidNow } from '../reservations/player-amounts.ts';
import { teeTimeInstant } from '../reservations/reservation-lists.ts';
import type { ShareStatus } from './share-statuses.ts';

// Split payment per player (beyond the spec). Decisions:
// - A partner's share is what the course charges now for that player: their even share of the
//   green fees paid now with their tax (the same split as cancellation refunds), plus their
//   convenience fee. The party lead pays the rest: their own share, reservation fees, add-ons,
//   featured products and every other item of the cart, and the odd cents.
// - Shares are due by a deadline a number of hours before the tee time (a facility setting). At
//   the deadline, unpaid shares are charged to the lead's card (authorised at checkout for them),
//   or, where the course prefers, their slots are released back to search.

/** The invoice of one booked tee time, as far as its shares need it. */
export interface ShareableInvoice {
  lines: readonly { kind: string; amount: number; due: string; taxable: boolean }[];
  taxRateBps: number;
  dueNow: number;
  players: number;
}

/** One partner's share of a tee time. */
export interface PartnerShare {
  /** The partner slot (2..players). */
  slot: number;
  amountCents: number;
}

/** Each partner's share of a tee time paid now (slots 2..players); empty for a single player. */
export function partnerShares(invoice: ShareableInvoice): PartnerShare[] {
  if (invoice.players < 2) return [];
  const green = playerShares(refundablePaidNow(invoice.lines, invoice.taxRateBps, invoice.dueNow), invoice.players);
  const feesNow = invoice.lines
    .filter((line) => line.due === 'now' && line.kind === 'convenience-fee')
    .reduce((sum, line) => sum + line.amount, 0);
  return green.slice(1).map((amount, index) => ({
    slot: index + 2,
    amountCents: amount + playerShareAt(feesNow, invoice.players, index + 1),
  }));
}

/** The instant shares fall due: `deadlineHours` before the tee time in the course's zone. */
export function shareDeadline(teetime: string, timeZone: string, deadlineHours: number): Date {
  return new Date(teeTimeInstant(teetime, timeZone) - deadlineHours * 3_600_000);
}

/** Whether a share can still be paid through its invitation. */
export function isSharePayable(status: ShareStatus, deadline: Date, now: Date): boolean {
  return status === 'open' && now.getTime() < deadline.getTime();
}
