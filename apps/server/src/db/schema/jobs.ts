import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';

/** queued → running (leased) → done, or back to queued with a later run_at, or dead after the last try. */
const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;

/**
 * One item of later work (plugins/job-runtime.ts): written in the transaction of the change that
 * needs it, run by whichever server process leases it first, retried with back-off, and kept
 * 'dead' with its last error for staff once its tries are spent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    // What the item is about ('gift-certificate:12'): one live row per (kind, key).
    key: text('key'),
    payload: jsonb('payload').notNull(),
    // Whose staff see it when it is dead; null for work of no booking engine.
    bookingEngineId: integer('booking_engine_id').references(() => bookingEngines.id, { onDelete: 'cascade' }),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    // While running: until when the process that took it owns it; past it, another process takes it again.
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    lastError: text('last_error'),
    ...timestamps,
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_live_key_idx')
      .on(table.kind, table.key)
      .where(sql`${table.key} is not null and ${table.state} in ('queued', 'running')`),
    // What a pass looks for: queued items by run_at, running ones by their lease.
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(table.leaseUntil)
      .where(sql`${table.state} = 'running'`),
    index('jobs_dead_idx')
      .on(table.bookingEngineId, table.finishedAt)
      .where(sql`${table.state} = 'dead'`),
    // The purge of done items past their retention (shared/retention.ts).
    index('jobs_done_idx')
      .on(table.finishedAt)
      .where(sql`${table.state} = 'done'`),
    check('jobs_attempts', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
);

/** A jobs row. */
export type JobRow = typeof jobs.$inferSelect;
