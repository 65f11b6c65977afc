import type { Rate, TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { cartClient, teeTimeItem } from './cart-test-helpers.ts';

// Friday 2026-07-10, 08:00 in New York: tee times until 10:00 today can be locked; Monday the
// 13th is a weekday with Prime rates and no bookings.
let now = new Date('2026-07-10T12:00:00Z');
const TODAY = '2026-07-10';
const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof cartClient>;
let north: number;
let times: TeeTime[];
let used = 0;

const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;
/** A fresh open tee time with a Prime rate for each test. */
const nextOpen = () =>
  times.filter((teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'))[
    used++
  ]!;
const withPromo = (body: ReturnType<typeof teeTimeItem>, promotionCode: string) => ({
  item: { ...body.item, promotionCode },
});

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  api = cartClient(server);
  north = await api.facilityId('harbor-pines-north');
  times = await api.teeTimes(DATE, north);
});
afterAll(() => server.close());

async function searchRate(promotionCode: string, teetime: string): Promise<Rate> {
  const answer = await api.get(`/api/v2/tee-times?date=${DATE}&facilityIds=${north}&promotionCode=${promotionCode}`);
  return prime((answer.body as TeeTimesResponse).teeTimes.find((teeTime) => teeTime.teetime === teetime)!);
}

describe('promotion pricing inside cart items', () => {
  it('prices an item added with a code exactly as the search prices the rate', async () => {
    const cartId = await api.newCart();
    const target = nextOpen();
    const rate = prime(target);
    const searched = await searchRate('TWILIGHT5', target.teetime);
    expect(searched.promotion?.greenFeeCart).toBe(rate.greenFeeCart - 500);
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      withPromo(teeTimeItem(north, target.teetime, rate.rateId, 2), 'twilight5'),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [item] = added.body.items;
    expect(item.promotionCode).toBe('TWILIGHT5');
    expect(item.extra).toMatchObject({ price: searched.promotion!.greenFeeCart, standardPrice: rate.greenFeeCart });
    expect(item.extra.rates).toEqual([
      {
        index: 0,
        price: searched.promotion!.greenFeeCart * 2,
        transactionFees: rate.transactionFees,
        isPrimary: true,
        players: 2,
      },
    ]);

    // Walking takes the promoted walking fee.
    const walking = await api.patch(`/api/shopping-cart/${cartId}/cart-item/${item.id}`, {
      item: { transportation: 'Walking' },
    });
    expect(walking.body.items[0].extra).toMatchObject({
      price: searched.promotion!.greenFeeWalking,
      standardPrice: rate.greenFeeWalking,
    });
    expect(walking.body.items[0].promotionCode).toBe('TWILIGHT5');
  });

  it('reverts to the standard price and drops the code when the party size is not allowed (SPEC §5), and it stays dropped', async () => {
    const cartId = await api.newCart();
    const target = nextOpen();
    const rate = prime(target);
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      withPromo(teeTimeItem(north, target.teetime, rate.rateId, 4), 'FOURSOME49'),
    );
    const itemId = added.body.items[0].id as string;
    expect(added.body.items[0]).toMatchObject({
      promotionCode: 'FOURSOME49',
      extra: { price: 4900, standardPrice: rate.greenFeeCart },
    });

    const three = await api.patch(`/api/shopping-cart/${cartId}/cart-item/${itemId}`, { item: { players: 3 } });
    expect(three.status, JSON.stringify(three.body)).toBe(200);
    expect(three.body.items[0]).toMatchObject({
      promotionCode: null,
      extra: { price: rate.greenFeeCart, standardPrice: rate.greenFeeCart, players: 3 },
    });

    const four = await api.patch(`/api/shopping-cart/${cartId}/cart-item/${itemId}`, { item: { players: 4 } });
    expect(four.body.items[0]).toMatchObject({ promotionCode: null, extra: { price: rate.greenFeeCart } });
  });

  it('adds at the standard price when the code does not exist or the party is never allowed', async () => {
    const cartId = await api.newCart();
    const first = nextOpen();
    const unknown = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      withPromo(teeTimeItem(north, first.teetime, prime(first).rateId, 2), 'NOPE'),
    );
    expect(unknown.body.items[0]).toMatchObject({ promotionCode: null, extra: { price: prime(first).greenFeeCart } });
    const second = nextOpen();
    const notFour = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      withPromo(teeTimeItem(north, second.teetime, prime(second).rateId, 2), 'FOURSOME49'),
    );
    expect(notFour.body.items[1]).toMatchObject({ promotionCode: null, extra: { price: prime(second).greenFeeCart } });
    const bad = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      withPromo(teeTimeItem(north, nextOpen().teetime, prime(second).rateId, 2), 'no spaces!'),
    );
    expect(bad.status).toBe(400);
    expect((await api.get(`/api/shopping-cart/${cartId}`)).body.items).toHaveLength(2);
  });
});

