import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema/jobs.ts';
import { deleteInBatches, RETENTION_DAYS, RETENTION_SWEEP_EVERY_MS, retentionCutoff } from '../shared/retention.ts';

/** What a job's handler is told about the try it is running. */
interface JobContext {
  jobId: number;
  /** 1-based. */
  attempt: number;
  now: Date;
  engineId: number | null;
}

/** A kind of later work and how its items are run and retried. */
export interface JobKind<P> {
  /** Unique, e.g. 'gift-delivery', 'payment-compensation'. */
  kind: string;
  /** Default 8; after the last failed try the row is 'dead'. */
  maxAttempts?: number;
  /** The wait after failed try `attempt` (1-based); default exponential from 30 s, capped at 1 h. */
  backoffMs?(attempt: number): number;
  /** Default 5 min; a lease that lapses (the process died) is taken again. */
  leaseMs?: number;
  /** Throw to fail this attempt (last_error = the message). Runs outside any transaction of the runtime's. */
  run(payload: P, ctx: JobContext): Promise<void>;
}

/** Where and when an enqueued item runs. */
interface EnqueueOptions {
  /** One live (queued or running) item per (kind, key): enqueueing it again meanwhile does nothing. */
  key?: string;
  /** Not before (default: now). */
  runAt?: Date;
  /** Whose staff see it if it ends dead. */
  engineId?: number | null;
}

/** An item whose tries are spent, for staff. */
interface DeadJob {
  id: number;
  kind: string;
  key: string | null;
  attempts: number;
  lastError: string;
  payload: unknown;
  finishedAt: string;
}

/** What one pass did: items run, of them the tries that threw, and of those the last tries (now dead). */
interface RunDueResult {
  ran: number;
  failed: number;
  dead: number;
}

/** Durable per-item jobs: `app.jobs`. */
export interface JobRuntime {
  define<P>(kind: JobKind<P>): void;
  /** Inside the caller's transaction, so the work is recorded with the change that needs it. A live row with the same (kind,key) makes this a no-op. */
  enqueue<P>(db: Database, kind: string, payload: P, options?: EnqueueOptions): Promise<void>;
  /** Leases and runs due items (tests call it; the scheduler calls it on a timer and on wake). */
  runDue(options?: { kind?: string; now?: Date; limit?: number }): Promise<RunDueResult>;
  /** Asks for a run soon (after a commit that enqueued work); no-op without the scheduler (tests). */
  wake(kind?: string): void;
  /** A page of the engine's dead items, latest failure first: `limit` (default 50) that failed before the item `before`. */
  deadLetters(engineId: number, page?: { limit?: number; before?: number }): Promise<DeadJob[]>;
  /** Puts a dead item back in the queue (staff "Retry"); false for an unknown/other engine's id. */
  retry(engineId: number, jobId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRuntime;
  }
}

