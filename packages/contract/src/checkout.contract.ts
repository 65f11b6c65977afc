import { UNPAID_SHARE_POLICIES } from '@fairway/domain/invitations/share-statuses';
import { INVOICE_LINE_KINDS } from '@fairway/domain/checkout/invoice';
import { CART_SUMMARY_GROUPS } from '@fairway/domain/checkout/cart-summary';
import { CARD_BRANDS } from '@fairway/domain/payments/card-validation';
import { PAYMENT_FREQUENCIES } from '@fairway/domain/store/payment-frequency';
import { z } from 'zod';
import { moneyViewSchema } from './money-view.contract.ts';
import { PAYMENT_STATUSES } from './payments.contract.ts';

// Checkout: the cart's invoice, payment, reservations and orders (SPEC §3, §4, §7).

/** Every payment and booking call takes this header; a replay returns the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A line of an invoice; amounts in integer cents. */
const invoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  label: z.string(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  amount: z.number().int(),
  taxable: z.boolean(),
  /** Paid now with the card, or at the course. */
  due: z.enum(['now', 'course']),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const money = z.object({ value: z.number().int(), currencyCode: z.string() });

/** One top-level cart item's invoice (SPEC §3 Invoice); Closed once paid, and kept when the cart changes. */
export const invoiceSchema = z
  .object({
    id: z.string(),
    facilityId: z.number().nullable(),
    cartItemId: z.string().nullable(),
    shoppingCartId: z.string(),
    status: z.enum(['Open', 'Closed']),
    referenceId: z.string(),
    playerCount: z.number().int().nullable(),
    rateName: z.string().nullable(),
    items: z.array(invoiceLineSchema),
    subTotal: z.number().int(),
    totalTaxes: z.number().int(),
    grandTotal: money,
    totalDue: z.object({
      summary: z.object({ total: z.number().int(), salesTax: z.number().int(), subTotal: z.number().int() }),
    }),
    dueNow: z.object({ original: z.object({ total: z.number().int() }) }),
    dueAtCourse: z.number().int(),
    sourceOrderId: z.string().nullable(),
    orderNumber: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /shopping-cart/{id}/invoice: the invoice of every top-level item and the cart's totals. */
/** Split payment per player: what the lead pays now, each partner's share and when shares fall due. */
const splitPaymentOfferSchema = z
  .object({
    leadCents: z.number().int(),
    shares: z.array(z.object({ slot: z.number().int(), amountCents: z.number().int() })),
    deadline: z.string(),
    unpaidShares: z.enum(UNPAID_SHARE_POLICIES),
  })
  .meta({ id: 'SplitPaymentOffer' });
export type SplitPaymentOffer = z.infer<typeof splitPaymentOfferSchema>;

/** A member's credit book the golfer may pay with: what it has left and what it would pay of this cart now. */
const creditBookOfferSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['rounds', 'amount']),
    remaining: z.number().int(),
    expiresOn: z.string().nullable(),
    /** Rounds (players) or cents it would take, and the cents it would pay. */
    quantity: z.number().int(),
    cents: z.number().int(),
  })
  .meta({ id: 'CreditBookOffer' });
export type CreditBookOffer = z.infer<typeof creditBookOfferSchema>;

export const cartInvoiceSchema = z
  .object({
    shoppingCartId: z.string(),
    currencyCode: z.string(),
    invoices: z.array(invoiceSchema),
    totalDue: z.object({
      summary: z.object({ total: z.number().int(), salesTax: z.number().int(), subTotal: z.number().int() }),
    }),
    dueNow: z.object({ original: z.object({ total: z.number().int() }) }),
    dueAtCourse: z.number().int(),
    /** Offered when the lead may let each player pay their own share; null otherwise. */
    splitPayment: splitPaymentOfferSchema.nullable().default(null),
    /** The signed-in member's credit books that would pay part of this cart. */
    creditBooks: z.array(creditBookOfferSchema).default([]),
  })
  .meta({ id: 'CartInvoice' });
export type CartInvoice = z.infer<typeof cartInvoiceSchema>;

const amountsSchema = z.object({
  subTotal: z.number().int(),
  totalTaxes: z.number().int(),
  grandTotal: z.number().int(),
  dueNow: z.number().int(),
  dueAtCourse: z.number().int(),
});

