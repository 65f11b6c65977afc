import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { openPostgresPool } from './driver/postgres-pool.ts';

/**
 * A Drizzle database (or transaction) over either driver: what repositories take. Built without
 * the schema: the server never uses drizzle's relational queries (`db.query`), whose builders
 * (one per table) drizzle would otherwise construct for every transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * An open database: the embedded PGlite, or a node-postgres pool. `firstDb` is the same database,
 * whose connections are handed out before `db`'s (what finishes a payment); on PGlite, one
 * connection, it is `db`.
 */
export type DatabaseHandle =
  | { kind: 'pglite'; db: PgliteDatabase; firstDb: PgliteDatabase; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: NodePgDatabase; firstDb: NodePgDatabase; pool: pg.Pool; close(): Promise<void> };

/**
 * The extensions the migrations create, loaded into every PGlite: pg_trgm backs the console's
 * golfer search (substring matches on names, e-mails and phone digits), btree_gin lets its index
 * lead with the engine. PostgreSQL ships both as trusted extensions, so the database's owner creates them.
 */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

/**
 * An in-memory PGlite holds a test file's few rows: 16 MB of shared buffers instead of 128 MB,
 * which PostgreSQL zeroes at every start, and 1 MB WAL segments instead of 16 MB, which a dump
 * carries whole. A test database opens from the suite's template in about half the time (0.5–0.6 s
 * against 1.0–1.2 s on a 2-core machine), and the server suite opens a couple of hundred.
 */
const IN_MEMORY_PGLITE = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=5'],
  initDbStartParams: ['--wal-segsize=1'],
};

/** Where the data lives: a PostgreSQL URL, a PGlite data directory, or (neither) in-memory PGlite. */
export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** An in-memory PGlite starts from this dump of a data directory (tests: a migrated template). */
  pgliteDump?: Blob | undefined;
  /** The most connections the PostgreSQL pool opens (DEFAULT_DATABASE_POOL_SIZE). */
  poolSize?: number | undefined;
  /** Called when an idle pooled connection fails (the server restarted, the network dropped). */
  onPoolError?: (error: Error) => void;
}

// node-postgres' default; the gate in front of it decides who gets a connection first.
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** Opens the database the options name, the same on both drivers. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { pool, first } = openPostgresPool(
      options.databaseUrl,
      options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
      (error) => options.onPoolError?.(error),
    );
    return {
      kind: 'postgres',
      db: drizzleNodePg({ client: pool }),
      firstDb: drizzleNodePg({ client: first }),
      pool,
      close: once(() => pool.end()),
    };
  }
  if (options.pgliteDump || !options.pgliteDir) {
    const client = options.pgliteDump
      ? await PGlite.create({ loadDataDir: options.pgliteDump, ...IN_MEMORY_PGLITE })
      : await PGlite.create('memory://', IN_MEMORY_PGLITE);
    const db = drizzlePglite({ client });
    return { kind: 'pglite', db, firstDb: db, client, close: once(() => client.close()) };
  }
  // One process per data directory: a second one would silently lose the first one's commits.
  const lock = await lockDataDir(options.pgliteDir, 'the Fairway server');
  try {
    await mkdir(options.pgliteDir, { recursive: true });
    const client = await PGlite.create(options.pgliteDir, { extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client });
    const close = once(async () => {
      await client.close();
      await lock.release();
    });
    return { kind: 'pglite', db, firstDb: db, client, close };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** A close that runs once: a second call (a test that broke the database, then tidies up) gets the first one's promise. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
