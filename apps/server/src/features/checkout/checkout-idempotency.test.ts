import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAttempts, orders } from '../../db/schema/checkout.ts';
import { gatewayLedger } from '../../db/schema/payments.ts';
import { teeTimeBookings, teeTimeLocks } from '../../db/schema/tee-times.ts';
import { guestCookieName } from '@fairway/contract/session.contract';
import { cookieValue } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';

const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let times: TeeTime[];
let next = 0;
const db = () => server.database!.handle.db;
const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;

async function readyCart(players = 2) {
  const open = times.filter(
    (teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'),
  );
  const teeTime = open[next++]!;
  const cartId = await api.newCart();
  await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, players);
  const dueNow = (await api.invoice(cartId)).body.dueNow.original.total as number;
  const paymentToken = await api.cardToken(cartId);
  return { cartId, teeTime, body: { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm() } };
}

async function ordersOfCart(cartId: string) {
  return (await db().select({ value: count() }).from(orders).where(eq(orders.cartId, cartId)))[0]!.value;
}

async function paymentIdsOfCart(cartId: string): Promise<string[]> {
  const rows = await db()
    .select({ paymentId: checkoutAttempts.paymentId })
    .from(checkoutAttempts)
    .where(eq(checkoutAttempts.cartId, cartId));
  return rows.map((row) => row.paymentId).filter((id): id is string => id !== null);
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
  times = await api.teeTimes(DATE, north);
});
afterAll(() => server.close());

