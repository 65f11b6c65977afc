import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productItems } from '../../db/schema/cart.ts';
import { checkoutAttempts, googleConversions, orderItems, orders, reservations } from '../../db/schema/checkout.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { customers, facilityOptIns } from '../../db/schema/profile.ts';
import { walletCards } from '../../db/schema/wallet.ts';
import { type CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addWalletCard } from '../../test/wallet-client.ts';
import { checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';

const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
const used = new Set<string>();
const db = () => server.database!.handle.db;
const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;

let counter = 0;
async function newGolfer(alias = 'demo'): Promise<{ bearer: string; email: string; options: CallOptions }> {
  const email = `golfer${++counter}@example.com`;
  const answer = await api.post(
    '/api/profile',
    { emailAddress: email, password: 'Birdie2024', firstName: 'Grace', lastName: 'Hopper' },
    { alias },
  );
  if (answer.status !== 201 && answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  const bearer = answer.body.sessionToken as string;
  return { bearer, email, options: { bearer, alias } };
}

async function freshTime(facilityId: number, alias = 'demo'): Promise<TeeTime> {
  const times = await api.teeTimes(DATE, facilityId, alias);
  const teeTime = times.find(
    (candidate) =>
      candidate.availableSlots === 4 &&
      candidate.rates.some((rate) => rate.name === 'Prime') &&
      !used.has(`${facilityId}:${candidate.teetime}`),
  )!;
  used.add(`${facilityId}:${teeTime.teetime}`);
  return teeTime;
}

async function golferCart(options: CallOptions, facilityId = north, alias = 'demo') {
  const teeTime = await freshTime(facilityId, alias);
  const cartId = await api.newCart(options);
  await api.addTeeTime(cartId, facilityId, teeTime.teetime, prime(teeTime).rateId, 2, options);
  const invoice = await api.invoice(cartId, options);
  return { cartId, teeTime, invoice: invoice.body, dueNow: invoice.body.dueNow.original.total as number };
}

async function setSettings(alias: string, group: 'user' | 'checkout', values: Record<string, unknown>) {
  const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, alias));
  const settings = engine!.settings as Record<string, Record<string, unknown>>;
  await db()
    .update(bookingEngines)
    .set({ settings: { ...settings, [group]: { ...settings[group], ...values } } })
    .where(eq(bookingEngines.alias, alias));
}
const setUserSettings = (alias: string, user: Record<string, unknown>) => setSettings(alias, 'user', user);

