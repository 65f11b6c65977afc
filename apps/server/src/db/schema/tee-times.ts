import { RESTRICTION_KINDS } from '@fairway/contract/tee-times.contract';
import { RATE_AUDIENCES } from '@fairway/domain/tee-times/member-rates';
import { PROMOTION_TYPES } from '@fairway/domain/tee-times/promotion';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookingEngines, facilities } from './facilities.ts';

// A local tee time `YYYY-MM-DDTHH:mm` in the facility's zone: text, so it sorts and compares as
// the wall clock reads and never shifts with a session time zone.
const LOCAL_TEE_TIME = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$'`;

/**
 * Promotion types (SPEC §9).
 * @public drizzle-kit creates the enum's type only from an exported pgEnum.
 */
export const promotionType = pgEnum('promotion_type', PROMOTION_TYPES);

/** Restriction alert kinds (SPEC §9): Cart Path Only, Aeration, Overseed, Renovations. */
export const restrictionKind = pgEnum('restriction_kind', RESTRICTION_KINDS);

/** A named set of rates on a course (for example "Standard" or "Simulator bays"). */
export const rateSets = pgTable(
  'rate_sets',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('rate_sets_facility_idx').on(table.facilityId)],
);

/**
 * A rate sold on the tee times of its band: ISO weekdays and a local start-minute range
 * (start inclusive, end exclusive). Prices and fees in cents.
 */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    rateSetId: integer('rate_set_id')
      .notNull()
      .references(() => rateSets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    holes: integer('holes').notNull(),
    greenFeeCart: integer('green_fee_cart').notNull(),
    greenFeeWalking: integer('green_fee_walking').notNull(),
    transactionFee: integer('transaction_fee').notNull().default(0),
    transportation: text('transportation', { enum: ['Cart', 'Walking', 'Both'] })
      .notNull()
      .default('Both'),
    allowedPlayers: integer('allowed_players')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4}'::integer[]`),
    daysOfWeek: integer('days_of_week')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6,7}'::integer[]`),
    startMinute: integer('start_minute').notNull().default(0),
    endMinute: integer('end_minute').notNull().default(1440),
    showAsHotDeal: boolean('show_as_hot_deal').notNull().default(false),
    trade: boolean('trade').notNull().default(false),
    isSimulator: boolean('is_simulator').notNull().default(false),
    durationMinutes: integer('duration_minutes'),
    groupSize: integer('group_size'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Who may book it: everyone, or golfers holding an active membership of the course (where user.memberGuestRate is on). */
    audience: text('audience', { enum: RATE_AUDIENCES }).notNull().default('public'),
    /** A members' rate's price for each of the member's guests (players 2-4); its green fees are the member's. */
    memberGuestFeeCart: integer('member_guest_fee_cart'),
    memberGuestFeeWalking: integer('member_guest_fee_walking'),
    ...timestamps,
  },
  (table) => [
    index('rates_rate_set_idx').on(table.rateSetId),
    check(
      'rates_member_guest_fees',
      sql`${table.audience} = 'public' or (${table.memberGuestFeeCart} >= 0 and ${table.memberGuestFeeWalking} >= 0)`,
    ),
    check(
      'rates_prices_non_negative',
      sql`${table.greenFeeCart} >= 0 and ${table.greenFeeWalking} >= 0 and ${table.transactionFee} >= 0`,
    ),
    check('rates_holes', sql`${table.holes} in (9, 18)`),
    check(
      'rates_band',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);

/** A promotion code of a booking engine; valid between two local dates inclusive (null = open) while active. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    type: promotionType('type').notNull(),
    value: integer('value').notNull(),
    allowedPlayers: integer('allowed_players')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4}'::integer[]`),
    promotionTemplateId: integer('promotion_template_id').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** An operator may switch a code off without deleting it; an inactive code applies nowhere. */
    active: boolean('active').notNull().default(true),
    /** At most this many bookings with the code in all (cancelled ones give theirs back); null: no limit. */
    maxUses: integer('max_uses'),
    /** At most this many bookings with the code per golfer (booker e-mail); null: no limit. */
    maxUsesPerGolfer: integer('max_uses_per_golfer'),
    // Where the code applies (PromotionLimits): an empty list leaves that limit open. Ids are
    // checked against the engine's courses and rates when the operator saves them; a deleted
    // rate's id then matches nothing.
    /** Courses (facility ids) the code applies on. */
    facilityIds: integer('facility_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Rates (rate ids) the code applies to. */
    rateIds: integer('rate_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** ISO weekdays (1 = Monday … 7 = Sunday) of the tee time's local date. */
    weekdays: integer('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Local tee-time window, start minute inclusive, end exclusive; both null: all day. */
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('promotions_engine_code').on(table.bookingEngineId, table.code),
    check('promotions_code_upper', sql`${table.code} = upper(${table.code})`),
    check('promotions_value_non_negative', sql`${table.value} >= 0`),
    check(
      'promotions_limits_positive',
      sql`(${table.maxUses} IS NULL OR ${table.maxUses} > 0) AND (${table.maxUsesPerGolfer} IS NULL OR ${table.maxUsesPerGolfer} > 0)`,
    ),
    check(
      'promotions_window',
      sql`(${table.startMinute} IS NULL AND ${table.endMinute} IS NULL) OR (${table.startMinute} >= 0 AND ${table.endMinute} <= 1440 AND ${table.startMinute} < ${table.endMinute})`,
    ),
    check('promotions_weekdays', sql`${table.weekdays} <@ '{1,2,3,4,5,6,7}'::integer[]`),
  ],
);

/** An operator's notice on a course: a restriction alert, or a free message (kind null). */
export const courseNotices = pgTable(
  'course_notices',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    restriction: restrictionKind('restriction'),
    message: text('message'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    index('course_notices_facility_idx').on(table.facilityId),
    check('course_notices_has_content', sql`${table.restriction} is not null or ${table.message} is not null`),
  ],
);

/** Players booked on a tee time (written by checkout; read by search to count capacity). */
export const teeTimeBookings = pgTable(
  'tee_time_bookings',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    teeTime: text('tee_time').notNull(),
    players: integer('players').notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    ...timestamps,
  },
  (table) => [
    index('tee_time_bookings_facility_time_idx').on(table.facilityId, table.teeTime),
    check('tee_time_bookings_local_time', sql`${table.teeTime} ~ ${sql.raw(LOCAL_TEE_TIME)}`),
    check('tee_time_bookings_players', sql`${table.players} between 1 and 6`),
  ],
);

/** Slots held on a tee time by a cart in progress until expires_at (SPEC §4 tee-time lock). */
export const teeTimeLocks = pgTable(
  'tee_time_locks',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    teeTime: text('tee_time').notNull(),
    slots: integer('slots').notNull(),
    holder: text('holder'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('tee_time_locks_facility_time_idx').on(table.facilityId, table.teeTime),
    // A hold is found, replaced and deleted by its holder (`cart-item:<id>`, or `cart-lock:<cart>:…`
    // by prefix): without this every such statement read the whole table, every live hold of a
    // release morning and the dead ones autovacuum had not reached yet.
    index('tee_time_locks_holder_idx').using('btree', table.holder.op('text_pattern_ops')),
    check('tee_time_locks_local_time', sql`${table.teeTime} ~ ${sql.raw(LOCAL_TEE_TIME)}`),
    check('tee_time_locks_slots', sql`${table.slots} between 1 and 6`),
  ],
);

/** Row types read from the database. */
export type RateSetRow = typeof rateSets.$inferSelect;
export type RateRow = typeof rates.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type CourseNoticeRow = typeof courseNotices.$inferSelect;
