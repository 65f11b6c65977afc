import { describe, expect, it } from 'vitest';
import {
  buildInvoice,
  cartTotals,
  type FacilityBilling,
  type InvoiceItemInput,
  merchantChangedOf,
  taxOf,
} from './invoice.ts';

const prepay: FacilityBilling = { taxRateBps: 700, paymentPolicy: 'prepay', reservationFeeCents: 0 };

function teeTime(overrides: Partial<Extract<InvoiceItemInput, { type: 'tee-time' }>> = {}): InvoiceItemInput {
  return {
    type: 'tee-time',
    portions: [{ players: 3, price: 3 * 6500, transactionFees: 350 }],
    addOns: [],
    featuredProducts: [],
    memberLabels: false,
    ...overrides,
  };
}

describe('taxOf', () => {
  it('rounds half-up', () => {
    expect(taxOf(1000, 1025)).toBe(103); // 102.5
    expect(taxOf(200, 1025)).toBe(21); // 20.5
    expect(taxOf(100, 881)).toBe(9); // 8.81
    expect(taxOf(1, 5000)).toBe(1); // 0.5 → 1
    expect(taxOf(1, 4999)).toBe(0);
    expect(taxOf(0, 1300)).toBe(0);
  });
});

describe('buildInvoice: tee times', () => {
  it('labels the lead player Green Fees, the others Player Two to Four, with the convenience fee per player', () => {
    const invoice = buildInvoice(teeTime(), prepay);
    expect(invoice.lines).toEqual([
      {
        kind: 'green-fees',
        label: 'Green Fees',
        quantity: 1,
        unitAmount: 6500,
        amount: 6500,
        taxable: true,
        due: 'now',
      },
      {
        kind: 'player-two-to-four',
        label: 'Player Two to Four',
        quantity: 2,
        unitAmount: 6500,
        amount: 13000,
        taxable: true,
        due: 'now',
      },
      {
        kind: 'convenience-fee',
        label: 'Convenience Fee',
        quantity: 3,
        unitAmount: 350,
        amount: 1050,
        taxable: false,
        due: 'now',
      },
    ]);
    // Tax on green fees only: 19500 × 7 % = 1365.
    expect(invoice).toMatchObject({
      subTotal: 20550,
      totalTaxes: 1365,
      grandTotal: 21915,
      dueNow: 21915,
      dueAtCourse: 0,
    });
  });

  it('shows a single player as Green Fees only, and no fee line without a transaction fee', () => {
    const invoice = buildInvoice(teeTime({ portions: [{ players: 1, price: 4000, transactionFees: 0 }] }), prepay);
    expect(invoice.lines.map((entry) => entry.kind)).toEqual(['green-fees']);
    expect(invoice.grandTotal).toBe(4000 + 280);
  });

  it('uses Member and Member Guest in the member flow', () => {
    const invoice = buildInvoice(teeTime({ memberLabels: true }), prepay);
    expect(invoice.lines.slice(0, 2).map((entry) => entry.label)).toEqual(['Member', 'Member Guest']);
  });

  it('keeps the prices of a split (locked) party in order', () => {
    const invoice = buildInvoice(
      teeTime({
        portions: [
          { players: 2, price: 2 * 5000, transactionFees: 300 },
          { players: 2, price: 2 * 7000, transactionFees: 300 },
        ],
      }),
      { ...prepay, taxRateBps: 0 },
    );
    expect(invoice.lines.map((entry) => [entry.kind, entry.quantity, entry.unitAmount])).toEqual([
      ['green-fees', 1, 5000],
      ['player-two-to-four', 1, 5000],
      ['player-two-to-four', 2, 7000],
      ['convenience-fee', 4, 300],
    ]);
    expect(invoice.subTotal).toBe(24000 + 1200);
  });

  it('adds Reservation Fees where configured, untaxed', () => {
    const invoice = buildInvoice(teeTime(), { ...prepay, reservationFeeCents: 200 });
    expect(invoice.lines.at(-1)).toEqual({
      kind: 'reservation-fees',
      label: 'Reservation Fees',
      quantity: 1,
      unitAmount: 200,
      amount: 200,
      taxable: false,
      due: 'now',
    });
    expect(invoice.totalTaxes).toBe(1365);
  });

  it('adds product-lineup add-ons and featured products (quantity × price, taxed) and skips empty lines', () => {
    const invoice = buildInvoice(
      teeTime({
        portions: [{ players: 1, price: 5000, transactionFees: 0 }],
        addOns: [
          { name: 'Range balls', price: 800, quantity: 2 },
          { name: 'Rental clubs', price: 4500, quantity: 0 },
        ],
        featuredProducts: [{ name: 'Sleeve of balls', price: 1299, quantity: 1 }],
      }),
      { ...prepay, taxRateBps: 1025 },
    );
    expect(invoice.lines.map((entry) => [entry.kind, entry.label, entry.amount])).toEqual([
      ['green-fees', 'Green Fees', 5000],
      ['add-on', 'Range balls', 1600],
      ['featured-product', 'Sleeve of balls', 1299],
    ]);
    // 7899 × 10.25 % = 809.65 → 810.
    expect(invoice.totalTaxes).toBe(810);
  });

  it('pay-at-course: only the fees are due now, the rest and its tax at the course', () => {
    const invoice = buildInvoice(teeTime(), {
      taxRateBps: 1300,
      paymentPolicy: 'pay-at-course',
      reservationFeeCents: 200,
    });
    // Green fees 19500 + HST 2535 at the course; convenience 1050 + reservation 200 now.
    expect(invoice).toMatchObject({
      subTotal: 20750,
      totalTaxes: 2535,
      grandTotal: 23285,
      dueNow: 1250,
      dueAtCourse: 22035,
    });
    expect(invoice.lines.filter((entry) => entry.due === 'course').map((entry) => entry.kind)).toEqual([
      'green-fees',
      'player-two-to-four',
    ]);
  });

  it('pay-at-course without fees has nothing due now', () => {
    const invoice = buildInvoice(teeTime({ portions: [{ players: 2, price: 9000, transactionFees: 0 }] }), {
      taxRateBps: 1300,
      paymentPolicy: 'pay-at-course',
      reservationFeeCents: 0,
    });
    expect(invoice.dueNow).toBe(0);
    expect(invoice.dueAtCourse).toBe(invoice.grandTotal);
  });

  it('rounds the tax once per invoice, not per line', () => {
    // Three lines of 4 at 10.25 %: per line 0.41 → 0 each; per invoice 12 → 1.23 → 1.
    const invoice = buildInvoice(
      teeTime({
        portions: [{ players: 1, price: 4, transactionFees: 0 }],
        addOns: [{ name: 'A', price: 4, quantity: 1 }],
        featuredProducts: [{ name: 'B', price: 4, quantity: 1 }],
      }),
      { ...prepay, taxRateBps: 1025 },
    );
    expect(invoice.totalTaxes).toBe(1);
  });
});

