import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { CARDS, checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';
import { PENDING_CAPTURES_JOB } from './pending-captures.job.ts';

const DATE = '2026-07-13';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
const db = () => server.database!.handle.db;
const app = () => server.app;
const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date('2026-07-10T12:00:00Z'), env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
});
afterAll(() => server.close());

describe('the pending-captures sweep', () => {
  it('captures, once, the payment of a booking whose process died before its capture', async () => {
    const teeTime = (await api.teeTimes(DATE, north)).find((candidate) => candidate.availableSlots === 4 && candidate.rates.some((rate) => rate.name === 'Prime'))!;
    const cartId = await api.newCart();
    await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, 2);
    const dueNow = (await api.invoice(cartId)).body.dueNow.original.total as number;
    const paymentToken = await api.cardToken(cartId, CARDS.approve);
    // The process "dies" right after the booking commits: its capture never reaches the processor.
    const capture = app().payments.capture.bind(app().payments);
    app().payments.capture = () => Promise.reject(new Error('process killed'));
    const answer = await api.pay(cartId, 'pending-capture-1', { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm() });
    app().payments.capture = capture;
    expect(answer.body.status).toBe('completed');
    const paymentId = answer.body.paymentId as string;
    expect(await ledgerKinds(db(), [paymentId])).toEqual(['authorization']);

    // Too recent: its own capture may still be on its way.
    expect(await app().periodicJobs.runNow(PENDING_CAPTURES_JOB)).toEqual({ ran: true, changed: 0 });
    await db().update(orders).set({ createdAt: sql`now() - interval '1 minute'` }).where(eq(orders.paymentId, paymentId));
    expect(await app().periodicJobs.runNow(PENDING_CAPTURES_JOB)).toEqual({ ran: true, changed: 1 });
    expect(await ledgerKinds(db(), [paymentId])).toEqual(['authorization', 'capture']);
    const [order] = await db().select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.paymentId, paymentId));
    expect(order).toEqual({ paymentStatus: 'captured' });
    expect(await app().periodicJobs.runNow(PENDING_CAPTURES_JOB)).toEqual({ ran: true, changed: 0 });
  });
});
