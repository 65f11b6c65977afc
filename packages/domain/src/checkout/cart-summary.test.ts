import { describe, expect, it } from 'vitest';
import { cartSummaryGroups } from './cart-summary.ts';
import { buildInvoice, type FacilityBilling } from './invoice.ts';

const billing: FacilityBilling = { taxRateBps: 0, paymentPolicy: 'prepay', reservationFeeCents: 0 };

describe('cartSummaryGroups', () => {
  it('names store items by what they are, with no green-fee line when there is no tee time', () => {
    const lines = [
      ...buildInvoice({ type: 'membership', name: 'Full Season', price: 189_000, initiationFee: 50_000 }, billing)
        .lines,
      ...buildInvoice({ type: 'gift-certificate', value: 19_900 }, billing).lines,
    ];
    expect(cartSummaryGroups(lines)).toEqual([
      { group: 'memberships', amount: 189_000 },
      { group: 'initiation-fees', amount: 50_000 },
      { group: 'gift-certificates', amount: 19_900 },
    ]);
  });

  it("adds a tee time's players into green fees and keeps its fees, add-ons and products apart", () => {
    const { lines } = buildInvoice(
      {
        type: 'tee-time',
        portions: [{ players: 3, price: 26_700, transactionFees: 250 }],
        addOns: [{ name: 'Large bucket', price: 1200, quantity: 1 }],
        featuredProducts: [{ name: 'Cap', price: 2500, quantity: 2 }],
        memberLabels: false,
      },
      billing,
    );
    expect(cartSummaryGroups(lines)).toEqual([
      { group: 'green-fees', amount: 26_700 },
      { group: 'convenience-fees', amount: 750 },
      { group: 'add-ons', amount: 1200 },
      { group: 'products', amount: 5000 },
    ]);
  });

  it('an empty cart has no groups', () => {
    expect(cartSummaryGroups([])).toEqual([]);
  });
});
