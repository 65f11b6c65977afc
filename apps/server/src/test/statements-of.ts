import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { Socket } from 'node:net';
import pg from 'pg';
import { vi } from 'vitest';

/** A statement as sent: its text and the parameters it was sent with. */
interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * The SQL statements run while `run` runs, with their parameters: on PostgreSQL every statement
 * node-postgres sends (drizzle's, and the statements of db/statements.ts), on PGlite every query
 * drizzle executes. BEGIN/COMMIT/ROLLBACK are not counted.
 */
export async function sentStatementsOf<T>(run: () => Promise<T>): Promise<{ value: T; statements: SentStatement[] }> {
  const sent = vi.spyOn(pg.Query.prototype as unknown as { submit: (connection: unknown) => unknown }, 'submit');
  const executed = vi.spyOn(PglitePreparedQuery.prototype, 'execute');
  try {
    const value = await run();
    const statements = [
      ...(sent.mock.contexts as unknown as { text: string; values?: unknown[] }[]).map((query) => ({
        text: query.text,
        values: query.values ?? [],
      })),
      ...(executed.mock.contexts as unknown as { queryString: string; params: unknown[] }[]).map((prepared) => ({
        text: prepared.queryString,
        values: prepared.params,
      })),
    ].filter((statement) => !/^(begin|commit|rollback)\b/i.test(statement.text));
    return { value, statements };
  } finally {
    sent.mockRestore();
    executed.mockRestore();
  }
}

/** The texts of the SQL statements run while `run` runs (for the tests' statement ceilings; see sentStatementsOf). */
export async function statementsOf<T>(run: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const { value, statements } = await sentStatementsOf(run);
  return { value, statements: statements.map((statement) => statement.text) };
}

/**
 * How many times the process wrote to PostgreSQL's socket at `port` while `run` ran: its round
 * trips, since node-postgres sends what it has in one write and waits for the answers (statements
 * started together go in one write, and BEGIN with the statement after it: db/transaction.ts).
 */
export async function postgresWritesOf<T>(port: number, run: () => Promise<T>): Promise<{ value: T; writes: number }> {
  const socket = Socket.prototype as unknown as { _write: () => void; _writev: () => void };
  const spies = [vi.spyOn(socket, '_write'), vi.spyOn(socket, '_writev')];
  try {
    const value = await run();
    const writes = spies
      .flatMap((spy) => spy.mock.contexts as unknown as Socket[])
      .filter((written) => written.remotePort === port).length;
    return { value, writes };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
