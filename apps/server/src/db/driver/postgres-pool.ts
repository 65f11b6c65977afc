import pg from 'pg';
import { patchIsOn } from './patches.ts';
import { describeNamedStatementsOnce, pipelineTransactions } from './pipelined.ts';
import { gatePool } from './pool-gate.ts';

/** A node-postgres pool, and `first`: the same pool, whose connections are handed out before its own. */
export interface PostgresPool {
  pool: pg.Pool;
  first: pg.Pool;
}

/**
 * The pool with this folder's patches on its connections (those FAIRWAY_DRIVER_PATCHES leaves on).
 * Its connections run in node-postgres' pipeline mode: a statement is sent without waiting for the
 * answer to the one before it (PostgreSQL still runs them one after another).
 */
export function openPostgresPool(databaseUrl: string, size: number, onError: (error: Error) => void): PostgresPool {
  const pool = new pg.Pool({ connectionString: databaseUrl, application_name: 'fairway', max: size, pipeline: true });
  const first = patchIsOn('pool-gate') ? gatePool(pool, size).first : pool;
  // Without a listener an idle client's error would crash the process: the pool listens to its
  // idle clients, and each client listens to itself for the time it is checked out (a
  // transaction awaiting between queries when PostgreSQL restarts); the pool drops broken clients.
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    if (patchIsOn('pipelined')) pipelineTransactions(client);
    else if (patchIsOn('described-once')) describeNamedStatementsOnce(client);
  });
  return { pool, first };
}
