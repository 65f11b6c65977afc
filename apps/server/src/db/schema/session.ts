import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';
import { customers } from './profile.ts';

/**
 * A customer's signed-in session, or a guest's.
 * @public drizzle-kit creates the enum's type only from an exported pgEnum.
 */
export const sessionKind = pgEnum('session_kind', ['customer', 'guest']);

/**
 * How a customer session was authenticated (SPEC §3).
 * @public drizzle-kit creates the enum's type only from an exported pgEnum.
 */
export const authenticationType = pgEnum('authentication_type', ['basic', 'golfid']);

/**
 * A session. Only the SHA-256 of its random 256-bit token is stored, so a database leak
 * gives no usable token. A guest session carries the guest's identity instead of a customer.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: sessionKind('kind').notNull(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    authenticationType: authenticationType('authentication_type'),
    isNewAccount: boolean('is_new_account').notNull().default(false),
    guestEmail: text('guest_email'),
    guestFirstName: text('guest_first_name'),
    guestLastName: text('guest_last_name'),
    guestPhone: text('guest_phone'),
    /** Idle expiry: moved forward while the session is used, never past absolute_expires_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The absolute lifetime of a sliding (customer) session; null: expires_at never moves (guests). */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_customer_idx').on(table.customerId),
    check(
      'sessions_kind_fields',
      sql`(${table.kind} = 'customer' and ${table.customerId} is not null) or (${table.kind} = 'guest' and ${table.guestEmail} is not null)`,
    ),
  ],
);

/**
 * What a one-time token is for.
 * @public drizzle-kit creates the enum's type only from an exported pgEnum.
 */
export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', [
  'password-reset',
  'email-verification',
  'golf-id-state',
]);

/**
 * Single-use, time-limited tokens (password reset, e-mail verification, golf-ID state keys),
 * stored as SHA-256 hashes. Using one sets used_at in a guarded update, so it works once even
 * across processes.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: oneTimeTokenPurpose('purpose').notNull(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('one_time_tokens_customer_idx').on(table.customerId)],
);

/**
 * Ed25519 key pairs the server signs with (the sandbox golf-ID provider's tokens, unsubscribe
 * links), by purpose; created once and shared by every server process.
 */
export const signingKeys = pgTable('signing_keys', {
  id: text('id').primaryKey(),
  privateKeyPem: text('private_key_pem').notNull(),
  publicKeyPem: text('public_key_pem').notNull(),
  ...timestamps,
});

/**
 * Sign-in attempt counters every server process shares (fixed windows): `client:<address>` per
 * minute (SPEC §8 per-client limit) and `address:<engine id>:<e-mail>` (or `staff:<id>`) per
 * lockout window, the right to spend a password hash on a sign-in name, claimed here before
 * hashing so that concurrent attempts on many processes cannot all hash before the lock is written.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull(),
});

/**
 * Failed sign-ins in a row per e-mail address of a booking engine, and the lock the fifth sets
 * (SPEC §8 423). Kept by address, not on the customer, so that an address without an account
 * fails and locks exactly like one with: the answers never tell which e-mails have accounts.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    /** The normalised e-mail address the sign-ins named. */
    email: text('email').notNull(),
    failedCount: integer('failed_count').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingEngineId, table.email] }),
    index('sign_in_failures_last_failed_idx').on(table.lastFailedAt),
    check('sign_in_failures_count', sql`${table.failedCount} > 0`),
  ],
);

/** A session row. */
export type SessionRow = typeof sessions.$inferSelect;
