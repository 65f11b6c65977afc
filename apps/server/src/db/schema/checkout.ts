import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from './cart.ts';
import { timestamps } from './columns.ts';
import { bookingEngines, facilities } from './facilities.ts';
import { customers } from './profile.ts';
import { sessions } from './session.ts';
import { teeTimeBookings } from './tee-times.ts';

// Checkout: invoices, idempotent checkout attempts, orders with their reservations
// and lines, the cart's visit metadata and Google conversions. Money in integer cents.

/** A line of an invoice as stored (the contract's InvoiceLine). */
export interface StoredInvoiceLine {
  kind: string;
  label: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  taxable: boolean;
  due: 'now' | 'course';
}

/**
 * One top-level cart item's invoice (SPEC §3 Invoice). Open invoices are replaced whenever the
 * cart's invoice is asked for again; Closed ones (paid) are kept with their order, even after
 * the cart and its items are gone, so cart and item ids are plain columns.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    shoppingCartId: uuid('shopping_cart_id').notNull(),
    cartItemId: uuid('cart_item_id'),
    facilityId: integer('facility_id').references(() => facilities.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['Open', 'Closed'] })
      .notNull()
      .default('Open'),
    referenceId: text('reference_id').notNull(),
    playerCount: integer('player_count'),
    rateName: text('rate_name'),
    currencyCode: text('currency_code').notNull(),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    subTotal: integer('sub_total').notNull(),
    totalTaxes: integer('total_taxes').notNull(),
    grandTotal: integer('grand_total').notNull(),
    dueNow: integer('due_now').notNull(),
    dueAtCourse: integer('due_at_course').notNull(),
    sourceOrderId: uuid('source_order_id'),
    orderNumber: text('order_number'),
    ...timestamps,
  },
  (table) => [
    index('invoices_cart_idx').on(table.shoppingCartId),
    index('invoices_order_idx').on(table.sourceOrderId),
    check(
      'invoices_totals',
      sql`${table.grandTotal} = ${table.subTotal} + ${table.totalTaxes} and ${table.dueNow} + ${table.dueAtCourse} = ${table.grandTotal}`,
    ),
  ],
);

/** States of a checkout attempt. */
const CHECKOUT_ATTEMPT_STATES = ['running', 'redirect_required', 'completed', 'failed', 'abandoned', 'voided'] as const;

/**
 * One process-payment request per (engine, Idempotency-Key): inserted before any work, so a
 * concurrent duplicate finds it and waits for its answer; replays return `answer`. The booker's
 * form is kept (never the CVV) so that a payment finalised after the challenge can book.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    cartId: uuid('cart_id').notNull(),
    state: text('state', { enum: CHECKOUT_ATTEMPT_STATES }).notNull().default('running'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestSessionId: integer('guest_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    form: jsonb('form').notNull(),
    language: text('language').notNull().default('en'),
    // What the card is authorised for: the due-now total less the gift certificate's part.
    amountCents: integer('amount_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    // The gift certificate paying first (store's gift_certificates; no FK: the store schema builds on this one).
    giftCertificateId: uuid('gift_certificate_id'),
    giftAmountCents: integer('gift_amount_cents').notNull().default(0),
    // A member's credit book paying first (pro profile's pro_credit_books; no FK, as above) and what it pays.
    creditBookId: uuid('credit_book_id'),
    creditBookCents: integer('credit_book_cents').notNull().default(0),
    // Split payment: the partners' shares, paid later through their invitations, and
    // the authorisation on this card that guarantees them until then.
    splitCents: integer('split_cents').notNull().default(0),
    guaranteePaymentId: text('guarantee_payment_id'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    // The processor's fingerprint of the card number (same card, same value), for the per-golfer release limit.
    cardFingerprint: text('card_fingerprint'),
    saveCard: boolean('save_card').notNull().default(false),
    paymentId: text('payment_id'),
    orderId: uuid('order_id'),
    // The first answer, replayed as is: { kind: 'result', result } or { kind: 'error', code, message, details }.
    answer: jsonb('answer'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('checkout_attempts_engine_key').on(table.bookingEngineId, table.idempotencyKey),
    uniqueIndex('checkout_attempts_payment')
      .on(table.paymentId)
      .where(sql`${table.paymentId} is not null`),
    index('checkout_attempts_cart_idx').on(table.cartId),
    index('checkout_attempts_state_idx').on(table.state, table.updatedAt),
    // The attempt of an order the pending-captures sweep hands over (a join on every order's attempt without it).
    index('checkout_attempts_order_idx')
      .on(table.orderId)
      .where(sql`${table.orderId} is not null`),
  ],
);

/** SPEC §4 order reservation statuses. */
const ORDER_STATUS_VALUES = ['pending', 'fulfilled', 'error', 'cancelled', 'partially-fulfilled'] as const;

