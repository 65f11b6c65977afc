import { INVITATION_STATUSES } from '@fairway/domain/invitations/invitation-rules';
import { SHARE_STATUSES, UNPAID_SHARE_POLICIES } from '@fairway/domain/invitations/share-statuses';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './checkout.ts';
import { timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';

// Friend invitations: kept per reservation (SPEC §3). The mailed links carry a random
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
    uniqueIndex('invitations_open_email_uq')
      .on(table.reservationId, table.email)
      .where(sql`${table.status} in ('pending', 'accepted')`),
    uniqueIndex('invitations_slot_uq')
      .on(table.reservationId, table.slot)
      .where(sql`${table.slot} is not null`),
    check('invitations_slot', sql`${table.slot} is null or ${table.slot} between 2 and 6`),
  ],
);
export type InvitationRow = typeof invitations.$inferSelect;

/**
 * A reservation booked with "each player pays their own share": when the shares fall due, what
 * happens to unpaid ones, and the authorisation on the lead's card that guarantees them
 * (charge-lead only). `settled_at` is set once the deadline job has dealt with it.
 */
export const splitPayments = pgTable(
  'split_payments',
  {
    reservationId: uuid('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    unpaidShares: text('unpaid_shares', { enum: UNPAID_SHARE_POLICIES }).notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The lead's card (vault token) and the authorisation for the shares' total. */
    leadCardToken: text('lead_card_token'),
    guaranteePaymentId: text('guarantee_payment_id'),
    guaranteeCents: integer('guarantee_cents').notNull().default(0),
    /** Claimed by one deadline run (several processes): the claim's time, then when it finished. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('split_payments_due_idx')
      .on(table.deadline)
      .where(sql`${table.settledAt} is null`),
  ],
);
export type SplitPaymentRow = typeof splitPayments.$inferSelect;

/** One partner slot's share of a split reservation, and who paid it with which payment. */
export const paymentShares = pgTable(
  'payment_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => splitPayments.reservationId, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: SHARE_STATUSES }).notNull().default('open'),
    /** The invitation whose friend paid (null: open, or charged to the lead). */
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    paidBy: text('paid_by'),
    /** The friend's card as the processor vaulted it, and the payment that paid the share. */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    paymentId: text('payment_id'),
    /** The Idempotency-Key of the paying request (a replay answers the first result). */
    payKey: text('pay_key'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payment_shares_slot_uq').on(table.reservationId, table.slot),
    // The end-of-day report's friends' shares paid on a day.
    index('payment_shares_paid_idx').on(table.paidAt),
    check('payment_shares_slot', sql`${table.slot} between 2 and 6`),
    check(
      'payment_shares_amount',
      sql`${table.amountCents} >= 0 and ${table.refundedCents} between 0 and ${table.amountCents}`,
    ),
  ],
);
export type PaymentShareRow = typeof paymentShares.$inferSelect;
