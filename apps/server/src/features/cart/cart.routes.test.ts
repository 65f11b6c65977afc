import { CART_ITEM_TRAIL_MAX } from '@fairway/domain/cart/cart-limits';
import { cartSchema } from '@fairway/contract/cart.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { cartClient, teeTimeItem } from './cart-test-helpers.ts';

// Friday 2026-07-10, 08:00 in New York; Monday 2026-07-13 is a weekday with Prime rates and no bookings.
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof cartClient>;
let north: number;
let times: TeeTime[];

const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;
const open = () =>
  times.filter((teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'));

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  api = cartClient(server);
  north = await api.facilityId('harbor-pines-north');
  times = await api.teeTimes(DATE, north);
});
afterAll(() => server.close());

describe('shopping cart', () => {
  it('creates, reads and deletes an anonymous cart that expires', async () => {
    const created = await api.post('/api/shopping-cart');
    expect(created.status).toBe(201);
    const cart = cartSchema.parse(created.body);
    expect(cart.items).toEqual([]);
    expect(new Date(cart.expiresAt!).getTime()).toBe(NOW.getTime() + 30 * 60_000);
    expect((await api.get(`/api/shopping-cart/${cart.cartId}`)).status).toBe(200);
    expect((await api.del(`/api/shopping-cart/${cart.cartId}`)).status).toBe(204);
    expect((await api.get(`/api/shopping-cart/${cart.cartId}`)).status).toBe(404);
  });

  it('adds a tee time that holds its slots in search, refuses it twice, and frees it on removal', async () => {
    const cartId = await api.newCart();
    const target = open()[0]!;
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, prime(target).rateId, 3),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const item = added.body.items[0];
    expect(item).toMatchObject({
      type: 'tee-time',
      facilityId: north,
      extra: { teetime: target.teetime, players: 3, price: prime(target).greenFeeCart },
    });
    expect(item.extra.slots).toHaveLength(3);
    expect(item.trail.map((entry: { eventType: string }) => entry.eventType)).toEqual(['added']);
    const after = (await api.teeTimes(DATE, north)).find((teeTime) => teeTime.teetime === target.teetime)!;
    expect(after.availableSlots).toBe(1);

    const twice = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, prime(target).rateId, 1),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({
      code: 'TEE_TIME_IN_CART',
      message: 'This Tee Time is already in the cart',
    });

    const other = await api.newCart();
    const tooMany = await api.post(
      `/api/shopping-cart/${other}/cart-item`,
      teeTimeItem(north, target.teetime, prime(target).rateId, 2),
    );
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toMatchObject({
      code: 'TEE_TIME_CAPACITY',
      message: 'Only 1 slot is available for this Tee Time',
      details: { remaining: 1 },
    });

    const removed = await api.del(
      `/api/shopping-cart/${cartId}/cart-item/${item.id}?removeChildren=true&eventType=deleted`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
    expect(
      (await api.teeTimes(DATE, north)).find((teeTime) => teeTime.teetime === target.teetime)!.availableSlots,
    ).toBe(4);
  });

  it('answers "Tee Time is locked" and "Only N slots" from booked players and holds', async () => {
    const target = open()[1]!;
    const rateId = prime(target).rateId;
    const first = await api.newCart();
    expect(
      (await api.post(`/api/shopping-cart/${first}/cart-item`, teeTimeItem(north, target.teetime, rateId, 2))).status,
    ).toBe(201);
    const second = await api.newCart();
    const three = await api.post(
      `/api/shopping-cart/${second}/cart-item`,
      teeTimeItem(north, target.teetime, rateId, 3),
    );
    expect(three.body.error.message).toBe('Only 2 slots are available for this Tee Time');
    expect(
      (await api.post(`/api/shopping-cart/${second}/cart-item`, teeTimeItem(north, target.teetime, rateId, 2))).status,
    ).toBe(201);
    const third = await api.newCart();
    const locked = await api.post(
      `/api/shopping-cart/${third}/cart-item`,
      teeTimeItem(north, target.teetime, rateId, 1),
    );
    expect(locked.body.error).toMatchObject({ code: 'TEE_TIME_CAPACITY', message: 'Tee Time is locked' });
  });

  it('updates players, transportation and add-ons with "No changes detected..."', async () => {
    const target = open()[2]!;
    const cartId = await api.newCart();
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, prime(target).rateId, 2),
    );
    const itemId = added.body.items[0].id as string;
    const path = `/api/shopping-cart/${cartId}/cart-item/${itemId}`;
    const same = await api.patch(path, { item: { players: 2 }, eventType: 'updated' });
    expect(same.status).toBe(409);
    expect(same.body.error).toMatchObject({ code: 'NO_CHANGES', message: 'No changes detected...' });
    const walked = await api.patch(path, { item: { players: 4, transportation: 'Walking' }, eventType: 'updated' });
    expect(walked.status, JSON.stringify(walked.body)).toBe(200);
    expect(walked.body.items[0].extra).toMatchObject({
      players: 4,
      transportation: 'Walking',
      price: prime(target).greenFeeWalking,
    });

    const products = await api.get(`/api/product-line-items?facilityIds=${north}`);
    expect(products.status).toBe(200);
    expect(products.body.map((product: { categoryId: number }) => product.categoryId)).toEqual([1, 1, 2, 3]);
    const clubs = products.body.find((product: { categoryId: number }) => product.categoryId === 3);
    const line = { id: clubs.id, name: 'x', price: 0, quantity: 9, clientId: 'c1', categoryId: 3 };
    const withClubs = await api.patch(path, { item: { productLineup: line } });
    expect(withClubs.status).toBe(200);
    // Above the inventory of 6: falls back to 1; name and price come from the product.
    expect(withClubs.body.items[0].extra.productLineups).toEqual([
      { ...line, quantity: 1, name: 'Rental clubs', price: 4500 },
    ]);
    expect((await api.patch(path, { item: { productLineup: { ...line, quantity: 1 } } })).body.error.code).toBe(
      'NO_CHANGES',
    );
    const cleared = await api.patch(path, { item: { productLineup: { ...line, quantity: 0 } } });
    expect(cleared.body.items[0].extra.productLineups).toEqual([]);
    expect(cleared.body.items[0].trail.map((entry: { eventType: string }) => entry.eventType)).toEqual([
      'added',
      'updated',
      'updated',
      'updated',
    ]);
  });

  it('adds and removes partner slots, records the trail, checks bookability and featured products', async () => {
    const target = open()[3]!;
    const cartId = await api.newCart();
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, prime(target).rateId, 2),
    );
    const itemId = added.body.items[0].id as string;
    const base = `/api/shopping-cart/${cartId}/cart-item/${itemId}`;
    const slot = await api.post(`${base}/slot`, { name: 'Sam' });
    expect(slot.status).toBe(200);
    const slots = slot.body.items[0].extra.slots as { id: string; name: string | null; isPrimary: boolean }[];
    expect(slots.map((entry) => [entry.name, entry.isPrimary])).toEqual([
      [null, true],
      [null, false],
      ['Sam', false],
    ]);
    expect((await api.del(`${base}/slot/${slots[0]!.id}`)).status).toBe(400);
    const removed = await api.del(`${base}/slot/${slots[2]!.id}`);
    expect(removed.body.items[0].extra.players).toBe(2);
    const trail = await api.post(`${base}/trail`, { eventType: 'failed', errors: ['Failed to process cart item'] });
    expect(trail.body.items[0].trail.at(-1)).toMatchObject({
      eventType: 'failed',
      errors: ['Failed to process cart item'],
    });
    expect((await api.post(`${base}/is-bookable`)).body).toEqual({ bookable: true });

    const products = (await api.get(`/api/product-line-items?facilityIds=${north}`)).body;
    const sleeve = products.find((product: { categoryId: number }) => product.categoryId === 2);
    const featured = await api.post(`/api/shopping-cart/${cartId}/cart-item`, {
      item: { type: 'featured-product', parentId: itemId, extra: { productId: sleeve.id, quantity: 2 } },
    });
    expect(featured.status).toBe(201);
    expect(featured.body.items[1]).toMatchObject({
      type: 'featured-product',
      parentId: itemId,
      extra: { quantity: 2, price: 1500 },
    });
    const gone = await api.del(`${base}?removeChildren=true`);
    expect(gone.body.items).toEqual([]);
  });

  it("keeps an item's newest CART_ITEM_TRAIL_MAX trail events, however many its client posts", async () => {
    const target = open().at(-1)!;
    const cartId = await api.newCart();
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, prime(target).rateId, 2),
    );
    const base = `/api/shopping-cart/${cartId}/cart-item/${added.body.items[0].id as string}`;
    let last = added;
    for (let event = 1; event <= CART_ITEM_TRAIL_MAX + 5; event += 1) {
      last = await api.post(`${base}/trail`, { eventType: 'failed', errors: [`attempt ${event}`] });
      expect(last.status).toBe(200);
    }
    const trail = last.body.items[0].trail as { eventType: string; errors: string[] }[];
    expect(trail).toHaveLength(CART_ITEM_TRAIL_MAX);
    expect(trail[0]!.errors).toEqual(['attempt 6']);
    expect(trail.at(-1)!.errors).toEqual([`attempt ${CART_ITEM_TRAIL_MAX + 5}`]);
    expect((await api.get(`/api/shopping-cart/${cartId}`)).body.items[0].trail).toEqual(trail);
  });

  it('adds memberships and gift certificates up to the items limit', async () => {
    const cartId = await api.newCart();
    const plans = (await api.get('/api/memberships')).body as { id: number; facilityId: number }[];
    const plan = plans.find((candidate) => candidate.facilityId === north)!;
    const membership = { item: { type: 'membership', facilityId: north, extra: { membershipId: plan.id } } };
    for (let index = 0; index < 10; index += 1)
      expect((await api.post(`/api/shopping-cart/${cartId}/cart-item`, membership)).status).toBe(201);
    const over = await api.post(`/api/shopping-cart/${cartId}/cart-item`, {
      item: {
        type: 'gift-certificate',
        facilityId: north,
        extra: { value: 5000, deliveryDate: '2026-07-20', recipientName: 'Ana', recipientEmail: 'ana@example.com' },
      },
    });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'CART_ITEMS_LIMIT', message: 'Cart items limit exceeded.' });
  });

  it('answers bad input with 400 and unknown things with 404', async () => {
    const cartId = await api.newCart();
    const target = open()[4]!;
    const rateId = prime(target).rateId;
    expect((await api.get('/api/shopping-cart/not-a-uuid')).status).toBe(400);
    expect((await api.get('/api/shopping-cart/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(
      (await api.post(`/api/shopping-cart/${cartId}/cart-item`, teeTimeItem(north, target.teetime, rateId, 0))).status,
    ).toBe(400);
    expect(
      (await api.post(`/api/shopping-cart/${cartId}/cart-item`, teeTimeItem(north, '2026-07-13T25:00', rateId, 2)))
        .status,
    ).toBe(400);
    expect((await api.post(`/api/shopping-cart/${cartId}/cart-item`, { item: { type: 'boat' } })).status).toBe(400);
    expect(
      (await api.post(`/api/shopping-cart/${cartId}/cart-item`, teeTimeItem(999999, target.teetime, rateId, 2))).status,
    ).toBe(404);
    expect(
      (await api.post(`/api/shopping-cart/${cartId}/cart-item`, teeTimeItem(north, target.teetime, 999999, 2))).status,
    ).toBe(404);
    const past = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, '2026-07-09T10:00', rateId, 2),
    );
    expect(past.body.error).toMatchObject({
      code: 'TEE_TIME_NOT_AVAILABLE',
      message: 'This tee time is not available. Please select another one.',
    });
    const single = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, target.teetime, rateId, 1),
    );
    expect(single.body.error.code).toBe('PLAYERS_NOT_ALLOWED');
    expect(
      (
        await api.patch(`/api/shopping-cart/${cartId}/cart-item/00000000-0000-4000-8000-000000000000`, {
          item: { players: 2 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.patch(`/api/shopping-cart/${cartId}/cart-item/00000000-0000-4000-8000-000000000000`, { item: {} }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.post(`/api/shopping-cart/${cartId}/cart-item`, teeTimeItem(north, target.teetime, rateId, 2), {
          csrf: false,
        })
      ).status,
    ).toBe(403);
    // Another alias cannot see this cart.
    expect((await api.get(`/api/shopping-cart/${cartId}`, { alias: 'maple-ridge' })).status).toBe(404);
  });

  it('follows a signed-in golfer and hides it from everyone else (404)', async () => {
    const login = await api.post('/api/profile/authenticate', {
      username: 'golfer@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    const bearer = login.body.sessionToken as string;
    const anonymous = await api.newCart();
    // Opening an anonymous cart signed in claims it.
    const claimed = await api.get(`/api/shopping-cart/${anonymous}`, { bearer });
    expect(claimed.body.expiresAt).toBeNull();
    expect((await api.get(`/api/shopping-cart/${anonymous}`)).status).toBe(404);
    // Another device: POST /shopping-cart gives the golfer the same cart back.
    const again = await api.post('/api/shopping-cart', {}, { bearer });
    expect(again.body.cartId).toBe(anonymous);
    const other = await api.post('/api/profile/authenticate', {
      username: 'pro@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    expect((await api.get(`/api/shopping-cart/${anonymous}`, { bearer: other.body.sessionToken })).status).toBe(404);
    expect(
      (await api.del(`/api/shopping-cart/${anonymous}`, undefined, { bearer: other.body.sessionToken })).status,
    ).toBe(404);
  });
});
