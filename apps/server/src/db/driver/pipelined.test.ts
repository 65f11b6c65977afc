import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresWritesOf } from '../../test/statements-of.ts';
import { createScratchPostgresDatabase } from '../../test/test-database.ts';
import { type DatabaseHandle, openDatabase, type Database } from '../client.ts';
import { answerLater, finishTransaction, together } from './pipelined.ts';

// Statements started together go to PostgreSQL in one write, BEGIN with the statement
// after it and COMMIT with finishTransaction's statements; they must behave exactly as if each
// had been awaited in turn. Both drivers: on PGlite the helpers simply run the statements.

/** The database's own words for why a statement failed (drizzle wraps them as "Failed query: …"). */
async function failureOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    const { message, cause } = error as { message: string; cause?: { message?: string } };
    return cause?.message ?? message;
  }
  return 'no failure';
}

const run = async (db: Database, query: SQL) => {
  await db.execute(query);
};
const rowsOf = async <Row>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

async function withDatabase(run: (handle: DatabaseHandle, port: number | null) => Promise<void>) {
  if (!process.env.DATABASE_URL) {
    const handle = await openDatabase({});
    try {
      await run(handle, null);
    } finally {
      await handle.close();
    }
    return;
  }
  const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL);
  const handle = await openDatabase({ databaseUrl: scratch.url });
  try {
    await run(handle, Number(new URL(scratch.url).port || 5432));
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

describe('pipelined statements (db/driver/pipelined.ts)', () => {
  let handle: DatabaseHandle;
  let port: number | null;
  let finished: Promise<void>;
  let release: () => void;

  beforeAll(async () => {
    let opened!: () => void;
    const ready = new Promise<void>((resolve) => (opened = resolve));
    finished = withDatabase(async (database, databasePort) => {
      handle = database;
      port = databasePort;
      await handle.db.execute(sql`create table seats (id integer primary key, taken integer not null)`);
      await handle.db.execute(sql`insert into seats values (1, 0)`);
      opened();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await ready;
  });
  afterAll(async () => {
    release();
    await finished;
  });

  it('sends BEGIN with the first statement, statements started together in one write, and the COMMIT with the last', async () => {
    const counted = await postgresWritesOf(port ?? -1, () =>
      handle.db.transaction(async (tx) => {
        const [locked, read] = (await together(
          tx,
          () => tx.execute(sql`select id from seats where id = 1 for update`),
          () => tx.execute(sql`select taken from seats where id = 1`),
        )) as unknown as [{ rows: { id: number }[] }, { rows: { taken: number }[] }];
        await finishTransaction(tx, () =>
          run(tx, sql`update seats set taken = ${read.rows[0]!.taken + 1} where id = ${locked.rows[0]!.id}`),
        );
      }),
    );
    expect((await rowsOf<{ taken: number }>(handle.db, sql`select taken from seats where id = 1`))[0]!.taken).toBe(1);
    // BEGIN + lock + read, then update + COMMIT; awaited one by one it was five writes.
    if (port !== null) expect(counted.writes).toBe(2);
  });

  it('reads a row only once the lock started before it is held: concurrent increments never lose one', async () => {
    const before = (await rowsOf<{ taken: number }>(handle.db, sql`select taken from seats where id = 1`))[0]!.taken;
    const increment = () =>
      handle.db.transaction(async (tx) => {
        const [, read] = (await together(
          tx,
          () => tx.execute(sql`select id from seats where id = 1 for update`),
          () => tx.execute(sql`select taken from seats where id = 1`),
        )) as unknown as [unknown, { rows: { taken: number }[] }];
        await new Promise((resolve) => setTimeout(resolve, 5)); // hold the lock while the others wait for it
        await finishTransaction(tx, () =>
          run(tx, sql`update seats set taken = ${read.rows[0]!.taken + 1} where id = 1`),
        );
      });
    await Promise.all(Array.from({ length: 8 }, increment));
    expect((await rowsOf<{ taken: number }>(handle.db, sql`select taken from seats where id = 1`))[0]!.taken).toBe(
      before + 8,
    );
  });

  it('commits nothing when a statement sent with the COMMIT fails, and fails the transaction with its error', async () => {
    const before = (await rowsOf<{ taken: number }>(handle.db, sql`select taken from seats where id = 1`))[0]!.taken;
    const failing = handle.db.transaction(async (tx) => {
      await tx.execute(sql`update seats set taken = taken + 100 where id = 1`);
      await finishTransaction(tx, () => run(tx, sql`insert into seats values (1, 0)`));
    });
    expect(await failureOf(failing)).toMatch(/duplicate key|unique/i);
    expect((await rowsOf<{ taken: number }>(handle.db, sql`select taken from seats where id = 1`))[0]!.taken).toBe(
      before,
    );
    // The connection is usable again (its next transaction begins and commits normally).
    await handle.db.transaction(async (tx) =>
      finishTransaction(tx, () => run(tx, sql`update seats set taken = taken where id = 1`)),
    );
  });

  it('rolls back statements started together when a later one fails, and answerLater keeps a failure until it is asked for', async () => {
    const before = (await rowsOf<{ taken: number }>(handle.db, sql`select taken from seats where id = 1`))[0]!.taken;
    const failing = handle.db.transaction(async (tx) => {
      const [, later] = await together(
        tx,
        () => tx.execute(sql`update seats set taken = taken + 1 where id = 1`),
        () => answerLater(tx.execute(sql`select 1 / 0`).execute() as Promise<unknown>),
      );
      later();
    });
    expect(await failureOf(failing)).toMatch(/division by zero/);
    expect((await rowsOf<{ taken: number }>(handle.db, sql`select taken from seats where id = 1`))[0]!.taken).toBe(
      before,
    );
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'refuses a statement that a later one could overtake (it was not sent when started)',
    async () => {
      const overtaken = handle.db.transaction(async (tx) => {
        await together(
          tx,
          () => rowsOf(tx, sql`select id from seats where id = 1 for update`), // sent a microtask later
          () => tx.execute(sql`select taken from seats where id = 1`),
        );
      });
      expect(await failureOf(overtaken)).toMatch(/statement 1 was not sent when started/);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'refuses a statement started after finishTransaction sent the COMMIT',
    async () => {
      const misuse = handle.db.transaction(async (tx) => {
        await finishTransaction(tx, () => run(tx, sql`select 1`));
        await tx.execute(sql`update seats set taken = taken + 1000 where id = 1`);
      });
      expect(await failureOf(misuse)).toMatch(/after finishTransaction/);
      expect(
        (await rowsOf<{ taken: number }>(handle.db, sql`select taken from seats where id = 1`))[0]!.taken,
      ).toBeLessThan(1000);
    },
  );
});

// node-postgres' own pipeline mode, which the pool turns on: its answers come back in order.
describe.skipIf(!process.env.DATABASE_URL)('node-postgres in pipeline mode', () => {
  it('answers each of several statements sent at once with its own rows', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL, pipeline: true });
    await client.connect();
    try {
      const answers = await Promise.all([1, 2, 3].map((n) => client.query('select $1::int as n', [n])));
      expect(answers.map((answer) => answer.rows[0].n)).toEqual([1, 2, 3]);
    } finally {
      await client.end();
    }
  });
});
