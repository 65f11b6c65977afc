import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { bookingEngines } from '../db/schema/facilities.ts';
import { jobs } from '../db/schema/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import database from './database.ts';
import jobRuntime, { defaultBackoffMs, type JobKind, messageOf, purgeDoneJobs } from './job-runtime.ts';

const T0 = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A bare app with the runtime only: what every server process has. */
async function runtimeOver(db: DatabaseHandle['db'], schedule = false): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(database, { db });
  await app.register(jobRuntime, { schedule, now: () => T0, pollMs: 60_000 });
  await app.ready();
  return app;
}

describe('job runtime', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let engineId: number;
  let otherEngineId: number;
  // Each kind's tries: payload.id → attempts seen.
  const tries = new Map<string, number[]>();
  const record = (kind: string, id: string, attempt: number) => {
    const key = `${kind}:${id}`;
    tries.set(key, [...(tries.get(key) ?? []), attempt]);
  };
  const triesOf = (kind: string, id: string) => tries.get(`${kind}:${id}`) ?? [];

  const flaky: JobKind<{ id: string; failures: number }> = {
    kind: 'test-flaky',
    backoffMs: () => 1_000,
    async run(payload, ctx) {
      record('test-flaky', payload.id, ctx.attempt);
      // Two processes reach this at once only if an item were run twice: let them overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (ctx.attempt <= payload.failures) throw new Error(`try ${ctx.attempt} failed`);
    },
  };
  const doomed: JobKind<{ id: string }> = {
    kind: 'test-doomed',
    maxAttempts: 3,
    async run(payload, ctx) {
      record('test-doomed', payload.id, ctx.attempt);
      if (payload.id.startsWith('bad')) throw new Error(`gateway refused (${ctx.attempt})`);
    },
  };

  function defineAll(runtime: FastifyInstance) {
    runtime.jobs.define(flaky);
    runtime.jobs.define(doomed);
  }

  async function rowOf(key: string) {
    const [row] = await app.db.select().from(jobs).where(eq(jobs.key, key));
    return row!;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await runtimeOver(testDb.handle.db);
    defineAll(app);
    const engines = await app.db
      .select({ id: bookingEngines.id })
      .from(bookingEngines)
      .orderBy(bookingEngines.id)
      .limit(2);
    engineId = engines[0]!.id;
    otherEngineId = engines[1]?.id ?? engineId;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  it('runs a step that fails twice then succeeds three times, backing off between tries, and leaves it done', async () => {
    await app.jobs.enqueue(app.db, 'test-flaky', { id: 'f1', failures: 2 }, { key: 'f1', engineId });
    expect(await app.jobs.runDue({ kind: 'test-flaky', now: T0 })).toEqual({ ran: 1, failed: 1, dead: 0 });
    const afterFirst = await rowOf('f1');
    expect(afterFirst).toMatchObject({ state: 'queued', attempts: 1, lastError: 'try 1 failed', leaseUntil: null });
    // Back-off moved run_at: not due at the same instant, due a second later.
    expect(afterFirst.runAt.toISOString()).toBe(at(1_000).toISOString());
    expect(await app.jobs.runDue({ kind: 'test-flaky', now: at(999) })).toEqual({ ran: 0, failed: 0, dead: 0 });
    expect(await app.jobs.runDue({ kind: 'test-flaky', now: at(1_000) })).toEqual({ ran: 1, failed: 1, dead: 0 });
    expect(await app.jobs.runDue({ kind: 'test-flaky', now: at(2_000) })).toEqual({ ran: 1, failed: 0, dead: 0 });
    expect(await app.jobs.runDue({ kind: 'test-flaky', now: at(60_000) })).toEqual({ ran: 0, failed: 0, dead: 0 });
    expect(triesOf('test-flaky', 'f1')).toEqual([1, 2, 3]);
    expect(await rowOf('f1')).toMatchObject({ state: 'done', attempts: 3, lastError: null });
  });

  it('backs off exponentially from 30 s, capped at an hour, by default', () => {
    expect([1, 2, 3, 8, 20].map(defaultBackoffMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it('ends an always-failing item dead after maxAttempts with its last error, while the other items of its kind still run', async () => {
    await app.jobs.enqueue(app.db, 'test-doomed', { id: 'bad-1' }, { key: 'bad-1', engineId });
    let result = { ran: 0, failed: 0, dead: 0 };
    for (let i = 0; i < 3; i++) {
      // A good item enqueued after the bad one runs at once, each time, whatever the bad one does.
      await app.jobs.enqueue(app.db, 'test-doomed', { id: `good-${i}` }, { key: `good-${i}`, engineId });
      result = await app.jobs.runDue({ kind: 'test-doomed', now: at(i * 3_600_000) });
      expect(triesOf('test-doomed', `good-${i}`)).toEqual([1]);
    }
    expect(result).toEqual({ ran: 2, failed: 1, dead: 1 });
    expect(triesOf('test-doomed', 'bad-1')).toEqual([1, 2, 3]);
    expect(await rowOf('bad-1')).toMatchObject({ state: 'dead', attempts: 3, lastError: 'gateway refused (3)' });
    // Dead means no more tries.
    expect(await app.jobs.runDue({ kind: 'test-doomed', now: at(100 * 3_600_000) })).toEqual({
      ran: 0,
      failed: 0,
      dead: 0,
    });

    const dead = await app.jobs.deadLetters(engineId);
    expect(dead.find((job) => job.key === 'bad-1')).toMatchObject({
      kind: 'test-doomed',
      attempts: 3,
      lastError: 'gateway refused (3)',
      payload: { id: 'bad-1' },
    });
    if (otherEngineId !== engineId) {
      expect(await app.jobs.deadLetters(otherEngineId)).toEqual([]);
    }
  });

  it('retries a dead item for its own engine only, with a fresh set of tries', async () => {
    await app.jobs.enqueue(app.db, 'test-doomed', { id: 'bad-2' }, { key: 'bad-2', engineId });
    for (let i = 0; i < 3; i++) await app.jobs.runDue({ kind: 'test-doomed', now: at(i * 3_600_000) });
    const { id } = await rowOf('bad-2');
    if (otherEngineId !== engineId) expect(await app.jobs.retry(otherEngineId, id)).toBe(false);
    expect(await app.jobs.retry(engineId, 999_999)).toBe(false);
    expect(await app.jobs.retry(engineId, id)).toBe(true);
    expect(await rowOf('bad-2')).toMatchObject({ state: 'queued', attempts: 0, finishedAt: null });
    expect((await app.jobs.deadLetters(engineId)).map((job) => job.id)).not.toContain(id);
    expect(await app.jobs.runDue({ kind: 'test-doomed', now: T0 })).toEqual({ ran: 1, failed: 1, dead: 0 });
    expect(triesOf('test-doomed', 'bad-2')).toEqual([1, 2, 3, 1]);
    // Only a dead item is retried.
    expect(await app.jobs.retry(engineId, id)).toBe(false);
  });

  it('takes an item again once its lease lapsed (its process stopped mid-run), and a stale holder records nothing', async () => {
    await app.jobs.enqueue(app.db, 'test-flaky', { id: 'lease-1', failures: 0 }, { key: 'lease-1' });
    // A process leased it and died: running, lease until T0 + 5 min.
    await app.db.execute(
      sql`update jobs set state = 'running', attempts = 1, leased_by = 'gone', lease_until = ${at(300_000).toISOString()}::timestamptz where key = 'lease-1'`,
    );
    expect(await app.jobs.runDue({ kind: 'test-flaky', now: at(299_999) })).toEqual({ ran: 0, failed: 0, dead: 0 });
    expect(await app.jobs.runDue({ kind: 'test-flaky', now: at(300_000) })).toEqual({ ran: 1, failed: 0, dead: 0 });
    expect(triesOf('test-flaky', 'lease-1')).toEqual([2]);
    expect(await rowOf('lease-1')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('ends dead an item whose last try lapsed', async () => {
    await app.jobs.enqueue(app.db, 'test-doomed', { id: 'lapsed' }, { key: 'lapsed', engineId });
    await app.db.execute(
      sql`update jobs set state = 'running', attempts = 3, last_error = 'timeout', leased_by = 'gone', lease_until = ${T0.toISOString()}::timestamptz where key = 'lapsed'`,
    );
    expect(await app.jobs.runDue({ kind: 'test-doomed', now: T0 })).toEqual({ ran: 0, failed: 0, dead: 1 });
    expect(await rowOf('lapsed')).toMatchObject({ state: 'dead', attempts: 3 });
    expect((await rowOf('lapsed')).lastError).toMatch(/^timeout — the last try did not finish/);
    expect(triesOf('test-doomed', 'lapsed')).toEqual([]);
  });

  it('makes enqueue with the same key a no-op while the item is live, and a new item once it is done', async () => {
    await app.jobs.enqueue(app.db, 'test-flaky', { id: 'once', failures: 0 }, { key: 'once' });
    await app.jobs.enqueue(app.db, 'test-flaky', { id: 'once-again', failures: 0 }, { key: 'once' });
    // The same key of another kind is another item.
    await app.jobs.enqueue(app.db, 'test-doomed', { id: 'once' }, { key: 'once' });
    expect(await app.db.select().from(jobs).where(eq(jobs.key, 'once'))).toHaveLength(2);
    await app.jobs.runDue({ kind: 'test-flaky', now: T0 });
    expect(triesOf('test-flaky', 'once')).toEqual([1]);
    expect(triesOf('test-flaky', 'once-again')).toEqual([]);
    await app.jobs.enqueue(app.db, 'test-flaky', { id: 'once-more', failures: 0 }, { key: 'once' });
    await app.jobs.runDue({ kind: 'test-flaky', now: T0 });
    expect(triesOf('test-flaky', 'once-more')).toEqual([1]);
  });

  it('leaves nothing for an enqueue inside a transaction that rolled back, and runs an item not before its runAt', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await app.jobs.enqueue(tx, 'test-flaky', { id: 'rolled-back', failures: 0 }, { key: 'rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.db.select().from(jobs).where(eq(jobs.key, 'rolled-back'))).toEqual([]);

    await app.db.transaction((tx) =>
      app.jobs.enqueue(tx, 'test-flaky', { id: 'later', failures: 0 }, { key: 'later', runAt: at(86_400_000) }),
    );
    await app.jobs.runDue({ kind: 'test-flaky', now: at(86_399_999) });
    expect(triesOf('test-flaky', 'later')).toEqual([]);
    await app.jobs.runDue({ kind: 'test-flaky', now: at(86_400_000) });
    expect(triesOf('test-flaky', 'later')).toEqual([1]);
  });

  it("records a database failure in the database's words, not drizzle's SQL and parameters", async () => {
    const failure = await app.db.execute(sql`select 1 / ${0} as boom`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^Failed query:/);
    expect(messageOf(failure)).toBe('division by zero');
    expect(messageOf(new Error('gateway refused'))).toBe('gateway refused');
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf(new Error('x'.repeat(5_000)))).toHaveLength(2_000);
  });

  it('purges done items finished before a date, never live or dead ones', async () => {
    await app.jobs.enqueue(app.db, 'test-flaky', { id: 'purged', failures: 0 }, { key: 'purged' });
    await app.jobs.runDue({ kind: 'test-flaky', now: at(7_000_000_000) });
    expect((await rowOf('purged')).state).toBe('done');
    const live = await app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.state} <> 'done'`);
    expect(await purgeDoneJobs(app.db, at(7_000_000_000))).toBeGreaterThan(0);
    expect(await app.db.select().from(jobs).where(eq(jobs.key, 'purged'))).toHaveLength(1);
    await purgeDoneJobs(app.db, at(7_000_000_001));
    expect(await app.db.select().from(jobs).where(eq(jobs.key, 'purged'))).toEqual([]);
    expect(
      await app.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(sql`${jobs.state} <> 'done'`),
    ).toEqual(live);
  });

  it('refuses an unknown kind and a kind defined twice', async () => {
    await expect(app.jobs.enqueue(app.db, 'nope', {})).rejects.toThrow(/Unknown job kind/);
    await expect(app.jobs.runDue({ kind: 'nope' })).rejects.toThrow(/Unknown job kind/);
    expect(() => app.jobs.define(flaky)).toThrow(/twice/);
  });

  it('runs each item exactly once with two runtimes passing at the same time (two processes on PostgreSQL)', async () => {
    // Two runtimes: on PostgreSQL over two connection pools, as two server processes; on PGlite over one handle.
    const second = testDb.url ? await openDatabase({ databaseUrl: testDb.url }) : undefined;
    const other = await runtimeOver(second?.db ?? testDb.handle.db);
    defineAll(other);
    try {
      const ids = Array.from({ length: 30 }, (_, i) => `pair-${i}`);
      for (const id of ids) await app.jobs.enqueue(app.db, 'test-flaky', { id, failures: 2 }, { key: id, engineId });
      for (const step of [0, 1_000, 2_000]) {
        await Promise.all(
          [app, other, app, other].map((runtime) =>
            runtime.jobs.runDue({ kind: 'test-flaky', now: at(step), limit: 8 }),
          ),
        );
        // Whatever one pass left (limits), the next ones at the same instant take.
        while ((await app.jobs.runDue({ kind: 'test-flaky', now: at(step) })).ran > 0);
      }
      for (const id of ids) expect(triesOf('test-flaky', id), id).toEqual([1, 2, 3]);
      const states = await app.db.execute(
        sql`select state, count(*)::int as n from jobs where key like 'pair-%' group by state`,
      );
      expect((states as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'done', n: 30 }]);
    } finally {
      await other.close();
      await second?.close();
    }
  });

  it('polls and wakes when scheduled, and closes without losing a pass in flight', async () => {
    const scheduled = Fastify({ logger: false });
    await scheduled.register(database, { db: testDb.handle.db });
    await scheduled.register(jobRuntime, { schedule: true, now: () => at(10 * 86_400_000), pollMs: 3_600_000 });
    await scheduled.ready();
    const seen: string[] = [];
    scheduled.jobs.define<{ id: string }>({ kind: 'test-woken', run: async ({ id }) => void seen.push(id) });
    try {
      await scheduled.db.transaction((tx) => scheduled.jobs.enqueue(tx, 'test-woken', { id: 'w1' }));
      scheduled.jobs.wake('test-woken');
      await expect.poll(() => seen, { timeout: 2_000 }).toEqual(['w1']);
    } finally {
      await scheduled.close();
    }
    // Without the scheduler, wake does nothing.
    app.jobs.wake('test-flaky');
  });
});