describe('rate choices of an item', () => {
  it('lists the rates that can price the item as it is, even when the cart holds the whole tee time', async () => {
    const cartId = await api.newCart();
    const target = nextOpen();
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, prime(target).rateId, 4),
    );
    const itemId = added.body.items[0].id as string;
    // Held in full, the tee time leaves the search...
    expect((await api.teeTimes(DATE, north)).some((teeTime) => teeTime.teetime === target.teetime)).toBe(false);
    // ...but its rates are still offered on the item.
    const choices = await api.get(`/api/shopping-cart/${cartId}/cart-item/${itemId}/rates`);
    expect(choices.status).toBe(200);
    expect(choices.body.map((rate: { name: string }) => rate.name)).toEqual(
      target.rates.filter((rate) => rate.allowedPlayers.includes(4)).map((rate) => rate.name),
    );
    expect(choices.body[0]).toMatchObject({ rateId: prime(target).rateId, greenFeeCart: prime(target).greenFeeCart });
  });

  it('offers both afternoon rates and switches between them; 404 for an unknown item or another cart', async () => {
    const cartId = await api.newCart();
    const afternoon = times.find(
      (teeTime) => teeTime.teetime.slice(11) >= '16:00' && teeTime.availableSlots === 4 && teeTime.rates.length >= 2,
    )!;
    const first = afternoon.rates[0]!;
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, afternoon.teetime, first.rateId, 2),
    );
    const itemId = added.body.items[0].id as string;
    const choices = (await api.get(`/api/shopping-cart/${cartId}/cart-item/${itemId}/rates`)).body as {
      rateId: number;
      name: string;
    }[];
    expect(choices.map((rate) => rate.name).sort()).toEqual(afternoon.rates.map((rate) => rate.name).sort());
    const other = choices.find((rate) => rate.rateId !== first.rateId)!;
    const switched = await api.patch(`/api/shopping-cart/${cartId}/cart-item/${itemId}`, {
      item: { rateId: other.rateId },
    });
    expect(switched.body.items[0].extra.rate).toMatchObject({ rateId: other.rateId, name: other.name });
    expect(
      (await api.get(`/api/shopping-cart/${cartId}/cart-item/00000000-0000-4000-8000-000000000000/rates`)).status,
    ).toBe(404);
    expect((await api.get(`/api/shopping-cart/${await api.newCart()}/cart-item/${itemId}/rates`)).status).toBe(404);
  });
});

