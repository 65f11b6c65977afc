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

/**
 * Holds the locks called `names` until the transaction ends, taken in one statement in sorted
 * order, so that transactions locking overlapping sets never wait for each other in a cycle.
 */
export async function lockByNames(tx: Database, names: string[]): Promise<void> {
  const sorted = [...new Set(names)].sort();
  const [first, ...rest] = sorted;
  if (first === undefined) return;
  if (rest.length === 0) return lockByName(tx, first);
  const list = sql.join(
    sorted.map((name) => sql`${name}`),
    sql`, `,
  );
  // Volatile output expressions are evaluated after ORDER BY, so the locks follow the list's order.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(name, 0)) from unnest(array[${list}]::text[]) with ordinality as names(name, position) order by position`,
  );
}
