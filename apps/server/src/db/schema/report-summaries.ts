import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// The console's season reports (revenue, no-shows, promotions) read these instead of pricing every
// reservation of the range per request (issue #52). They are kept by the database itself, in the
// transaction that changes a booking: deferred triggers on the rows a figure comes from
// (reservations, their players, events, closed invoices, staff bookings, friends' shares) call
// `report_refresh_reservation` at commit, which recomputes the reservation's figures from the
// view `report_reservation_figures` (the same arithmetic the reports did per request) and moves
// the difference into the day's totals. Functions, triggers and the backfill are in migrations 0051
// and 0053.

/** What one reservation counts in the reports, as last computed (the summaries' undo record). */
export const reportReservations = pgTable(
  'report_reservations',
  {
    reservationId: uuid('reservation_id').primaryKey(),
    bookingEngineId: integer('booking_engine_id').notNull(),
    facilityId: integer('facility_id').notNull(),
    /** The tee time's local date (YYYY-MM-DD). */
    playDate: text('play_date').notNull(),
    teetime: text('teetime').notNull(),
    /** How staff took the booking's payment (cash, card-present, pay-at-course), or online. */
    channel: text('channel').notNull(),
    rateName: text('rate_name').notNull(),
    holes: integer('holes').notNull(),
    /** The promotion code priced in, '' without one. */
    promotionCode: text('promotion_code').notNull(),
    cancelled: boolean('cancelled').notNull(),
    players: integer('players').notNull(),
    /** Players still booked (0 once cancelled). */
    playersLeft: integer('players_left').notNull(),
    bookedCents: integer('booked_cents').notNull(),
    /** Refunded as the money view states it (failed card refunds left out, friends' shares in). */
    refundedCents: integer('refunded_cents').notNull(),
    promotionDiscountCents: integer('promotion_discount_cents').notNull(),
    /** Slots staff marked no-show and still booked (none once cancelled). */
    noShowSlots: integer('no_show_slots').array().notNull(),
    // What the no-shows report lists beside the slots (the order's names change through its trigger too).
    confirmationNumber: text('confirmation_number').notNull().default(''),
    bookerFirstName: text('booker_first_name').notNull().default(''),
    bookerLastName: text('booker_last_name').notNull().default(''),
  },
  (table) => [
    // The no-shows report's list: the few reservations with a no-show, by alias and tee time (the
    // page's keyset, newest first, and the CSV's range).
    index('report_reservations_no_shows_by_time_idx')
      .on(table.bookingEngineId, table.teetime, table.reservationId)
      .where(sql`cardinality(${table.noShowSlots}) > 0`),
    // The end-of-day report's reservations of the alias played on a day.
    index('report_reservations_engine_day_idx').on(table.bookingEngineId, table.playDate),
  ],
);

/** Per alias, course and day: the reservations of each channel, rate, promotion code and state, summed. */
export const reportDays = pgTable(
  'report_days',
  {
    bookingEngineId: integer('booking_engine_id').notNull(),
    facilityId: integer('facility_id').notNull(),
    playDate: text('play_date').notNull(),
    channel: text('channel').notNull(),
    rateName: text('rate_name').notNull(),
    holes: integer('holes').notNull(),
    promotionCode: text('promotion_code').notNull(),
    cancelled: boolean('cancelled').notNull(),
    reservations: integer('reservations').notNull(),
    players: integer('players').notNull(),
    playersLeft: integer('players_left').notNull(),
    bookedCents: bigint('booked_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull(),
    promotionDiscountCents: bigint('promotion_discount_cents', { mode: 'number' }).notNull(),
    noShows: integer('no_shows').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.bookingEngineId,
        table.facilityId,
        table.playDate,
        table.channel,
        table.rateName,
        table.holes,
        table.promotionCode,
        table.cancelled,
      ],
    }),
  ],
);

/** Per course and local day, the players booked on each tee time (any alias): the utilisation report's counts. */
/**
 * Versions of a course-day's bookings: a new one whenever its players change.
 * @public drizzle-kit creates the sequence only from an exported pgSequence.
 */
export const reportTeeTimeDayVersions = pgSequence('report_tee_time_days_versions');

export const reportTeeTimeDays = pgTable(
  'report_tee_time_days',
  {
    facilityId: integer('facility_id').notNull(),
    playDate: text('play_date').notNull(),
    /** Tee time (YYYY-MM-DDTHH:mm) → players booked, as search and the sheet count them. */
    booked: jsonb('booked').$type<Record<string, number>>().notNull(),
    /** The day's version (the utilisation report keeps each day's figures per process by it). */
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('report_tee_time_days_versions')`),
  },
  (table) => [primaryKey({ columns: [table.facilityId, table.playDate] })],
);
