import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { carts } from './cart.ts';
import { bookingEngines, facilities } from './facilities.ts';
import { customers } from './profile.ts';
import { reservationEvents } from './reservations.ts';

// Tee-time alerts (issue #16): a golfer's standing request to hear when a tee time opens.

/**
 * One alert of one golfer on one alias. Times are wall-clock minutes after local midnight in
 * `timezone`. `criteria` is the canonical form of what is asked for (sorted dates, courses and
 * holes), so that asking twice for the same thing is a unique-index conflict (SPEC §4: 409).
 */
export const teeTimeAlerts = pgTable(
  'tee_time_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    dates: text('dates').array().notNull(),
    timezone: text('timezone').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    players: integer('players').notNull(),
    facilityIds: integer('facility_ids').array().notNull(),
    holes: integer('holes').array().notNull(),
    language: text('language').notNull().default('en'),
    criteria: text('criteria').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('tee_time_alerts_customer_criteria').on(table.customerId, table.criteria),
    index('tee_time_alerts_engine_idx').on(table.bookingEngineId),
    check('tee_time_alerts_window', sql`${table.startMinute} between 0 and 1439 and ${table.endMinute} between ${table.startMinute} and 1439`),
    check('tee_time_alerts_players', sql`${table.players} between 1 and 4`),
  ],
);
export type TeeTimeAlertRow = typeof teeTimeAlerts.$inferSelect;

/**
 * The alerts job's record of each cancellation it looked at (one row per reservation event, so
 * two server processes never offer one opening twice): the alert it went to (oldest matching
 * alert first), or none when nothing matched.
 */
export const alertOpeningScans = pgTable('alert_opening_scans', {
  reservationEventId: integer('reservation_event_id')
    .primaryKey()
    .references(() => reservationEvents.id, { onDelete: 'cascade' }),
  alertId: uuid('alert_id').references(() => teeTimeAlerts.id, { onDelete: 'set null' }),
  facilityId: integer('facility_id').notNull(),
  teetime: text('teetime').notNull(),
  openPlayers: integer('open_players').notNull(),
  ...timestamps,
});

/**
 * An exclusive offer of an opening to one alert's golfer: the tee time sits in their cart, held
 * by the cart's lock until `expires_at`, invisible to everyone else. On expiry it passes to the
 * next matching alert; `booked` when the golfer booked it in time. One live offer per golfer.
 */
export const alertOffers = pgTable(
  'alert_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationEventId: integer('reservation_event_id')
      .notNull()
      .references(() => reservationEvents.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => teeTimeAlerts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    teetime: text('teetime').notNull(),
    players: integer('players').notNull(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    cartItemId: uuid('cart_item_id'),
    status: text('status', { enum: ['offered', 'booked', 'passed'] }).notNull().default('offered'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('alert_offers_event_alert').on(table.reservationEventId, table.alertId),
    uniqueIndex('alert_offers_one_live_per_customer').on(table.customerId).where(sql`${table.status} = 'offered'`),
    index('alert_offers_live_idx').on(table.status, table.expiresAt),
  ],
);
export type AlertOfferRow = typeof alertOffers.$inferSelect;