/** Options of the job-runtime plugin. */
interface JobRuntimeOptions {
  /** Poll for due items on a timer and honour wake (main.ts); tests leave it off and call runDue. */
  schedule?: boolean;
  now?: () => Date;
  /** How often the scheduler looks for due items (ms). */
  pollMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_LEASE_MS = 5 * 60_000;
const BACKOFF_FIRST_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;
const DEFAULT_POLL_MS = 3_000;
const DEFAULT_LIMIT = 20;
// Items of one pass run this many at a time: a slow item (a gateway that hangs until its timeout)
// does not hold the others, and two cores are not flooded.
const CONCURRENCY = 4;
// Kept of a handler's error message: enough to read, not a stack of megabytes.
const ERROR_CHARS = 2_000;
/** Dead items a page holds unless asked otherwise. */
const DEAD_LETTERS_PAGE = 50;

/** The periodic job that deletes done items past their retention (shared/retention.ts: RETENTION_DAYS.doneJobs). */
const PURGE_DONE_JOBS = 'jobs.purge-done';

/** Deletes the items done before `before`, in bounded batches; how many. Dead ones stay until staff retry them. */
export function purgeDoneJobs(db: Database, before: Date): Promise<number> {
  return deleteInBatches(db, {
    table: sql`${jobs}`,
    key: sql`id`,
    where: sql`state = 'done' and finished_at < ${before.toISOString()}::timestamptz`,
  });
}

/** 30 s, 1 min, 2 min… capped at 1 h. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * What staff read of a failure: the error's message; for a database error, the database's own
 * words (drizzle wraps them in "Failed query: <the SQL and its parameters>", which may carry
 * personal data and says less).
 */
export function messageOf(error: unknown): string {
  let found: unknown = error;
  while (found instanceof Error && found.message.startsWith('Failed query:') && found.cause instanceof Error)
    found = found.cause;
  const message = found instanceof Error ? found.message || found.name : String(found);
  return message.slice(0, ERROR_CHARS);
}

/** A timestamp parameter of raw SQL, read the same by both drivers. */
function instant(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

interface LeasedRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  booking_engine_id: number | null;
}

/**
 * Durable per-item jobs on the application's own database, the same on PGlite and PostgreSQL.
 * pg-boss 12 (engines: Node ≥ 22.12) and graphile-worker 0.18 (Node ≥ 22.18, a node-postgres
 * pool only) do not support the Node 20 we run, and graphile-worker cannot run on PGlite; so this
 * is a small runtime of our own with their semantics: an item is a row, leased with
 * `for update skip locked` so N processes never run one at once; its handler runs outside the
 * lease; a failure backs it off, and its last failure leaves it 'dead' for staff, while the other
 * items go on.
 */
export default fp<JobRuntimeOptions>(
  async (app, { schedule = false, now = () => new Date(), pollMs = DEFAULT_POLL_MS }) => {
    const kinds = new Map<string, JobKind<unknown>>();
    // Who holds a lease: a completion is recorded only by the holder of the try it ran.
    const runtimeId = `${process.pid}-${randomBytes(4).toString('hex')}`;

    function kindOf(name: string): JobKind<unknown> {
      const kind = kinds.get(name);
      if (!kind) throw new Error(`Unknown job kind ${name}`);
      return kind;
    }

    async function enqueue<P>(db: Database, kind: string, payload: P, options: EnqueueOptions = {}): Promise<void> {
      const definition = kindOf(kind);
      await db
        .insert(jobs)
        .values({
          kind,
          key: options.key ?? null,
          payload: (payload ?? null) as never,
          bookingEngineId: options.engineId ?? null,
          maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          runAt: options.runAt ?? now(),
        })
        .onConflictDoNothing({
          target: [jobs.kind, jobs.key],
          where: sql`key is not null and state in ('queued', 'running')`,
        });
    }

    /**
     * Running items whose lease lapsed on their last try: their process died while running it,
     * which spends that try. Dead now, with what is known.
     */
    async function buryLapsed(when: Date, only: SQL): Promise<number> {
      const at = instant(when);
      const buried = await app.db.execute(sql`
        update jobs set state = 'dead', finished_at = ${at}, updated_at = ${at}, lease_until = null,
          last_error = coalesce(last_error || ' — ', '') || 'the last try did not finish (its process stopped)'
        where state = 'running' and lease_until <= ${at} and attempts >= max_attempts and ${only}
        returning id`);
      return rowsOf(buried).length;
    }

    /** One statement: due items locked, skipping those another pass holds, and leased to this runtime. */
    async function lease(when: Date, only: SQL, limit: number): Promise<LeasedRow[]> {
      const at = instant(when);
      const leaseMs = sql.join(
        [...kinds.values()].map((kind) => sql`when ${kind.kind} then ${kind.leaseMs ?? DEFAULT_LEASE_MS}::integer`),
        sql` `,
      );
      const leased = await app.db.execute(sql`
        update jobs set state = 'running', attempts = attempts + 1, leased_by = ${runtimeId}, updated_at = ${at},
          lease_until = ${at} + (case kind ${leaseMs} end) * interval '1 millisecond'
        where id in (
          select id from jobs
          where ${only} and ((state = 'queued' and run_at <= ${at}) or (state = 'running' and lease_until <= ${at}))
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts, booking_engine_id`);
      return rowsOf<LeasedRow>(leased).sort((a, b) => a.id - b.id);
    }

    /** Records how a try ended; ignored when the lease was lost meanwhile (another process took the item again). */
    async function settle(row: LeasedRow, at: Date, error: unknown): Promise<'done' | 'queued' | 'dead'> {
      const held = and(
        eq(jobs.id, row.id),
        eq(jobs.state, 'running'),
        eq(jobs.leasedBy, runtimeId),
        eq(jobs.attempts, row.attempts),
      );
      if (error === undefined) {
        await app.db
          .update(jobs)
          .set({ state: 'done', finishedAt: at, updatedAt: at, leaseUntil: null, lastError: null })
          .where(held);
        return 'done';
      }
      const lastError = messageOf(error);
      if (row.attempts >= row.max_attempts) {
        await app.db
          .update(jobs)
          .set({ state: 'dead', finishedAt: at, updatedAt: at, leaseUntil: null, lastError })
          .where(held);
        return 'dead';
      }
      const backoff = kinds.get(row.kind)?.backoffMs ?? defaultBackoffMs;
      await app.db
        .update(jobs)
        .set({
          state: 'queued',
          runAt: new Date(at.getTime() + backoff(row.attempts)),
          updatedAt: at,
          leaseUntil: null,
          lastError,
        })
        .where(held);
      return 'queued';
    }

    async function runOne(row: LeasedRow, at: Date): Promise<'done' | 'queued' | 'dead'> {
      let failure: unknown;
      try {
        await kindOf(row.kind).run(row.payload, {
          jobId: row.id,
          attempt: row.attempts,
          now: at,
          engineId: row.booking_engine_id,
        });
      } catch (error) {
        failure = error ?? new Error('failed');
      }
      if (failure !== undefined)
        app.log.warn({ err: failure, job: row.kind, jobId: row.id, attempt: row.attempts }, 'job attempt failed');
      return settle(row, at, failure);
    }

    async function runDue(options: { kind?: string; now?: Date; limit?: number } = {}): Promise<RunDueResult> {
      const at = options.now ?? now();
      if (options.kind !== undefined) kindOf(options.kind);
      const names = options.kind !== undefined ? [options.kind] : [...kinds.keys()];
      const result = { ran: 0, failed: 0, dead: 0 };
      if (names.length === 0) return result;
      // Only kinds this process knows: a process of an older version leaves a newer kind to the others.
      const only = sql`kind in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`;
      result.dead += await buryLapsed(at, only);
      const leased = await lease(at, only, options.limit ?? DEFAULT_LIMIT);
      let next = 0;
      const worker = async () => {
        while (next < leased.length) {
          const row = leased[next++];
          if (!row) break;
          const outcome = await runOne(row, at);
          result.ran += 1;
          if (outcome !== 'done') result.failed += 1;
          if (outcome === 'dead') result.dead += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, leased.length) }, worker));
      return result;
    }

