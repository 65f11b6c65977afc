// What one statement costs the server's CPU, by what it reads: a course row read
// through drizzle (all 25 columns, or 3, by prepared.ts's preparedQuery; and all 25 by drizzle's
// own execute), the same through node-postgres alone (objects, arrays), and `select 1` as the
// baseline measured in the same run. Ten statements in flight at a time, as
// the pool's connections are; rounds alternate the variants and the medians are printed, in µs of
// this process's CPU per statement and as a ratio to `select 1`. On PostgreSQL only (DATABASE_URL,
// else the local server): `node --import tsx bench/statement-cost.ts`.
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { preparedQuery } from '../apps/server/src/db/statements.ts';
import { facilities } from '../apps/server/src/db/schema/facilities.ts';
import { createTestDatabase } from '../apps/server/src/test/test-database.ts';
import { postgresUrl } from './postgres-url.ts';
import { required } from '@fairway/domain/shared/required';

const STATEMENTS = 4000;
const ROUNDS = 5;

const url = await postgresUrl();
if (!url) {
  console.log('statement cost: PostgreSQL not reachable (set DATABASE_URL); skipped');
  process.exit(0);
}
process.env.DATABASE_URL = url;
const database = await createTestDatabase();
const db = database.handle.db;
const pool = (db as unknown as { session: { client: pg.Pool } }).session.client;
const [course] = await db.select({ id: facilities.id }).from(facilities).limit(1);
const id = required(course, 'a seeded course').id;

const wide = preparedQuery('bench_course_wide', ['id'], (d, p) =>
  d.select().from(facilities).where(eq(facilities.id, p.id)),
);
const narrow = preparedQuery('bench_course_narrow', ['id'], (d, p) =>
  d
    .select({ id: facilities.id, name: facilities.name, timeZone: facilities.timeZone })
    .from(facilities)
    .where(eq(facilities.id, p.id)),
);
// The same statement prepared by drizzle and run through its own execute (preparedQuery runs it directly).
const wideByDrizzle = db
  .select()
  .from(facilities)
  .where(eq(facilities.id, sql.placeholder('id')))
  .prepare('bench_course_wide_drizzle');
const variants: Record<string, () => Promise<unknown>> = {
  'select 1 (baseline)': () => pool.query({ name: 'bench_one', text: 'select 1', values: [] }),
  'drizzle, 25 columns': () => wide(db, { id }),
  "drizzle's execute, 25 columns": () => wideByDrizzle.execute({ id }),
  'drizzle, 3 columns': () => narrow(db, { id }),
  'node-postgres, 25 columns': () =>
    pool.query({ name: 'bench_raw_wide', text: 'select * from facilities where id = $1', values: [id] }),
  'node-postgres, 3 columns': () =>
    pool.query({
      name: 'bench_raw_narrow',
      text: 'select id, name, time_zone from facilities where id = $1',
      values: [id],
    }),
};

async function cpuPerStatement(run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  for (let done = 0; done < STATEMENTS; done += 10) await Promise.all(Array.from({ length: 10 }, run));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / STATEMENTS;
}

const samples = new Map<string, number[]>(Object.keys(variants).map((name) => [name, []]));
for (const run of Object.values(variants)) await cpuPerStatement(run); // warm-up: JIT, prepared statements
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, run] of Object.entries(variants)) samples.get(name)?.push(await cpuPerStatement(run));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const baseline = median(samples.get('select 1 (baseline)') ?? []);
console.table(
  [...samples].map(([variant, values]) => ({
    variant,
    'µs CPU / statement': Number(median(values).toFixed(1)),
    'ratio to select 1': Number((median(values) / baseline).toFixed(2)),
  })),
);
await database.close();
