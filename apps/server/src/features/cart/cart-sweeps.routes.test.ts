import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../../db/schema/cart.ts';
import { teeTimeLocks } from '../../db/schema/tee-times.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { CART_SWEEPS } from './cart-sweeps.ts';
import { cartClient, teeTimeItem } from './cart-test-helpers.ts';

// Friday 2026-07-10, 08:00 in New York: tee times until 10:00 can be locked.
const START = new Date('2026-07-10T12:00:00Z');
let now = START;
const TODAY = '2026-07-10';
let server: TestServer;
let api: ReturnType<typeof cartClient>;
let north: number;
let soon: TeeTime[];

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  api = cartClient(server);
  north = await api.facilityId('harbor-pines-north');
  soon = (await api.teeTimes(TODAY, north)).filter(
    (teeTime) =>
      teeTime.teetime >= `${TODAY}T09:00` &&
      teeTime.teetime <= `${TODAY}T10:00` &&
      teeTime.availableSlots === 4 &&
      teeTime.rates.some((rate) => rate.name === 'Prime'),
  );
});
afterAll(() => server.close());

const db = () => server.database!.handle.db;
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);
const lockRows = () => db().select().from(teeTimeLocks).orderBy(teeTimeLocks.id);
const cartRow = async (id: string) => (await db().select().from(carts).where(eq(carts.id, id)))[0];
const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!.rateId;

describe('cart sweeps', () => {
  it('deletes expired locks and holds and keeps unexpired ones', async () => {
    now = START;
    const login = await api.post('/api/profile/authenticate', {
      username: 'golfer@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    const bearer = login.body.sessionToken as string;
    const golferCart = await api.newCart({ bearer });
    const shortCart = await api.newCart();
    await api.put(`/api/course/${north}/tee-time/lock`, {
      teetime: soon[0]!.teetime,
      slots: 2,
      expiresIn: 60,
      cartId: shortCart,
    });
    await api.put(
      `/api/course/${north}/tee-time/lock`,
      { teetime: soon[1]!.teetime, slots: 1, expiresIn: 3600, cartId: golferCart },
      { bearer },
    );
    expect(await lockRows()).toHaveLength(2);

    // Nothing has expired yet: the sweep changes nothing.
    expect(await server.app.periodicJobs.runNow(CART_SWEEPS.expiredHolds)).toEqual({ ran: true, changed: 0 });
    now = minutes(2);
    expect(await server.app.periodicJobs.runNow(CART_SWEEPS.expiredHolds)).toEqual({ ran: true, changed: 1 });
    const left = await lockRows();
    expect(left.map((row) => [row.teeTime, row.slots])).toEqual([[soon[1]!.teetime, 1]]);
    expect(left[0]!.holder).toContain(golferCart);
  });

  it('deletes expired anonymous carts with their items and holds, never a signed-in golfer’s cart', async () => {
    now = START;
    const login = await api.post('/api/profile/authenticate', {
      username: 'pro@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    const bearer = login.body.sessionToken as string;
    const golferCart = await api.newCart({ bearer });
    await api.post(
      `/api/shopping-cart/${golferCart}/cart-item`,
      teeTimeItem(north, soon[2]!.teetime, prime(soon[2]!), 2),
      { bearer },
    );
    const abandoned = await api.newCart();
    const added = await api.post(
      `/api/shopping-cart/${abandoned}/cart-item`,
      teeTimeItem(north, soon[3]!.teetime, prime(soon[3]!), 2),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await api.put(`/api/course/${north}/tee-time/lock`, {
      teetime: soon[4]!.teetime,
      slots: 1,
      expiresIn: 3600,
      cartId: abandoned,
    });
    const itemHold = `cart-item:${added.body.items[0].id}`;
    expect((await lockRows()).some((row) => row.holder === itemHold)).toBe(true);

    // 20 minutes later a change keeps the anonymous cart alive for another 30 minutes.
    now = minutes(20);
    const kept = await api.newCart();
    await api.post(`/api/shopping-cart/${kept}/cart-item`, {
      item: {
        type: 'gift-certificate',
        facilityId: north,
        extra: { value: 5000, deliveryDate: '2026-07-20', recipientName: 'Sam', recipientEmail: 'sam@example.com' },
      },
    });
    now = minutes(31);
    const swept = await server.app.periodicJobs.runNow(CART_SWEEPS.abandonedCarts);
    expect(swept.ran).toBe(true);
    expect(swept.changed).toBeGreaterThanOrEqual(1);
    expect(await cartRow(abandoned)).toBeUndefined();
    expect(await cartRow(kept)).toBeDefined();
    expect(await cartRow(golferCart)).toBeDefined();
    const holders = (await lockRows()).map((row) => row.holder ?? '');
    expect(holders.some((holder) => holder === itemHold || holder.includes(abandoned))).toBe(false);
    const items = (await db().execute(sql`select count(*)::int as count from cart_items where cart_id = ${abandoned}`))
      .rows as { count: number }[];
    expect(items[0]?.count).toBe(0);
    // A second pass finds nothing more to do.
    expect(await server.app.periodicJobs.runNow(CART_SWEEPS.abandonedCarts)).toEqual({ ran: true, changed: 0 });
    expect((await api.get(`/api/shopping-cart/${golferCart}`, { bearer })).body.items).toHaveLength(1);
  });
});
