import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import database from './database.ts';
import jobRuntime from './job-runtime.ts';

// The issue's job check with real processes: two server processes' runtimes on one PostgreSQL
// database (two processes cannot open one PGlite; job-runtime.test.ts runs two runtimes over one
// PGlite handle instead).

const SERVER_DIR = join(import.meta.dirname, '..', '..');
const WORKER = join(SERVER_DIR, 'src', 'test', 'job-runtime-worker.ts');

async function runWorker(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe.skipIf(!process.env.DATABASE_URL)('jobs shared by two server processes', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
    app = Fastify({ logger: false });
    await app.register(database, { db: testDb.handle.db });
    await app.register(jobRuntime, {});
    await app.ready();
    app.jobs.define({ kind: 'process-flaky', run: async () => undefined });
    app.jobs.define({ kind: 'process-doomed', maxAttempts: 3, run: async () => undefined });
    await app.db.execute(
      sql`create table job_process_tries (key text not null, attempt integer not null, pid integer not null)`,
    );
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  it('runs a step that fails twice then succeeds three times and once only, and dead-letters an always-failing one without holding the others', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `item-${i}`);
    await app.db.transaction(async (tx) => {
      await app.jobs.enqueue(tx, 'process-doomed', { key: 'doomed' }, { key: 'doomed' });
      for (const key of keys) await app.jobs.enqueue(tx, 'process-flaky', { key }, { key });
    });
    const runs = await Promise.all([runWorker(testDb.url!), runWorker(testDb.url!)]);
    for (const run of runs) expect(run.code, run.output).toBe(0);

    const tries = (await app.db.execute(
      sql`select key, attempt, count(*)::int as n, count(distinct pid)::int as pids from job_process_tries where key <> 'ready' group by key, attempt order by key, attempt`,
    )) as unknown as {
      rows: { key: string; attempt: number; n: number }[];
    };
    for (const key of keys) {
      expect(
        tries.rows.filter((row) => row.key === key).map(({ attempt, n }) => ({ attempt, n })),
        key,
      ).toEqual([1, 2, 3].map((attempt) => ({ attempt, n: 1 })));
    }
    expect(tries.rows.filter((row) => row.key === 'doomed').map(({ attempt, n }) => ({ attempt, n }))).toEqual(
      [1, 2, 3].map((attempt) => ({ attempt, n: 1 })),
    );
    const states = (await app.db.execute(
      sql`select kind, state, count(*)::int as n, max(last_error) as error from jobs group by kind, state order by kind`,
    )) as unknown as { rows: unknown[] };
    expect(states.rows).toEqual([
      { kind: 'process-doomed', state: 'dead', n: 1, error: 'refused (3)' },
      { kind: 'process-flaky', state: 'done', n: 40, error: null },
    ]);
    // Both processes took a share of the work.
    const pids = (await app.db.execute(
      sql`select count(distinct pid)::int as n from job_process_tries where key <> 'ready'`,
    )) as unknown as { rows: { n: number }[] };
    expect(pids.rows[0]!.n).toBe(2);
  }, 90_000);
});