describe('a lock on a tee time already in the cart', () => {
  let soon: TeeTime[];
  beforeAll(async () => {
    soon = (await api.teeTimes(TODAY, north)).filter(
      (teeTime) =>
        teeTime.teetime >= `${TODAY}T09:00` &&
        teeTime.teetime <= `${TODAY}T10:00` &&
        teeTime.availableSlots === 4 &&
        teeTime.rates.some((rate) => rate.name === 'Prime'),
    );
  });

  async function available(teetime: string): Promise<number> {
    return (await api.teeTimes(TODAY, north)).find((teeTime) => teeTime.teetime === teetime)?.availableSlots ?? 0;
  }

  it('takes over part of the party, splits the price, lapses by itself and is released on request', async () => {
    const cartId = await api.newCart();
    const target = soon[0]!;
    const rate = prime(target);
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, rate.rateId, 3),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const itemId = added.body.items[0].id as string;
    expect(await available(target.teetime)).toBe(1);

    const path = `/api/course/${north}/tee-time/lock`;
    const start = now;
    const lock = await api.put(path, { teetime: target.teetime, slots: 2, expiresIn: 60, cartId });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    expect(lock.body).toMatchObject({ slots: 2, playerQty: 3, lockedPrice: rate.greenFeeCart * 2 });
    // Nothing is counted twice: the lock carries 2 players, the item the third.
    expect(await available(target.teetime)).toBe(1);
    const locked = (await api.get(`/api/shopping-cart/${cartId}`)).body.items[0];
    expect(locked.extra).toMatchObject({
      lockedSlots: 2,
      lockExpiresAt: new Date(start.getTime() + 60_000).toISOString(),
    });
    expect(locked.extra.rates).toEqual([
      { index: 0, price: rate.greenFeeCart * 2, transactionFees: rate.transactionFees, isPrimary: true, players: 2 },
      { index: 1, price: rate.greenFeeCart, transactionFees: rate.transactionFees, isPrimary: false, players: 1 },
    ]);

    expect((await api.put(path, { teetime: target.teetime, slots: 4, cartId })).status).toBe(400);

    // The lock lapses by itself: its two slots come back in search.
    now = new Date(start.getTime() + 61_000);
    expect(await available(target.teetime)).toBe(3);
    // A change re-claims the whole party for the item.
    const changed = await api.patch(`/api/shopping-cart/${cartId}/cart-item/${itemId}`, {
      item: { transportation: 'Walking' },
    });
    expect(changed.body.items[0].extra).toMatchObject({ lockedSlots: 0, lockExpiresAt: null });
    expect(changed.body.items[0].extra.rates).toHaveLength(1);
    expect(await available(target.teetime)).toBe(1);

    // Lock the whole party, then release it: the item keeps its players.
    await api.put(path, { teetime: target.teetime, slots: 3, cartId });
    expect(await available(target.teetime)).toBe(1);
    expect((await api.del(path, { teetime: target.teetime, cartId })).status).toBe(204);
    const released = (await api.get(`/api/shopping-cart/${cartId}`)).body.items[0];
    expect(released.extra).toMatchObject({ lockedSlots: 0, lockExpiresAt: null, players: 3 });
    expect(await available(target.teetime)).toBe(1);
  });

  it('gives extra locked slots back when the party shrinks below the lock', async () => {
    const cartId = await api.newCart();
    const target = soon[1]!;
    const rate = prime(target);
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, rate.rateId, 4),
    );
    const itemId = added.body.items[0].id as string;
    await api.put(`/api/course/${north}/tee-time/lock`, { teetime: target.teetime, slots: 4, cartId, expiresIn: 600 });
    const two = await api.patch(`/api/shopping-cart/${cartId}/cart-item/${itemId}`, { item: { players: 2 } });
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body.items[0].extra).toMatchObject({ players: 2, lockedSlots: 2 });
    expect(await available(target.teetime)).toBe(2);
  });

  it('frees the cart’s locks when the cart is deleted', async () => {
    now = new Date('2026-07-10T12:00:00Z');
    const cartId = await api.newCart();
    const target = soon[2]!;
    await api.put(`/api/course/${north}/tee-time/lock`, { teetime: target.teetime, slots: 2, cartId });
    expect(await available(target.teetime)).toBe(2);
    expect((await api.del(`/api/shopping-cart/${cartId}`)).status).toBe(204);
    expect(await available(target.teetime)).toBe(4);
  });

  it('frees the lock with the tee-time item it covered when the item is removed', async () => {
    now = new Date('2026-07-10T12:00:00Z');
    const cartId = await api.newCart();
    const target = soon[3]!;
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, prime(target).rateId, 2),
    );
    await api.put(`/api/course/${north}/tee-time/lock`, { teetime: target.teetime, slots: 2, cartId });
    expect(await available(target.teetime)).toBe(2);
    expect((await api.del(`/api/shopping-cart/${cartId}/cart-item/${added.body.items[0].id}`)).status).toBe(200);
    expect(await available(target.teetime)).toBe(4);
  });
});
