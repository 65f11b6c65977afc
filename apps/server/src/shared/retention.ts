import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

// What Fairway keeps and for how long: the one place the periods are set. The root README's
// "Data retention" section states the same table and why each period was chosen. Each owning area
// deletes its own rows with `deleteInBatches` from a periodic job (plugins/periodic-jobs.ts: one
// process at a time across a cluster, under an advisory lock). Money records — orders, invoices,
// payments, payment steps, the gateway's ledger, gift certificates, memberships and their charges —
// are never deleted by a sweep.

const DAY_MS = 86_400_000;

/** Retention periods, in days after the moment each row names (its end, its sending, its writing). */
export const RETENTION_DAYS = {
  /** Mail outbox rows sent, kept (no SMTP) or failed, after their creation; queued ones stay until sent. */
  mailOutbox: 90,
  /** SMS outbox rows sent or failed (and the sandbox's message log), after their creation. */
  smsOutbox: 90,
  /** The console's audit log: ten years, the longest bookkeeping period of the markets served (HGB §257, Code de commerce L123-22). */
  auditLog: 3653,
  /** Job items done (what ran, for whoever looks into a case); dead ones stay until staff retry them. */
  doneJobs: 30,
  /** The gateway's idempotency keys with their first answers (a processor keeps them 24 hours). */
  idempotencyKeys: 30,
  /** Claims of processor webhook events (a processor retries an event for up to 3 days). */
  webhookEventClaims: 90,
  /** Hosted card-entry sessions, after their expiry (an hour after they open). */
  cardEntrySessions: 1,
  /** One-time links (password reset, e-mail verification, magic sign-in), after their expiry. */
  oneTimeTokens: 7,
  /**
   * A course's day marked scanned as it entered the booking window, after that day: a pass only
   * ever marks today or a later day, in any course's zone, so an older mark is never read again.
   */
  bookingWindowScans: 2,
} as const;

/** Rows one DELETE statement removes at most: a pass never holds locks on a large share of a table. */
export const RETENTION_BATCH = 1_000;
/** Statements one pass runs at most per table (the next pass, minutes later, goes on). */
const RETENTION_BATCHES_PER_PASS = 10;
/** How often the retention sweeps run. */
export const RETENTION_SWEEP_EVERY_MS = 10 * 60_000;

/** The instant before which rows of a kind are old enough to go. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A table whose old rows go in bounded batches. */
interface BatchedDelete {
  /** The table, as drizzle names it in SQL (`sql\`${mailOutbox}\``). */
  table: SQL;
  /** Its key columns, a row's identity: `sql\`id\`` or `sql\`operation, key\``. */
  key: SQL;
  /** Which rows are old enough to go. */
  where: SQL;
}

/**
 * Deletes the rows `where` selects, `batch` at a time (DELETE … WHERE key IN (SELECT key … LIMIT
 * batch)), at most `batches` statements; how many went. A pass that stops at its statement cap
 * leaves the rest to the next pass.
 */
export async function deleteInBatches(
  db: Database,
  { table, key, where }: BatchedDelete,
  { batch = RETENTION_BATCH, batches = RETENTION_BATCHES_PER_PASS } = {},
): Promise<number> {
  let deleted = 0;
  for (let statement = 0; statement < batches; statement++) {
    const result = await db.execute(sql`
      with gone as (
        delete from ${table} where (${key}) in (select ${key} from ${table} where ${where} limit ${batch})
        returning 1)
      select count(*)::int as n from gone`);
    const went = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    deleted += went;
    if (went < batch) break;
  }
  return deleted;
}