    // The scheduler: one pass at a time per process; a wake during a pass asks for another after it.
    let passing: Promise<void> | undefined;
    let again = false;
    let closed = false;
    const timers: NodeJS.Timeout[] = [];
    function pass() {
      if (closed) return;
      if (passing) {
        again = true;
        return;
      }
      passing = (async () => {
        try {
          // A full pass may leave more due: keep going while passes fill up.
          for (let i = 0; i < 50 && !closed; i++) {
            const { ran, failed, dead } = await runDue();
            if (ran > 0) app.log.info({ ran, failed, dead }, 'jobs');
            if (ran < DEFAULT_LIMIT) break;
          }
        } catch (error) {
          app.log.error({ err: error }, 'job pass failed');
        } finally {
          passing = undefined;
          if (again) {
            again = false;
            wake();
          }
        }
      })();
    }
    let waking: NodeJS.Timeout | undefined;
    function wake(_kind?: string) {
      if (!schedule || closed || waking) return;
      waking = setTimeout(() => {
        waking = undefined;
        pass();
      }, 0);
      waking.unref();
    }
    if (schedule) {
      const timer = setInterval(pass, pollMs);
      timer.unref();
      timers.push(timer);
    }
    // The purge is a periodic job: one process at a time across a cluster (an app without the
    // periodic jobs, a test of this runtime alone, calls purgeDoneJobs itself).
    if (app.hasDecorator('periodicJobs'))
      app.periodicJobs.register({
        name: PURGE_DONE_JOBS,
        everyMs: RETENTION_SWEEP_EVERY_MS,
        run: (tx, at) => purgeDoneJobs(tx, retentionCutoff(at, RETENTION_DAYS.doneJobs)),
      });

