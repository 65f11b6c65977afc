import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { type PrepareOptions, prepareDatabase } from '../db/migrate.ts';

/** A migrated (and by default seeded) database that belongs to one test file. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL of the throw-away PostgreSQL database, when DATABASE_URL is set. */
  url: string | undefined;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database on DATABASE_URL's server, dropped again by `drop()`. */
export async function createScratchPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fairway_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Names the migrated PGlite dump the suite's global setup writes (pglite-template.global-setup.ts). */
export const PGLITE_TEMPLATE_ENV = 'FAIRWAY_TEST_PGLITE_TEMPLATE';

/**
 * In-memory PGlite by default (from the suite's migrated template when there is one); with DATABASE_URL, a uniquely named database on that server.
 * Either way the real migrations run, then the seed (unless `seed: false`).
 */
export async function createTestDatabase(options: PrepareOptions & { poolSize?: number } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    const handle = await openDatabase({ pgliteDump: template ? new Blob([await readFile(template)]) : undefined });
    await prepareDatabase(handle, options);
    return { handle, url: undefined, close: () => handle.close() };
  }
  const scratch = await createScratchPostgresDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: options.poolSize });
  try {
    await prepareDatabase(handle, options);
  } catch (error) {
    await handle.close();
    await scratch.drop();
    throw error;
  }
  return {
    handle,
    url: scratch.url,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
