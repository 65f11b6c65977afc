import { randomUUID } from 'node:crypto';
import type { GiftCertificateItemExtra, MembershipItemExtra } from '@fairway/contract/store.contract';
import { buildInvoice, cartTotals, type InvoiceDraft } from '@fairway/domain/checkout/invoice';
import { canSell } from '@fairway/domain/checkout/product-stock';
import { required } from '@fairway/domain/shared/required';
import { localToday } from '@fairway/domain/tee-times/local-date';
import type { Database } from '../../db/client.ts';
import type { JobRuntime } from '../../plugins/job-runtime.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { newOrderNumber } from './booking.ts';
import { insertInvoices } from './checkout.repository.ts';
import { insertOrder, insertOrderItems } from './orders.repository.ts';
import { productsOnSale, productStockOf, takeProductsStock } from '../cart/cart.public.ts';
import {
  type BookingEngineRow,
  type FacilityRow,
  listFacilitiesOfBookingEngine,
} from '../facilities/facilities.public.ts';
import {
  deliverPrintedGifts,
  fulfilStoreItems,
  plansOfFacilities,
  type PrintedGift,
  scheduleGiftDeliveries,
  storeItemExtra,
  type StorePurchases,
} from '../store/store.public.ts';

// A walk-up sale at the counter, written as the same rows an online store checkout writes: an
// order, a Closed invoice per line (priced by the same invoice rules, all due now), order items,
// the memberships (with their instalment schedule) and gift certificates through the store's
// fulfilment, their delivery jobs, and the products taken from stock. The golfer's orders, the
// reports and the money views then read it like any other sale. Lines name catalogue ids only.

/** A line of a counter sale as the console names it. */
export type CounterLine =
  | { type: 'membership'; planId: number }
  | {
      type: 'gift-certificate';
      facilityId: number;
      value: number;
      delivery:
        | { kind: 'print'; recipientName?: string }
        | { kind: 'email'; recipientName: string; recipientEmail: string; giftMessage: string; deliveryDate: string };
    }
  | { type: 'product'; productId: number; quantity: number };

/** A line priced from the catalogue, with the item it becomes. */
interface PricedCounterLine {
  itemId: string;
  facility: FacilityRow;
  description: string;
  quantity: number;
  draft: InvoiceDraft;
  item:
    | { type: 'membership'; extra: MembershipItemExtra }
    | { type: 'gift-certificate'; extra: GiftCertificateItemExtra; printed: boolean }
    | { type: 'featured-product'; productId: number; name: string; price: number; quantity: number };
}

/** A counter sale priced: its lines and totals, in the courses' one currency. */
export interface PricedCounterSale {
  currencyCode: string;
  lines: PricedCounterLine[];
  totals: ReturnType<typeof cartTotals>;
}

// Everything is paid at the counter now: no reservation fee, nothing left for the course.
const billingOf = (facility: FacilityRow) => ({
  taxRateBps: facility.taxRateBps,
  paymentPolicy: 'prepay' as const,
  reservationFeeCents: 0,
});

const unavailable = () => new DomainError('CATALOGUE_ITEM_UNAVAILABLE');

/**
 * Prices a counter sale's lines from the alias's catalogue (another alias's plan, product or course
 * is CATALOGUE_ITEM_UNAVAILABLE), with the store's rules: a membership needs a golfer account and
 * one they do not hold already (MEMBERSHIP_ALREADY_ACTIVE), a gift certificate an allowed value and
 * delivery date, a product enough stock (PRODUCT_SOLD_OUT). `buyerName` names a printed certificate
 * without a recipient.
 */
