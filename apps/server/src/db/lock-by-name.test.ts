import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { lockByName, lockByNames } from './lock-by-name.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
let handle: DatabaseHandle;
let dropScratch = async () => {};

beforeAll(async () => {
  if (onPostgres) {
    const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!);
    dropScratch = scratch.drop;
    handle = await openDatabase({ databaseUrl: scratch.url });
  } else {
    handle = await openDatabase({});
  }
});
afterAll(async () => {
  await handle.close();
  await dropScratch();
});

/** Advisory locks of this database some session is waiting for. */
async function advisoryWaiters(): Promise<number> {
  const { rows } = (await handle.db.execute(
    sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
  )) as unknown as { rows: { waiting: number }[] };
  return rows[0]!.waiting;
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A transaction left open holding `names` until `release()`. */
function holdOpen(names: string[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = handle.db.transaction(async (tx) => {
    await lockByNames(tx, names);
    locked();
    await released;
  });
  return { isLocked, release, done };
}

describe('lockByNames', () => {
  it('locks several names, repeated or none, within one transaction (PGlite: its one connection too)', async () => {
    await handle.db.transaction(async (tx) => {
      await lockByNames(tx, []);
      await lockByNames(tx, ['b', 'a', 'b']);
      await lockByNames(tx, ['a']);
      await lockByName(tx, 'b');
    });
  });

  it.skipIf(!onPostgres)(
    'takes the names in sorted order: a transaction locking them in another order waits at the first and holds none of the rest',
    async () => {
      const first = holdOpen(['lock-test:a']);
      await first.isLocked;
      const second = holdOpen(['lock-test:c', 'lock-test:a']);
      try {
        await until(async () => (await advisoryWaiters()) === 1, 'the second transaction to wait');
        // Had the second taken c first, this would wait for it while it waits for a (held until
        // this finishes): refused after the lock timeout instead of hanging.
        await handle.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '5s'`);
          await lockByName(tx, 'lock-test:c');
        });
      } finally {
        first.release();
        await first.done;
        await second.isLocked;
        second.release();
        await second.done;
      }
    },
  );

  it.skipIf(!onPostgres)('lets transactions with no name in common run at once', async () => {
    const first = holdOpen(['lock-test:x', 'lock-test:y']);
    await first.isLocked;
    const second = holdOpen(['lock-test:z', 'lock-test:w']);
    await second.isLocked;
    expect(await advisoryWaiters()).toBe(0);
    first.release();
    second.release();
    await Promise.all([first.done, second.done]);
  });
});
