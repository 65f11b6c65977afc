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

/** Names the migrated PostgreSQL database the suite's global setup leaves as every test file's template. */
export const PG_TEMPLATE_ENV = 'FAIRWAY_TEST_PG_TEMPLATE';

/** PostgreSQL's answer while another session is still connected to the template (55006). */
const TEMPLATE_IN_USE = '55006';

/**
 * A fresh PostgreSQL database on DATABASE_URL's server, dropped again by `drop()`; a copy of
 * `template` when given (a file copy of a migrated database instead of every migration again).
 * `asyncCommits`: its sessions commit without waiting for the WAL flush (about 4 ms a commit on
 * this kind of VM), for test files; the reliability runs and the soak keep the server's setting.
 */
export async function createScratchPostgresDatabase(
  adminUrl: string,
  { template, asyncCommits = false }: { template?: string; asyncCommits?: boolean } = {},
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `fairway_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
        break;
      } catch (error) {
        // The connection that migrated the template may still be closing on the server.
        if ((error as { code?: string }).code !== TEMPLATE_IN_USE || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
    if (asyncCommits) await admin.query(`alter database "${name}" set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
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

/** Names the migrated PGlite dump the suite's global setup writes (database-template.global-setup.ts). */
export const PGLITE_TEMPLATE_ENV = 'FAIRWAY_TEST_PGLITE_TEMPLATE';

// Read once per worker: the files of a worker share this module (isolate: false), and reading the
// 36 MB dump again took a quarter of a second a file. PGlite only reads the Blob it is given.
let pgliteTemplateDump: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob | undefined> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) return Promise.resolve(undefined);
  return (pgliteTemplateDump ??= readFile(template).then((bytes) => new Blob([bytes])));
}

/**
 * In-memory PGlite by default; with DATABASE_URL, a uniquely named database on that server. Either
 * starts from the suite's migrated template when its global setup made one.
 * The migrations not yet in it run, then the seed (unless `seed: false`).
 */
export async function createTestDatabase(options: PrepareOptions & { poolSize?: number } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ pgliteDump: await pgliteTemplate() });
    await prepareDatabase(handle, options);
    return { handle, url: undefined, close: () => handle.close() };
  }
  const scratch = await createScratchPostgresDatabase(adminUrl, {
    template: process.env[PG_TEMPLATE_ENV],
    asyncCommits: true,
  });
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