export async function priceCounterSale(
  db: Database,
  engine: BookingEngineRow,
  buyer: { customerId: number | null; name: string },
  lines: readonly CounterLine[],
  now: Date,
): Promise<PricedCounterSale> {
  const courses = await listFacilitiesOfBookingEngine(db, engine.id);
  const courseOf = (id: number) => courses.find((course) => course.id === id);
  const ids = courses.map((course) => course.id);
  const needsPlans = lines.some((line) => line.type === 'membership');
  const needsProducts = lines.some((line) => line.type === 'product');
  const [plans, products] = await Promise.all([
    needsPlans ? plansOfFacilities(db, ids) : [],
    needsProducts ? productsOnSale(db, ids) : [],
  ]);
  const stock = await productStockOf(
    db,
    products.map(({ product }) => product.id),
  );
  const wanted = new Map<number, number>();
  const priced: PricedCounterLine[] = [];
  for (const line of lines) {
    const itemId = randomUUID();
    if (line.type === 'membership') {
      const plan = plans.find((row) => row.id === line.planId);
      const facility = plan ? courseOf(plan.facilityId) : undefined;
      if (!plan || !facility) throw unavailable();
      if (buyer.customerId === null)
        throw new DomainError('BAD_REQUEST', 'A membership is sold to a golfer account: find the golfer first', {
          field: 'buyer',
        });
      const extra = await storeItemExtra(
        db,
        facility,
        { type: 'membership', extra: { membershipId: plan.id } },
        buyer.customerId,
        now,
      );
      if (priced.some((entry) => entry.item.type === 'membership' && entry.item.extra.membershipId === plan.id))
        throw new DomainError('MEMBERSHIP_ALREADY_ACTIVE');
      const { price, initiationFee } = extra.paymentPlan;
      const draft = buildInvoice({ type: 'membership', name: extra.name, price, initiationFee }, billingOf(facility));
      priced.push({
        itemId,
        facility,
        description: extra.name,
        quantity: 1,
        draft,
        item: { type: 'membership', extra },
      });
    } else if (line.type === 'gift-certificate') {
      const facility = courseOf(line.facilityId);
      if (!facility) throw unavailable();
      const today = localToday(now, facility.timeZone);
      const { delivery } = line;
      const asked: GiftCertificateItemExtra =
        delivery.kind === 'email'
          ? {
              value: line.value,
              deliveryDate: delivery.deliveryDate,
              recipientName: delivery.recipientName,
              recipientEmail: delivery.recipientEmail,
              giftMessage: delivery.giftMessage,
            }
          : {
              value: line.value,
              deliveryDate: today,
              recipientName: delivery.recipientName || buyer.name,
              recipientEmail: '',
              giftMessage: '',
            };
      const extra = await storeItemExtra(
        db,
        facility,
        { type: 'gift-certificate', extra: asked },
        buyer.customerId,
        now,
      );
      const draft = buildInvoice({ type: 'gift-certificate', value: extra.value }, billingOf(facility));
      priced.push({
        itemId,
        facility,
        description: 'Gift Certificate',
        quantity: 1,
        draft,
        item: { type: 'gift-certificate', extra, printed: delivery.kind === 'print' },
      });
    } else {
      const found = products.find(({ product }) => product.id === line.productId);
      const facility = found ? courseOf(found.product.facilityId) : undefined;
      if (!found || !facility) throw unavailable();
      const total = (wanted.get(found.product.id) ?? 0) + line.quantity;
      wanted.set(found.product.id, total);
      if (!canSell(stock.get(found.product.id), total))
        throw new DomainError('PRODUCT_SOLD_OUT', undefined, { productId: found.product.id });
      const { name, price } = found.product;
      const draft = buildInvoice({ type: 'product', name, price, quantity: line.quantity }, billingOf(facility));
      priced.push({
        itemId,
        facility,
        description: name,
        quantity: line.quantity,
        draft,
        item: { type: 'featured-product', productId: found.product.id, name, price, quantity: line.quantity },
      });
    }
  }
  const currencies = new Set(priced.map((line) => line.facility.currencyCode));
  if (currencies.size > 1)
    throw new DomainError('CONFLICT', 'These lines are in more than one currency; sell them separately', {
      currencies: [...currencies],
    });
  return {
    currencyCode: required([...currencies][0], 'the currency of a counter sale'),
    lines: priced,
    totals: cartTotals(priced.map((line) => line.draft)),
  };
}

/** Who buys at the counter, as the order records them. */
export interface CounterBuyerRow {
  customerId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: string;
}

/** What the sale wrote: the order, the store's purchases and the certificates handed over on paper. */
export interface WrittenCounterSale {
  order: Awaited<ReturnType<typeof insertOrder>>;
  purchases: StorePurchases;
  printed: PrintedGift[];
}

