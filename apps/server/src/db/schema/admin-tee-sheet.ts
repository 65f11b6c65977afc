import { STAFF_PAYMENT_METHODS } from '@fairway/domain/admin/staff-payment-methods';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './checkout.ts';
import { bookingEngines } from './facilities.ts';

// The operator console's tee-sheet operations: walk-in and phone bookings made by
// staff. The reservation itself is an ordinary order + reservation + tee-time booking (so search,
// the sheet and the golfer's history read it like any other); this row says staff made it, how it
// was paid, and carries the Idempotency-Key with its first answer.

/** A booking made from the tee sheet by a staff member. */
export const staffBookings = pgTable(
  'staff_bookings',
  {
    reservationId: uuid('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    /** Who booked it (a plain column, like the audit log's, so it outlives the account). */
    staffId: integer('staff_id').notNull(),
    paymentMethod: text('payment_method', { enum: STAFF_PAYMENT_METHODS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The first answer, replayed for the same key. */
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('staff_bookings_engine_key').on(table.bookingEngineId, table.idempotencyKey),
    index('staff_bookings_engine_idx').on(table.bookingEngineId, table.createdAt),
  ],
);

export type StaffBookingRow = typeof staffBookings.$inferSelect;
