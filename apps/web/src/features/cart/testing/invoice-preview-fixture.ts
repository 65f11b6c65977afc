import type { CartItem } from '@fairway/contract/cart.contract';
import type { CartInvoicePreview } from '@fairway/contract/checkout.contract';
import { heldItems } from '@fairway/domain/cart/item-hold';
import { cartSummaryGroups } from '@fairway/domain/checkout/cart-summary';
import {
  buildInvoice,
  cartTotals,
  type FacilityBilling,
  type InvoiceItemInput,
} from '@fairway/domain/checkout/invoice';

const UNTAXED: FacilityBilling = { taxRateBps: 0, paymentPolicy: 'prepay', reservationFeeCents: 0 };

/** The item's extra as the fake server reads it (the fixtures write whole extras). */
interface FixtureExtra {
  rates?: { players: number; price: number; transactionFees: number }[];
  productLineups?: { name: string; price: number; quantity: number }[];
  paymentPlan: { price: number; initiationFee?: number };
  name: string;
  value: number;
  price: number;
  quantity: number;
}

function inputOf(item: CartItem): InvoiceItemInput {
  const extra = item.extra as unknown as FixtureExtra;
  switch (item.type) {
    case 'tee-time':
      return {
        type: 'tee-time',
        portions: extra.rates ?? [],
        addOns: extra.productLineups ?? [],
        featuredProducts: [],
        memberLabels: false,
      };
    case 'membership':
      return {
        type: 'membership',
        name: extra.name,
        price: extra.paymentPlan.price,
        initiationFee: extra.paymentPlan.initiationFee ?? 0,
      };
    case 'gift-certificate':
      return { type: 'gift-certificate', value: extra.value };
    default:
      return { type: 'product', name: extra.name, price: extra.price, quantity: extra.quantity };
  }
}

/**
 * What GET …/invoice-preview answers for these items at `now`, made with the domain's invoice
 * rules as the server makes it (lapsed tee times left out): the tests' fake server.
 */
export function invoicePreviewOf(
  items: readonly CartItem[],
  now: number,
  billing: FacilityBilling = UNTAXED,
): CartInvoicePreview {
  const topLevel = heldItems(items, now).filter((item) => item.parentId === null);
  const drafts = topLevel.map((item) => ({ item, draft: buildInvoice(inputOf(item), billing) }));
  return {
    currencyCode: topLevel.length ? 'USD' : null,
    items: drafts.map(({ item, draft }) => ({
      cartItemId: item.id,
      lines: draft.lines,
      subTotal: draft.subTotal,
      totalTaxes: draft.totalTaxes,
      grandTotal: draft.grandTotal,
      dueNow: draft.dueNow,
      dueAtCourse: draft.dueAtCourse,
    })),
    groups: cartSummaryGroups(drafts.flatMap(({ draft }) => draft.lines)),
    totals: cartTotals(drafts.map(({ draft }) => draft)),
  };
}
