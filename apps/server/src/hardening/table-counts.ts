import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Row counts of every table of the public schema, in one query (PGlite and PostgreSQL alike). */
export async function tableCounter(db: Database): Promise<() => Promise<Record<string, number>>> {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const tables = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rowsOf<{ table_name: string }>(tables).map((row) => row.table_name);
  const query = sql.raw(
    `select ${names.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(', ')}`,
  );
  return async () => rowsOf<Record<string, number>>(await db.execute(query))[0]!;
}

/** The tables whose counts differ between two snapshots, as `table: before → after`. */
export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}

/** Text that would tell an attacker about the internals: a stack frame, a module path or SQL. */
export const INTERNALS_PATTERN =
  /\bat [\w.<>]+ \(|\.ts:\d+:\d+|\.js:\d+:\d+|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate \w+ set\b|violates .*constraint|syntax error at|invalid byte sequence|relation "\w+"/i;
