import { inArray, sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { inList } from './in-list.ts';

// inList answers what inArray answers, on PGlite (npm test) and on PostgreSQL (the CI's run with
// DATABASE_URL): each driver sends the array as one parameter its own way.
const rows = pgTable('in_list_rows', {
  id: uuid('id').primaryKey(),
  rank: integer('rank').notNull(),
  name: text('name'),
});
const ids = Array.from({ length: 60 }, () => crypto.randomUUID());

let handle: DatabaseHandle;
let dropScratch = async () => {};
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const scratch = await createScratchPostgresDatabase(url);
    dropScratch = scratch.drop;
    handle = await openDatabase({ databaseUrl: scratch.url });
  } else handle = await openDatabase({});
  await handle.db.execute(sql`create table in_list_rows (id uuid primary key, rank integer not null, name text)`);
  await handle.db.insert(rows).values(ids.map((id, rank) => ({ id, rank, name: rank % 2 ? `n${rank}` : null })));
});
afterAll(async () => {
  await handle.close();
  await dropScratch();
});

it('selects the rows whose column is one of the values, uuids or integers, as inArray does', async () => {
  const some = [ids[3]!, ids[17]!, ids[59]!, crypto.randomUUID()];
  const byList = await handle.db.select().from(rows).where(inList(rows.id, some)).orderBy(rows.rank);
  const byArray = await handle.db.select().from(rows).where(inArray(rows.id, some)).orderBy(rows.rank);
  expect(byList.map((row) => row.rank)).toEqual([3, 17, 59]);
  expect(byList).toEqual(byArray);
  const ranks = await handle.db
    .select({ rank: rows.rank })
    .from(rows)
    .where(inList(rows.rank, [0, 5, 99]));
  expect(ranks.map((row) => row.rank).sort((a, b) => a - b)).toEqual([0, 5]);
  expect(await handle.db.select().from(rows).where(inList(rows.id, ids))).toHaveLength(60);
});

it('selects nothing for no values', async () => {
  expect(await handle.db.select().from(rows).where(inList(rows.id, []))).toEqual([]);
});

it('takes a value as data, never as SQL', async () => {
  const hostile = ["x') or true --", 'n1'];
  expect(await handle.db.select({ rank: rows.rank }).from(rows).where(inList(rows.name, hostile))).toEqual([
    { rank: 1 },
  ]);
});
