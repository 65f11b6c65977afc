import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Holds the lock called `name` until the transaction ends: transactions that take the same name
 * run that part one after another (a PostgreSQL advisory lock on the name's 64-bit hash; a hash
 * shared by two names only makes them wait for each other).
 */
export async function lockByName(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
