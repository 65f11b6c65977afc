import type { InvoiceLineDraft, InvoiceLineKind } from './invoice.ts';

// The cart's summary names what the cart holds: "Memberships", "Gift certificates",
// "Products"… from the invoice lines the server computed, never a $0.00 "Green Fees" line for a
// cart without a tee time.

/** The summary's groups, in the order they are listed. */
export const CART_SUMMARY_GROUPS = [
  'green-fees',
  'convenience-fees',
  'reservation-fees',
  'add-ons',
  'products',
  'memberships',
  'initiation-fees',
  'gift-certificates',
] as const;
/** One of CART_SUMMARY_GROUPS. */
export type CartSummaryGroup = (typeof CART_SUMMARY_GROUPS)[number];

const GROUP_OF: Record<InvoiceLineKind, CartSummaryGroup> = {
  'green-fees': 'green-fees',
  'player-two-to-four': 'green-fees',
  member: 'green-fees',
  'member-guest': 'green-fees',
  'convenience-fee': 'convenience-fees',
  'reservation-fees': 'reservation-fees',
  'add-on': 'add-ons',
  'featured-product': 'products',
  membership: 'memberships',
  'initiation-fee': 'initiation-fees',
  'gift-certificate': 'gift-certificates',
};

/** The summary group an invoice line is counted in. */
function summaryGroupOf(kind: InvoiceLineKind): CartSummaryGroup {
  return GROUP_OF[kind];
}

/** The groups that hold at least one line, with their amounts (cents), in CART_SUMMARY_GROUPS order. */
export function cartSummaryGroups(
  lines: readonly Pick<InvoiceLineDraft, 'kind' | 'amount'>[],
): { group: CartSummaryGroup; amount: number }[] {
  const sums = new Map<CartSummaryGroup, number>();
  for (const line of lines) {
    const group = summaryGroupOf(line.kind);
    sums.set(group, (sums.get(group) ?? 0) + line.amount);
  }
  return CART_SUMMARY_GROUPS.flatMap((group) => {
    const amount = sums.get(group);
    return amount === undefined ? [] : [{ group, amount }];
  });
}
