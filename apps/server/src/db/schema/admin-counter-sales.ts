import { TENDERS } from '@fairway/domain/payments/money-view';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './checkout.ts';
import { bookingEngines } from './facilities.ts';
import { giftCertificates } from './store.ts';

// Walk-up sales at the counter (issue #49, point 2). The sale itself is an ordinary order with its
// Closed invoices, memberships, gift certificates and stock taken (so the golfer's orders, the
// reports and the money views read it like an online one); this row says staff sold it at the
// counter and carries the Idempotency-Key with its first receipt, and the payments say how it was
// paid: a mix of tenders no single order column can state.

/** A sale at the counter by a staff member. */
export const counterSales = pgTable(
  'counter_sales',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    /** Who sold it (a plain column, like the audit log's, so it outlives the account). */
    staffId: integer('staff_id').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The first receipt, replayed for the same key. */
    receipt: jsonb('receipt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('counter_sales_engine_key').on(table.bookingEngineId, table.idempotencyKey),
    index('counter_sales_engine_idx').on(table.bookingEngineId, table.createdAt),
  ],
);

/** One tender of a counter sale: cash, the counter's terminal (last four), or a gift certificate drawn. */
export const counterSalePayments = pgTable(
  'counter_sale_payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => counterSales.orderId, { onDelete: 'cascade' }),
    tender: text('tender', { enum: TENDERS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    cardLastFour: text('card_last_four'),
    giftCertificateId: uuid('gift_certificate_id').references(() => giftCertificates.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('counter_sale_payments_order_idx').on(table.orderId)],
);

export type CounterSaleRow = typeof counterSales.$inferSelect;
export type CounterSalePaymentRow = typeof counterSalePayments.$inferSelect;
