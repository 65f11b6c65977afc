import { bigint, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './checkout.ts';

// The end-of-day report's entries, stored (issue #52): a busy day's report read every order's
// money view per request, so its cost grew with the day's orders. The views stay the one place
// amounts are worked out (TypeScript: a database trigger cannot run them), so the database only
// says which orders' stored entries may be out of date: triggers on every row a money view reads
// (the order, its reservations and invoices, their events, check-in payments, friends' shares,
// staff bookings, counter-sale tenders, the processor's captures) mark the order stale in the
// writing transaction, whichever code path writes. A job recomputes stale orders from their views
// and the report computes the few still stale itself, so it is exact at any moment. Triggers and
// the backfill are in migration 0056.

/**
 * Versions of staleness marks: every mark takes a new one, so a recomputation started before a write never clears it.
 * @public drizzle-kit creates the sequence only from an exported pgSequence.
 */
export const orderMoneyStaleVersions = pgSequence('order_money_stale_versions');

/** Orders whose stored entries may not state their money view any more. */
export const orderMoneyStale = pgTable(
  'order_money_stale',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookingEngineId: integer('booking_engine_id').notNull(),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('order_money_stale_versions')`),
  },
  (table) => [index('order_money_stale_engine_idx').on(table.bookingEngineId)],
);

/** One entry of an order's money view as the end-of-day report states it (failed refunds and zero amounts left out). */
export const orderMoneyEntries = pgTable(
  'order_money_entries',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The entry's place in the order's entries. */
    position: integer('position').notNull(),
    bookingEngineId: integer('booking_engine_id').notNull(),
    /** The course it counts on (null: the order names none; the alias's main course). */
    facilityId: integer('facility_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['payment', 'refund', 'credit'] }).notNull(),
    tender: text('tender').notNull(),
    channel: text('channel').notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderNumber: text('order_number').notNull(),
    confirmationNumber: text('confirmation_number'),
    source: text('source').notNull(),
    state: text('state', { enum: ['settled', 'pending'] }).notNull(),
    cardLastFour: text('card_last_four'),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    index('order_money_entries_engine_at_idx').on(table.bookingEngineId, table.at),
  ],
);

export type OrderMoneyEntryRow = typeof orderMoneyEntries.$inferSelect;
