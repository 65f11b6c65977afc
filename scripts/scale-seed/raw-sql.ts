// Raw SQL on either driver: the scale seed writes in bulk (INSERT … SELECT) rather than row by row.
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

/** Runs statements (no parameters: several at once) or one statement with parameters; the rows of the last that returns rows. */
export type RawSql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export function rawSql(handle: DatabaseHandle): RawSql {
  if (handle.kind === 'postgres')
    return async (text, params) => {
      const result: unknown = await handle.pool.query(text, params);
      const results = (Array.isArray(result) ? result : [result]) as { fields?: unknown[]; rows: unknown[] }[];
      return (results.findLast((one) => (one.fields?.length ?? 0) > 0)?.rows ?? []) as Record<string, unknown>[];
    };
  return async (text, params) => {
    if (params) return (await handle.client.query<Record<string, unknown>>(text, params)).rows;
    const results = await handle.client.exec(text);
    return (results.findLast((one) => one.fields.length > 0)?.rows ?? []) as Record<string, unknown>[];
  };
}
