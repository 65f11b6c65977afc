import { TENDERS } from '@fairway/domain/payments/money-view';
import { z } from 'zod';
import { cardLastFourSchema, deskGiftCodeSchema } from './admin-desk-payment.contract.ts';
import { emailAddressSchema } from './email-address.ts';
import { isoDateSchema } from './tee-times.contract.ts';

// Walk-up sales at the counter (issue #49, point 2): a buyer (a golfer account of the alias, or a
// walk-up), lines naming catalogue ids and quantities only (the server prices them as the online
// invoice does), and the tenders that pay the server's total exactly. And a gift certificate's
// balance, looked up by its code.

const id32 = z.number().int().positive().max(2147483647);
/** An amount a tender takes: whole cents, more than nothing, at most 100 000.00. */
const amountSchema = z.number().int().positive().max(10_000_000);

/** Who buys: a golfer account of the alias (found with the golfer lookup), or a walk-up. */
const counterBuyerSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('golfer'),
    golferId: z.uuid().describe("The golfer account's public id (GET /api/admin/golfers)"),
  }),
  z.strictObject({
    kind: z.literal('walk-up'),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: emailAddressSchema.optional().describe('Where the receipt goes (none: printed only)'),
  }),
]);

/** How a gift certificate sold at the counter reaches its recipient. */
const giftDeliverySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('print'),
    recipientName: z.string().trim().max(200).optional().describe('Printed on the receipt (default: the buyer)'),
  }),
  z.strictObject({
    kind: z.literal('email'),
    recipientName: z.string().trim().min(1).max(200),
    recipientEmail: emailAddressSchema,
    giftMessage: z.string().max(1000).default(''),
    deliveryDate: isoDateSchema.describe('The day it is e-mailed (00:00 at the course); today or within a year'),
  }),
]);

/** One line of a counter sale: a catalogue entry and how many, never a price. */
const counterSaleLineSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('membership'), planId: id32 }),
  z.strictObject({
    type: z.literal('gift-certificate'),
    facilityId: id32,
    /** One of the course's amounts, or a custom one inside its bounds (cents); checked by the server. */
    value: z.number().int().min(1).max(10_000_000),
    delivery: giftDeliverySchema,
  }),
  z.strictObject({ type: z.literal('product'), productId: id32, quantity: z.number().int().min(1).max(99) }),
]);
export type CounterSaleLineInput = z.input<typeof counterSaleLineSchema>;

/** One tender of a counter sale (the desk payment's: cash, the counter's terminal, a gift certificate). */
const counterTenderSchema = z.discriminatedUnion('tender', [
  z.strictObject({ tender: z.literal('cash'), amountCents: amountSchema }),
  z.strictObject({ tender: z.literal('card-present'), amountCents: amountSchema, lastFour: cardLastFourSchema }),
  z.strictObject({ tender: z.literal('gift-certificate'), amountCents: amountSchema, code: deskGiftCodeSchema }),
]);

/** POST /api/admin/counter-sales/preview body: what would be sold, priced by the server. */
export const counterSalePreviewRequestSchema = z.strictObject({
  buyer: counterBuyerSchema,
  lines: z.array(counterSaleLineSchema).min(1).max(20),
});
export type CounterSalePreviewRequest = z.input<typeof counterSalePreviewRequestSchema>;

/** POST /api/admin/counter-sales body (Idempotency-Key required). */
export const counterSaleRequestSchema = counterSalePreviewRequestSchema.extend({
  tenders: z
    .array(counterTenderSchema)
    .min(1)
    .max(6)
    .describe('Amounts per tender; they must add up to exactly the priced total (tax included)'),
  emailReceipt: z.boolean().default(true).describe('E-mail the receipt to the buyer (when they have an e-mail)'),
});
export type CounterSaleRequest = z.input<typeof counterSaleRequestSchema>;

/** A priced line as the server states it (the online invoice's figures). */
const pricedLineSchema = z.object({
  type: z.enum(['membership', 'gift-certificate', 'product']),
  facilityId: z.number().int(),
  course: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  subTotal: z.number().int(),
  totalTaxes: z.number().int(),
  grandTotal: z.number().int(),
});