/**
 * GET /shopping-cart/{id}/invoice-preview: what the invoice will say, computed as
 * POST …/invoice computes it but not stored, for the cart panel and /cart: each top-level item's
 * lines (the initiation fee, convenience fees… as lines of their own), the summary's groups and
 * the totals. Tee times whose hold lapsed are left out, as the invoice leaves them out.
 */
export const cartInvoicePreviewSchema = z
  .object({
    /** null for a cart with nothing to pay for. */
    currencyCode: z.string().nullable(),
    items: z.array(amountsSchema.extend({ cartItemId: z.string(), lines: z.array(invoiceLineSchema) })),
    groups: z.array(z.object({ group: z.enum(CART_SUMMARY_GROUPS), amount: z.number().int() })),
    totals: amountsSchema,
  })
  .meta({ id: 'CartInvoicePreview' });
export type CartInvoicePreview = z.infer<typeof cartInvoicePreviewSchema>;

/** The booker's details, opt-ins and payment choice (SPEC §3 payment form keys). Card numbers never come here. */
const checkoutFormDataSchema = z.object({
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(320),
  phone: z.string().max(40).default(''),
  notes: z.string().max(1000).default(''),
  teeTimePolicyAccepted: z.boolean().default(false),
  emailOptIn: z.boolean().default(false),
  smsOptIn: z.boolean().default(false),
  rewardsProgramOptIn: z.boolean().default(false),
  caddieRequest: z.boolean().default(false),
  memberFlow: z.boolean().default(false),
  homeClub: z.string().max(200).default(''),
  memberNumber: z.string().max(64).default(''),
  /** A saved card (wallet option id); absent for a new card. */
  walletOptionId: z.string().max(64).nullable().default(null),
  /** The saved card's CVV: passed to the processor, never stored or logged. */
  securityCode: z.string().max(4).default(''),
  /** Keep the new card in the signed-in golfer's wallet. */
  saveCard: z.boolean().default(false),
});

/** POST /shopping-cart/{id}/process-payment (SPEC §7) with an Idempotency-Key header. */
export const processPaymentBodySchema = z.object({
  /** The hosted card-entry token (new card), or null with a saved card. */
  paymentToken: z.string().max(200).nullable().default(null),
  /** The due-now total the golfer saw, in cents; a different current total is refused. */
  invoiceTotalAmount: z.number().int().min(0),
  /** A gift-certificate code to pay with first (as typed); the card pays what it does not cover. */
  giftCode: z.string().trim().max(40).nullable().default(null),
  /** Each player pays their own share: the card pays the lead's part now (see the invoice's splitPayment). */
  splitPayment: z.boolean().default(false),
  /** A credit book of the invoice's creditBooks to pay with first (not with splitPayment). */
  creditBookId: z.string().max(64).nullable().default(null),
  formData: checkoutFormDataSchema,
  /** Where the processor's authentication page returns the browser (the SPA's /payment-authorization, with the alias). */
  returnUrl: z.string().url().max(2000),
});
export type ProcessPaymentBody = z.infer<typeof processPaymentBodySchema>;

/** POST /shopping-cart/{id}/process-payment/finalize: after /payment-authorization, idempotent by payment. */
export const finalizePaymentBodySchema = z.object({ paymentId: z.string().max(100) });

/** SPEC §4 order reservation status. */
const ORDER_STATUSES = ['pending', 'fulfilled', 'error', 'cancelled', 'partially-fulfilled'] as const;

/** A booked tee time of an order (SPEC §3 Reservation). */
const reservationSchema = z.object({
  reservationId: z.string(),
  confirmationNumber: z.string(),
  facilityId: z.number(),
  facilityName: z.string(),
  timeZone: z.string(),
  teetime: z.string(),
  totalPlayers: z.number().int(),
  rateName: z.string(),
  holes: z.number().int(),
  transportation: z.enum(['Cart', 'Walking']),
  status: z.enum(['booked', 'cancelled']),
  notes: z.string(),
});

/** A membership an order bought: its plan, each instalment's price, the one-time initiation fee and when the next instalment falls due. */
const orderMembershipSchema = z
  .object({
    cartItemId: z.string(),
    facilityName: z.string(),
    /** The plan's name. */
    name: z.string(),
    frequencyType: z.enum(PAYMENT_FREQUENCIES),
    /** One instalment, in cents (the first was paid with the order). */
    price: z.number().int(),
    initiationFee: z.number().int(),
    /** The course's local date (YYYY-MM-DD) of the next instalment; null when nothing more is billed. */
    nextInstalmentDate: z.string().nullable(),
  })
  .meta({ id: 'OrderMembership' });