beforeAll(async () => {
  server = await startTestServer({
    now: () => NOW,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
});
afterAll(() => server.close());

describe('a signed-in golfer', () => {
  it('pays with a saved card and its CVV, records the opt-ins and lists the order', async () => {
    const golfer = await newGolfer();
    const saved = await addWalletCard(server.baseUrl, api, golfer.bearer, { number: '5555 5555 5555 4444' });
    const walletOptionId = saved.body.walletOptionId as string;
    const { cartId, dueNow } = await golferCart(golfer.options);
    // Harbor Pines offers the e-mail opt-in only: the SMS one is ignored.
    const form = guestForm({
      email: golfer.email,
      walletOptionId,
      securityCode: '321',
      emailOptIn: true,
      smsOptIn: true,
    });
    const answer = await api.pay(
      cartId,
      'saved-card',
      { paymentToken: null, invoiceTotalAmount: dueNow, formData: form },
      golfer.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.order).toMatchObject({
      card: { brand: 'mastercard', lastFour: '4444' },
      customer: { email: golfer.email },
    });
    expect(answer.cookies.filter((cookie) => cookie.startsWith('__Host-fw_guest'))).toEqual([]);
    expect(await ledgerKinds(db(), [answer.body.paymentId])).toEqual(['authorization', 'capture']);

    const list = await api.get('/api/orders', golfer.options);
    expect(list.status).toBe(200);
    expect(list.body.map((order: { orderId: string }) => order.orderId)).toEqual([answer.body.order.orderId]);
    const [customer] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, golfer.email));
    const optIns = await db().select().from(facilityOptIns).where(eq(facilityOptIns.customerId, customer!.id));
    expect(optIns.map((row) => [row.facilityId, row.emailOptIn, row.smsOptIn])).toEqual([[north, true, false]]);

    const other = await newGolfer();
    expect((await api.get(`/api/orders/${answer.body.order.orderId}`, other.options)).status).toBe(404);
    expect((await api.get('/api/orders')).status).toBe(401);
  });

  it("needs the CVV of a saved card (CHECKOUT_INVALID) and cannot use another golfer's card (404)", async () => {
    const golfer = await newGolfer();
    const saved = await addWalletCard(server.baseUrl, api, golfer.bearer);
    const { cartId, dueNow } = await golferCart(golfer.options);
    const missing = await api.pay(
      cartId,
      'no-cvv',
      {
        paymentToken: null,
        invoiceTotalAmount: dueNow,
        formData: guestForm({ walletOptionId: saved.body.walletOptionId, securityCode: '' }),
      },
      golfer.options,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({
      code: 'CHECKOUT_INVALID',
      message: 'Validation errors: Please enter the CVV code of your saved card.',
    });

    const thief = await newGolfer();
    const theirs = await golferCart(thief.options);
    const stolen = await api.pay(
      theirs.cartId,
      'stolen-card',
      {
        paymentToken: null,
        invoiceTotalAmount: theirs.dueNow,
        formData: guestForm({ walletOptionId: saved.body.walletOptionId, securityCode: '123' }),
      },
      thief.options,
    );
    expect(stolen.status).toBe(404);
    // Another golfer's cart is not found either.
    expect(
      (
        await api.pay(
          cartId,
          'foreign-cart',
          {
            paymentToken: null,
            invoiceTotalAmount: dueNow,
            formData: guestForm({ walletOptionId: saved.body.walletOptionId, securityCode: '123' }),
          },
          thief.options,
        )
      ).status,
    ).toBe(404);
  });

  it("replays a golfer's checkout answer (finalize or the same key) to that golfer only", async () => {
    const golfer = await newGolfer();
    const saved = await addWalletCard(server.baseUrl, api, golfer.bearer);
    const { cartId, dueNow } = await golferCart(golfer.options);
    const body = {
      paymentToken: null,
      invoiceTotalAmount: dueNow,
      formData: guestForm({ email: golfer.email, walletOptionId: saved.body.walletOptionId, securityCode: '123' }),
    };
    const paid = await api.pay(cartId, 'replay-owner', body, golfer.options);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const finalize = (options?: CallOptions) =>
      api.post(`/api/shopping-cart/${cartId}/process-payment/finalize`, { paymentId: paid.body.paymentId }, options);
    expect((await finalize(golfer.options)).body.order.orderId).toBe(paid.body.order.orderId);
    const stranger = await newGolfer();
    for (const options of [undefined, stranger.options]) {
      const answer = await finalize(options);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(golfer.email);
      expect((await api.pay(cartId, 'replay-owner', body, options)).status).toBe(404);
    }
  });

  it('keeps a new card in the wallet when asked (saveCard), never its number', async () => {
    const golfer = await newGolfer();
    const { cartId, dueNow } = await golferCart(golfer.options);
    const paymentToken = await api.cardToken(cartId, '3782 822463 10005', golfer.options);
    const answer = await api.pay(
      cartId,
      'save-card',
      { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ saveCard: true }) },
      golfer.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const wallet = await api.get('/api/wallet', golfer.options);
    expect(wallet.body).toHaveLength(1);
    expect(wallet.body[0]).toMatchObject({ type: 'amex', lastFour: '0005', isDefault: true });
    const rows = await db().select().from(walletCards);
    expect(JSON.stringify(rows)).not.toContain('378282246310005');
  });

  it('enforces memberBookingLimit with the spec message', async () => {
    await setUserSettings('demo', { memberBookingLimit: 1 });
    try {
      const golfer = await newGolfer();
      const first = await golferCart(golfer.options);
      const paymentToken = await api.cardToken(first.cartId, undefined, golfer.options);
      expect(
        (
          await api.pay(
            first.cartId,
            'limit-1',
            { paymentToken, invoiceTotalAmount: first.dueNow, formData: guestForm({ email: golfer.email }) },
            golfer.options,
          )
        ).status,
      ).toBe(200);
      const second = await golferCart(golfer.options);
      const token2 = await api.cardToken(second.cartId, undefined, golfer.options);
      const refused = await api.pay(
        second.cartId,
        'limit-2',
        { paymentToken: token2, invoiceTotalAmount: second.dueNow, formData: guestForm({ email: golfer.email }) },
        golfer.options,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({
        code: 'MEMBER_BOOKING_LIMIT',
        message:
          'You have reached your maximum amount of allowed bookings, if you would like to make another booking immediately please contact the course directly.',
      });
    } finally {
      await setUserSettings('demo', { memberBookingLimit: null });
    }
  });

  it('runs the member flow where rewards-program members are on: home club and member number, Member / Member Guest lines', async () => {
    await setSettings('demo', 'checkout', { rewardsProgramMembers: { enabled: true, homeClubs: ['Pinehurst'] } });
    try {
      const golfer = await newGolfer();
      const { cartId, dueNow } = await golferCart(golfer.options);
      const labels = (
        await api.post(`/api/shopping-cart/${cartId}/invoice`, { memberFlow: true }, golfer.options)
      ).body.invoices[0].items.map((line: { label: string }) => line.label);
      expect(labels.slice(0, 2)).toEqual(['Member', 'Member Guest']);
      const paymentToken = await api.cardToken(cartId, undefined, golfer.options);
      const body = (formData: Record<string, unknown>) => ({
        paymentToken,
        invoiceTotalAmount: dueNow,
        formData: guestForm({ memberFlow: true, ...formData }),
      });
      expect((await api.pay(cartId, 'member-1', body({}), golfer.options)).body.error.message).toBe(
        'Validation errors: Please select a home club',
      );
      expect(
        (await api.pay(cartId, 'member-2', body({ homeClub: 'Pinehurst' }), golfer.options)).body.error.message,
      ).toBe('Validation errors: Please enter a member number');
      const paid = await api.pay(
        cartId,
        'member-3',
        body({ homeClub: 'Pinehurst', memberNumber: 'M-42' }),
        golfer.options,
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const [reservation] = await db()
        .select()
        .from(reservations)
        .where(eq(reservations.orderId, paid.body.order.orderId));
      expect(reservation).toMatchObject({ homeClub: 'Pinehurst', memberNumber: 'M-42' });
      expect(paid.body.order.invoices[0].items[0].label).toBe('Member');
    } finally {
      await setSettings('demo', 'checkout', { rewardsProgramMembers: { enabled: false, homeClubs: [] } });
    }
  });

  it('sends the Google conversion after checkout when the cart carried a reserve-with token, and on request', async () => {
    const golfer = await newGolfer();
    const { cartId, dueNow } = await golferCart(golfer.options);
    expect(
      (await api.put(`/api/shopping-cart/${cartId}/metadata`, { googleRWGToken: 'rwg_AbCdEf123456' }, golfer.options))
        .status,
    ).toBe(204);
    const paymentToken = await api.cardToken(cartId, undefined, golfer.options);
    const answer = await api.pay(
      cartId,
      'rwg',
      { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm() },
      golfer.options,
    );
    const orderId = answer.body.order.orderId as string;
    const sent = await db().select().from(googleConversions).where(eq(googleConversions.orderId, orderId));
    expect(sent).toMatchObject([{ rwgToken: 'rwg_AbCdEf123456', merchantChanged: 2 }]);

    const bad = await api.post(
      `/api/orders/${orderId}/send-google-conversion`,
      { rwgToken: 'no spaces allowed', merchantChanged: 1 },
      golfer.options,
    );
    expect(bad.status).toBe(400);
    expect(
      (
        await api.post(
          `/api/orders/${orderId}/send-google-conversion`,
          { rwgToken: 'rwg_token_2', merchantChanged: 3 },
          golfer.options,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post(
          `/api/orders/${orderId}/send-google-conversion`,
          { rwgToken: 'rwg_token_2', merchantChanged: 1 },
          golfer.options,
        )
      ).status,
    ).toBe(204);
    expect(await db().select().from(googleConversions).where(eq(googleConversions.orderId, orderId))).toHaveLength(2);
    expect(
      (await api.post(`/api/orders/${orderId}/send-google-conversion`, { rwgToken: 'rwg_token_3', merchantChanged: 1 }))
        .status,
    ).toBe(404);
  });

  it("dates a featured product's order line 2 hours before its tee time", async () => {
    const golfer = await newGolfer();
    const { cartId, teeTime } = await golferCart(golfer.options);
    const cart = (await api.get(`/api/shopping-cart/${cartId}`, golfer.options)).body;
    const products = (await api.get(`/api/product-line-items?facilityIds=${north}`, golfer.options)).body as {
      id: number;
    }[];
    const productId = products[0]!.id;
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      { item: { type: 'featured-product', parentId: cart.items[0].id, extra: { productId, quantity: 1 } } },
      golfer.options,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const dueNow = (await api.invoice(cartId, golfer.options)).body.dueNow.original.total as number;
    const paymentToken = await api.cardToken(cartId, undefined, golfer.options);
    const answer = await api.pay(
      cartId,
      'featured',
      { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm() },
      golfer.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const lines = await db()
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, answer.body.order.orderId), eq(orderItems.type, 'featured-product')));
    const start = new Date(`${teeTime.teetime}:00-04:00`).getTime();
    expect(lines.map((line) => line.orderDate.getTime())).toEqual([start - 7_200_000]);
    expect(answer.body.order.invoices[0].items.some((line: { kind: string }) => line.kind === 'featured-product')).toBe(
      true,
    );
  });
});

describe('featured products in stock', () => {
  it('takes them from stock at booking: the last one goes to one of two checkouts, the other is refused before its card is authorised or voided', async () => {
    const products = (await api.get(`/api/product-line-items?facilityIds=${north}`, { alias: 'demo' })).body as {
      id: number;
      name: string;
    }[];
    const counted = products.find((product) => product.name === 'Rental clubs')!;
    const unlimited = products.find((product) => product.name === 'Small bucket of range balls')!;
    await db().update(productItems).set({ inventory: 1 }).where(eq(productItems.id, counted.id));
    const buyers = await Promise.all([newGolfer(), newGolfer()]);
    const carts = [];
    for (const golfer of buyers) {
      const { cartId } = await golferCart(golfer.options);
      const parentId = (await api.get(`/api/shopping-cart/${cartId}`, golfer.options)).body.items[0].id as string;
      for (const productId of [counted.id, unlimited.id]) {
        const added = await api.post(
          `/api/shopping-cart/${cartId}/cart-item`,
          { item: { type: 'featured-product', parentId, extra: { productId, quantity: 1 } } },
          golfer.options,
        );
        expect(added.status, JSON.stringify(added.body)).toBe(201);
      }
      const dueNow = (await api.invoice(cartId, golfer.options)).body.dueNow.original.total as number;
      carts.push({ golfer, cartId, dueNow, paymentToken: await api.cardToken(cartId, undefined, golfer.options) });
    }
    const answers = await Promise.all(
      carts.map(({ golfer, cartId, dueNow, paymentToken }) =>
        api.pay(
          cartId,
          `stock-${cartId}`,
          { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ email: golfer.email }) },
          golfer.options,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error.code).toBe('PRODUCT_SOLD_OUT');
    const [stock] = await db().select().from(productItems).where(eq(productItems.id, counted.id));
    expect(stock!.inventory).toBe(0);
    const [balls] = await db().select().from(productItems).where(eq(productItems.id, unlimited.id));
    expect(balls!.isUnlimited).toBe(true);
    const refusedCart = carts[answers.indexOf(refused)]!;
    const [attempt] = await db().select().from(checkoutAttempts).where(eq(checkoutAttempts.cartId, refusedCart.cartId));
    // Refused by the stock check before the card was authorised: no attempt was made.
    // When both passed that check at once, the booking's conditional update refused one, and its authorisation was voided.
    if (attempt) {
      expect(attempt.state).toBe('voided');
      expect(await ledgerKinds(db(), [attempt.paymentId!])).toEqual(['authorization', 'void']);
    }
    expect(await db().select().from(orders).where(eq(orders.cartId, refusedCart.cartId))).toHaveLength(0);
  });
});

describe('maple-ridge: guest checkout off, pay at the course', () => {
  it('refuses a guest with 401 GUEST_CHECKOUT_DISABLED', async () => {
    const maple = await api.facilityId('maple-ridge', 'maple-ridge');
    const teeTime = await freshTime(maple, 'maple-ridge');
    const options = { alias: 'maple-ridge' };
    const cartId = await api.newCart(options);
    await api.addTeeTime(cartId, maple, teeTime.teetime, prime(teeTime).rateId, 2, options);
    const dueNow = (await api.invoice(cartId, options)).body.dueNow.original.total as number;
    const answer = await api.pay(
      cartId,
      'maple-guest',
      { paymentToken: null, invoiceTotalAmount: dueNow, formData: guestForm() },
      options,
    );
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('GUEST_CHECKOUT_DISABLED');
  });

  it('charges a golfer only the fees now, with 13 % HST, and keeps the rest due at the course', async () => {
    const golfer = await newGolfer('maple-ridge');
    const maple = await api.facilityId('maple-ridge', 'maple-ridge');
    const { cartId, invoice, dueNow, teeTime } = await golferCart(golfer.options, maple, 'maple-ridge');
    const fee = prime(teeTime).transactionFees;
    expect(dueNow).toBe(2 * fee + 200);
    const greens = 2 * prime(teeTime).greenFeeCart;
    expect(invoice.dueAtCourse).toBe(greens + Math.floor((greens * 1300 + 5000) / 10000));
    expect(invoice.invoices[0].items.map((line: { label: string }) => line.label)).toEqual([
      'Green Fees',
      'Player Two to Four',
      'Convenience Fee',
      'Reservation Fees',
    ]);
    const paymentToken = await api.cardToken(cartId, undefined, golfer.options);
    const answer = await api.pay(
      cartId,
      'maple-golfer',
      { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm() },
      golfer.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.order).toMatchObject({ paidNow: dueNow, dueAtCourse: invoice.dueAtCourse, currencyCode: 'CAD' });
    const [payment] = await db().select().from(orders).where(eq(orders.id, answer.body.order.orderId));
    expect(payment!.paymentStatus).toBe('captured');
  });
});
