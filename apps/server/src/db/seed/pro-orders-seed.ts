import { randomBytes, randomUUID } from 'node:crypto';
import { buildInvoice, type InvoiceItemInput } from '@fairway/domain/checkout/invoice';
import { giftCodeFromBytes } from '@fairway/domain/store/gift-balance';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../client.ts';
import { invoices, orderItems, orders } from '../schema/checkout.ts';
import type { FacilityRow } from '../schema/facilities.ts';
import { gatewayLedger, gatewayPayments } from '../schema/payments.ts';
import type { CustomerRow } from '../schema/profile.ts';
import { customerMemberships, giftCertificates } from '../schema/store.ts';
import { isoDateOf } from '@fairway/domain/shared/iso-date';
import { required } from '@fairway/domain/shared/required';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One seeded store order of the pro: what it bought and how long ago, in the facility's zone. */
interface SeedOrder {
  number: string;
  ago: { days?: number; months?: number };
  item: Extract<InvoiceItemInput, { type: 'gift-certificate' | 'membership' | 'product' }>;
  cartItemType: 'gift-certificate' | 'membership' | 'featured-product';
  gift?: { recipientName: string; recipientEmail: string; giftMessage: string };
}

// Two orders inside the Orders tab's default range (the last 90 days) — a gift certificate for a
// friend and a pro-shop product — and the Weekday Player membership's order ten months ago, which
// a wider range shows. Product names and the membership stay the facility's words; the gift
// certificate's line is the product's label (translated on the golfer's screens).
const ORDERS: SeedOrder[] = [
  {
    number: 'FW-PRO0003',
    ago: { days: 9 },
    item: { type: 'gift-certificate', value: 10_000 },
    cartItemType: 'gift-certificate',
    gift: {
      recipientName: 'Jordan Morgan',
      recipientEmail: 'jordan.morgan@example.com',
      giftMessage: 'Happy birthday! See you on the first tee.',
    },
  },
  {
    number: 'FW-PRO0002',
    ago: { days: 41 },
    item: { type: 'product', name: 'Harbor Pines logo golf balls, one dozen', price: 5_400, quantity: 1 },
    cartItemType: 'featured-product',
  },
  {
    number: 'FW-PRO0001',
    ago: { months: 10 },
    item: { type: 'membership', name: 'Weekday Player', price: 9_900, initiationFee: 0 },
    cartItemType: 'membership',
  },
];

/**
 * pro@example.com's closed store orders at the North Course, so the demo's Orders tab lists some,
 * each with its Closed invoice, line, captured sandbox payment and ledger, as checkout writes them;
 * the gift certificate is delivered, and the membership row points at its order.
 */
export async function seedProOrders(
  tx: Transaction,
  now: Date,
  input: { engineId: number; pro: CustomerRow; north: FacilityRow; membershipId: string | undefined },
): Promise<void> {
  const { engineId, pro, north } = input;
  const cardToken = `card_seed_${pro.publicId}`;
  const billing = { taxRateBps: north.taxRateBps, paymentPolicy: 'prepay' as const, reservationFeeCents: 0 };
  for (const [index, seed] of ORDERS.entries()) {
    const placedAt = DateTime.fromJSDate(now, { zone: north.timeZone })
      .minus(seed.ago)
      .set({ hour: 14, minute: 20 + index })
      .toJSDate();
    const at = new Date(Math.min(placedAt.getTime(), now.getTime()));
    const invoice = buildInvoice(seed.item, billing);
    const paymentId = `pay_seed_pro_order_${index + 1}_${pro.publicId.slice(0, 8)}`;
    await tx.insert(gatewayPayments).values({
      id: paymentId,
      cardToken,
      amountCents: invoice.dueNow,
      currency: north.currencyCode,
      status: 'captured',
      capturedCents: invoice.dueNow,
      expiresAt: new Date(at.getTime() + 7 * 86_400_000),
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(gatewayLedger).values([
      { paymentId, kind: 'authorization', amountCents: invoice.dueNow, createdAt: at },
      { paymentId, kind: 'capture', amountCents: invoice.dueNow, createdAt: at },
    ]);
    const cartId = randomUUID();
    const cartItemId = randomUUID();
    const order = required(
      (
        await tx
          .insert(orders)
          .values({
            bookingEngineId: engineId,
            orderNumber: seed.number,
            status: 'fulfilled',
            customerId: pro.id,
            cartId,
            currencyCode: north.currencyCode,
            subTotal: invoice.subTotal,
            totalTaxes: invoice.totalTaxes,
            grandTotal: invoice.grandTotal,
            paidNow: invoice.dueNow,
            dueAtCourse: invoice.dueAtCourse,
            email: pro.email,
            firstName: pro.firstName,
            lastName: pro.lastName,
            phone: pro.phone ?? '',
            cardBrand: 'visa',
            cardLastFour: '4242',
            paymentId,
            paymentStatus: 'captured',
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: orders.id })
      )[0],
      'the seeded order',
    );
    const orderId = order.id;
    const quantity = seed.item.type === 'product' ? seed.item.quantity : 1;
    await tx.insert(orderItems).values({
      orderId,
      cartItemId,
      type: seed.cartItemType,
      description: required(invoice.lines[0], "the seeded invoice's line").label,
      quantity,
      amount: invoice.grandTotal,
      orderDate: at,
    });
    await tx.insert(invoices).values({
      bookingEngineId: engineId,
      shoppingCartId: cartId,
      cartItemId,
      facilityId: north.id,
      status: 'Closed',
      referenceId: cartItemId,
      playerCount: null,
      rateName: null,
      currencyCode: north.currencyCode,
      lines: invoice.lines,
      subTotal: invoice.subTotal,
      totalTaxes: invoice.totalTaxes,
      grandTotal: invoice.grandTotal,
      dueNow: invoice.dueNow,
      dueAtCourse: invoice.dueAtCourse,
      sourceOrderId: orderId,
      orderNumber: seed.number,
      createdAt: at,
      updatedAt: at,
    });
    if (seed.gift && seed.item.type === 'gift-certificate') {
      const deliveryDate = isoDateOf(DateTime.fromJSDate(at, { zone: north.timeZone }));
      await tx.insert(giftCertificates).values({
        facilityId: north.id,
        // Random like a bought one: a seeded code anyone could read would be money to spend.
        code: giftCodeFromBytes(randomBytes(32)),
        value: seed.item.value,
        balance: seed.item.value,
        currencyCode: north.currencyCode,
        purchaserCustomerId: pro.id,
        orderId,
        cartItemId,
        recipientName: seed.gift.recipientName,
        recipientEmail: seed.gift.recipientEmail,
        giftMessage: seed.gift.giftMessage,
        deliveryDate,
        deliverAt: at,
        deliveredAt: at,
        createdAt: at,
        updatedAt: at,
      });
    }
    if (seed.item.type === 'membership' && input.membershipId) {
      await tx
        .update(customerMemberships)
        .set({ orderId, cartItemId })
        .where(eq(customerMemberships.id, input.membershipId));
    }
  }
}
