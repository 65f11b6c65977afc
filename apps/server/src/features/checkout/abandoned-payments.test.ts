import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAttempts, orders } from '../../db/schema/checkout.ts';
import { facilities } from '../../db/schema/facilities.ts';
import { rates, rateSets } from '../../db/schema/tee-times.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ABANDONED_PAYMENTS_JOB } from './abandoned-payments.job.ts';
import { CARDS, checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';

const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let clock = NOW;
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let next = 0;
const db = () => server.database!.handle.db;
const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;
const minutes = (count: number) => count * 60_000;

async function challengedCheckout(key: string, outcome: 'approve' | null) {
  const times = await api.teeTimes(DATE, north);
  const teeTime = times.filter(
    (candidate) => candidate.availableSlots === 4 && candidate.rates.some((rate) => rate.name === 'Prime'),
  )[next++]!;
  const cartId = await api.newCart();
  await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, 2);
  const dueNow = (await api.invoice(cartId)).body.dueNow.original.total as number;
  const paymentToken = await api.cardToken(cartId, CARDS.authenticate);
  const answer = await api.pay(cartId, key, { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm() });
  expect(answer.body.status).toBe('redirect_required');
  if (outcome) {
    await fetch(`${server.baseUrl}${answer.body.redirectUrl as string}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });
  }
  return { cartId, paymentId: answer.body.paymentId as string };
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
});
afterAll(() => server.close());

describe('the abandoned-payments sweep', () => {
  it('voids the authorisation of a checkout whose challenge was never finalised within 30 minutes', async () => {
    const approved = await challengedCheckout('abandoned-approved', 'approve');
    const unanswered = await challengedCheckout('abandoned-unanswered', null);

    clock = new Date(clock.getTime() + minutes(29));
    expect(await app().periodicJobs.runNow(ABANDONED_PAYMENTS_JOB)).toEqual({ ran: true, changed: 0 });
    expect(await ledgerKinds(db(), [approved.paymentId])).toEqual(['authorization']);

    clock = new Date(clock.getTime() + minutes(2));
    expect(await app().periodicJobs.runNow(ABANDONED_PAYMENTS_JOB)).toEqual({ ran: true, changed: 2 });
    expect(await ledgerKinds(db(), [approved.paymentId])).toEqual(['authorization', 'void']);
    // A challenge never answered held no money: nothing to void.
    expect(await ledgerKinds(db(), [unanswered.paymentId])).toEqual([]);
    const states = await db()
      .select({ state: checkoutAttempts.state })
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.paymentId, approved.paymentId));
    expect(states).toEqual([{ state: 'voided' }]);

    // Coming back late finds the payment released: nothing is booked.
    const late = await api.post(`/api/shopping-cart/${approved.cartId}/process-payment/finalize`, {
      paymentId: approved.paymentId,
    });
    expect(late.status).toBe(502);
    expect(late.body.error.code).toBe('PAYMENT_FAILED');
    expect(await db().select().from(orders).where(eq(orders.cartId, approved.cartId))).toEqual([]);
    expect(await app().periodicJobs.runNow(ABANDONED_PAYMENTS_JOB)).toEqual({ ran: true, changed: 0 });
  });
});

describe('an authorisation left by a process that died before booking', () => {
  it('is voided by the sweep once it is 30 minutes old', async () => {
    const cartId = await api.newCart();
    const token = await api.cardToken(cartId, CARDS.approve);
    const card = await app().payments.cardOfCheckout(token, `cart:${cartId}`);
    const payment = await app().payments.authorize({
      cardToken: card!.token,
      amountCents: 5000,
      currency: 'USD',
      returnUrl: api.returnUrl,
      idempotencyKey: 'died-mid-checkout',
    });
    const [engine] = await db().select().from(checkoutAttempts).limit(1);
    await db().insert(checkoutAttempts).values({
      bookingEngineId: engine!.bookingEngineId,
      idempotencyKey: 'died-mid-checkout',
      requestHash: 'x',
      cartId,
      state: 'running',
      form: {},
      amountCents: 5000,
      currencyCode: 'USD',
      paymentId: payment.paymentId,
      updatedAt: clock,
    });
    expect((await app().periodicJobs.runNow(ABANDONED_PAYMENTS_JOB)).changed).toBe(0);
    clock = new Date(clock.getTime() + minutes(31));
    expect((await app().periodicJobs.runNow(ABANDONED_PAYMENTS_JOB)).changed).toBe(1);
    expect(await ledgerKinds(db(), [payment.paymentId])).toEqual(['authorization', 'void']);
  });

  it('fails a stale attempt that never reached the processor, so its key answers instead of waiting', async () => {
    const [engine] = await db().select().from(checkoutAttempts).limit(1);
    const cartId = await api.newCart();
    const values = {
      bookingEngineId: engine!.bookingEngineId,
      requestHash: 'x',
      cartId,
      state: 'running' as const,
      form: {},
      amountCents: 5000,
      currencyCode: 'USD',
    };
    await db()
      .insert(checkoutAttempts)
      .values({ ...values, idempotencyKey: 'stale-no-payment', updatedAt: new Date(clock.getTime() - minutes(31)) });
    await db()
      .insert(checkoutAttempts)
      .values({ ...values, cartId: await api.newCart(), idempotencyKey: 'fresh-no-payment', updatedAt: clock });
    expect((await app().periodicJobs.runNow(ABANDONED_PAYMENTS_JOB)).changed).toBe(1);
    const rows = await db()
      .select({ key: checkoutAttempts.idempotencyKey, state: checkoutAttempts.state })
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.requestHash, 'x'));
    expect(Object.fromEntries(rows.map((row) => [row.key, row.state]))).toMatchObject({
      'stale-no-payment': 'failed',
      'fresh-no-payment': 'running',
    });
  });
});

describe('nothing due now', () => {
  it('books a pay-at-course tee time without an authorisation and keeps the card on file', async () => {
    const maple = await api.facilityId('maple-ridge', 'maple-ridge');
    await db().update(facilities).set({ reservationFeeCents: 0 }).where(eq(facilities.id, maple));
    const sets = await db().select({ id: rateSets.id }).from(rateSets).where(eq(rateSets.facilityId, maple));
    for (const set of sets) await db().update(rates).set({ transactionFee: 0 }).where(eq(rates.rateSetId, set.id));
    const email = `course-payer-${Date.now()}@example.com`;
    const signUp = await api.post(
      '/api/profile',
      { emailAddress: email, password: 'Birdie2024', firstName: 'Ada', lastName: 'Lovelace' },
      { alias: 'maple-ridge' },
    );
    const options = { alias: 'maple-ridge', bearer: signUp.body.sessionToken as string };
    const teeTime = (await api.teeTimes(DATE, maple, 'maple-ridge')).find(
      (candidate) => candidate.availableSlots === 4 && candidate.rates.some((rate) => rate.name === 'Prime'),
    )!;
    const cartId = await api.newCart(options);
    await api.addTeeTime(cartId, maple, teeTime.teetime, prime(teeTime).rateId, 2, options);
    const invoice = (await api.invoice(cartId, options)).body;
    expect(invoice.dueNow.original.total).toBe(0);
    const paymentToken = await api.cardToken(cartId, CARDS.approve, options);
    const answer = await api.pay(
      cartId,
      'nothing-now',
      { paymentToken, invoiceTotalAmount: 0, formData: guestForm() },
      options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'completed', paymentId: null, paymentStatus: null });
    expect(answer.body.order).toMatchObject({
      paidNow: 0,
      dueAtCourse: invoice.dueAtCourse,
      card: { lastFour: '4242' },
    });
    const [order] = await db().select().from(orders).where(eq(orders.id, answer.body.order.orderId));
    expect(order!.cardToken).toMatch(/^card_/);
    expect(order!.paymentId).toBeNull();
  });
});

function app() {
  return server.app;
}