describe('process-payment idempotency', () => {
  it('replays the first answer for the same key: one authorisation, one capture, one order', async () => {
    const { cartId, body } = await readyCart();
    const first = await api.pay(cartId, 'replay-key', body);
    expect(first.status).toBe(200);
    for (let replay = 0; replay < 3; replay += 1) {
      const again = await api.pay(cartId, 'replay-key', body);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect(await ordersOfCart(cartId)).toBe(1);
    expect(await ledgerKinds(db(), await paymentIdsOfCart(cartId))).toEqual(['authorization', 'capture']);
  });

  it('runs 5 concurrent duplicates once and gives each the same order', async () => {
    const { cartId, body } = await readyCart();
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.pay(cartId, 'concurrent-key', body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.order.orderId)).size).toBe(1);
    expect(await ordersOfCart(cartId)).toBe(1);
    expect(await ledgerKinds(db(), await paymentIdsOfCart(cartId))).toEqual(['authorization', 'capture']);
  });

  it('gives a guest whose first answer was lost a working guest cookie on the replay', async () => {
    const { cartId, body } = await readyCart();
    const first = await api.pay(cartId, 'lost-answer-key', body);
    expect(first.status).toBe(200);
    const lostCookie = cookieValue(first.cookies, guestCookieName('demo'))!;
    // The retry comes without the cookie the lost answer carried.
    const replay = await api.pay(cartId, 'lost-answer-key', body);
    expect(replay.body).toEqual(first.body);
    const renewed = cookieValue(replay.cookies, guestCookieName('demo'));
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(lostCookie);
    expect((await api.get(`/api/orders/${replay.body.order.orderId}`, { cookie: renewed })).status).toBe(200);
    expect((await api.get(`/api/orders/${replay.body.order.orderId}`, { cookie: lostCookie })).status).toBe(404);
    // A replay from the browser that holds the session gets no new cookie.
    const again = await api.pay(cartId, 'lost-answer-key', body, { cookie: renewed });
    expect(cookieValue(again.cookies, guestCookieName('demo'))).toBeUndefined();
  });

  it('answers with the order exactly as GET /orders reads it back (the answer is built from the rows it wrote)', async () => {
    const open = times.filter(
      (teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'),
    );
    const [earlier, later] = [open[next++]!, open[next++]!];
    const cartId = await api.newCart();
    // Added latest first: the answer lists reservations by start time, as the read does.
    await api.addTeeTime(cartId, north, later.teetime, prime(later).rateId, 3);
    await api.addTeeTime(cartId, north, earlier.teetime, prime(earlier).rateId, 2);
    const dueNow = (await api.invoice(cartId)).body.dueNow.original.total as number;
    const paid = await api.pay(cartId, 'answer-key', {
      paymentToken: await api.cardToken(cartId),
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    expect(paid.status).toBe(200);
    expect(paid.body.order.reservations.map((reservation: { teetime: string }) => reservation.teetime)).toEqual([
      earlier.teetime,
      later.teetime,
    ]);
    const read = await api.get(`/api/orders/${paid.body.order.orderId}`, {
      cookie: cookieValue(paid.cookies, guestCookieName('demo'))!,
    });
    expect(read.status).toBe(200);
    // The read adds the ledger-backed money view (read from the processor's ledger, which the
    // answer's hot path does not query); everything else is the same, and the view agrees with it.
    const { money, ...readOrder } = read.body;
    expect(paid.body.order).toEqual(readOrder);
    expect(paid.body.order.invoices).toHaveLength(2);
    expect(money).toMatchObject({
      paidCents: dueNow,
      refundedCents: 0,
      paid: [{ tender: 'card', amountCents: dueNow, state: 'settled', card: { lastFour: '4242' } }],
    });
  });

  it('refuses the same key with another body (422) and writes nothing for it', async () => {
    const { cartId, body } = await readyCart();
    expect((await api.pay(cartId, 'reused-key', body)).status).toBe(200);
    const other = await api.pay(cartId, 'reused-key', { ...body, formData: guestForm({ notes: 'another note' }) });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOfCart(cartId)).toBe(1);
  });

  it('never charges twice when two keys race for one cart', async () => {
    const { cartId, body } = await readyCart();
    const answers = await Promise.all([api.pay(cartId, 'race-a', body), api.pay(cartId, 'race-b', body)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.find((answer) => answer.status !== 200)!.body.error.code).toMatch(
      /^(CHECKOUT_IN_PROGRESS|CART_EMPTY)$/,
    );
    expect(await ordersOfCart(cartId)).toBe(1);
    const kinds = await ledgerKinds(db(), await paymentIdsOfCart(cartId));
    expect(kinds.filter((kind) => kind === 'capture')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'authorization')).toHaveLength(
      kinds.filter((kind) => kind === 'capture' || kind === 'void').length,
    );
  });
});

describe('capacity at booking time', () => {
  it('books exactly one of two carts racing for the last slots, voiding the other', async () => {
    const open = times.filter(
      (teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'),
    );
    const teeTime = open[next++]!;
    const carts = [];
    for (const email of ['one@example.com', 'two@example.com']) {
      const cartId = await api.newCart();
      await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, 2);
      const dueNow = (await api.invoice(cartId)).body.dueNow.original.total as number;
      carts.push({
        cartId,
        body: { paymentToken: await api.cardToken(cartId), invoiceTotalAmount: dueNow, formData: guestForm({ email }) },
      });
    }
    // Both carts' holds lapse (as after an expiry) and a phone booking of 1 player leaves room for only one of them.
    await db().delete(teeTimeLocks).where(eq(teeTimeLocks.teeTime, teeTime.teetime));
    await db().insert(teeTimeBookings).values({ facilityId: north, teeTime: teeTime.teetime, players: 1 });
    const answers = await Promise.all(
      carts.map((cart, index) => api.pay(cart.cartId, `race-capacity-${index}`, cart.body)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    const booked = await db().select().from(teeTimeBookings).where(eq(teeTimeBookings.teeTime, teeTime.teetime));
    expect(booked.reduce((sum, row) => sum + row.players, 0)).toBe(3);
    const kinds = await ledgerKinds(db(), [
      ...(await paymentIdsOfCart(carts[0]!.cartId)),
      ...(await paymentIdsOfCart(carts[1]!.cartId)),
    ]);
    expect(kinds).toEqual(['authorization', 'authorization', 'capture', 'void']);
  });
});

describe('a failure after the authorisation', () => {
  it('voids the authorisation and answers INVENTORY_UNAVAILABLE when the tee time filled meanwhile; nothing is booked', async () => {
    const { cartId, teeTime, body } = await readyCart(2);
    // The pro shop books 3 players on the tee time by phone after the golfer's invoice.
    await db().insert(teeTimeBookings).values({ facilityId: north, teeTime: teeTime.teetime, players: 3 });
    const answer = await api.pay(cartId, 'filled-meanwhile', body);
    expect(answer.status).toBe(410);
    expect(answer.body.error).toMatchObject({
      code: 'INVENTORY_UNAVAILABLE',
      message: 'The selected inventory is no longer available, please select another time to complete your booking.',
      details: { items: [{ marker: 'processed_failure' }] },
    });
    const paymentIds = await paymentIdsOfCart(cartId);
    expect(await ledgerKinds(db(), paymentIds)).toEqual(['authorization', 'void']);
    expect(await ordersOfCart(cartId)).toBe(0);
    const booked = await db().select().from(teeTimeBookings).where(eq(teeTimeBookings.teeTime, teeTime.teetime));
    expect(booked.map((row) => row.players)).toEqual([3]);
    expect((await api.get(`/api/shopping-cart/${cartId}`)).body.items).toHaveLength(1);
    // A replay gives the same answer without a second authorisation.
    expect((await api.pay(cartId, 'filled-meanwhile', body)).status).toBe(410);
    expect(await db().select().from(gatewayLedger).where(eq(gatewayLedger.paymentId, paymentIds[0]!))).toHaveLength(2);
  });
});