export type OrderMembership = z.infer<typeof orderMembershipSchema>;

/** A gift certificate an order bought, as its buyer sees it (never its code: that goes to the recipient). */
const orderGiftCertificateSchema = z
  .object({
    cartItemId: z.string(),
    facilityName: z.string(),
    value: z.number().int(),
    recipientName: z.string(),
    recipientEmail: z.string(),
    giftMessage: z.string(),
    /** The course's local date (YYYY-MM-DD) it is sent on. */
    deliveryDate: z.string(),
    /** Whether it was sent to the recipient yet ("scheduled for …" until then). */
    delivered: z.boolean(),
  })
  .meta({ id: 'OrderGiftCertificate' });
export type OrderGiftCertificate = z.infer<typeof orderGiftCertificateSchema>;

/** An order: what one successful checkout bought. */
export const orderSchema = z
  .object({
    orderId: z.string(),
    orderNumber: z.string(),
    status: z.enum(ORDER_STATUSES),
    createdAt: z.string(),
    currencyCode: z.string(),
    subTotal: z.number().int(),
    totalTaxes: z.number().int(),
    grandTotal: z.number().int(),
    paidNow: z.number().int(),
    /** The part of paidNow a gift certificate paid (the card paid the rest). */
    giftCertificatePaid: z.number().int(),
    /** The part of paidNow a member's credit book paid. */
    creditBookPaid: z.number().int().default(0),
    dueAtCourse: z.number().int(),
    customer: z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), phone: z.string() }),
    card: z.object({ brand: z.enum(CARD_BRANDS), lastFour: z.string() }).nullable(),
    reservations: z.array(reservationSchema),
    /** The store purchases (absent: none); products are the invoices' product lines. */
    memberships: z.array(orderMembershipSchema).optional(),
    giftCertificates: z.array(orderGiftCertificateSchema).optional(),
    invoices: z.array(invoiceSchema),
    /** The ledger-backed money: paid and refunded by tender with dates, due at the course and from friends (GET /orders, /orders/{id}). */
    money: moneyViewSchema.optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** GET /orders: the signed-in golfer's orders, newest first, a page of them (SPEC §7). */
export const orderListSchema = z.array(orderSchema);

/** The most orders one page of GET /orders holds. */
export const ORDERS_PAGE_SIZE_MAX = 100;

/** GET /orders query: a page of `limit` orders older than the order `before` (the last one of the previous page). */
export const orderListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'A page holds at least 1 order')
    .max(ORDERS_PAGE_SIZE_MAX, `A page holds at most ${ORDERS_PAGE_SIZE_MAX} orders`)
    .default(25)
    .describe(`Orders a page, at most ${ORDERS_PAGE_SIZE_MAX}; fewer in the answer: the last page`),
  before: z.uuid().optional().describe("Orders older than this one: the previous page's last orderId"),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** The outcome of one cart item (SPEC §4 markers). */
export const itemOutcomeSchema = z.object({
  cartItemId: z.string(),
  marker: z.enum(['processed_success', 'processed_failure']),
  error: z.string().nullable(),
});

/**
 * The answer of process-payment and finalize: completed with the order; redirect_required with
 * where the browser goes; staged while the processor settles (the SPA polls finalize).
 */
export const checkoutResultSchema = z
  .object({
    status: z.enum(['completed', 'redirect_required', 'staged']),
    paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
    paymentId: z.string().nullable(),
    redirectUrl: z.string().nullable(),
    order: orderSchema.nullable(),
    items: z.array(itemOutcomeSchema),
  })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** PUT /shopping-cart/{id}/metadata: the Google reserve-with token of the visit (kept with the cart). */
export const cartMetadataBodySchema = z.object({ googleRWGToken: z.string().min(1).max(500) });

/** POST /orders/{id}/send-google-conversion (SPEC §7). */
export const googleConversionBodySchema = z.object({
  rwgToken: z.string().min(1).max(500),
  merchantChanged: z.union([z.literal(1), z.literal(2)]),
});

/** POST /shopping-cart/{id}/invoice body (optional): the member flow relabels the tee-time lines "Member" / "Member Guest". */
export const cartInvoiceBodySchema = z.object({ memberFlow: z.boolean().default(false) });

/** Path parameters of an order or an invoice. */
export const orderParamsSchema = z.object({ id: z.uuid() });
