import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/cart.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { cartClient, teeTimeItem } from './cart-test-helpers.ts';

// An item whose stored details no longer parse for its type (written by hand, or by an older
// release) is left out of the cart, its invoice and its booking, like a lapsed hold: the rest of
// the cart still reads and pays, rather than every call of the cart failing.

const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof cartClient>;
let north: number;
let times: TeeTime[];
const db = () => server.database!.handle.db;
const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;
const invoice = (cartId: string) => api.post(`/api/shopping-cart/${cartId}/invoice`, {});

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  api = cartClient(server);
  north = await api.facilityId('harbor-pines-north');
  times = (await api.teeTimes(DATE, north)).filter(
    (teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'),
  );
});
afterAll(() => server.close());

describe('a tee-time item with unreadable details', () => {
  it('is left out of the cart and its invoice; the readable items still answer', async () => {
    const teeTime = times[0]!;
    const cartId = await api.newCart();
    expect(
      (
        await api.post(
          `/api/shopping-cart/${cartId}/cart-item`,
          teeTimeItem(north, teeTime.teetime, prime(teeTime).rateId, 2),
        )
      ).status,
    ).toBe(201);
    const before = await invoice(cartId);
    expect(before.status).toBe(200);
    await db()
      .insert(cartItems)
      .values([
        { cartId, type: 'tee-time', facilityId: north, extra: { teetime: 42, players: 'two' } },
        { cartId, type: 'tee-time', facilityId: north, extra: 'not an object' },
      ]);

    const cart = await api.get(`/api/shopping-cart/${cartId}`);
    expect(cart.status).toBe(200);
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0].extra).toMatchObject({ teetime: teeTime.teetime, players: 2 });

    const after = await invoice(cartId);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.invoices).toHaveLength(1);
    expect(after.body.dueNow.original.total).toBe(before.body.dueNow.original.total);
  });

  it('is left out the same way when it is a membership, a gift certificate or a featured product', async () => {
    const teeTime = times[1]!;
    const cartId = await api.newCart();
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      teeTimeItem(north, teeTime.teetime, prime(teeTime).rateId, 2),
    );
    expect(added.status).toBe(201);
    const before = await invoice(cartId);
    expect(before.status).toBe(200);
    await db()
      .insert(cartItems)
      .values([
        { cartId, type: 'membership', facilityId: north, extra: { membershipId: 'gold' } },
        { cartId, type: 'gift-certificate', facilityId: north, extra: { value: 5000 } },
        {
          cartId,
          parentId: added.body.items[0].id,
          type: 'featured-product',
          facilityId: north,
          extra: { productId: 4 },
        },
      ]);

    const cart = await api.get(`/api/shopping-cart/${cartId}`);
    expect(cart.status).toBe(200);
    expect(cart.body.items.map((item: { type: string }) => item.type)).toEqual(['tee-time']);

    const after = await invoice(cartId);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(after.body.invoices).toHaveLength(1);
    expect(after.body.invoices[0].items).toEqual(before.body.invoices[0].items);
    expect(after.body.dueNow.original.total).toBe(before.body.dueNow.original.total);
  });

  it('alone in a cart, makes it an empty cart (CART_EMPTY), not a server error', async () => {
    const cartId = await api.newCart();
    await db().insert(cartItems).values({ cartId, type: 'tee-time', facilityId: north, extra: {} });
    expect((await api.get(`/api/shopping-cart/${cartId}`)).body.items).toEqual([]);
    const answer = await invoice(cartId);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'CART_EMPTY' });
  });
});
