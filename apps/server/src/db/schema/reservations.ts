import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './checkout.ts';
import { timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';

// Reservations: what happens to a booked tee time after checkout. Player slots are
// numbered 1..players (1 is the party lead); a slot without a row has had nothing happen to it.

/** One player slot of a reservation that was cancelled, checked in or paid at check-in. */
export const reservationPlayers = pgTable(
  'reservation_players',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    paidAtCourseAt: timestamp('paid_at_course_at', { withTimezone: true }),
    /** Marked a no-show by staff on the tee sheet; cleared when undone. */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.reservationId, table.slot] }),
    check('reservation_players_slot', sql`${table.slot} between 1 and 6`),
  ],
);

/** Kinds of reservation events ('refunded': staff's custom refund to one tender; 'rain-check': a credit staff issued). */
const EVENT_KINDS = ['cancelled', 'checked-in', 'paid-at-check-in', 'refunded', 'rain-check'] as const;

/** What happened to a reservation, with the money moved (a cancellation's refund, a check-in payment). */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: serial('id').primaryKey(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    slots: integer('slots').array().notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    // Of a cancellation's refund, the part put back on a gift certificate (the card gets the rest).
    giftCents: integer('gift_cents').notNull().default(0),
    // Of a cancellation's refund, the part put back on a member's credit book.
    creditBookCents: integer('credit_book_cents').notNull().default(0),
    reason: text('reason'),
    // A custom refund's tender (card, cash, card-present, gift-certificate), or what a rain check
    // was issued as (gift-certificate, credit-book); null for the other kinds.
    tender: text('tender'),
    // A rain check's credit: the gift certificate's or the credit book's id.
    creditId: uuid('credit_id'),
    paymentId: text('payment_id'),
    paymentStatus: text('payment_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reservation_events_reservation_idx').on(table.reservationId),
    // The end-of-day report's cancellations and refunds of a day.
    index('reservation_events_created_idx').on(table.createdAt),
    // The refund sweep's refunds the processor has not confirmed: a handful among every event ever.
    index('reservation_events_refund_pending_idx')
      .on(table.id)
      .where(sql`${table.paymentStatus} = 'refund_pending'`),
    check('reservation_events_amount', sql`${table.amountCents} >= 0`),
  ],
);

/** A check-in invoice: what pay-and-check-in charged for which players, or one tender of a payment taken at the desk. */
export const checkInInvoices = pgTable(
  'check_in_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull().unique(),
    slots: integer('slots').array().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currencyCode: text('currency_code').notNull(),
    // How it was paid: the card (pay-and-check-in), or a tender staff took at the desk (no processor payment).
    tender: text('tender', { enum: ['card', 'cash', 'card-present', 'gift-certificate'] })
      .notNull()
      .default('card'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    // The processor's payment of a card check-in; null for the desk's tenders.
    paymentId: text('payment_id'),
    paymentStatus: text('payment_status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('check_in_invoices_reservation_idx').on(table.reservationId),
    // The end-of-day report's payments taken at check-in on a day.
    index('check_in_invoices_created_idx').on(table.createdAt),
    check('check_in_invoices_amount', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Idempotent reservation requests (cancel, pay-and-check-in) per (engine, operation, key):
 * inserted first, so a concurrent duplicate waits on the key; replays return `answer`.
 */
export const reservationRequests = pgTable(
  'reservation_requests',
  {
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    // { kind: 'result', result } or { kind: 'error', code, message, details }; null while running.
    answer: jsonb('answer'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.bookingEngineId, table.operation, table.idempotencyKey] }),
    index('reservation_requests_reservation_idx').on(table.reservationId),
  ],
);

/** SPEC §7 reservation metadata. */
export const reservationMetadata = pgTable(
  'reservation_metadata',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    googleRwgToken: text('google_rwg_token'),
    merchantChanged: integer('merchant_changed'),
    externalReservationId: text('external_reservation_id'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.reservationId] }),
    index('reservation_metadata_external_id_idx').on(table.externalReservationId),
    check(
      'reservation_metadata_merchant_changed',
      sql`${table.merchantChanged} is null or ${table.merchantChanged} in (1, 2)`,
    ),
  ],
);

/** Row types. */
export type ReservationPlayerRow = typeof reservationPlayers.$inferSelect;
export type ReservationEventRow = typeof reservationEvents.$inferSelect;
export type CheckInInvoiceRow = typeof checkInInvoices.$inferSelect;