/**
 * Writes a priced counter sale in the caller's transaction: the order (paid now in full; the gift
 * certificates drawn as tenders in `giftCertificatePaid`), its order items and Closed invoices, the
 * products' stock (PRODUCT_SOLD_OUT when another sale took it meanwhile: the caller's transaction
 * rolls back), the memberships and certificates through the store, the printed certificates
 * delivered now and the e-mailed ones' delivery jobs.
 */
export async function writeCounterSaleOrder(
  tx: Database,
  jobs: Pick<JobRuntime, 'enqueue'>,
  input: {
    engineId: number;
    sale: PricedCounterSale;
    buyer: CounterBuyerRow;
    giftCertificatePaid: number;
    now: Date;
  },
): Promise<WrittenCounterSale> {
  const { sale, buyer, now } = input;
  const cartId = randomUUID();
  const order = await insertOrder(tx, {
    bookingEngineId: input.engineId,
    orderNumber: newOrderNumber(),
    status: 'fulfilled',
    customerId: buyer.customerId,
    cartId,
    currencyCode: sale.currencyCode,
    subTotal: sale.totals.subTotal,
    totalTaxes: sale.totals.totalTaxes,
    grandTotal: sale.totals.grandTotal,
    paidNow: sale.totals.dueNow,
    giftCertificatePaid: input.giftCertificatePaid,
    dueAtCourse: sale.totals.dueAtCourse,
    email: buyer.email,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    phone: buyer.phone,
    language: buyer.language,
    createdAt: now,
    updatedAt: now,
  });
  await insertOrderItems(
    tx,
    sale.lines.map((line) => ({
      orderId: order.id,
      cartItemId: line.itemId,
      type: line.item.type,
      description: line.description,
      quantity: line.quantity,
      amount: line.draft.grandTotal,
      orderDate: now,
    })),
  );
  await insertInvoices(
    tx,
    sale.lines.map((line) => ({
      bookingEngineId: input.engineId,
      shoppingCartId: cartId,
      cartItemId: line.itemId,
      facilityId: line.facility.id,
      status: 'Closed' as const,
      referenceId: line.itemId,
      playerCount: null,
      rateName: null,
      currencyCode: sale.currencyCode,
      lines: line.draft.lines,
      subTotal: line.draft.subTotal,
      totalTaxes: line.draft.totalTaxes,
      grandTotal: line.draft.grandTotal,
      dueNow: line.draft.dueNow,
      dueAtCourse: line.draft.dueAtCourse,
      sourceOrderId: order.id,
      orderNumber: order.orderNumber,
    })),
  );
  const stock = sale.lines.flatMap((line) =>
    line.item.type === 'featured-product' ? [{ productId: line.item.productId, quantity: line.item.quantity }] : [],
  );
  // In product order, as checkout takes stock (no two sales wait on each other in a circle).
  stock.sort((a, b) => a.productId - b.productId);
  if (stock.length > 0) {
    const taken = await takeProductsStock(tx, stock);
    const short = stock.find((_, index) => !taken[index]);
    if (short) throw new DomainError('PRODUCT_SOLD_OUT', undefined, { productId: short.productId });
  }
  const storeEntries = sale.lines.flatMap((line) =>
    line.item.type === 'membership' || line.item.type === 'gift-certificate'
      ? [
          {
            item: { id: line.itemId, facilityId: line.facility.id, type: line.item.type, extra: line.item.extra },
            facility: line.facility,
          },
        ]
      : [],
  ) as Parameters<typeof fulfilStoreItems>[1]['entries'];
  let purchases: StorePurchases = { memberships: [], giftCertificates: [] };
  let printed: PrintedGift[] = [];
  if (storeEntries.length > 0) {
    purchases = await fulfilStoreItems(tx, {
      orderId: order.id,
      customerId: buyer.customerId,
      currencyCode: sale.currencyCode,
      now,
      entries: storeEntries,
    });
    printed = await deliverPrintedGifts(
      tx,
      order.id,
      sale.lines.flatMap((line) => (line.item.type === 'gift-certificate' && line.item.printed ? [line.itemId] : [])),
      now,
    );
    // The e-mailed ones only: a printed certificate was handed over already.
    await scheduleGiftDeliveries(tx, jobs, order.id);
  }
  return { order, purchases, printed };
}
