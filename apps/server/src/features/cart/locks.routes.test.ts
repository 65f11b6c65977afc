import { locksResponseSchema } from '@fairway/contract/cart.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { cartClient, teeTimeItem } from './cart-test-helpers.ts';

// Friday 2026-07-10, 08:00 in New York: tee times until 10:00 can be locked.
let now = new Date('2026-07-10T12:00:00Z');
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
      teeTime.teetime <= `${TODAY}T10:00` &&
      teeTime.availableSlots === 4 &&
      teeTime.rates.some((rate) => rate.name === 'Prime'),
  );
});
afterAll(() => server.close());

describe('tee-time locks', () => {
  it('locks, lists and releases slots of a tee time within 2 hours', async () => {
    const cartId = await api.newCart();
    const target = soon[0]!;
    const path = `/api/course/${north}/tee-time/lock`;
    const put = await api.put(path, { teetime: target.teetime, slots: 2, expiresIn: 300, cartId });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      teetime: target.teetime,
      slots: 2,
      expiresAt: new Date(now.getTime() + 300_000).toISOString(),
    });

    const list = await api.get(`/api/course/${north}/tee-time/locks?localDate=${TODAY}`);
    expect(locksResponseSchema.parse(list.body).locks).toEqual([
      { teetime: target.teetime, playerQty: 2, slots: 2, expiresAt: put.body.expiresAt },
    ]);
    expect(
      (await api.teeTimes(TODAY, north)).find((teeTime) => teeTime.teetime === target.teetime)!.availableSlots,
    ).toBe(2);

    const other = await api.newCart();
    const refused = await api.put(path, { teetime: target.teetime, slots: 3, cartId: other });
    expect(refused.body.error).toMatchObject({
      code: 'TEE_TIME_CAPACITY',
      message: 'Only 2 slots are available for this Tee Time',
    });

    expect((await api.del(path, { teetime: target.teetime, cartId })).status).toBe(204);
    expect((await api.get(`/api/course/${north}/tee-time/locks?localDate=${TODAY}`)).body.locks).toEqual([]);
  });

  it('refuses tee times beyond 2 hours, bad input, and unknown courses or carts', async () => {
    const cartId = await api.newCart();
    const path = `/api/course/${north}/tee-time/lock`;
    const late = await api.put(path, { teetime: `${TODAY}T11:00`, slots: 2, cartId });
    expect(late.body.error.code).toBe('LOCK_NOT_ELIGIBLE');
    expect((await api.put(path, { teetime: `${TODAY}T07:00`, slots: 2, cartId })).body.error.code).toBe(
      'LOCK_NOT_ELIGIBLE',
    );
    expect((await api.put(path, { teetime: soon[1]!.teetime, slots: 5, cartId })).status).toBe(400);
    expect((await api.put(path, { teetime: 'soon', slots: 1, cartId })).status).toBe(400);
    expect(
      (await api.put(`/api/course/999999/tee-time/lock`, { teetime: soon[1]!.teetime, slots: 1, cartId })).status,
    ).toBe(404);
    expect(
      (await api.put(path, { teetime: soon[1]!.teetime, slots: 1, cartId: '00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(404);
    expect((await api.get(`/api/course/${north}/tee-time/locks?localDate=tomorrow`)).status).toBe(400);
  });

  it('splits the rate for locked players when the cart adds the tee time, and locks expire by themselves', async () => {
    const cartId = await api.newCart();
    const target = soon[2]!;
    const rate = target.rates.find((entry) => entry.name === 'Prime')!;
    await api.put(`/api/course/${north}/tee-time/lock`, { teetime: target.teetime, slots: 2, expiresIn: 60, cartId });
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, rate.rateId, 4),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.items[0].extra.rates).toEqual([
      { index: 0, price: rate.greenFeeCart * 2, transactionFees: rate.transactionFees, isPrimary: true, players: 2 },
      { index: 1, price: rate.greenFeeCart * 2, transactionFees: rate.transactionFees, isPrimary: false, players: 2 },
    ]);

    const other = await api.newCart();
    const target2 = soon[3]!;
    await api.put(`/api/course/${north}/tee-time/lock`, {
      teetime: target2.teetime,
      slots: 4,
      expiresIn: 60,
      cartId: other,
    });
    expect(
      (await api.get(`/api/course/${north}/tee-time/locks?localDate=${TODAY}&localTime=${target2.teetime.slice(11)}`))
        .body.locks,
    ).toHaveLength(1);
    now = new Date(now.getTime() + 61_000);
    expect(
      (await api.get(`/api/course/${north}/tee-time/locks?localDate=${TODAY}&localTime=${target2.teetime.slice(11)}`))
        .body.locks,
    ).toEqual([]);
  });
});

describe('product line items', () => {
  it('lists range balls, sleeves and rental clubs of the engine’s courses, and 404 for others', async () => {
    const answer = await api.get('/api/product-line-items');
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toMatchObject({
      categoryId: 1,
      tagPrice: { amount: 1400, currencyCode: 'USD' },
      isUnlimited: true,
      name: 'Large bucket of range balls',
    });
    expect((await api.get('/api/product-line-items?facilityIds=999999')).status).toBe(404);
    // maple-ridge does not turn product lineups on.
    expect((await api.get('/api/product-line-items', { alias: 'maple-ridge' })).status).toBe(404);
  });
});
