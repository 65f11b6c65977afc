// The invoice of one top-level cart item (SPEC §3 Invoice, §9 line labels and fees), in integer
// cents. Decisions:
// - A tee time shows "Green Fees" for the first player (1 × price) and "Player Two to Four" for
//   the others (n × price), so the golfer sees what the party lead and the partners cost. In the
//   member flow (with the member-guest rate on) those lines read "Member" and "Member Guest".
// - The Convenience Fee is the rate's transaction fee per player; Reservation Fees are a flat
//   amount per booked tee time where the facility configures one. Fees are not taxed.
// - Green fees, add-ons, featured products, memberships and initiation fees are taxed at the
//   facility's rate; gift certificates are not (they are a form of payment).
// - Pay-at-course facilities collect only the fees now; the rest (and its tax) is due at the
//   course. Memberships and gift certificates are always paid now.
// - Taxes are rounded half-up once per invoice (and once for the part due now).

/** Line kinds of an invoice; the web translates each, add-ons keep their product name. */
export const INVOICE_LINE_KINDS = [
  'green-fees',
  'player-two-to-four',
  'member',
  'member-guest',
  'convenience-fee',
  'reservation-fees',
  'initiation-fee',
  'membership',
  'gift-certificate',
  'add-on',
  'featured-product',
] as const;
/** One of INVOICE_LINE_KINDS. */
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** SPEC §9 line labels by kind. */
export const LINE_LABELS = {
  'green-fees': 'Green Fees',
  'player-two-to-four': 'Player Two to Four',
  member: 'Member',
  'member-guest': 'Member Guest',
  'convenience-fee': 'Convenience Fee',
  'reservation-fees': 'Reservation Fees',
  'initiation-fee': 'One Time Initiation Fee',
  'gift-certificate': 'Gift Certificate',
} as const;

/** A line of an invoice. */
export interface InvoiceLineDraft {
  kind: InvoiceLineKind;
  label: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  taxable: boolean;
  due: 'now' | 'course';
}

/** How a facility bills: its tax rate, payment policy and reservation fee. */
export interface FacilityBilling {
  /** Basis points (1025 = 10.25 %). */
  taxRateBps: number;
  paymentPolicy: 'prepay' | 'pay-at-course';
  /** Per booked tee time (0: none). */
  reservationFeeCents: number;
}

/** A named product line (an add-on of the lineup or a featured product). */
export interface ProductLine {
  name: string;
  price: number;
  quantity: number;
}

/** What a top-level item is invoiced from. */
export type InvoiceItemInput =
  | {
      type: 'tee-time';
      /** The priced portions of the party (total price and per-player fee of each portion). */
      portions: { players: number; price: number; transactionFees: number }[];
      addOns: ProductLine[];
      featuredProducts: ProductLine[];
      /** "Member" / "Member Guest" labels. */
      memberLabels: boolean;
    }
  | { type: 'membership'; name: string; price: number; initiationFee: number }
  /** A featured product left without its tee time (billed like the tee time's products). */
  | { type: 'product'; name: string; price: number; quantity: number }
  | { type: 'gift-certificate'; value: number };

/** An invoice's lines and totals. */
export interface InvoiceDraft {
  lines: InvoiceLineDraft[];
  subTotal: number;
  totalTaxes: number;
  grandTotal: number;
  dueNow: number;
  dueAtCourse: number;
}

/** `amount × bps / 10000` rounded half-up, for non-negative integer amounts. */
export function taxOf(amount: number, taxRateBps: number): number {
  return Math.floor((amount * taxRateBps + 5000) / 10000);
}

function line(
  kind: InvoiceLineKind,
  label: string,
  quantity: number,
  unitAmount: number,
  taxable: boolean,
  due: 'now' | 'course',
): InvoiceLineDraft {
  return { kind, label, quantity, unitAmount, amount: quantity * unitAmount, taxable, due };
}

/** Each player's green fee, in party order (the portions split a party's price evenly). */
function perPlayerPrices(portions: { players: number; price: number }[]): number[] {
  const prices: number[] = [];
  for (const portion of portions) {
    if (portion.players <= 0) continue;
    const base = Math.floor(portion.price / portion.players);
    const remainder = portion.price - base * portion.players;
    for (let index = 0; index < portion.players; index += 1) prices.push(base + (index < remainder ? 1 : 0));
  }
  return prices;
}

/** Groups consecutive equal amounts into (quantity, amount) runs. */
function runs(amounts: number[]): { quantity: number; amount: number }[] {
  const grouped: { quantity: number; amount: number }[] = [];
  for (const amount of amounts) {
    const last = grouped.at(-1);
    if (last && last.amount === amount) last.quantity += 1;
    else grouped.push({ quantity: 1, amount });
  }
  return grouped;
}

