import { count } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { bookingEngines } from './schema/facilities.ts';
import { backfillEmailSkeletons } from '../features/session/session.public.ts';
import { seedDatabase } from './seed/seed.ts';

// Any constant shared by every server process ("fair" in ASCII).
const MIGRATION_LOCK_KEY = 0x66616972;

/** What preparing the database did. */
export interface PrepareResult {
  seeded: boolean;
}

/** Options of prepareDatabase. */
export interface PrepareOptions {
  /** Seed demo tenants into an empty database (default true). */
  seed?: boolean;
  /** The seed date (the temporary welcome message runs in its week). */
  now?: Date;
}

/**
 * Runs the committed migrations, then seeds an empty database. On PostgreSQL both run under
 * an advisory lock on one connection, so server processes starting together take turns
 * instead of racing on the migrations table or seeding twice.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions = {}): Promise<PrepareResult> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db, { migrationsFolder: MIGRATIONS_DIR });
    return afterMigrations(handle.db, options);
  }
  const connection = await handle.pool.connect();
  let failure: Error | undefined;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzleNodePg({ client: connection });
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
      return await afterMigrations(db, options);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-way is discarded rather than returned to the pool.
    connection.release(failure);
  }
}

/** Seeds an empty database, then fills what a migration could not compute in SQL (address skeletons). */
async function afterMigrations(db: Database, options: PrepareOptions): Promise<PrepareResult> {
  const seeded = await seedIfEmpty(db, options);
  await backfillEmailSkeletons(db);
  return { seeded };
}

async function seedIfEmpty(db: Database, options: PrepareOptions): Promise<boolean> {
  if (options.seed === false) return false;
  const [row] = await db.select({ engines: count() }).from(bookingEngines);
  if ((row?.engines ?? 0) > 0) return false;
  await seedDatabase(db, options.now ?? new Date());
  return true;
}