describe('buildInvoice: memberships and gift certificates', () => {
  it('invoices a membership with its One Time Initiation Fee, taxed and due now even at a pay-at-course facility', () => {
    const invoice = buildInvoice(
      { type: 'membership', name: 'Weekday Pass', price: 10000, initiationFee: 2500 },
      { taxRateBps: 1000, paymentPolicy: 'pay-at-course', reservationFeeCents: 200 },
    );
    expect(invoice.lines).toEqual([
      {
        kind: 'membership',
        label: 'Weekday Pass',
        quantity: 1,
        unitAmount: 10000,
        amount: 10000,
        taxable: true,
        due: 'now',
      },
      {
        kind: 'initiation-fee',
        label: 'One Time Initiation Fee',
        quantity: 1,
        unitAmount: 2500,
        amount: 2500,
        taxable: true,
        due: 'now',
      },
    ]);
    expect(invoice).toMatchObject({
      subTotal: 12500,
      totalTaxes: 1250,
      grandTotal: 13750,
      dueNow: 13750,
      dueAtCourse: 0,
    });
  });

  it('has no initiation-fee line when there is none', () => {
    expect(buildInvoice({ type: 'membership', name: 'Pass', price: 100, initiationFee: 0 }, prepay).lines).toHaveLength(
      1,
    );
  });

  it('bills a featured product left without its tee time like the tee time would', () => {
    const invoice = buildInvoice(
      { type: 'product', name: 'Sleeve of balls', price: 1000, quantity: 2 },
      { taxRateBps: 1300, paymentPolicy: 'pay-at-course', reservationFeeCents: 200 },
    );
    expect(invoice.lines).toEqual([
      {
        kind: 'featured-product',
        label: 'Sleeve of balls',
        quantity: 2,
        unitAmount: 1000,
        amount: 2000,
        taxable: true,
        due: 'course',
      },
    ]);
    expect(invoice).toMatchObject({ totalTaxes: 260, dueNow: 0, dueAtCourse: 2260 });
  });

  it('never taxes a gift certificate', () => {
    const invoice = buildInvoice({ type: 'gift-certificate', value: 5000 }, { ...prepay, taxRateBps: 1025 });
    expect(invoice).toMatchObject({ subTotal: 5000, totalTaxes: 0, grandTotal: 5000, dueNow: 5000 });
    expect(invoice.lines[0]!.label).toBe('Gift Certificate');
  });
});

describe('cartTotals and merchantChanged', () => {
  it('adds the invoices up', () => {
    const a = buildInvoice(teeTime(), prepay);
    const b = buildInvoice({ type: 'gift-certificate', value: 5000 }, prepay);
    expect(cartTotals([a, b])).toEqual({
      subTotal: a.subTotal + 5000,
      totalTaxes: a.totalTaxes,
      grandTotal: a.grandTotal + 5000,
      dueNow: a.dueNow + 5000,
      dueAtCourse: 0,
    });
    expect(cartTotals([])).toEqual({ subTotal: 0, totalTaxes: 0, grandTotal: 0, dueNow: 0, dueAtCourse: 0 });
  });

  it('is 2 when every booked facility is of one type, else 1', () => {
    expect(merchantChangedOf(['course', 'course'])).toBe(2);
    expect(merchantChangedOf(['course', 'simulator'])).toBe(1);
    expect(merchantChangedOf([])).toBe(1);
  });
});
