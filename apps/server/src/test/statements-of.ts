import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { vi } from 'vitest';

/**
 * The SQL statements drizzle runs while `run` runs (issue #19's statement ceilings): every query,
 * on both drivers, is executed by the driver's prepared query (built on each call, or once for the
 * hot statements of db/prepared.ts). BEGIN/COMMIT/ROLLBACK are not counted: node-postgres'
 * transactions send them through drizzle, PGlite's do not.
 */
export async function statementsOf<T>(run: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = [];
  const spies = [vi.spyOn(NodePgPreparedQuery.prototype, 'execute'), vi.spyOn(PglitePreparedQuery.prototype, 'execute')];
  try {
    const value = await run();
    for (const spy of spies) {
      for (const prepared of spy.mock.contexts as unknown as { queryString: string }[]) {
        if (!/^(begin|commit|rollback)\b/i.test(prepared.queryString)) statements.push(prepared.queryString);
      }
    }
    return { value, statements };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
