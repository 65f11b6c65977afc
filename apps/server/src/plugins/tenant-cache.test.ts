import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../db/schema/facilities.ts';
import type { BookingEngineRow } from '../db/schema/facilities.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { engineMemo } from './tenant.ts';

async function engineName(server: TestServer, alias: string): Promise<string> {
  const response = await server.get('/api/booking-engine', { 'x-be-alias': alias });
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }).name;
}

describe('tenant lookup reuse', () => {
  let cached: TestServer;
  let uncached: TestServer;

  beforeAll(async () => {
    cached = await startTestServer({ tenantCacheMs: 60_000 });
    uncached = await startTestServer({ db: cached.app.db });
  });
  afterAll(async () => {
    await uncached.close();
    await cached.close();
  });

  it('reuses a looked-up engine within the window, and a process without it sees changes at once', async () => {
    const before = await engineName(cached, 'simulator');
    await cached.app.db
      .update(bookingEngines)
      .set({ name: 'Renamed Venue' })
      .where(eq(bookingEngines.alias, 'simulator'));
    expect(await engineName(cached, 'simulator')).toBe(before);
    expect(await engineName(uncached, 'simulator')).toBe('Renamed Venue');
  });

  it('keeps tenants apart and never remembers an unknown alias', async () => {
    expect(await engineName(cached, 'demo')).not.toBe(await engineName(cached, 'maple-ridge'));
    expect((await cached.get('/api/booking-engine', { 'x-be-alias': 'late-comer' })).status).toBe(404);
    await cached.app.db
      .update(bookingEngines)
      .set({ alias: 'late-comer' })
      .where(eq(bookingEngines.alias, 'teetime-deals'));
    expect((await cached.get('/api/booking-engine', { 'x-be-alias': 'late-comer' })).status).toBe(200);
  });
});

describe('engine memo', () => {
  const engine = { id: 1, alias: 'demo' } as BookingEngineRow;

  it('shares one lookup between the requests that arrive while it runs', async () => {
    const memo = engineMemo(60_000);
    let lookups = 0;
    let answer!: (row: BookingEngineRow) => void;
    const lookup = () => {
      lookups += 1;
      return new Promise<BookingEngineRow>((resolve) => (answer = resolve));
    };
    const waiting = Array.from({ length: 50 }, () => memo.resolve('demo', lookup));
    answer(engine);
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(engine));
    expect(await memo.resolve('demo', lookup)).toBe(engine);
    expect(lookups).toBe(1);
  });

  it('forgets a failed lookup, and an invalidation made while a lookup runs', async () => {
    const memo = engineMemo(60_000);
    await expect(memo.resolve('gone', () => Promise.reject(new Error('unknown')))).rejects.toThrow('unknown');
    expect(await memo.resolve('gone', async () => engine)).toBe(engine);
    let answer!: (row: BookingEngineRow) => void;
    const pending = memo.resolve('demo', () => new Promise<BookingEngineRow>((resolve) => (answer = resolve)));
    memo.invalidate();
    answer(engine);
    await pending;
    const renamed = { ...engine, name: 'Renamed' } as BookingEngineRow;
    expect(await memo.resolve('demo', async () => renamed)).toBe(renamed);
  });
});
