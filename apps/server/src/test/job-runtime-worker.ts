import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../db/client.ts';
import database from '../plugins/database.ts';
import jobRuntime from '../plugins/job-runtime.ts';

// One server process's job runtime over DATABASE_URL, for job-runtime.process.test.ts: it runs
// due items until none is live, recording every try it made in job_process_tries.

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const app = Fastify({ logger: false });
await app.register(database, { db: handle.db });
await app.register(jobRuntime, {});
await app.ready();

async function recordTry(key: string, attempt: number) {
  await app.db.execute(
    sql`insert into job_process_tries (key, attempt, pid) values (${key}, ${attempt}, ${process.pid})`,
  );
}
app.jobs.define<{ key: string }>({
  kind: 'process-flaky',
  backoffMs: () => 0,
  async run({ key }, { attempt }) {
    await recordTry(key, attempt);
    // Long enough for the other process's passes to overlap this one.
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (attempt <= 2) throw new Error(`try ${attempt} failed`);
  },
});
app.jobs.define<{ key: string }>({
  kind: 'process-doomed',
  maxAttempts: 3,
  backoffMs: () => 0,
  async run({ key }, { attempt }) {
    await recordTry(key, attempt);
    throw new Error(`refused (${attempt})`);
  },
});

// Both processes start passing together (one's start-up could otherwise outlast the work).
await app.db.execute(sql`insert into job_process_tries (key, attempt, pid) values ('ready', 0, ${process.pid})`);
const deadline = Date.now() + 60_000;
for (;;) {
  const ready = await app.db.execute(sql`select count(*)::int as n from job_process_tries where key = 'ready'`);
  if ((ready as unknown as { rows: { n: number }[] }).rows[0]!.n >= 2 || Date.now() > deadline) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
for (;;) {
  await app.jobs.runDue({ limit: 5 });
  const live = await app.db.execute(sql`select count(*)::int as n from jobs where state in ('queued', 'running')`);
  if ((live as unknown as { rows: { n: number }[] }).rows[0]!.n === 0 || Date.now() > deadline) break;
  await new Promise((resolve) => setTimeout(resolve, 5));
}
await app.close();
await handle.close();
