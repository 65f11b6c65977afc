import type { DatabaseHandle } from '../db/client.ts';
import { sentStatementsOf } from './statements-of.ts';

/**
 * The query plans of the statements `run` sends, each explained with the parameters it was sent
 * with (PostgreSQL plans them as it planned the statement itself): for tests that hold a lookup to
 * its index, on the statement the code really builds rather than a copy of it. A periodic job's
 * advisory lock is left out.
 */
export async function plansOf(handle: DatabaseHandle, run: () => Promise<unknown>): Promise<string[]> {
  const { statements } = await sentStatementsOf(run);
  const plans: string[] = [];
  for (const { text, values } of statements) {
    if (/^select pg_try_advisory/i.test(text)) continue;
    const explained =
      handle.kind === 'pglite'
        ? await handle.client.query<Record<string, string>>(`explain ${text}`, values)
        : await handle.pool.query<Record<string, string>>(`explain ${text}`, values);
    plans.push(explained.rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return plans;
}
