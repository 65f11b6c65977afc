import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from '../test/test-database.ts';
import { openDatabase } from './client.ts';

// node-postgres only: PGlite has no connections to lose. CI runs this suite on PostgreSQL too.
describe.skipIf(!process.env.DATABASE_URL)(
  'a node-postgres database whose connections are cut (PostgreSQL restarting)',
  () => {
    it('survives a connection lost while a transaction holds it, and the next query gets a new one', async () => {
      const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!);
      const errors: Error[] = [];
      const database = await openDatabase({ databaseUrl: scratch.url, onPoolError: (error) => errors.push(error) });
      if (database.kind !== 'postgres') throw new Error('expected node-postgres');
      const crashes: unknown[] = [];
      const onCrash = (error: unknown) => crashes.push(error);
      process.on('uncaughtException', onCrash);
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      try {
        const transaction = database.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          // What an operator's restart does to every backend; the transaction is between two queries.
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
        });
        await expect(transaction).rejects.toThrow();
        expect(crashes).toEqual([]);
        expect(errors.length).toBeGreaterThan(0);
        const { rows } = (await database.db.execute(sql`select 2 as two`)) as unknown as { rows: { two: number }[] };
        expect(rows).toEqual([{ two: 2 }]);
      } finally {
        process.off('uncaughtException', onCrash);
        await admin.end();
        await database.close();
        await scratch.drop();
      }
    });
  },
);

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL pool size (DATABASE_POOL_SIZE)', () => {
  it('opens at most that many connections however many statements wait', async () => {
    const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!);
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    try {
      const backends = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const { rows } = (await database.db.execute(
            sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
          )) as unknown as { rows: { pid: number }[] };
          return rows[0]!.pid;
        }),
      );
      expect(new Set(backends).size).toBe(2);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
