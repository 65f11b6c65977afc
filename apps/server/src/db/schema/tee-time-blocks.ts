import { BLOCK_KINDS } from '@fairway/domain/admin/tee-time-blocks';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookingEngines, facilities } from './facilities.ts';
import { restrictionKind } from './tee-times.ts';

/**
 * Why a block closes tee times.
 * @public drizzle-kit creates the enum's type only from an exported pgEnum.
 */
export const blockKind = pgEnum('block_kind', BLOCK_KINDS);

/**
 * An operator's block of a course's tee times: from_time (inclusive) to to_time
 * (exclusive), local wall clock, on every date of starts_on…ends_on whose ISO weekday is listed
 * (empty: every date). It closes the course's times on every alias that sells the course (like
 * capacity, a block is the course's); the alias whose staff created it owns it. `reason` is
 * shown to golfers, as the §9 restriction alert `restriction` when one is set.
 */
export const teeTimeBlocks = pgTable(
  'tee_time_blocks',
  {
    id: serial('id').primaryKey(),
    bookingEngineId: integer('booking_engine_id')
      .notNull()
      .references(() => bookingEngines.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    kind: blockKind('kind').notNull(),
    restriction: restrictionKind('restriction'),
    reason: text('reason').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    weekdays: integer('weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    fromTime: text('from_time').notNull(),
    toTime: text('to_time').notNull(),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (table) => [
    index('tee_time_blocks_facility_dates_idx').on(table.facilityId, table.startsOn, table.endsOn),
    check('tee_time_blocks_times', sql`${table.fromTime} < ${table.toTime}`),
    check('tee_time_blocks_dates', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
);

/** Row type. */
export type TeeTimeBlockRow = typeof teeTimeBlocks.$inferSelect;
