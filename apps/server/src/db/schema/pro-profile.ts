import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { facilities } from './facilities.ts';
import { customers } from './profile.ts';
import { walletCards } from './wallet.ts';

// Pro profile: a golfer's member record at a facility, its credit account ledger,
// the account payments made online, and prepaid credit books. See features/pro-profile/README.md.

/** A golfer's member record at one facility (the "linked user record" of SPEC §6). */
export const proMembers = pgTable(
  'pro_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    memberNumber: text('member_number').notNull(),
    homeClub: text('home_club').notNull(),
    isHome: boolean('is_home').notNull().default(false),
    creditLimit: integer('credit_limit').notNull().default(0),
    memberSince: date('member_since', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('pro_members_customer_facility').on(table.customerId, table.facilityId),
    uniqueIndex('pro_members_facility_number').on(table.facilityId, table.memberNumber),
    uniqueIndex('pro_members_one_home')
      .on(table.customerId)
      .where(sql`${table.isHome}`),
    check('pro_members_credit_limit', sql`${table.creditLimit} >= 0`),
  ],
);

/** SPEC-free categories of account entries: what loyalty counts as a booking or a purchase. */
const ACCOUNT_ENTRY_CATEGORIES = ['green-fee', 'pro-shop', 'food-beverage', 'dues', 'payment', 'adjustment'] as const;

/** The credit account ledger: a charge raises the balance, a payment lowers it (amounts positive, cents). */
export const proAccountEntries = pgTable(
  'pro_account_entries',
  {
    id: serial('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => proMembers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['charge', 'payment'] }).notNull(),
    category: text('category', { enum: ACCOUNT_ENTRY_CATEGORIES }).notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    // The online payment that wrote it (one entry per payment).
    paymentRequestId: uuid('payment_request_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pro_account_entries_member_idx').on(table.memberId, table.occurredAt),
    check('pro_account_entries_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * An online account payment per (member, Idempotency-Key): inserted before the card is charged,
 * so a replay or a concurrent duplicate gets the first answer and the card is charged once.
 */
export const proAccountPayments = pgTable(
  'pro_account_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => proMembers.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind', { enum: ['balance', 'amount'] }).notNull(),
    amount: integer('amount').notNull(),
    walletCardId: integer('wallet_card_id').references(() => walletCards.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['running', 'paid', 'failed'] })
      .notNull()
      .default('running'),
    paymentId: text('payment_id'),
    // { kind: 'result', result } or { kind: 'error', code, message }; null while running.
    answer: jsonb('answer'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('pro_account_payments_member_key').on(table.memberId, table.idempotencyKey),
    check('pro_account_payments_amount', sql`${table.amount} > 0`),
  ],
);

/** A prepaid credit book: a number of rounds or an amount (cents). */
export const proCreditBooks = pgTable(
  'pro_credit_books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => proMembers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['rounds', 'amount'] }).notNull(),
    total: integer('total').notNull(),
    purchasedOn: date('purchased_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    index('pro_credit_books_member_idx').on(table.memberId),
    check('pro_credit_books_total', sql`${table.total} > 0`),
  ],
);

/** What a booking used of a credit book (rounds or cents). */
export const proCreditBookUses = pgTable(
  'pro_credit_book_uses',
  {
    id: serial('id').primaryKey(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => proCreditBooks.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    description: text('description').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    reservationId: uuid('reservation_id'),
    // A booking's use (checkout): its order, the cents it paid, the players a book of rounds paid
    // for, and what cancellations gave back (remaining counts quantity − restored_quantity).
    orderId: uuid('order_id'),
    cents: integer('cents').notNull().default(0),
    slots: integer('slots')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    restoredQuantity: integer('restored_quantity').notNull().default(0),
    restoredCents: integer('restored_cents').notNull().default(0),
    restoredSlots: integer('restored_slots')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pro_credit_book_uses_book_idx').on(table.bookId),
    index('pro_credit_book_uses_order_idx').on(table.orderId),
    check('pro_credit_book_uses_quantity', sql`${table.quantity} > 0`),
    check('pro_credit_book_uses_restored', sql`${table.restoredQuantity} between 0 and ${table.quantity}`),
  ],
);

export type ProMemberRow = typeof proMembers.$inferSelect;
export type ProAccountPaymentRow = typeof proAccountPayments.$inferSelect;
