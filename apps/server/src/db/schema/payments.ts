import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

// The sandbox payment gateway's own tables. They stand for the processor's systems, not the
// application's: even so, no card number or CVV is kept — a test card's behaviour is decided
// when it is tokenised and stored as `behaviour`.

/** A hosted card-entry session: the token the app gets from POST /profile/credit-cards/token (SPEC §3). */
export const gatewayCheckoutSessions = pgTable('gateway_checkout_sessions', {
  token: text('token').primaryKey(),
  // Who asked (an opaque reference of the merchant's: here the customer's public id).
  reference: text('reference').notNull(),
  originUrl: text('origin_url').notNull(),
  // The vaulted card once the hosted page has been submitted.
  cardToken: text('card_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

/** A vaulted card: what the processor would keep, minus the number and CVV. */
export const gatewayCards = pgTable(
  'gateway_cards',
  {
    token: text('token').primaryKey(),
    reference: text('reference').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expirationMonth: integer('expiration_month').notNull(),
    expirationYear: integer('expiration_year').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    // approve | decline | insufficient_funds | expired_card | authentication_required
    behaviour: text('behaviour').notNull(),
    // HMAC-SHA256 of the number under the gateway's key: equal for the same card in any vault entry.
    fingerprint: text('fingerprint'),
    ...timestamps,
  },
  (table) => [check('gateway_cards_last_four', sql`${table.lastFour} ~ '^[0-9]{4}$'`)],
);

/** A payment: an authorisation and what happened to it since. */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: text('id').primaryKey(),
    cardToken: text('card_token').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    // requires_action | staged | authorized | captured | voided | refunded | declined | expired
    status: text('status').notNull(),
    declineCode: text('decline_code'),
    capturedCents: integer('captured_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    returnUrl: text('return_url'),
    // When a staged (just authenticated) payment settles into authorized.
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    check('gateway_payments_amount', sql`${table.amountCents} > 0`),
    check(
      'gateway_payments_refund',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.capturedCents}`,
    ),
    check(
      'gateway_payments_capture',
      sql`${table.capturedCents} >= 0 and ${table.capturedCents} <= ${table.amountCents}`,
    ),
    // The authorisation sweep's lookups: authorized past expires_at, staged past settles_at.
    index('gateway_payments_status_expiry_idx').on(table.status, table.expiresAt),
  ],
);

/** The gateway's ledger: one row per authorisation, decline, capture, void or refund (tests count them). */
export const gatewayLedger = pgTable(
  'gateway_ledger',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gateway_ledger_payment_idx').on(table.paymentId)],
);

/**
 * Idempotency keys: inserted first, inside the operation's transaction, so concurrent
 * duplicates wait on the primary key and then read the first answer.
 */
export const gatewayIdempotencyKeys = pgTable(
  'gateway_idempotency_keys',
  {
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.operation, table.key] }),
    // The retention sweep's date filter (payments-retention.ts): a pass with nothing old reads no table.
    index('gateway_idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/**
 * The application's own record of its money operations (features/payments/payment-workflow.ts):
 * one row per step of an operation (an authorisation, a capture, a void, a refund, the work they
 * bracket), keyed by the operation's id and the step's name. Each processor call's Idempotency-Key
 * is `<operation>:<step>`, so a retried step is a replay at the processor. A compensation that
 * failed stays 'pending' with its error while the payment-compensation job retries it; after the
 * job's last try it is 'dead' (and the job shows on the console's needs-attention list).
 */
export const paymentSteps = pgTable(
  'payment_steps',
  {
    operationId: text('operation_id').notNull(),
    step: text('step').notNull(),
    // authorize | capture | void | refund | work
    action: text('action').notNull(),
    // done | failed | pending | dead
    state: text('state').notNull(),
    paymentId: text('payment_id'),
    amountCents: integer('amount_cents'),
    bookingEngineId: integer('booking_engine_id'),
    error: text('error'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.operationId, table.step] }),
    // "What is still owed back": the compensations not yet done.
    index('payment_steps_owed_idx')
      .on(table.state)
      .where(sql`${table.state} in ('pending', 'dead')`),
  ],
);
export type PaymentStepRow = typeof paymentSteps.$inferSelect;
