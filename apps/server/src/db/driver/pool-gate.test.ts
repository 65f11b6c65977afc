import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { gatePool, PoolGate } from './pool-gate.ts';

describe('pool gate', () => {
  it('admits waiters by rank, then in arrival order', async () => {
    const gate = new PoolGate(1);
    await gate.acquire();
    const admitted: string[] = [];
    const wait = (name: string, rank: 0 | 1) => gate.acquire(rank).then(() => admitted.push(name));
    const all = [wait('add', 1), wait('new cart', 1), wait('payment', 0), wait('invoice', 1), wait('capture', 0)];
    for (let i = 0; i < 5; i += 1) {
      gate.release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(all);
    expect(admitted).toEqual(['payment', 'capture', 'add', 'new cart', 'invoice']);
    gate.release();
    expect(gate.waitingCount).toBe(0);
  });

  it('never has more than its size out, and frees a slot on release', async () => {
    const gate = new PoolGate(2);
    await gate.acquire();
    await gate.acquire();
    let third = false;
    const pending = gate.acquire().then(() => (third = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(third).toBe(false);
    expect(gate.waitingCount).toBe(1);
    gate.release();
    await pending;
    expect(third).toBe(true);
  });

  it('wraps a pool: queries and checked-out clients pass the gate and give their slot back', async () => {
    // A pool that never connects: pg-pool's own connect is replaced by a fake client source.
    const pool = new pg.Pool({ max: 1 });
    const fakeClient = { release: () => {}, query: async () => ({ rows: [] }) } as unknown as pg.PoolClient;
    let connects = 0;
    pool.connect = (async () => {
      connects += 1;
      return { ...fakeClient, release: () => {} };
    }) as typeof pool.connect;
    const { gate } = gatePool(pool, 1);
    const first = await pool.connect();
    let second: pg.PoolClient | undefined;
    const pending = pool.connect().then((client) => (second = client));
    await new Promise((resolve) => setImmediate(resolve));
    expect(second).toBeUndefined();
    expect(gate.waitingCount).toBe(1);
    first.release();
    first.release(); // a second release does not free a second slot
    await pending;
    second!.release();
    await new Promise<void>((resolve, reject) =>
      (pool.connect as unknown as (cb: (error?: Error, client?: pg.PoolClient) => void) => void)((error, client) =>
        error ? reject(error) : (client!.release(), resolve()),
      ),
    );
    expect(connects).toBe(3);
    expect(gate.waitingCount).toBe(0);
  });

  it("admits the first view's connections and queries before the pool's own waiters", async () => {
    const pool = new pg.Pool({ max: 1 });
    // A fake client with what pg-pool's query() uses of one.
    const fakeClient = () => ({
      release: () => {},
      once: () => {},
      removeListener: () => {},
      query: (
        text: string,
        _values: unknown,
        callback: (error: undefined, answer: { rows: { text: string }[] }) => void,
      ) => callback(undefined, { rows: [{ text }] }),
    });
    pool.connect = (async () => fakeClient()) as unknown as typeof pool.connect;
    const { gate, first } = gatePool(pool, 1);
    expect(first).toBeInstanceOf(pg.Pool); // drizzle checks it to open transactions on a checked-out client
    const held = await pool.connect();
    const admitted: string[] = [];
    const add = pool.connect().then((client) => (admitted.push('add'), client.release()));
    const newCart = pool.query('new cart').then(() => admitted.push('new cart'));
    const payment = first.connect().then((client) => (admitted.push('payment'), client.release()));
    const paymentQuery = first.query('payment read').then((answer) => admitted.push(String(answer.rows[0].text)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(gate.waitingCount).toBe(4);
    held.release();
    await Promise.all([add, newCart, payment, paymentQuery]);
    expect(admitted).toEqual(['payment', 'payment read', 'add', 'new cart']);
  });
});
