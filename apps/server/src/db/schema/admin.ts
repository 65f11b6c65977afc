import { STAFF_ROLES } from '@fairway/domain/admin/staff-roles';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';

// The operator console: staff accounts of a booking engine, their sessions, and the
// audit log of what staff did. Staff are not customers: separate tables, so a golfer's session
// or token can never stand for a staff member's.

/**
 * Staff roles (see packages/domain/src/admin/staff-roles.ts for their permissions).
 * @public drizzle-kit creates the enum's type only from an exported pgEnum.
 */
export const staffRole = pgEnum('staff_role', STAFF_ROLES);

/** A staff account of one booking engine: argon2id password hash and the same lockout counters as customers. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    /** The sign-in name (an e-mail address, kept in lower case), unique per engine. */
    username: text('username').notNull(),
    name: text('name').notNull(),
    role: staffRole('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('staff_accounts_engine_username').on(table.bookingEngineId, table.username),
    check('staff_accounts_username_lower', sql`${table.username} = lower(${table.username})`),
  ],
);

/** A staff session: only the SHA-256 of its token is stored (like golfers' sessions, in its own table). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    /** Idle expiry, moved forward while used, never past absolute_expires_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('staff_sessions_staff_idx').on(table.staffId),
    index('staff_sessions_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Who did what in the console, append-only. The staff id is kept as a plain column (null for an
 * unknown username) together with the username typed, so entries outlive the account.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id'),
    username: text('username').notNull(),
    /** What happened: `session.sign-in`, `session.sign-in-failed`, `session.sign-out`, … */
    action: text('action').notNull(),
    /** What it acted on (`staff:12`, `reservation:<id>`), when anything. */
    target: text('target'),
    details: jsonb('details').notNull().default({}),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_engine_idx').on(table.bookingEngineId, table.createdAt),
    // The ten-year retention sweep (shared/retention.ts) looks across engines by date.
    index('admin_audit_log_created_idx').on(table.createdAt),
  ],
);

/** Row types. */
export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type AdminAuditLogRow = typeof adminAuditLog.$inferSelect;
