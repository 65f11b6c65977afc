import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { carts } from './cart.ts';
import { bookingEngines, facilities } from './facilities.ts';
import { customers } from './profile.ts';
import { teeTimeOpenings } from './openings.ts';

// Tee-time alerts: a golfer's standing request to hear when a tee time opens.

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
    check(
      'tee_time_alerts_window',
      sql`${table.startMinute} between 0 and 1439 and ${table.endMinute} between ${table.startMinute} and 1439`,
    ),
    check('tee_time_alerts_players', sql`${table.players} between 1 and 4`),
  ],
);
export type TeeTimeAlertRow = typeof teeTimeAlerts.$inferSelect;

/**
 * An exclusive offer of an opening to one alert's golfer: the tee time sits in their cart, held
 * by the cart's lock until `expires_at`, invisible to everyone else. On expiry it passes to the
 * next matching alert; `booked` when the golfer booked it in time. One live offer per golfer.
 */
export const alertOffers = pgTable(
  'alert_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    openingId: integer('opening_id')
      .notNull()
      .references(() => teeTimeOpenings.id, { onDelete: 'cascade' }),
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
    status: text('status', { enum: ['offered', 'booked', 'passed'] })
      .notNull()
      .default('offered'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('alert_offers_opening_alert').on(table.openingId, table.alertId),
    uniqueIndex('alert_offers_one_live_per_customer')
      .on(table.customerId)
      .where(sql`${table.status} = 'offered'`),
    index('alert_offers_live_idx').on(table.status, table.expiresAt),
  ],
);
export type AlertOfferRow = typeof alertOffers.$inferSelect;