/** What one successful checkout bought: the booker, totals, card and payment. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull().unique(),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    guestSessionId: integer('guest_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    cartId: uuid('cart_id').notNull(),
    currencyCode: text('currency_code').notNull(),
    subTotal: integer('sub_total').notNull(),
    totalTaxes: integer('total_taxes').notNull(),
    grandTotal: integer('grand_total').notNull(),
    paidNow: integer('paid_now').notNull(),
    giftCertificatePaid: integer('gift_certificate_paid').notNull().default(0),
    creditBookPaid: integer('credit_book_paid').notNull().default(0),
    dueAtCourse: integer('due_at_course').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    language: text('language').notNull().default('en'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    /** The processor's fingerprint of the card number: one golfer's card under any e-mail (the released day's per-golfer limit). */
    cardFingerprint: text('card_fingerprint'),
    // The card kept on file for what is due at the course (pay-at-course), never charged here.
    cardToken: text('card_token'),
    paymentId: text('payment_id'),
    paymentStatus: text('payment_status'),
    ...timestamps,
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId),
    index('orders_engine_idx').on(table.bookingEngineId),
    // The end-of-day report's orders created on a day (issue #52's scale bench).
    index('orders_engine_created_idx').on(table.bookingEngineId, table.createdAt),
    // The order a processor payment's capture changes (its stored end-of-day entries go stale).
    index('orders_payment_idx')
      .on(table.paymentId)
      .where(sql`${table.paymentId} is not null`),
    // The pending-captures sweep's authorised orders: captured within seconds of their booking, so
    // a handful among every order ever (without it each pass read them all: 190 ms on the scale bench's 1.19 M).
    index('orders_authorized_created_idx')
      .on(table.createdAt)
      .where(sql`${table.paymentStatus} = 'authorized'`),
  ],
);

/** A booked tee time of an order (SPEC §3 Reservation), with its confirmation number. */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => teeTimeBookings.id, { onDelete: 'set null' }),
    cartItemId: uuid('cart_item_id').notNull(),
    confirmationNumber: text('confirmation_number').notNull().unique(),
    teetime: text('teetime').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    players: integer('players').notNull(),
    rateName: text('rate_name').notNull(),
    holes: integer('holes').notNull(),
    transportation: text('transportation', { enum: ['Cart', 'Walking'] }).notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    notes: text('notes').notNull().default(''),
    bookerEmail: text('booker_email').notNull(),
    homeClub: text('home_club'),
    memberNumber: text('member_number'),
    caddieRequest: boolean('caddie_request').notNull().default(false),
    // The promotion code priced into the booking (the console's reports) and what it took off the green fees (cents).
    promotionCode: text('promotion_code'),
    promotionDiscount: integer('promotion_discount').notNull().default(0),
    // The products this tee time's add-ons and featured products took from stock, given back when it is cancelled in full.
    productStock: jsonb('product_stock').$type<{ productId: number; quantity: number }[]>().notNull().default([]),
    // How often staff moved it to another time: each move mails a calendar update whose
    // SEQUENCE counts the moves and the cancellations so far, so calendars take the newest.
    moves: integer('moves').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('reservations_order_idx').on(table.orderId),
    // A course's reservations on a day or a season: the console's tee sheet, its reports and the
    // end-of-day figures read them by course and tee time (issue #52's scale bench).
    index('reservations_facility_teetime_idx').on(table.facilityId, table.teetime),
    // The end-of-day report's reservations played on a day, of any course.
    index('reservations_teetime_idx').on(table.teetime),
    index('reservations_booker_idx').on(table.bookerEmail, table.startsAt),
    // A promotion's uses are counted per code (its usage limits).
    index('reservations_promotion_idx')
      .on(table.promotionCode)
      .where(sql`${table.promotionCode} IS NOT NULL`),
  ],
);

/** A line of an order per cart item; featured products are dated 2 hours before their tee time (SPEC §9). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cartItemId: uuid('cart_item_id').notNull(),
    parentCartItemId: uuid('parent_cart_item_id'),
    type: text('type').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);

/** The visit's metadata kept with a cart (the Google reserve-with token, since iframe cookies may be partitioned). */
export const cartMetadata = pgTable(
  'cart_metadata',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    googleRwgToken: text('google_rwg_token').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.cartId] })],
);

/** Conversions reported through the sandbox conversion endpoint (what a real one would receive). */
export const googleConversions = pgTable(
  'google_conversions',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rwgToken: text('rwg_token').notNull(),
    merchantChanged: integer('merchant_changed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('google_conversions_order_idx').on(table.orderId),
    check('google_conversions_merchant_changed', sql`${table.merchantChanged} in (1, 2)`),
  ],
);

/** Row types. */
export type InvoiceRow = typeof invoices.$inferSelect;
export type CheckoutAttemptRow = typeof checkoutAttempts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
