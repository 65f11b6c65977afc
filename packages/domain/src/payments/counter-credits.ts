// Credits staff give at the counter: a custom refund (an amount per tender, the players stay
// booked) and a rain check (a credit for later). What may go back is read from the reservation's
// money view, so the console's "refundable" column, the server's check and every screen that
// states the refund agree. Integer cents.
//
// Decisions:
// - A tender may give back what it paid, settled, less what cancellations and refunds already
//   gave back to it. The card is the booking's card (the order's payment; a card check-in or a
//   friend's share has payments of their own and goes back through its own cancellation path). A
//   credit book is given back by cancellation only (its rounds are per player), so it is not offered.
// - Whatever the tenders, refunds and rain checks together never exceed what the booking paid:
//   a rain check counts as given back (netCents falls by it), so each tender is capped by netCents too.
// - Pro-shop staff may give up to the manager-set limit per refund or rain check; with no limit
//   set they may not give any; managers and owners are not limited.

import type { MoneyView, Tender } from './money-view.ts';

/** The tenders a custom refund may give back to. */
export const REFUND_TENDERS = ['card', 'cash', 'card-present', 'gift-certificate'] as const;
/** One of REFUND_TENDERS. */
export type RefundTender = (typeof REFUND_TENDERS)[number];

/** What one tender may still give back. */
export interface RefundableTender {
  tender: RefundTender;
  /** Paid by this tender (settled). */
  paidCents: number;
  /** Given back to it already (cancellations and refunds, failed ones left out). */
  refundedCents: number;
  /** What a refund may take now: min(paid − refunded, the booking's net). */
  refundableCents: number;
}

const sum = (entries: readonly { amountCents: number }[]) =>
  entries.reduce((total, entry) => total + entry.amountCents, 0);

/** Whether a payment entry is one a custom refund may give back to its tender. */
const refundablePayment = (entry: MoneyView['paid'][number]) =>
  entry.state === 'settled' && (entry.tender !== 'card' || entry.source === 'booking');

/** Per refundable tender: paid, given back, and what may go back now (tenders that paid nothing left out). */
export function refundableByTender(view: MoneyView): RefundableTender[] {
  const net = Math.max(0, view.netCents);
  return REFUND_TENDERS.flatMap((tender) => {
    const paidCents = sum(view.paid.filter((entry) => entry.tender === tender && refundablePayment(entry)));
    if (paidCents === 0) return [];
    const refundedCents = sum(
      view.refunded.filter(
        (entry) =>
          entry.tender === tender &&
          (entry.source === 'cancellation' || entry.source === 'refund') &&
          entry.state !== 'failed',
      ),
    );
    return [
      { tender, paidCents, refundedCents, refundableCents: Math.min(net, Math.max(0, paidCents - refundedCents)) },
    ];
  });
}

/** One line of a custom refund. */
export interface RefundLine {
  tender: Tender;
  amountCents: number;
}

/** Why a custom refund cannot be made as asked. */
export type RefundProblem =
  | { code: 'REFUND_EXCEEDS_PAID'; tender: Tender; refundableCents: number; enteredCents: number }
  | { code: 'REFUND_EXCEEDS_PAID'; tender: null; refundableCents: number; enteredCents: number };

/** null when every line is within what its tender may give back and the whole within the net; else why not. */
export function refundProblem(lines: readonly RefundLine[], view: MoneyView): RefundProblem | null {
  const refundable = refundableByTender(view);
  for (const tender of new Set(lines.map((line) => line.tender))) {
    const enteredCents = sum(lines.filter((line) => line.tender === tender));
    const refundableCents = refundable.find((entry) => entry.tender === tender)?.refundableCents ?? 0;
    if (enteredCents > refundableCents) return { code: 'REFUND_EXCEEDS_PAID', tender, refundableCents, enteredCents };
  }
  const enteredCents = sum(lines);
  const net = Math.max(0, view.netCents);
  if (enteredCents > net) return { code: 'REFUND_EXCEEDS_PAID', tender: null, refundableCents: net, enteredCents };
  return null;
}

/** The most a rain check may be: what the booking paid and still keeps. */
export const rainCheckMaxCents = (view: MoneyView) => Math.max(0, view.netCents);

/**
 * The rain check the server proposes: the green fees the given players paid (online at booking
 * and at the course), never above what the booking still keeps.
 */
export function rainCheckDefaultCents(
  shares: readonly { slot: number; paidCents: number }[],
  players: readonly number[],
  view: MoneyView,
): number {
  const fees = sum(
    shares.filter((share) => players.includes(share.slot)).map((share) => ({ amountCents: share.paidCents })),
  );
  return Math.min(fees, rainCheckMaxCents(view));
}

/** Why a staff member may not give this much: pro-shop staff above the manager-set limit, or with none set. */
export type CreditLimitProblem = { code: 'CREDIT_LIMIT_EXCEEDED'; limitCents: number | null; enteredCents: number };

/** null when the role may give `amountCents` at once; pro-shop only up to `proShopLimitCents` (null: not at all). */
export function creditLimitProblem(
  role: string,
  amountCents: number,
  proShopLimitCents: number | null,
): CreditLimitProblem | null {
  if (role === 'owner' || role === 'manager') return null;
  if (proShopLimitCents !== null && amountCents <= proShopLimitCents) return null;
  return { code: 'CREDIT_LIMIT_EXCEEDED', limitCents: proShopLimitCents, enteredCents: amountCents };
}
