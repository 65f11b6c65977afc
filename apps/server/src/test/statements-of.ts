import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { Socket } from 'node:net';
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

/**
 * How many times the process wrote to PostgreSQL's socket at `port` while `run` ran: its round
 * trips, since node-postgres sends what it has in one write and waits for the answers (statements
 * started together go in one write, and BEGIN with the statement after it: db/pipelined.ts).
 */
export async function postgresWritesOf<T>(port: number, run: () => Promise<T>): Promise<{ value: T; writes: number }> {
  const socket = Socket.prototype as unknown as { _write: () => void; _writev: () => void };
  const spies = [vi.spyOn(socket, '_write'), vi.spyOn(socket, '_writev')];
  try {
    const value = await run();
    const writes = spies.flatMap((spy) => spy.mock.contexts as unknown as Socket[]).filter((written) => written.remotePort === port).length;
    return { value, writes };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
