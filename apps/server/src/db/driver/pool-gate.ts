import type pg from 'pg';
import { Fifo } from '../../shared/fifo.ts';

/** Ranks of the gated pool's two views: what finishes a payment, then everything else. */
export const FIRST_RANK = 0;
export const NORMAL_RANK = 1;

/**
 * At most `size` connections out at once; waiters are admitted by rank, then in arrival order.
 *
 * node-postgres queues connection requests first come, first served. Under load a request making
 * twenty sequential queries (process-payment) then waits behind the whole queue twenty times while
 * a one-query request waits once, and new requests keep starting work that the old ones need the
 * connections to finish. Admitting what finishes a payment first lets started work finish: in the
 * checkout bench at 200 connections, process-payment's p99 is about a quarter of what it is
 * without the gate, and the server spends about 12 % less CPU per checkout (bench/README.md,
 * "Driver patches").
 */
export class PoolGate {
  private out = 0;
  private readonly waiting: readonly [Fifo<() => void>, Fifo<() => void>] = [new Fifo(), new Fifo()];

  constructor(private readonly size: number) {}

  get waitingCount(): number {
    return this.waiting[FIRST_RANK].length + this.waiting[NORMAL_RANK].length;
  }

  acquire(rank: typeof FIRST_RANK | typeof NORMAL_RANK = NORMAL_RANK): Promise<void> {
    if (this.out < this.size && this.waitingCount === 0) {
      this.out += 1;
      return Promise.resolve();
    }
    return new Promise((admit) => this.waiting[rank].push(admit));
  }

  release(): void {
    const next = this.waiting[FIRST_RANK].shift() ?? this.waiting[NORMAL_RANK].shift();
    if (next) next();
    else this.out -= 1;
  }
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

type Connect = (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;

/** A gated pool: the pool itself, whose connections wait their turn, and `first`, a view of it whose connections go before them. */
export interface GatedPool {
  gate: PoolGate;
  first: pg.Pool;
}

/**
 * Puts a PoolGate of the pool's size in front of `pool.connect` (which `pool.query` and drizzle's
 * transactions use), and makes `first`: the same pool, whose `connect` waits at the first rank.
 * Two views instead of a per-request async context: an AsyncLocalStorage makes Node 20 run a hook
 * on every promise of the process, which cost about 15 % of the server's CPU in the checkout bench.
 */
export function gatePool(pool: pg.Pool, size: number): GatedPool {
  const gate = new PoolGate(size);
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  async function gatedConnect(rank: typeof FIRST_RANK | typeof NORMAL_RANK): Promise<pg.PoolClient> {
    await gate.acquire(rank);
    let client: pg.PoolClient;
    try {
      client = await connect();
    } catch (error) {
      gate.release();
      throw error;
    }
    // pg-pool gives each checkout its own release function; wrap this one.
    const release = client.release.bind(client);
    let released = false;
    client.release = (error?: Error | boolean) => {
      release(error);
      if (released) return;
      released = true;
      gate.release();
    };
    return client;
  }
  const connectAt =
    (rank: typeof FIRST_RANK | typeof NORMAL_RANK): Connect =>
    (callback) => {
      if (!callback) return gatedConnect(rank);
      gatedConnect(rank).then(
        (client) => callback(undefined, client, (error) => client.release(error as Error | undefined)),
        (error: Error) => callback(error, undefined, () => {}),
      );
      return undefined;
    };
  (pool as unknown as { connect: Connect }).connect = connectAt(NORMAL_RANK);
  // pg-pool's query() only reads `this` (connect, Promise, log), so a view sharing the pool's state works for queries and transactions.
  const first = Object.create(pool) as pg.Pool;
  (first as unknown as { connect: Connect }).connect = connectAt(FIRST_RANK);
  return { gate, first };
}
