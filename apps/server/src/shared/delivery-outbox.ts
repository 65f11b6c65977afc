import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { PeriodicJob } from '../plugins/periodic-jobs.ts';

// The durable outboxes of messages to an outside service (sms_outbox, mail_outbox): a row is
// written with the change that needs it, and a periodic job sends it, retrying what the service
// refuses for now, once even with several server processes.

/** The columns an outbox is delivered by. */
export interface OutboxColumns {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lastError: PgColumn;
  providerMessageId: PgColumn;
  sentAt: PgColumn;
  updatedAt: PgColumn;
}

/** What delivery reads of an outbox row. */
export interface OutboxRow {
  id: number;
  attempts: number;
}

/** How one delivery attempt ended: sent, failed for good, or back in the queue until `retryAt`. */
export type AttemptOutcome =
  | { status: 'sent'; providerMessageId: string; at: Date }
  | { status: 'failed'; error: string; at: Date }
  | { status: 'queued'; error: string; retryAt: Date; at: Date };

/** Why the outside service did not take a message, and whether trying again can change that. */
export interface Refusal {
  permanent: boolean;
  reason: string;
}

/**
 * Locks the queued messages due at `now` and leases them: attempts + 1 and the next attempt
 * moved to `leaseUntil`, so no other pass takes them while this one sends after committing.
 * A message never tried is due whatever its next_attempt_at says, so a pinned clock (tests)
 * behind the database's clock still sends it.
 */
export async function claimDue<Row extends OutboxRow>(
  tx: Database,
  table: PgTable & OutboxColumns,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<Row[]> {
  const due = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.status, 'queued'), or(eq(table.attempts, 0), lte(table.nextAttemptAt, now))))
    .orderBy(asc(table.nextAttemptAt), asc(table.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const claimed = (await tx
    .update(table)
    .set({ attempts: sql`${table.attempts} + 1`, nextAttemptAt: leaseUntil, updatedAt: now } as never)
    .where(
      inArray(
        table.id,
        due.map((row) => row.id as number),
      ),
    )
    .returning()) as unknown as Row[];
  return claimed.sort((a, b) => a.id - b.id);
}

/** Records an attempt's outcome; ignored (false) if the lease was lost (another pass claimed the row since). */
export async function recordAttempt(
  db: Database,
  table: PgTable & OutboxColumns,
  claimed: OutboxRow,
  outcome: AttemptOutcome,
): Promise<boolean> {
  const values =
    outcome.status === 'sent'
      ? { status: outcome.status, providerMessageId: outcome.providerMessageId, sentAt: outcome.at, lastError: null }
      : outcome.status === 'failed'
        ? { status: outcome.status, lastError: outcome.error }
        : { status: outcome.status, lastError: outcome.error, nextAttemptAt: outcome.retryAt };
  const updated = await db
    .update(table)
    .set({ ...values, updatedAt: outcome.at } as never)
    .where(and(eq(table.id, claimed.id), eq(table.status, 'queued'), eq(table.attempts, claimed.attempts)))
    .returning({ id: table.id });
  return updated.length === 1;
}

/** How a delivery job sends one outbox and when it tries again. */
export interface DeliveryJobOptions<Row extends OutboxRow> {
  name: string;
  table: PgTable & OutboxColumns;
  everyMs: number;
  /** How long a claimed message stays out of other passes while one sends it (a crashed pass's messages are retried after it). */
  claimMs: number;
  /** The waits after the 1st, 2nd… transient refusal; one more attempt than waits, then it gives up. */
  retryDelaysMs: readonly number[];
  batch: number;
  send(row: Row): Promise<{ providerMessageId: string }>;
  /** Why the service refused (anything it throws); unknown errors should be transient. */
  refusalOf(error: unknown): Refusal;
  /** The log messages' subject (`sms`, `mail`). */
  logName: string;
}

/**
 * A job that sends the queued messages that are due: the pass claims them under the job's
 * advisory lock (rows taken with SKIP LOCKED), then calls the service after committing, so no
 * lock is held during the call and each message is sent once even with several server processes.
 */
export function deliveryJob<Row extends OutboxRow>(
  app: FastifyInstance,
  options: DeliveryJobOptions<Row>,
): PeriodicJob {
  return {
    name: options.name,
    everyMs: options.everyMs,
    async run(tx, now) {
      const claimed = await claimDue<Row>(
        tx,
        options.table,
        now,
        new Date(now.getTime() + options.claimMs),
        options.batch,
      );
      return { changed: claimed.length, afterCommit: () => deliverAll(app, options, claimed, now) };
    },
  };
}

async function deliverAll<Row extends OutboxRow>(
  app: FastifyInstance,
  options: DeliveryJobOptions<Row>,
  claimed: Row[],
  now: Date,
): Promise<void> {
  for (const message of claimed) {
    const outcome = await attempt(options, message, now);
    if (outcome.status !== 'sent')
      app.log.warn({ [`${options.logName}Id`]: message.id, outcome }, `${options.logName}: delivery attempt failed`);
    try {
      await recordAttempt(app.db, options.table, message, outcome);
    } catch (error) {
      // The lease runs out and a later pass sends it again.
      app.log.error(
        { err: error, [`${options.logName}Id`]: message.id },
        `${options.logName}: recording a delivery attempt failed`,
      );
    }
  }
}

async function attempt<Row extends OutboxRow>(
  options: DeliveryJobOptions<Row>,
  message: Row,
  now: Date,
): Promise<AttemptOutcome> {
  try {
    const { providerMessageId } = await options.send(message);
    return { status: 'sent', providerMessageId, at: now };
  } catch (error) {
    const { permanent, reason } = options.refusalOf(error);
    if (permanent) return { status: 'failed', error: reason, at: now };
    // The lease counted this attempt (attempts ≥ 1): the delay before the next one, none after the last.
    const delayMs = options.retryDelaysMs[message.attempts - 1];
    if (delayMs === undefined)
      return { status: 'failed', error: `gave up after ${message.attempts} attempts; ${reason}`, at: now };
    return { status: 'queued', error: reason, retryAt: new Date(now.getTime() + delayMs), at: now };
  }
}
