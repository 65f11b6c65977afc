import { taxOf, type InvoiceLineDraft } from '../checkout/invoice.ts';

// Per-player money of a booked tee time, in integer cents. Decisions:
// - A party's amounts are split evenly over its players, the odd cents going to the first slots,
//   so the shares of all players always add up to the whole.
// - The refundable part of what was paid now is the green fees paid now (green fees, player two
//   to four, member, member guest) and their tax; convenience and reservation fees, add-ons and
//   featured products are not refunded online. The engine can turn green-fee refunds off.
// - Due-at-course amounts of cancelled players are simply no longer due.

/** Line kinds that are green fees. */
const GREEN_FEE_KINDS: readonly string[] = [
  'green-fees',
  'player-two-to-four',
  'member',
  'member-guest',
] satisfies InvoiceLineDraft['kind'][];

/** `total` split over `players` slots: even shares, the remainder one cent each to the first slots. */
export function playerShares(total: number, players: number): number[] {
  if (players <= 0) return [];
  return Array.from({ length: players }, (_, index) => playerShareAt(total, players, index));
}

/** The share of the slot at `index` (0-based) of `total` split over `players` slots, as in `playerShares`. */
export function playerShareAt(total: number, players: number, index: number): number {
  const base = Math.floor(total / players);
  const remainder = total - base * players;
  return base + (index < remainder ? 1 : 0);
}

/** The refundable part of what a tee time's invoice charged now: green fees paid now and their tax (never above the taxes charged now). */
export function refundablePaidNow(
  lines: readonly { kind: string; amount: number; due: string; taxable: boolean }[],
  taxRateBps: number,
  dueNow: number,
): number {
  const greenNow = lines
    .filter((line) => line.due === 'now' && GREEN_FEE_KINDS.includes(line.kind))
    .reduce((sum, line) => sum + line.amount, 0);
  const taxableNow = lines
    .filter((line) => line.due === 'now' && line.taxable)
    .reduce((sum, line) => sum + line.amount, 0);
  const tax = Math.min(taxOf(greenNow, taxRateBps), taxOf(taxableNow, taxRateBps));
  return Math.min(dueNow, greenNow + tax);
}

/** What a reservation's amounts are per player (slot 1 is the party lead). */
export interface PlayerAmounts {
  slot: number;
  /** This player's share of the refundable part paid now. */
  refundable: number;
  /** This player's share of what is due at the course. */
  dueAtCourse: number;
}

/** Every slot's shares of a reservation's refundable and due-at-course amounts. */
export function playerAmounts(input: { players: number; refundable: number; dueAtCourse: number }): PlayerAmounts[] {
  const refundable = playerShares(input.refundable, input.players);
  return refundable.map((amount, index) => ({
    slot: index + 1,
    refundable: amount,
    dueAtCourse: playerShareAt(input.dueAtCourse, input.players, index),
  }));
}

/**
 * The refund for cancelling some slots: their refundable shares when green fees are refunded,
 * else 0, never more than what is left to refund of the payment.
 */
export function cancellationRefund(input: {
  shares: readonly PlayerAmounts[];
  slots: readonly number[];
  refundGreenFees: boolean;
  refundableLeft: number;
}): number {
  if (!input.refundGreenFees) return 0;
  const wanted = input.shares
    .filter((share) => input.slots.includes(share.slot))
    .reduce((sum, share) => sum + share.refundable, 0);
  return Math.max(0, Math.min(wanted, input.refundableLeft));
}
