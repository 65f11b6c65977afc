import { INVITATION_STATUSES } from '@fairway/domain/invitations/invitation-rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './checkout.ts';
import { timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';

// Friend invitations (issue #15): kept per reservation (SPEC §3). The mailed links carry a random
// token; only its SHA-256 is stored, so a database copy cannot answer an invitation.

/** One friend the party lead invited to a reservation. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased, so an invitee signing in with any casing of it sees the round. */
    email: text('email').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    tokenHash: text('token_hash').notNull(),
    /** The partner slot an accepted invitee fills (2..players). */
    slot: integer('slot'),
    language: text('language'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('invitations_reservation_idx').on(table.reservationId),
    index('invitations_email_idx').on(table.bookingEngineId, table.email),
    uniqueIndex('invitations_open_email_uq').on(table.reservationId, table.email).where(sql`${table.status} in ('pending', 'accepted')`),
    uniqueIndex('invitations_slot_uq').on(table.reservationId, table.slot).where(sql`${table.slot} is not null`),
    check('invitations_slot', sql`${table.slot} is null or ${table.slot} between 2 and 6`),
  ],
);
export type InvitationRow = typeof invitations.$inferSelect;
