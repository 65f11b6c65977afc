import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productItems } from '../../db/schema/cart.ts';
import { checkoutAttempts, reservations } from '../../db/schema/checkout.ts';
import { gatewayLedger } from '../../db/schema/payments.ts';
import { type CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { checkoutClient, guestForm } from './checkout-test-helpers.ts';

// A product leaves stock however it is sold — a tee time's add-on (its product lineup)
// as well as a featured product — inside the booking's transaction; a sale past the stock is
// refused before any card is authorised; a cancellation gives the stock back.
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
const used = new Set<string>();
const db = () => server.database!.handle.db;

interface StoreProduct {
  id: number;
  facilityId: number;
  name: string;
  inventory: number | null;
  isUnlimited: boolean;
  categoryId: 1 | 2 | 3;
  tagPrice: { amount: number };
}

let counter = 0;
async function newGolfer(): Promise<{ email: string; options: CallOptions }> {
  const email = `stock${++counter}@example.com`;
  const answer = await api.post(
    '/api/profile',
    { emailAddress: email, password: 'Birdie2024', firstName: 'Grace', lastName: 'Hopper' },
    { alias: 'demo' },
  );
  if (answer.status !== 201 && answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return { email, options: { bearer: answer.body.sessionToken as string, alias: 'demo' } };
}

/** The course's products as the public store lists them. */
async function storeProducts(): Promise<StoreProduct[]> {
  const answer = await api.get(`/api/store/products?facilityIds=${north}`, { alias: 'demo' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as StoreProduct[]).filter((product) => product.facilityId === north);
}
const product = async (name: string) => (await storeProducts()).find((entry) => entry.name === name)!;
const setInventory = (id: number, inventory: number) =>
  db().update(productItems).set({ inventory }).where(eq(productItems.id, id));

/** A golfer's cart with one tee time of 2 players and these add-on lines (quantities as chosen). */
async function cartWithAddOns(golfer: { options: CallOptions }, addOns: { product: StoreProduct; quantity: number }[]) {
  const times = await api.teeTimes(DATE, north);
  const teeTime = times.find(
    (candidate: TeeTime) =>
      candidate.availableSlots === 4 &&
      candidate.rates.some((rate) => rate.name === 'Prime') &&
      !used.has(candidate.teetime),
  )!;
  used.add(teeTime.teetime);
  const cartId = await api.newCart(golfer.options);
  const added = await api.addTeeTime(
    cartId,
    north,
    teeTime.teetime,
    teeTime.rates.find((rate) => rate.name === 'Prime')!.rateId,
    2,
    golfer.options,
  );
  const itemId = added.items[0].id as string;
  for (const [index, { product: line, quantity }] of addOns.entries()) {
    const change = {
      id: line.id,
      name: line.name,
      price: line.tagPrice.amount,
      quantity,
      clientId: `line-${index}`,
      categoryId: line.categoryId,
    };
    const answer = await api.call(
      'PATCH',
      `/api/shopping-cart/${cartId}/cart-item/${itemId}`,
      { item: { productLineup: change }, eventType: 'updated' },
      golfer.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  const dueNow = (await api.invoice(cartId, golfer.options)).body.dueNow.original.total as number;
  return { cartId, itemId, dueNow };
}

async function pay(golfer: { email: string; options: CallOptions }, cart: { cartId: string; dueNow: number }) {
  const paymentToken = await api.cardToken(cart.cartId, undefined, golfer.options);
  return api.pay(
    cart.cartId,
    `stock-${cart.cartId}`,
    { paymentToken, invoiceTotalAmount: cart.dueNow, formData: guestForm({ email: golfer.email }) },
    golfer.options,
  );
}

const ledgerSize = async () => (await db().select({ id: gatewayLedger.id }).from(gatewayLedger)).length;

beforeAll(async () => {
  server = await startTestServer({
    now: () => NOW,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
});
afterAll(() => server.close());

describe('add-ons take stock', () => {
  it('2 rental clubs and 2 sleeves of balls as a tee time’s add-ons leave 4 of 6 and 38 of 40; cancelling the reservation gives them back', async () => {
    const clubs = await product('Rental clubs');
    const balls = await product('Sleeve of balls');
    const bucket = await product('Small bucket of range balls');
    expect([clubs.inventory, balls.inventory, bucket.isUnlimited]).toEqual([6, 40, true]);
    const golfer = await newGolfer();
    const cart = await cartWithAddOns(golfer, [
      { product: clubs, quantity: 2 },
      { product: balls, quantity: 2 },
      { product: bucket, quantity: 3 },
    ]);
    const answer = await pay(golfer, cart);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await product('Rental clubs')).inventory).toBe(4);
    expect((await product('Sleeve of balls')).inventory).toBe(38);
    expect(await product('Small bucket of range balls')).toMatchObject({ inventory: null, isUnlimited: true });

    // Cancelling one of the two players keeps the add-ons (the round still happens)…
    const reservationId = answer.body.order.reservations[0].reservationId as string;
    const partial = await api.put(
      `/api/reservations/${reservationId}/cancel`,
      { reason: 'One player ill', players: [2] },
      golfer.options,
    );
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect((await product('Rental clubs')).inventory).toBe(4);
    // …cancelling the rest gives every add-on back, once.
    const rest = await api.put(`/api/reservations/${reservationId}/cancel`, { reason: 'Rain' }, golfer.options);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((await product('Rental clubs')).inventory).toBe(6);
    expect((await product('Sleeve of balls')).inventory).toBe(40);
    const again = await api.put(`/api/reservations/${reservationId}/cancel`, { reason: 'Rain' }, golfer.options);
    expect(again.status).toBe(409);
    expect((await product('Rental clubs')).inventory).toBe(6);
  });

  it('counts an add-on and a featured product of the same product together', async () => {
    const balls = await product('Sleeve of balls');
    const golfer = await newGolfer();
    const cart = await cartWithAddOns(golfer, [{ product: balls, quantity: 2 }]);
    const featured = await api.post(
      `/api/shopping-cart/${cart.cartId}/cart-item`,
      { item: { type: 'featured-product', parentId: cart.itemId, extra: { productId: balls.id, quantity: 3 } } },
      golfer.options,
    );
    expect(featured.status, JSON.stringify(featured.body)).toBe(201);
    cart.dueNow = (await api.invoice(cart.cartId, golfer.options)).body.dueNow.original.total as number;
    const answer = await pay(golfer, cart);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await product('Sleeve of balls')).inventory).toBe(balls.inventory! - 5);
    const [row] = await db()
      .select({ productStock: reservations.productStock })
      .from(reservations)
      .where(eq(reservations.id, answer.body.order.reservations[0].reservationId));
    expect(row!.productStock).toEqual([{ productId: balls.id, quantity: 5 }]);
  });

  it('refuses an add-on sold past its stock with the cart-item error, before any card is authorised', async () => {
    const clubs = await product('Rental clubs');
    const golfer = await newGolfer();
    const cart = await cartWithAddOns(golfer, [{ product: clubs, quantity: 2 }]);
    // Meanwhile the pro shop sold all but one set.
    await setInventory(clubs.id, 1);
    const paymentToken = await api.cardToken(cart.cartId, undefined, golfer.options);
    const before = await ledgerSize();
    const answer = await api.pay(
      cart.cartId,
      `stock-past-${cart.cartId}`,
      { paymentToken, invoiceTotalAmount: cart.dueNow, formData: guestForm({ email: golfer.email }) },
      golfer.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'PRODUCT_SOLD_OUT',
      message:
        'An add-on in your cart has fewer left than you chose. Please change its quantity or remove it, then try again.',
      details: {
        items: [
          {
            cartItemId: cart.itemId,
            marker: 'processed_failure',
            error:
              'An add-on in your cart has fewer left than you chose. Please change its quantity or remove it, then try again.',
          },
        ],
      },
    });
    expect(await ledgerSize()).toBe(before);
    expect(await db().select().from(checkoutAttempts).where(eq(checkoutAttempts.cartId, cart.cartId))).toHaveLength(0);
    expect((await product('Rental clubs')).inventory).toBe(1);
    // With one set chosen, the same cart goes through and takes the last one.
    const change = {
      id: clubs.id,
      name: clubs.name,
      price: clubs.tagPrice.amount,
      quantity: 1,
      clientId: 'line-0',
      categoryId: clubs.categoryId,
    };
    expect(
      (
        await api.call(
          'PATCH',
          `/api/shopping-cart/${cart.cartId}/cart-item/${cart.itemId}`,
          { item: { productLineup: change }, eventType: 'updated' },
          golfer.options,
        )
      ).status,
    ).toBe(200);
    const dueNow = (await api.invoice(cart.cartId, golfer.options)).body.dueNow.original.total as number;
    const paid = await api.pay(
      cart.cartId,
      `stock-last-${cart.cartId}`,
      {
        paymentToken: await api.cardToken(cart.cartId, undefined, golfer.options),
        invoiceTotalAmount: dueNow,
        formData: guestForm({ email: golfer.email }),
      },
      golfer.options,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await product('Rental clubs')).inventory).toBe(0);
    await setInventory(clubs.id, 6);
  });
});
