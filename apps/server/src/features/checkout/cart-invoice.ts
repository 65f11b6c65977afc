import type { CartInvoice, Invoice } from '@fairway/contract/checkout.contract';
import { heldItems } from '@fairway/domain/cart/item-hold';
import { mayBookRate } from '@fairway/domain/tee-times/member-rates';
import { buildInvoice, cartTotals, type InvoiceDraft, type InvoiceItemInput, type ProductLine } from '@fairway/domain/checkout/invoice';
import type { Database } from '../../db/client.ts';
import type { InvoiceRow } from '../../db/schema/checkout.ts';
import type { FacilityRow } from '../../db/schema/facilities.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { CheckoutPorts } from './checkout-ports.ts';
import { type CheckoutItemRow, facilitiesByIds } from './checkout.repository.ts';

// The invoices of a cart's top-level items, computed from the items as they are now.

/** The fields of a tee-time item's extra that checkout reads. */
export interface TeeTimeItemExtra {
  teetime: string;
  players: number;
  groupSize: number;
  transportation: 'Cart' | 'Walking';
  /** membersOnly: priced at a members' rate (absent on items added before it was stored). */
  rate: { name: string; holes: number; isSimulator: boolean; membersOnly?: boolean };
  rates: { players: number; price: number; transactionFees: number }[];
  productLineups?: ProductLine[];
  /** Per player, with the promotion when one applies, and without it (cents). */
  price?: number;
  standardPrice?: number;
}

/** One top-level item with its facility, children and invoice. */
export interface ItemInvoice {
  item: CheckoutItemRow;
  children: CheckoutItemRow[];
  facility: FacilityRow;
  draft: InvoiceDraft;
}

/** A cart's item invoices and totals. */
export interface ComputedCartInvoice {
  currencyCode: string;
  invoices: ItemInvoice[];
  totals: ReturnType<typeof cartTotals>;
}

function productOf(item: CheckoutItemRow): ProductLine {
  const extra = item.extra as { name?: string; price?: number; quantity?: number };
  return { name: extra.name ?? 'Product', price: extra.price ?? 0, quantity: extra.quantity ?? 0 };
}

function inputOf(item: CheckoutItemRow, children: CheckoutItemRow[], memberLabels: boolean): InvoiceItemInput {
  switch (item.type) {
    case 'tee-time': {
      const extra = item.extra as TeeTimeItemExtra;
      return {
        type: 'tee-time',
        portions: extra.rates,
        addOns: extra.productLineups ?? [],
        featuredProducts: children.filter((child) => child.type === 'featured-product').map(productOf),
        memberLabels,
      };
    }
    case 'membership': {
      const extra = item.extra as { name: string; paymentPlan: { price: number; initiationFee?: number } };
      return { type: 'membership', name: extra.name, price: extra.paymentPlan.price, initiationFee: extra.paymentPlan.initiationFee ?? 0 };
    }
    case 'gift-certificate':
      return { type: 'gift-certificate', value: (item.extra as { value: number }).value };
    default:
      return { type: 'product', ...productOf(item) };
  }
}

const STORE_TYPES = new Set(['membership', 'gift-certificate']);

/**
 * The cart's items the golfer still holds (issue #45: a tee time whose hold lapsed, an alert offer
 * left unclaimed among them, is neither invoiced nor booked; its children go with it), with
 * memberships and gift certificates priced from today's catalogue (never from what the item says).
 */
export async function repricedItems(tx: Database, ports: CheckoutPorts, cartItems: CheckoutItemRow[], customerId: number | null, now: Date): Promise<CheckoutItemRow[]> {
  const items = heldItems(cartItems, now.getTime());
  const storeItems = items.filter((item) => STORE_TYPES.has(item.type));
  if (storeItems.length === 0) return items;
  if (!ports.store) throw new DomainError('CATALOGUE_ITEM_UNAVAILABLE');
  const facilities = await facilitiesByIds(tx, [...new Set(storeItems.map((item) => item.facilityId).filter((id): id is number => id !== null))]);
  return ports.store.reprice(tx, items, facilities, customerId, now);
}

/** When tee-time lines read "Member" / "Member Guest": the member flow, or a course where the golfer holds an active membership. */
export interface MemberLabels {
  memberFlow: boolean;
  memberFacilityIds: readonly number[];
}

/** The courses whose tee times the golfer books at member labels: where user.memberGuestRate is on and they hold an active membership. */
export async function memberFacilitiesOf(db: Database, ports: CheckoutPorts, memberGuestRate: boolean, customerId: number | null): Promise<number[]> {
  if (!memberGuestRate || customerId === null || !ports.store) return [];
  return ports.store.memberFacilities(db, customerId);
}

