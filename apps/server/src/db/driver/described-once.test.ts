import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';

// A named statement's result is described by PostgreSQL once per connection; later
// executions skip the Describe and parse their rows with the columns kept from the first. On
// PostgreSQL only: PGlite has no wire protocol.

type Connection = { describe(config: object): void };

describe.skipIf(!process.env.DATABASE_URL)(
  'named statements described once per connection (db/driver/described-once.ts)',
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
    let handle: Extract<DatabaseHandle, { kind: 'postgres' }>;

    beforeAll(async () => {
      scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!);
      handle = (await openDatabase({ databaseUrl: scratch.url })) as typeof handle;
    });
    afterAll(async () => {
      await handle.close();
      await scratch.drop();
    });

    /** Runs `run` on one pooled connection, counting the Describe messages it sends. */
    async function onOneConnection<T>(
      run: (client: pg.PoolClient) => Promise<T>,
    ): Promise<{ value: T; describes: number }> {
      const client = await handle.pool.connect();
      const connection = (client as unknown as { connection: Connection }).connection;
      const describe = connection.describe.bind(connection);
      let describes = 0;
      connection.describe = (config) => {
        describes += 1;
        describe(config);
      };
      try {
        return { value: await run(client), describes };
      } finally {
        connection.describe = describe;
        client.release();
      }
    }

    const statement = {
      name: 'described_once_test',
      text: "select $1::int + 1 as next, 'x' || $2::text as label, null::timestamptz as at",
      rowMode: 'array' as const,
    };

    it('describes a named statement on its first execution only, and parses later rows by the columns kept', async () => {
      const { value, describes } = await onOneConnection(async (client) => {
        const first = await client.query({ ...statement, values: [1, 'a'] });
        const second = await client.query({ ...statement, values: [41, 'b'] });
        const third = await client.query({ ...statement, values: [-1, 'c'] });
        return [first, second, third];
      });
      expect(describes).toBe(1);
      expect(value.map((result) => result.rows)).toEqual([[[2, 'xa', null]], [[42, 'xb', null]], [[0, 'xc', null]]]);
      expect(value[2]!.fields.map((field) => field.name)).toEqual(['next', 'label', 'at']);
    });

    it('parses a later execution with that execution’s own type parsers when it brings new ones', async () => {
      const tagged = (tag: string) => ({ getTypeParser: () => (value: string) => `${tag}:${value}` });
      const { value, describes } = await onOneConnection(async (client) => [
        await client.query({ ...statement, name: 'described_once_types', values: [1, 'a'], types: tagged('first') }),
        await client.query({ ...statement, name: 'described_once_types', values: [2, 'b'], types: tagged('second') }),
      ]);
      expect(describes).toBe(1);
      expect(value.map((result) => result.rows)).toEqual([
        [['first:2', 'first:xa', null]],
        [['second:3', 'second:xb', null]],
      ]);
    });

    it('keeps describing statements without a name', async () => {
      const { value, describes } = await onOneConnection(async (client) => [
        await client.query({ text: 'select $1::int as one', values: [1] }),
        await client.query({ text: 'select $1::int as one', values: [2] }),
      ]);
      expect(describes).toBe(2);
      expect(value.map((result) => result.rows[0])).toEqual([{ one: 1 }, { one: 2 }]);
    });

    it('fails a later execution with the database error, and the connection answers the next statement', async () => {
      const divide = { name: 'described_once_divide', text: 'select 10 / $1::int as quotient' };
      const { value } = await onOneConnection(async (client) => {
        const first = await client.query({ ...divide, values: [2] });
        const failure = await client.query({ ...divide, values: [0] }).then(
          () => 'no failure',
          (error: Error) => error.message,
        );
        const after = await client.query({ ...divide, values: [5] });
        return { first: first.rows, failure, after: after.rows };
      });
      expect(value).toEqual({ first: [{ quotient: 5 }], failure: 'division by zero', after: [{ quotient: 2 }] });
    });

    it('answers the pool’s own queries (a callback) the same way', async () => {
      const pooled = { name: 'described_once_pool', text: 'select $1::text as word' };
      const answers = [];
      for (const word of ['one', 'two', 'three'])
        answers.push((await handle.pool.query({ ...pooled, values: [word] })).rows);
      expect(answers).toEqual([[{ word: 'one' }], [{ word: 'two' }], [{ word: 'three' }]]);
    });
  },
);
