/** A prepaid credit book: a number of rounds or an amount (cents), used up by bookings. */
export interface CreditBookUsage {
  kind: 'rounds' | 'amount';
  total: number;
  uses: readonly { quantity: number }[];
}

/** What is used and what remains of a book (never below zero). */
export function creditBookBalance(book: CreditBookUsage): { used: number; remaining: number } {
  const used = book.uses.reduce((sum, use) => sum + use.quantity, 0);
  return { used, remaining: Math.max(0, book.total - used) };
}
