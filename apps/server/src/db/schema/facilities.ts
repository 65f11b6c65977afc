import type { CourseSettingsOverrides, StoredFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { CURRENCY_CODES, SCOPE_KINDS } from '@fairway/domain/facilities/feature-areas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Scope of a booking engine: one course, an organisation's courses, or a group of organisations.
 * @public drizzle-kit creates the enum's type only from an exported pgEnum.
 */
export const bookingEngineScope = pgEnum('booking_engine_scope', SCOPE_KINDS);

/**
 * Currencies a facility prices in.
 * @public drizzle-kit creates the enum's type only from an exported pgEnum.
 */
export const currencyCode = pgEnum('currency_code', CURRENCY_CODES);

/**
 * A booking engine (tenant): the configuration an alias selects. `settings` holds only the
 * stored, partial settings document; the API merges it over the defaults on every read.
 */
export const bookingEngines = pgTable(
  'booking_engines',
  {
    id: serial('id').primaryKey(),
    alias: text('alias').notNull().unique(),
    name: text('name').notNull(),
    scope: bookingEngineScope('scope').notNull(),
    // Partner mode is switched on here: an affiliate engine sells other facilities' tee times
    // and hides some header tabs on certain pages (SPEC §1, §2).
    affiliate: boolean('affiliate').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    // Host origins that may frame the app and talk to it over postMessage: exact origins
    // (`https://www.harborpines.example`), subdomain wildcards (`https://*.example.com`), or
    // `self` for the app's own origin. CSP frame-ancestors is built from this list.
    allowedOrigins: text('allowed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    settings: jsonb('settings').$type<StoredFacilitySettings>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    // At most one engine is the default.
    uniqueIndex('booking_engines_single_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
    check('booking_engines_alias_format', sql`${table.alias} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
  ],
);

/** A golf facility (course or simulator venue); an engine shows one or more, and may share them. */
export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    courseId: text('course_id').notNull().unique(),
    gnFacilityId: integer('gn_facility_id').notNull().unique(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(), // IANA zone: every local time of the facility is in it
    currency: text('currency').notNull(), // display symbol, such as $ or CA$
    currencyCode: currencyCode('currency_code').notNull(),
    isSimulator: boolean('is_simulator').notNull().default(false),
    holes: integer('holes'), // null for a simulator venue
    addressLine1: text('address_line1').notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone'),
    website: text('website'),
    // The course page's pictures, the first one on the course card (site paths or http(s) URLs).
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    // Sales tax on taxable invoice lines, in basis points (1025 = 10.25 %).
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    // prepay: everything is charged at checkout; pay-at-course: only the fees now, the rest at the course.
    paymentPolicy: text('payment_policy', { enum: ['prepay', 'pay-at-course'] })
      .notNull()
      .default('prepay'),
    // The Reservation Fees line of a booked tee time, in cents (0: none).
    reservationFeeCents: integer('reservation_fee_cents').notNull().default(0),
    // The inventory settings the course sets for itself over its engine's (CourseSettingsOverrides;
    // a key left out follows the engine). Resolved by the facilities area's courseSettings.
    settingsOverrides: jsonb('settings_overrides').$type<CourseSettingsOverrides>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    check('facilities_country_iso2', sql`char_length(${table.country}) = 2`),
    check('facilities_tax_rate', sql`${table.taxRateBps} between 0 and 10000`),
    check('facilities_reservation_fee', sql`${table.reservationFeeCents} >= 0`),
    check('facilities_holes_positive', sql`${table.holes} is null or ${table.holes} > 0`),
    check('facilities_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('facilities_longitude_range', sql`${table.longitude} between -180 and 180`),
  ],
);

/** Which facilities an engine shows, in which order. */
export const bookingEngineFacilities = pgTable(
  'booking_engine_facilities',
  {
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.bookingEngineId, table.facilityId] }),
    index('booking_engine_facilities_facility_idx').on(table.facilityId),
  ],
);

/** A booking engine row as read from the database. */
export type BookingEngineRow = typeof bookingEngines.$inferSelect;

/** A facility row as read from the database. */
export type FacilityRow = typeof facilities.$inferSelect;

/** A facility row to insert. */
export type NewFacility = typeof facilities.$inferInsert;

/** A booking engine row to insert. */
export type NewBookingEngine = typeof bookingEngines.$inferInsert;
