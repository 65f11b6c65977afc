import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

/** A sweep that runs every `everyMs` (expired holds, abandoned carts, lapsed authorisations…). */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  /**
   * Does one pass inside a transaction; returns how many records it changed (logged), or that
   * and a step to run once the transaction committed (calls to an outside system, such as a
   * payment processor, that must not run while the pass holds its locks).
   */
  run(tx: Database, now: Date): Promise<number | { changed: number; afterCommit(): Promise<void> }>;
}

/** The registry every feature adds its sweeps to. */
interface PeriodicJobs {
  register(job: PeriodicJob): void;
  /** Runs one job now (tests, and the first pass at start-up); false when another process held it. */
  runNow(name: string): Promise<{ ran: boolean; changed: number }>;
  /**
   * Asks for a pass of a scheduled job as soon as possible instead of at its next tick (an event
   * it reacts to just committed). Passes asked for meanwhile are one pass; without the timers
   * (tests) it does nothing.
   */
  wake(name: string): void;
  /** The registered jobs' names, in registration order (a bench times a pass of each). */
  names(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    periodicJobs: PeriodicJobs;
  }
}

/** Options of the periodic-jobs plugin. */
interface PeriodicJobsOptions {
  /** Start the timers (main.ts); tests leave them off and call runNow. */
  schedule?: boolean;
  now?: () => Date;
}

const WAKE_RETRIES = 10;
const WAKE_RETRY_MS = 50;

/** The lock a job's passes take (exported for work that must not run beside a pass: the job's own per-item retries). */
export function advisoryKey(name: string): bigint {
  return createHash('sha256').update(`fairway-job:${name}`).digest().readBigInt64BE(0);
}

/**
 * In-process timers whose every pass takes a transaction-scoped advisory lock, so with several
 * server processes on one PostgreSQL a job runs in one of them at a time. The state a job works
 * from (expiry timestamps) lives in the database, so nothing is lost across restarts: the next
 * pass picks up whatever lapsed meanwhile. A queue library (pg-boss, graphile-worker) would need a
 * PostgreSQL server and cannot run on the embedded PGlite.
 */
export default fp<PeriodicJobsOptions>(
  async (app, { schedule = false, now = () => new Date() }) => {
    const jobs = new Map<string, PeriodicJob>();
    const timers: NodeJS.Timeout[] = [];

    async function runNow(name: string): Promise<{ ran: boolean; changed: number }> {
      const job = jobs.get(name);
      if (!job) throw new Error(`Unknown periodic job ${name}`);
      const pass = await app.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${advisoryKey(name)}) as locked`);
        const row = (result as unknown as { rows: { locked: boolean }[] }).rows[0];
        if (!row?.locked) return { ran: false, changed: 0 };
        const outcome = await job.run(tx, now());
        return typeof outcome === 'number' ? { ran: true, changed: outcome } : { ran: true, ...outcome };
      });
      if ('afterCommit' in pass) await pass.afterCommit();
      return { ran: pass.ran, changed: pass.changed };
    }

    const waking = new Set<string>();
    function wake(name: string, attempt = 0) {
      if (!schedule || !jobs.has(name) || (attempt === 0 && waking.has(name))) return;
      waking.add(name);
      setTimeout(() => {
        waking.delete(name);
        runNow(name).then(
          // Another pass held the job: it may have read before the event committed, so ask again shortly.
          ({ ran }) => !ran && attempt < WAKE_RETRIES && wake(name, attempt + 1),
          (error: unknown) => app.log.error({ err: error, job: name }, 'periodic job failed'),
        );
      }, attempt * WAKE_RETRY_MS).unref();
    }

    function start(job: PeriodicJob) {
      const tick = () =>
        runNow(job.name).then(
          ({ changed }) => changed > 0 && app.log.info({ job: job.name, changed }, 'periodic job'),
          (error: unknown) => app.log.error({ err: error, job: job.name }, 'periodic job failed'),
        );
      const timer = setInterval(tick, job.everyMs);
      timer.unref();
      timers.push(timer);
    }

    app.decorate('periodicJobs', {
      register(job: PeriodicJob) {
        if (jobs.has(job.name)) throw new Error(`Periodic job ${job.name} is registered twice`);
        jobs.set(job.name, job);
        if (schedule) start(job);
      },
      runNow,
      wake,
      names: () => [...jobs.keys()],
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'periodic-jobs', dependencies: ['database'] },
);
