import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart.ts';
import { bookingEngines, facilities } from './facilities.ts';

// The fair release queue: one queue per engine, course and released day. The queue
// row is the lock every join and the lottery take, so processes agree on one order.

/** One day's release of one course on one engine; drawnAt is set once, by the lottery. */
export const releaseQueues = pgTable(
  'release_queues',
  {
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    releasedDay: text('released_day').notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** The place a late arrival gets next (after the lottery). */
    nextPosition: integer('next_position').notNull().default(1),
    /** Set when turns were last given with no tee time of the day left open; cleared when one is open again. Waiting golfers are told. */
    soldOutAt: timestamp('sold_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookingEngineId, table.facilityId, table.releasedDay] })],
);

/** A browser session's place in a queue: only the hash of its opaque token is stored. */
export const releaseQueueTickets = pgTable(
  'release_queue_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingEngineId: integer('booking_engine_id').notNull(),
    facilityId: integer('facility_id').notNull(),
    releasedDay: text('released_day').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** 1-based place in line; null until the lottery draws it (arrivals before the release). */
    position: integer('position'),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    turnEndsAt: timestamp('turn_ends_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    /** The signed-in golfer who joined (one live ticket per account), or null. */
    customerId: integer('customer_id'),
    /** The client's address as Fastify's trustProxy yields it: anonymous tickets per address are capped, and the lottery draws per address. */
    clientAddress: text('client_address').notNull().default(''),
    /** The one cart this ticket's turn holds tee times in (first hold binds it); another cart's hold under it is refused. */
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** When a hold was tried under this ticket while it waited in line: it was sent to the back then (drawn last, or moved behind everyone). */
    jumpedAt: timestamp('jumped_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'release_queue_tickets_queue_fk',
      columns: [table.bookingEngineId, table.facilityId, table.releasedDay],
      foreignColumns: [releaseQueues.bookingEngineId, releaseQueues.facilityId, releaseQueues.releasedDay],
    }).onDelete('cascade'),
    index('release_queue_tickets_queue_position_idx').on(
      table.bookingEngineId,
      table.facilityId,
      table.releasedDay,
      table.position,
    ),
    index('release_queue_tickets_queue_client_idx').on(
      table.bookingEngineId,
      table.facilityId,
      table.releasedDay,
      table.clientAddress,
    ),
    // A cart's deletion (sweeps) finds the tickets to unbind by it.
    index('release_queue_tickets_cart_idx')
      .on(table.cartId)
      .where(sql`${table.cartId} is not null`),
    check('release_queue_tickets_position', sql`${table.position} is null or ${table.position} > 0`),
  ],
);

export type ReleaseQueueRow = typeof releaseQueues.$inferSelect;
export type ReleaseQueueTicketRow = typeof releaseQueueTickets.$inferSelect;
