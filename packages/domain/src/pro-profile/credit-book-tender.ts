import { redeemableAmount } from '../store/gift-balance.ts';

// Paying a booking with a credit book. Decisions:
// - A book pays only for tee times at the facility where its member record is, and only while it
//   has not expired (its last day counts, in the facility's zone).
// - A book of rounds pays whole players: one round per player, the party lead first, each
//   covering that player's green fee paid now with its tax (the per-player split cancellation
//   refunds use), so a cancelled player's round can go back on the book.
// - A book of an amount pays like a gift certificate: as much of the tee times' due-now total as
//   its balance covers. Fees, add-ons and other items are paid by card either way.

/** A tee time of the cart, as a credit book sees it. */
export interface TenderTeeTime {
  /** Which cart item it is. */
  key: string;
  /** Each player's green fee paid now with its tax (slot 1 first). */
  playerGreenFees: readonly number[];
  /** Everything the tee time (with its add-ons) charges now. */
  dueNow: number;
}

/** What a book pays of one tee time. */
interface TeeTimeCoverage {
  key: string;
  /** Rounds or cents taken from the book. */
  quantity: number;
  cents: number;
  /** The players a book of rounds paid for (empty for a book of an amount). */
  slots: number[];
}

/** What a book pays of a cart: per tee time, and in all. */
export interface CreditBookCoverage {
  quantity: number;
  cents: number;
  teeTimes: TeeTimeCoverage[];
}

/** Whether a book can still pay on `today` (YYYY-MM-DD in the facility's zone). */
export function isCreditBookUsable(book: { expiresOn: string | null; remaining: number }, today: string): boolean {
  return book.remaining > 0 && (book.expiresOn === null || book.expiresOn >= today);
}

/** What a book with `remaining` rounds or cents pays of these tee times, in order. */
export function creditBookCoverage(
  book: { kind: 'rounds' | 'amount'; remaining: number },
  teeTimes: readonly TenderTeeTime[],
): CreditBookCoverage {
  let left = Math.max(0, book.remaining);
  const covered: TeeTimeCoverage[] = [];
  for (const teeTime of teeTimes) {
    if (left === 0) break;
    if (book.kind === 'amount') {
      const cents = redeemableAmount(left, teeTime.dueNow);
      if (cents > 0) covered.push({ key: teeTime.key, quantity: cents, cents, slots: [] });
      left -= cents;
      continue;
    }
    const slots: number[] = [];
    let cents = 0;
    for (const [index, fee] of teeTime.playerGreenFees.entries()) {
      if (left === 0) break;
      if (fee <= 0) continue;
      slots.push(index + 1);
      cents += fee;
      left -= 1;
    }
    if (slots.length > 0) covered.push({ key: teeTime.key, quantity: slots.length, cents, slots });
  }
  return {
    quantity: covered.reduce((sum, entry) => sum + entry.quantity, 0),
    cents: covered.reduce((sum, entry) => sum + entry.cents, 0),
    teeTimes: covered,
  };
}

/**
 * What a cancellation gives back to a book: the rounds of cancelled players it paid for, or for
 * a book of an amount up to what it paid; never more than the refund the cancellation allows.
 */
export function creditBookRestoration(
  use: {
    kind: 'rounds' | 'amount';
    slots: readonly number[];
    restoredSlots: readonly number[];
    cents: number;
    restoredCents: number;
  },
  cancelled: { slots: readonly number[]; refundBySlot: ReadonlyMap<number, number>; refundLeft: number },
): { quantity: number; cents: number; slots: number[] } {
  if (use.kind === 'amount') {
    const cents = Math.max(0, Math.min(use.cents - use.restoredCents, cancelled.refundLeft));
    return { quantity: cents, cents, slots: [] };
  }
  let left = cancelled.refundLeft;
  const slots: number[] = [];
  let cents = 0;
  for (const slot of [...cancelled.slots].sort((a, b) => a - b)) {
    const refund = cancelled.refundBySlot.get(slot) ?? 0;
    if (!use.slots.includes(slot) || use.restoredSlots.includes(slot) || refund <= 0 || refund > left) continue;
    slots.push(slot);
    cents += refund;
    left -= refund;
  }
  return { quantity: slots.length, cents, slots };
}
