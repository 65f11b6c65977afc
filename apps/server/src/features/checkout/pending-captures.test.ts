import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { CARDS, checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';
import { CHECKOUT_CAPTURE_JOB, PENDING_CAPTURES_JOB } from './pending-captures.job.ts';

const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
const db = () => server.database!.handle.db;
const app = () => server.app;
const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;

beforeAll(async () => {
  server = await startTestServer({
    now: () => new Date('2026-07-10T12:00:00Z'),
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' },
  });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
});
afterAll(() => server.close());

/** A checkout whose process "dies" right after the booking commits: its capture never reaches the processor. */
async function uncapturedCheckout(teeTime: TeeTime, key: string) {
  const cartId = await api.newCart();
  await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, 2);
  const dueNow = (await api.invoice(cartId)).body.dueNow.original.total as number;
  const paymentToken = await api.cardToken(cartId, CARDS.approve);
  const capture = app().payments.capture.bind(app().payments);
  app().payments.capture = () => Promise.reject(new Error('process killed'));
  const answer = await api.pay(cartId, key, { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm() });
  app().payments.capture = capture;
  expect(answer.body.status).toBe('completed');
  const paymentId = answer.body.paymentId as string;
  await db()
    .update(orders)
    .set({ createdAt: sql`now() - interval '1 minute'` })
    .where(eq(orders.paymentId, paymentId));
  const [order] = await db().select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId));
  return { paymentId, orderId: order!.id };
}

describe('the pending-captures sweep', () => {
  it('captures, once, the payment of a booking whose process died before its capture', async () => {
    const teeTime = (await api.teeTimes(DATE, north)).find(
      (candidate) => candidate.availableSlots === 4 && candidate.rates.some((rate) => rate.name === 'Prime'),
    )!;
    const cartId = await api.newCart();
    await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, 2);
    const dueNow = (await api.invoice(cartId)).body.dueNow.original.total as number;
    const paymentToken = await api.cardToken(cartId, CARDS.approve);
    // The process "dies" right after the booking commits: its capture never reaches the processor.
    const capture = app().payments.capture.bind(app().payments);
    app().payments.capture = () => Promise.reject(new Error('process killed'));
    const answer = await api.pay(cartId, 'pending-capture-1', {
      paymentToken,
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    app().payments.capture = capture;
    expect(answer.body.status).toBe('completed');
    const paymentId = answer.body.paymentId as string;
    expect(await ledgerKinds(db(), [paymentId])).toEqual(['authorization']);

    // Too recent: its own capture may still be on its way.
    expect(await app().periodicJobs.runNow(PENDING_CAPTURES_JOB)).toEqual({ ran: true, changed: 0 });
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.paymentId, paymentId));
    expect(await app().periodicJobs.runNow(PENDING_CAPTURES_JOB)).toEqual({ ran: true, changed: 1 });
    expect(await ledgerKinds(db(), [paymentId])).toEqual(['authorization', 'capture']);
    const [order] = await db()
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.paymentId, paymentId));
    expect(order).toEqual({ paymentStatus: 'captured' });
    expect(await app().periodicJobs.runNow(PENDING_CAPTURES_JOB)).toEqual({ ran: true, changed: 0 });
  });

  it('hands each order to its own item: one whose capture keeps failing backs off without holding up the others, its tries recorded', async () => {
    const times = (await api.teeTimes(DATE, north)).filter(
      (candidate) => candidate.availableSlots === 4 && candidate.rates.some((rate) => rate.name === 'Prime'),
    );
    const stuck = await uncapturedCheckout(times[2]!, 'pending-capture-stuck');
    const fine = await uncapturedCheckout(times[3]!, 'pending-capture-fine');
    const capture = app().payments.capture.bind(app().payments);
    app().payments.capture = (input) =>
      input.paymentId === stuck.paymentId ? Promise.reject(new Error('processor unreachable')) : capture(input);
    try {
      expect(await app().periodicJobs.runNow(PENDING_CAPTURES_JOB)).toEqual({ ran: true, changed: 2 });
      expect(await ledgerKinds(db(), [fine.paymentId])).toEqual(['authorization', 'capture']);
      expect(await ledgerKinds(db(), [stuck.paymentId])).toEqual(['authorization']);
      const itemOf = async (orderId: string) =>
        (await db().select().from(jobs).where(eq(jobs.key, orderId))).find((row) => row.kind === CHECKOUT_CAPTURE_JOB);
      expect(await itemOf(fine.orderId)).toMatchObject({ state: 'done', attempts: 1 });
      expect(await itemOf(stuck.orderId)).toMatchObject({
        state: 'queued',
        attempts: 1,
        lastError: 'processor unreachable',
      });
      // Its item is still at it: the sweep does not queue it again.
      expect(await app().periodicJobs.runNow(PENDING_CAPTURES_JOB)).toEqual({ ran: true, changed: 0 });

      app().payments.capture = capture;
      await app().jobs.runDue({ kind: CHECKOUT_CAPTURE_JOB, now: new Date('2026-07-10T13:00:00Z') });
      expect(await itemOf(stuck.orderId)).toMatchObject({ state: 'done', attempts: 2 });
      expect(await ledgerKinds(db(), [stuck.paymentId])).toEqual(['authorization', 'capture']);
      const [order] = await db()
        .select({ paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, stuck.orderId));
      expect(order).toEqual({ paymentStatus: 'captured' });
    } finally {
      app().payments.capture = capture;
    }
  });
});
