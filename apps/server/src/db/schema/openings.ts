import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookingEngines, facilities } from './facilities.ts';

/** What freed the slots of an opening. */
const OPENING_SOURCES = ['cancellation', 'hold-lapsed', 'booking-window', 'operator'] as const;
export type OpeningSource = (typeof OPENING_SOURCES)[number];

/**
 * Slots that became free on a tee time: a cancellation, a cart hold or lock that lapsed (an
 * abandoned cart), a day entering the booking window, or the operator opening inventory. Written
 * in the transaction that freed them; `source_key` names the cause once (a cancellation event,
 * a hold row), so an opening is recorded once however often its cause is seen. Tee-time alerts
 * consume them (`scanned_at`).
 */
export const teeTimeOpenings = pgTable(
  'tee_time_openings',
  {
    id: serial('id').primaryKey(),
    /** The alias it opened on; null when the slots belong to every alias showing the course (a lapsed hold). */
    bookingEngineId: integer('booking_engine_id').references(() => bookingEngines.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    teetime: text('teetime').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The round's holes when the cause knew them (a cancelled booking); null: any. */
    holes: integer('holes'),
    slots: integer('slots').notNull(),
    source: text('source', { enum: OPENING_SOURCES }).notNull(),
    sourceKey: text('source_key').notNull().unique(),
    /** The golfer who freed the slots (a cancellation): never offered their own slots back. */
    freedBy: integer('freed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
  },
  (table) => [
    index('tee_time_openings_unscanned_idx')
      .on(table.id)
      .where(sql`${table.scannedAt} is null`),
    check('tee_time_openings_slots', sql`${table.slots} between 1 and 6`),
  ],
);

/** The days of each course and alias already looked at as they entered the booking window (once each, across processes). */
export const bookingWindowScans = pgTable(
  'booking_window_scans',
  {
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookingEngineId, table.facilityId, table.date] })],
);
