import type { CartInvoice, Invoice } from '@fairway/contract/checkout.contract';
import { heldItems } from '@fairway/domain/cart/item-hold';
import { mayBookRate } from '@fairway/domain/tee-times/member-rates';
import {
  buildInvoice,
  cartTotals,
  type InvoiceDraft,
  type InvoiceItemInput,
  type ProductLine,
} from '@fairway/domain/checkout/invoice';
import type { Database } from '../../db/client.ts';
import type { InvoiceRow } from '../../db/schema/checkout.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { CheckoutItemRow } from './checkout.repository.ts';
import type { TeeTimeCartItem } from '../cart/cart.public.ts';
import { type FacilityRow, facilitiesByIds } from '../facilities/facilities.public.ts';
import { activeMembershipFacilities, repriceStoreItems } from '../store/store.public.ts';
import { required } from '@fairway/domain/shared/required';

// The invoices of a cart's top-level items, computed from the items as they are now.

/** One top-level item with its facility, children and invoice. */
export interface ItemInvoice {
  item: CheckoutItemRow;
  children: CheckoutItemRow[];
  facility: FacilityRow;
  draft: InvoiceDraft;
}

/** A featured product item (a tee time's child, or on its own once its tee time went). */
type FeaturedProductItem = Extract<CheckoutItemRow, { type: 'featured-product' }>;

/** The invoice of a tee-time item. */
export type TeeTimeItemInvoice = ItemInvoice & { item: TeeTimeCartItem };

/** Whether an item's invoice is a tee time's (a type guard for `filter` and `find`). */
export function isTeeTimeInvoice(entry: ItemInvoice): entry is TeeTimeItemInvoice {
  return entry.item.type === 'tee-time';
}

/** A cart's item invoices and totals. */
export interface ComputedCartInvoice {
  currencyCode: string;
  invoices: ItemInvoice[];
  totals: ReturnType<typeof cartTotals>;
}

function productOf({ extra }: FeaturedProductItem): ProductLine {
  return { name: extra.name, price: extra.price, quantity: extra.quantity };
}

const isFeaturedProduct = (item: CheckoutItemRow): item is FeaturedProductItem => item.type === 'featured-product';

function inputOf(item: CheckoutItemRow, children: CheckoutItemRow[], memberLabels: boolean): InvoiceItemInput {
  switch (item.type) {
    case 'tee-time': {
      const { extra } = item;
      return {
        type: 'tee-time',
        portions: extra.rates,
        addOns: extra.productLineups,
        featuredProducts: children.filter(isFeaturedProduct).map(productOf),
        memberLabels,
      };
    }
    case 'membership': {
      const { name, paymentPlan } = item.extra;
      return { type: 'membership', name, price: paymentPlan.price, initiationFee: paymentPlan.initiationFee };
    }
    case 'gift-certificate':
      return { type: 'gift-certificate', value: item.extra.value };
    case 'featured-product':
      return { type: 'product', ...productOf(item) };
  }
}

const STORE_TYPES = new Set(['membership', 'gift-certificate']);

/**
 * The cart's items the golfer still holds (a tee time whose hold lapsed, an alert offer
 * left unclaimed among them, is neither invoiced nor booked; its children go with it), with
 * memberships and gift certificates priced from today's catalogue (never from what the item says).
 */
export async function repricedItems(
  tx: Database,
  cartItems: CheckoutItemRow[],
  customerId: number | null,
  now: Date,
): Promise<CheckoutItemRow[]> {
  const items = heldItems(cartItems, now.getTime());
  const storeItems = items.filter((item) => STORE_TYPES.has(item.type));
  if (storeItems.length === 0) return items;
  const facilities = await facilitiesByIds(tx, [
    ...new Set(storeItems.map((item) => item.facilityId).filter((id): id is number => id !== null)),
  ]);
  return repriceStoreItems(tx, items, facilities, customerId, now);
}

/** When tee-time lines read "Member" / "Member Guest": the member flow, or a course where the golfer holds an active membership. */
export interface MemberLabels {
  memberFlow: boolean;
  memberFacilityIds: readonly number[];
}

/** The courses whose tee times the golfer books at member labels: where user.memberGuestRate is on and they hold an active membership. */
export async function memberFacilitiesOf(
  db: Database,
  memberGuestRate: boolean,
  customerId: number | null,
): Promise<number[]> {
  if (!memberGuestRate || customerId === null) return [];
  return activeMembershipFacilities(db, customerId);
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
      item.extra.rate.membersOnly === true &&
      (item.facilityId === null || !mayBookRate({ audience: 'members' }, item.facilityId, memberFacilityIds)),
  );
  if (notMember) throw new DomainError('MEMBERS_ONLY_RATE', undefined, { cartItemId: notMember.id });
}

/**
 * The invoice of every top-level item of the cart (children are billed on their parent's).
 * An empty cart is CART_EMPTY; items in more than one currency cannot be paid at once (409).
 */
export async function computeCartInvoice(
  db: Database,
  items: CheckoutItemRow[],
  labels: MemberLabels,
  knownFacilities?: Map<number, FacilityRow>,
): Promise<ComputedCartInvoice> {
  const topLevel = items.filter((item) => item.parentId === null);
  if (topLevel.length === 0) throw new DomainError('CART_EMPTY');
  // The caller may have read the items' courses with the items (the invoice call does).
  const facilities =
    knownFacilities ??
    (await facilitiesByIds(db, [
      ...new Set(topLevel.map((item) => item.facilityId).filter((id): id is number => id !== null)),
    ]));
  const invoices = topLevel.map((item): ItemInvoice => {
    const facility = item.facilityId === null ? undefined : facilities.get(item.facilityId);
    if (!facility) throw new DomainError('CONFLICT', 'A cart item has no facility');
    const children = items.filter((child) => child.parentId === item.id);
    const draft = buildInvoice(
      inputOf(item, children, labels.memberFlow || labels.memberFacilityIds.includes(facility.id)),
      facility,
    );
    return { item, children, facility, draft };
  });
  const currencies = new Set(invoices.map((entry) => entry.facility.currencyCode));
  if (currencies.size > 1)
    throw new DomainError(
      'CONFLICT',
      'The cart holds items in more than one currency; please check them out separately',
      { currencies: [...currencies] },
    );
  return {
    currencyCode: required([...currencies][0], "the currency of a cart's items"),
    invoices,
    totals: cartTotals(invoices.map((entry) => entry.draft)),
  };
}

/** The row to store for an item's invoice. */
export function invoiceRowOf(engineId: number, cartId: string, currencyCode: string, entry: ItemInvoice) {
  const tee = entry.item.type === 'tee-time' ? entry.item.extra : null;
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
