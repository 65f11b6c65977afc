import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookingEngines, facilities } from './facilities.ts';

/**
 * A golfer's account: a customer of one booking engine's facilities. The e-mail is stored
 * lower-cased and unique per engine. A golf-ID account may have no password yet.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    // The id clients see: opaque, so ids cannot be walked.
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // The address's TR39 skeleton (packages/domain email-skeleton): look-alikes share it.
    emailSkeleton: text('email_skeleton'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    language: text('language').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    golfIdSubject: text('golf_id_subject'),
    // Bumped by unsubscribe links' signatures so an old link stops working once used.
    unsubscribeVersion: integer('unsubscribe_version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('customers_engine_email').on(table.bookingEngineId, table.email),
    index('customers_engine_email_skeleton').on(table.bookingEngineId, table.emailSkeleton),
    // The console's golfer search (db/contact-search.ts) matches a term anywhere in "first last",
    // the e-mail or the phone's digits: trigrams (pg_trgm) find those rows among an engine's tens of
    // thousands of accounts without reading each. The engine leads (btree_gin), so a common surname
    // reads the engine's matches only, not every engine's (issue #52, bench/README.md "Scale").
    index('customers_engine_contact_names_trigrams').using(
      'gin',
      table.bookingEngineId,
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
      sql`${table.email} gin_trgm_ops`,
      sql`regexp_replace(coalesce(${table.phone}, ''), '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    uniqueIndex('customers_engine_golf_id')
      .on(table.bookingEngineId, table.golfIdSubject)
      .where(sql`${table.golfIdSubject} is not null`),
    check('customers_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

/** A customer's opt-ins at one facility (SPEC §3 facilityCustomers, §9 campaign types). */
export const facilityOptIns = pgTable(
  'facility_opt_ins',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    transactionalSmsOptIn: boolean('transactional_sms_opt_in').notNull().default(false),
    rewardsProgramEnrolled: boolean('rewards_program_enrolled').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.facilityId] }),
    index('facility_opt_ins_facility_idx').on(table.facilityId),
  ],
);

/** A customer row as read from the database. */
export type CustomerRow = typeof customers.$inferSelect;
/** An opt-in row. */
export type FacilityOptInRow = typeof facilityOptIns.$inferSelect;