/**
 * A tee time priced at a members' rate is paid only by a member of its course: a membership that
 * ended since the tee time was added (or the engine's setting turned off) refuses the payment
 * before anything is charged or written.
 */
export function requireMembersRatesHeld(items: readonly CheckoutItemRow[], memberFacilityIds: readonly number[]): void {
  const notMember = items.find(
    (item) =>
      item.type === 'tee-time' &&
      (item.extra as Partial<TeeTimeItemExtra>).rate?.membersOnly === true &&
      (item.facilityId === null || !mayBookRate({ audience: 'members' }, item.facilityId, memberFacilityIds)),
  );
  if (notMember) throw new DomainError('MEMBERS_ONLY_RATE', undefined, { cartItemId: notMember.id });
}

/**
 * The invoice of every top-level item of the cart (children are billed on their parent's).
 * An empty cart is CART_EMPTY; items in more than one currency cannot be paid at once (409).
 */
export async function computeCartInvoice(db: Database, items: CheckoutItemRow[], labels: MemberLabels, knownFacilities?: Map<number, FacilityRow>): Promise<ComputedCartInvoice> {
  const topLevel = items.filter((item) => item.parentId === null);
  if (topLevel.length === 0) throw new DomainError('CART_EMPTY');
  // The caller may have read the items' courses with the items (the invoice call does).
  const facilities = knownFacilities ?? (await facilitiesByIds(db, [...new Set(topLevel.map((item) => item.facilityId).filter((id): id is number => id !== null))]));
  const invoices = topLevel.map((item): ItemInvoice => {
    const facility = item.facilityId === null ? undefined : facilities.get(item.facilityId);
    if (!facility) throw new DomainError('CONFLICT', 'A cart item has no facility');
    const children = items.filter((child) => child.parentId === item.id);
    const draft = buildInvoice(inputOf(item, children, labels.memberFlow || labels.memberFacilityIds.includes(facility.id)), facility);
    return { item, children, facility, draft };
  });
  const currencies = new Set(invoices.map((entry) => entry.facility.currencyCode));
  if (currencies.size > 1) throw new DomainError('CONFLICT', 'The cart holds items in more than one currency; please check them out separately', { currencies: [...currencies] });
  return { currencyCode: [...currencies][0]!, invoices, totals: cartTotals(invoices.map((entry) => entry.draft)) };
}

/** The row to store for an item's invoice. */
export function invoiceRowOf(engineId: number, cartId: string, currencyCode: string, entry: ItemInvoice) {
  const tee = entry.item.type === 'tee-time' ? (entry.item.extra as TeeTimeItemExtra) : null;
  return {
    bookingEngineId: engineId,
    shoppingCartId: cartId,
    cartItemId: entry.item.id,
    facilityId: entry.facility.id,
    status: 'Open' as const,
    referenceId: entry.item.id,
    playerCount: tee?.players ?? null,
    rateName: tee?.rate.name ?? null,
    currencyCode,
    lines: entry.draft.lines,
    subTotal: entry.draft.subTotal,
    totalTaxes: entry.draft.totalTaxes,
    grandTotal: entry.draft.grandTotal,
    dueNow: entry.draft.dueNow,
    dueAtCourse: entry.draft.dueAtCourse,
  };
}

/** An invoice row as SPEC §3 names it. */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    facilityId: row.facilityId,
    cartItemId: row.cartItemId,
    shoppingCartId: row.shoppingCartId,
    status: row.status,
    referenceId: row.referenceId,
    playerCount: row.playerCount,
    rateName: row.rateName,
    items: row.lines as Invoice['items'],
    subTotal: row.subTotal,
    totalTaxes: row.totalTaxes,
    grandTotal: { value: row.grandTotal, currencyCode: row.currencyCode },
    totalDue: { summary: { total: row.grandTotal, salesTax: row.totalTaxes, subTotal: row.subTotal } },
    dueNow: { original: { total: row.dueNow } },
    dueAtCourse: row.dueAtCourse,
    sourceOrderId: row.sourceOrderId,
    orderNumber: row.orderNumber,
  };
}

/** The cart's invoice answer from its stored invoices. */
export function toCartInvoice(cartId: string, currencyCode: string, rows: InvoiceRow[]): CartInvoice {
  const totals = cartTotals(rows.map((row) => ({ ...row, lines: [] })));
  return {
    shoppingCartId: cartId,
    currencyCode,
    invoices: rows.map(toInvoice),
    totalDue: { summary: { total: totals.grandTotal, salesTax: totals.totalTaxes, subTotal: totals.subTotal } },
    dueNow: { original: { total: totals.dueNow } },
    dueAtCourse: totals.dueAtCourse,
    splitPayment: null,
    creditBooks: [],
  };
}