function teeTimeLines(
  item: Extract<InvoiceItemInput, { type: 'tee-time' }>,
  billing: FacilityBilling,
): InvoiceLineDraft[] {
  const rest = billing.paymentPolicy === 'pay-at-course' ? 'course' : 'now';
  const [lead, ...partners] = perPlayerPrices(item.portions);
  const lines: InvoiceLineDraft[] = [];
  if (lead !== undefined) {
    const kind = item.memberLabels ? 'member' : 'green-fees';
    lines.push(line(kind, LINE_LABELS[kind], 1, lead, true, rest));
  }
  const partnerKind = item.memberLabels ? 'member-guest' : 'player-two-to-four';
  for (const run of runs(partners))
    lines.push(line(partnerKind, LINE_LABELS[partnerKind], run.quantity, run.amount, true, rest));
  const fees = item.portions.flatMap((portion) =>
    Array<number>(Math.max(0, portion.players)).fill(portion.transactionFees),
  );
  for (const run of runs(fees)) {
    if (run.amount > 0)
      lines.push(line('convenience-fee', LINE_LABELS['convenience-fee'], run.quantity, run.amount, false, 'now'));
  }
  if (billing.reservationFeeCents > 0)
    lines.push(line('reservation-fees', LINE_LABELS['reservation-fees'], 1, billing.reservationFeeCents, false, 'now'));
  for (const addOn of item.addOns) {
    if (addOn.quantity > 0) lines.push(line('add-on', addOn.name, addOn.quantity, addOn.price, true, rest));
  }
  for (const product of item.featuredProducts) {
    if (product.quantity > 0)
      lines.push(line('featured-product', product.name, product.quantity, product.price, true, rest));
  }
  return lines;
}

function itemLines(item: InvoiceItemInput, billing: FacilityBilling): InvoiceLineDraft[] {
  switch (item.type) {
    case 'tee-time':
      return teeTimeLines(item, billing);
    case 'membership': {
      const lines = [line('membership', item.name, 1, item.price, true, 'now')];
      if (item.initiationFee > 0)
        lines.push(line('initiation-fee', LINE_LABELS['initiation-fee'], 1, item.initiationFee, true, 'now'));
      return lines;
    }
    case 'product': {
      const due = billing.paymentPolicy === 'pay-at-course' ? 'course' : 'now';
      return [line('featured-product', item.name, item.quantity, item.price, true, due)];
    }
    case 'gift-certificate':
      return [line('gift-certificate', LINE_LABELS['gift-certificate'], 1, item.value, false, 'now')];
  }
}

/** The invoice of one top-level item: its lines, taxes (half-up per invoice) and what is due now. */
export function buildInvoice(item: InvoiceItemInput, billing: FacilityBilling): InvoiceDraft {
  const lines = itemLines(item, billing);
  const sum = (selected: InvoiceLineDraft[]) => selected.reduce((total, entry) => total + entry.amount, 0);
  const subTotal = sum(lines);
  const taxable = lines.filter((entry) => entry.taxable);
  const totalTaxes = taxOf(sum(taxable), billing.taxRateBps);
  const taxesNow = Math.min(totalTaxes, taxOf(sum(taxable.filter((entry) => entry.due === 'now')), billing.taxRateBps));
  const grandTotal = subTotal + totalTaxes;
  const dueNow = sum(lines.filter((entry) => entry.due === 'now')) + taxesNow;
  return { lines, subTotal, totalTaxes, grandTotal, dueNow, dueAtCourse: grandTotal - dueNow };
}

/** The cart's totals over its items' invoices. */
export function cartTotals(invoices: readonly InvoiceDraft[]): {
  subTotal: number;
  totalTaxes: number;
  grandTotal: number;
  dueNow: number;
  dueAtCourse: number;
} {
  const add = (pick: (invoice: InvoiceDraft) => number) =>
    invoices.reduce((total, invoice) => total + pick(invoice), 0);
  return {
    subTotal: add((invoice) => invoice.subTotal),
    totalTaxes: add((invoice) => invoice.totalTaxes),
    grandTotal: add((invoice) => invoice.grandTotal),
    dueNow: add((invoice) => invoice.dueNow),
    dueAtCourse: add((invoice) => invoice.dueAtCourse),
  };
}

/** merchantChanged of a Google conversion (SPEC §7): 2 when every booked facility is of one type, else 1. */
export function merchantChangedOf(facilityTypes: readonly string[]): 1 | 2 {
  return facilityTypes.length > 0 && new Set(facilityTypes).size === 1 ? 2 : 1;
}

/** When a featured product's order is dated: 2 hours before its tee time (SPEC §9). */
export const FEATURED_PRODUCT_ORDER_OFFSET_MS = 7_200_000;
