import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { cartClient, teeTimeItem } from './cart-test-helpers.ts';

const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
const REQUESTS = 200;
let server: TestServer;
let api: ReturnType<typeof cartClient>;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  api = cartClient(server);
  // Singles allowed everywhere, so that only capacity can refuse a party.
  const db = server.database!.handle.db;
  const [engine] = await db.select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
  const settings = (engine!.settings ?? {}) as Record<string, Record<string, unknown>>;
  await db
    .update(bookingEngines)
    .set({ settings: { ...settings, inventory: { ...settings.inventory, singlesMode: 'always' } } })
    .where(eq(bookingEngines.alias, 'demo'));
});
afterAll(() => server.close());

describe('capacity under concurrency', () => {
  it(`never puts more than 4 players on a tee time over ${REQUESTS} concurrent adds, and refuses no party that still fits`, async () => {
    const north = await api.facilityId('harbor-pines-north');
    const targets = (await api.teeTimes(DATE, north))
      .filter((teeTime: TeeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'))
      .slice(0, 5);
    expect(targets).toHaveLength(5);
    const carts = await Promise.all(Array.from({ length: REQUESTS }, () => api.newCart()));
    // A fixed pseudo-random mix of party sizes 1–4 spread over the tee times.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const requests = carts.map((cartId) => {
      const target = targets[next() % targets.length]!;
      const players = (next() % 4) + 1;
      const rateId = target.rates.find((rate) => rate.name === 'Prime')!.rateId;
      return { cartId, teetime: target.teetime, players, rateId };
    });
    const answers = await Promise.all(
      requests.map(async (request) => ({
        request,
        answer: await api.post(
          `/api/shopping-cart/${request.cartId}/cart-item`,
          teeTimeItem(north, request.teetime, request.rateId, request.players),
        ),
      })),
    );
    const held = new Map<string, number>();
    for (const { request, answer } of answers) {
      expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 201) held.set(request.teetime, (held.get(request.teetime) ?? 0) + request.players);
      else expect(answer.body.error.code).toBe('TEE_TIME_CAPACITY');
    }
    for (const target of targets) expect(held.get(target.teetime) ?? 0).toBeLessThanOrEqual(4);
    // Capacity only shrank during the run, so a refused party that fits what is left now
    // was refused while room for it was free.
    for (const { request, answer } of answers) {
      if (answer.status === 409) expect(request.players).toBeGreaterThan(4 - (held.get(request.teetime) ?? 0));
    }
    // The database agrees: unexpired holds per tee time never exceed 4.
    const rows = await server.database!.handle.db.execute(
      sql`select tee_time, sum(slots)::int as slots from tee_time_locks where facility_id = ${north} group by tee_time`,
    );
    const list = (rows as unknown as { rows: { tee_time: string; slots: number }[] }).rows;
    for (const row of list) expect(Number(row.slots)).toBeLessThanOrEqual(4);
    expect(list.length).toBe(targets.length);
    // Search shows the same occupancy.
    const after = await api.teeTimes(DATE, north);
    for (const target of targets) {
      const shown = after.find((teeTime) => teeTime.teetime === target.teetime);
      expect(4 - (shown?.availableSlots ?? 0)).toBe(held.get(target.teetime) ?? 0);
    }
  }, 120_000);
});
