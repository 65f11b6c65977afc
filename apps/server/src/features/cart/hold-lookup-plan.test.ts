import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';

// A hold is found, replaced and deleted by its holder on every add to a cart and every
// booking. On a release morning the table holds every golfer's hold; these lookups must not read
// all of them (they did, before tee_time_locks_holder_idx).

const HOLDS = 3000;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

async function planOf(statement: ReturnType<typeof sql>): Promise<string> {
  const rows = (await db.execute(sql`explain ${statement}`)) as unknown as
    { rows?: Record<string, string>[] } | Record<string, string>[];
  const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
  return list.map((row) => Object.values(row)[0]).join('\n');
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await db.execute(sql`
    insert into tee_time_locks (facility_id, tee_time, slots, holder, expires_at)
    select (select min(id) from facilities), '2026-07-13T' || lpad((7 + n % 10)::text, 2, '0') || ':00', 1 + n % 4,
      case when n % 3 = 0 then 'cart-lock:cart' || n || ':a' else 'cart-item:item' || n end, now() + interval '10 minutes'
    from generate_series(1, ${HOLDS}) as n`);
  await db.execute(sql`analyze tee_time_locks`);
});
afterAll(() => database.close());

describe('holds by holder', () => {
  it.each([
    [
      'the own hold of an item',
      sql`select slots from tee_time_locks where holder = 'cart-item:item7' and expires_at > now() limit 1`,
    ],
    ['replacing an item hold', sql`delete from tee_time_locks where holder = 'cart-item:item8'`],
    [
      'the holds a booking closes',
      sql`delete from tee_time_locks where holder in ('cart-item:item10', 'cart-item:item11')`,
    ],
    ["a cart's explicit locks by prefix", sql`delete from tee_time_locks where holder like 'cart-lock:cart12:%'`],
  ])('%s reads the holder index, not the whole table', async (_, statement) => {
    const plan = await planOf(statement);
    expect(plan).toContain('tee_time_locks_holder_idx');
    expect(plan).not.toMatch(/Seq Scan on tee_time_locks/);
  });
});
