import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';
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