    async function deadLetters(
      engineId: number,
      { limit = DEAD_LETTERS_PAGE, before }: { limit?: number; before?: number } = {},
    ): Promise<DeadJob[]> {
      // Keyset on (finished_at, id), the list's order (jobs_dead_idx): a page after the item `before`.
      const after =
        before === undefined
          ? undefined
          : sql`(${jobs.finishedAt}, ${jobs.id}) < (select finished_at, id from ${jobs} where id = ${before})`;
      const rows: JobRow[] = await app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.state, 'dead'), eq(jobs.bookingEngineId, engineId), after))
        .orderBy(desc(jobs.finishedAt), desc(jobs.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        key: row.key,
        attempts: row.attempts,
        lastError: row.lastError ?? '',
        payload: row.payload,
        finishedAt: (row.finishedAt ?? row.updatedAt).toISOString(),
      }));
    }

    async function retry(engineId: number, jobId: number): Promise<boolean> {
      const at = now();
      return app.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(jobs)
          .where(and(eq(jobs.id, jobId), eq(jobs.bookingEngineId, engineId), eq(jobs.state, 'dead')))
          .for('update');
        if (!row) return false;
        // The same work was enqueued again since (a live twin): that one does it, this one is settled.
        const [twin] =
          row.key === null
            ? []
            : await tx
                .select({ id: jobs.id })
                .from(jobs)
                .where(
                  and(eq(jobs.kind, row.kind), eq(jobs.key, row.key), sql`${jobs.state} in ('queued', 'running')`),
                );
        if (twin) {
          await tx
            .update(jobs)
            .set({
              state: 'done',
              finishedAt: at,
              updatedAt: at,
              lastError: `${row.lastError ?? ''} — superseded by item ${twin.id}`,
            })
            .where(eq(jobs.id, jobId));
          return true;
        }
        // A fresh set of tries, from now; the last error stays until a try succeeds.
        await tx
          .update(jobs)
          .set({
            state: 'queued',
            attempts: 0,
            runAt: at,
            finishedAt: null,
            leaseUntil: null,
            leasedBy: null,
            updatedAt: at,
          })
          .where(eq(jobs.id, jobId));
        return true;
      });
    }

    app.decorate('jobs', {
      define<P>(kind: JobKind<P>) {
        if (kinds.has(kind.kind)) throw new Error(`Job kind ${kind.kind} is defined twice`);
        kinds.set(kind.kind, kind as JobKind<unknown>);
      },
      enqueue,
      runDue,
      wake,
      deadLetters,
      retry,
    } satisfies JobRuntime);
    app.addHook('onClose', async () => {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      if (waking) clearTimeout(waking);
      // Let a pass in flight record its outcomes before the database closes.
      await passing;
    });
  },
  { name: 'job-runtime', dependencies: ['database'] },
);