/** POST /api/admin/counter-sales/preview answer. */
export const counterSalePreviewSchema = z
  .object({
    currencyCode: z.string(),
    lines: z.array(pricedLineSchema),
    subTotal: z.number().int(),
    totalTaxes: z.number().int(),
    /** What the tenders must add up to. */
    grandTotal: z.number().int(),
  })
  .meta({ id: 'CounterSalePreview' });
export type CounterSalePreview = z.infer<typeof counterSalePreviewSchema>;

/** POST /api/admin/counter-sales answer: the receipt. */
export const counterSaleReceiptSchema = counterSalePreviewSchema
  .extend({
    receiptNumber: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    buyer: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      golferId: z.string().nullable(),
    }),
    /** When it was sold (ISO instant). */
    at: z.string(),
    tenders: z.array(
      z.object({ tender: z.enum(TENDERS), amountCents: z.number().int(), lastFour: z.string().nullable() }),
    ),
    paidCents: z.number().int(),
    /** Gift certificates delivered on paper now: their codes, printed on the receipt. */
    printedGiftCertificates: z.array(
      z.object({ code: z.string(), value: z.number().int(), course: z.string(), recipientName: z.string() }),
    ),
    /** Gift certificates e-mailed to their recipient on their delivery date (never the code here). */
    emailedGiftCertificates: z.array(
      z.object({
        value: z.number().int(),
        recipientName: z.string(),
        recipientEmail: z.string(),
        deliveryDate: z.string(),
      }),
    ),
    /** Memberships started, with their next instalment (null: paid in one). */
    memberships: z.array(z.object({ name: z.string(), course: z.string(), nextInstalmentDate: z.string().nullable() })),
    /** The address the receipt was e-mailed to (null: not e-mailed). */
    emailedTo: z.string().nullable(),
  })
  .meta({ id: 'CounterSaleReceipt' });
export type CounterSaleReceipt = z.infer<typeof counterSaleReceiptSchema>;

/** GET /api/admin/counter-sales/catalogue answer: what the counter sells, on sale only, products with their stock. */
export const counterCatalogueSchema = z
  .object({
    courses: z.array(z.object({ facilityId: z.number().int(), name: z.string(), currencyCode: z.string() })),
    memberships: z.array(
      z.object({
        id: z.number().int(),
        facilityId: z.number().int(),
        name: z.string(),
        price: z.number().int(),
        initiationFee: z.number().int(),
        frequencyType: z.string(),
      }),
    ),
    giftCertificates: z.array(
      z.object({
        facilityId: z.number().int(),
        amounts: z.array(z.number().int()),
        custom: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
      }),
    ),
    products: z.array(
      z.object({
        id: z.number().int(),
        facilityId: z.number().int(),
        name: z.string(),
        price: z.number().int(),
        isUnlimited: z.boolean(),
        /** Left in stock (null: unlimited). */
        inventory: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'CounterCatalogue' });
export type CounterCatalogue = z.infer<typeof counterCatalogueSchema>;

/** GET /api/admin/gift-certificates/{code} params. */
export const giftCertificateCodeParamsSchema = z.object({ code: z.string().trim().min(4).max(40) });

/** GET /api/admin/gift-certificates/{code} answer: a certificate's balance and redemptions. */
export const giftCertificateBalanceSchema = z
  .object({
    code: z.string(),
    facilityId: z.number().int(),
    course: z.string(),
    currencyCode: z.string(),
    value: z.number().int(),
    balance: z.number().int(),
    delivered: z.boolean(),
    deliveryDate: z.string(),
    recipientName: z.string(),
    recipientEmail: z.string(),
    redemptions: z.array(
      z.object({
        at: z.string(),
        amountCents: z.number().int(),
        /** Put back on it by a refund. */
        restoredCents: z.number().int(),
        orderNumber: z.string().nullable(),
        confirmationNumber: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'GiftCertificateBalance' });
export type GiftCertificateBalance = z.infer<typeof giftCertificateBalanceSchema>;
