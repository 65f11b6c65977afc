import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * The query plans of the statements `run` sends, each explained with the parameters it was sent
 * with (PostgreSQL plans them as it planned the statement itself): for tests that hold a lookup to
 * its index, on the statement the code really builds rather than a copy of it.
 */
export async function plansOf(handle: DatabaseHandle, run: () => Promise<unknown>): Promise<string[]> {
  const sent = vi.spyOn(pg.Query.prototype as unknown as { submit: (connection: unknown) => unknown }, 'submit');
  const executed = vi.spyOn(PglitePreparedQuery.prototype, 'execute');
  let statements: { text: string; values: unknown[] }[];
  try {
    await run();
    statements = [
      ...(sent.mock.contexts as unknown as { text: string; values?: unknown[] }[]).map((query) => ({
        text: query.text,
        values: query.values ?? [],
      })),
      ...(executed.mock.contexts as unknown as { queryString: string; params: unknown[] }[]).map((prepared) => ({
        text: prepared.queryString,
        values: prepared.params,
      })),
    ].filter((statement) => !/^(begin|commit|rollback|select pg_try_advisory)/i.test(statement.text));
  } finally {
    sent.mockRestore();
    executed.mockRestore();
  }
  const plans: string[] = [];
  for (const { text, values } of statements) {
    const explained =
      handle.kind === 'pglite'
        ? await handle.client.query<Record<string, string>>(`explain ${text}`, values)
        : await handle.pool.query<Record<string, string>>(`explain ${text}`, values);
    plans.push(explained.rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return plans;
}
