import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { TEST_CARD } from '../../test/wallet-client.ts';
import { ledgerKinds } from '../../test/reservations-client.ts';
import { compensationItems, runCompensationsToTheEnd, stepOf } from './payment-workflow-test-helpers.ts';
import { COMPENSATION_ATTEMPTS, PAYMENT_COMPENSATION_JOB, paymentOperation } from './payment-workflow.ts';

// The payment workflow on a real database and the sandbox gateway: compensations in
// reverse order, a failed one retried by the payment-compensation job and dead-lettered after its
// last try, and an operation run again being a replay at the processor.
const NOW = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let engineId: number;
let cardToken: string;
const app = () => server.app;
const db = () => server.app.db;
const bookingFailed = () => Promise.reject(new Error('booking failed'));
const charge = (amountCents: number) => ({
  cardToken,
  amountCents,
  currency: 'USD',
  returnUrl: 'https://fairway.invalid/test',
});

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  const checkout = await app().payments.createCardCheckout('workflow-test', 'http://127.0.0.1/account');
  cardToken = (await app().payments.tokenise(checkout.token, { ...TEST_CARD, number: '4242424242424242' })).token;
  [{ id: engineId }] = (await db()
    .select({ id: bookingEngines.id })
    .from(bookingEngines)
    .where(eq(bookingEngines.alias, 'demo'))) as [{ id: number }];
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

describe('a payment operation whose work fails', () => {
  it('gives back what each step holds, last step first: voids of authorisations, a refund of a capture', async () => {
    const operation = paymentOperation(app(), 'test:reverse', { engineId });
    const first = await operation.authorize('first', charge(1_000));
    const second = await operation.authorize('second', charge(2_000));
    const third = await operation.authorize('third', charge(3_000));
    await operation.capture('third.capture', third.paymentId);
    const calls: string[] = [];
    const voidCall = app().payments.void.bind(app().payments);
    const refundCall = app().payments.refund.bind(app().payments);
    vi.spyOn(app().payments, 'void').mockImplementation(
      (input) => (calls.push(`void ${input.idempotencyKey}`), voidCall(input)),
    );
    vi.spyOn(app().payments, 'refund').mockImplementation(
      (input) => (calls.push(`refund ${input.idempotencyKey} ${input.amountCents}`), refundCall(input)),
    );

    await expect(operation.work('book', bookingFailed)).rejects.toThrow('booking failed');

    expect(calls).toEqual([
      'refund test:reverse:third.capture.refund 3000',
      'void test:reverse:second.void',
      'void test:reverse:first.void',
    ]);
    expect(await ledgerKinds(db(), [first.paymentId])).toEqual(['authorization', 'void']);
    expect(await ledgerKinds(db(), [second.paymentId])).toEqual(['authorization', 'void']);
    expect(await ledgerKinds(db(), [third.paymentId])).toEqual(['authorization', 'capture', 'refund']);
    expect(await stepOf(db(), 'test:reverse', 'book')).toMatchObject({
      action: 'work',
      state: 'failed',
      error: 'booking failed',
    });
    expect(await stepOf(db(), 'test:reverse', 'first.void')).toMatchObject({
      action: 'void',
      state: 'done',
      paymentId: first.paymentId,
    });
    expect(await stepOf(db(), 'test:reverse', 'third.capture.refund')).toMatchObject({
      action: 'refund',
      state: 'done',
      amountCents: 3_000,
    });
    // Nothing was left to the job.
    expect(await compensationItems(db(), 'test:reverse:')).toEqual([]);
  });

  it('records a void that fails and hands it to the job, which retries it until its last try and then dead-letters it for staff', async () => {
    const operation = paymentOperation(app(), 'test:dead-void', { engineId });
    const payment = await operation.authorize('authorize', charge(4_000));
    const voids = vi.spyOn(app().payments, 'void').mockRejectedValue(new Error('processor unreachable'));

    await expect(operation.work('book', bookingFailed)).rejects.toThrow('booking failed');

    expect(await stepOf(db(), 'test:dead-void', 'authorize.void')).toMatchObject({
      state: 'pending',
      error: 'processor unreachable',
      paymentId: payment.paymentId,
    });
    expect(await compensationItems(db(), 'test:dead-void:')).toEqual([
      expect.objectContaining({ key: 'test:dead-void:authorize.void', state: 'queued', bookingEngineId: engineId }),
    ]);

    await runCompensationsToTheEnd(app(), NOW);
    expect(voids).toHaveBeenCalledTimes(1 + COMPENSATION_ATTEMPTS);
    const [item] = await compensationItems(db(), 'test:dead-void:');
    expect(item).toMatchObject({ state: 'dead', attempts: COMPENSATION_ATTEMPTS, lastError: 'processor unreachable' });
    expect(await stepOf(db(), 'test:dead-void', 'authorize.void')).toMatchObject({ state: 'dead' });
    expect(await app().jobs.deadLetters(engineId)).toContainEqual(
      expect.objectContaining({ id: item!.id, kind: PAYMENT_COMPENSATION_JOB, key: 'test:dead-void:authorize.void' }),
    );
    // Still held at the processor: visible, not swallowed.
    expect(await ledgerKinds(db(), [payment.paymentId])).toEqual(['authorization']);

    // The processor is back and staff retry it: released, with the same key.
    voids.mockRestore();
    expect(await app().jobs.retry(engineId, item!.id)).toBe(true);
    await app().jobs.runDue({ kind: PAYMENT_COMPENSATION_JOB, now: new Date(NOW.getTime() + 30 * 3_600_000) });
    expect(await stepOf(db(), 'test:dead-void', 'authorize.void')).toMatchObject({ state: 'done', error: null });
    expect(await ledgerKinds(db(), [payment.paymentId])).toEqual(['authorization', 'void']);
  });

  it('retries a void that failed twice and voids once', async () => {
    const operation = paymentOperation(app(), 'test:flaky-void', { engineId });
    const payment = await operation.authorize('authorize', charge(5_000));
    const voidCall = app().payments.void.bind(app().payments);
    const voids = vi
      .spyOn(app().payments, 'void')
      .mockRejectedValueOnce(new Error('timeout'))
      .mockRejectedValueOnce(new Error('timeout'))
      .mockImplementation((input) => voidCall(input));

    await expect(operation.work('book', bookingFailed)).rejects.toThrow('booking failed');
    await runCompensationsToTheEnd(app(), NOW, 3);

    expect(voids).toHaveBeenCalledTimes(3);
    expect(await compensationItems(db(), 'test:flaky-void:')).toEqual([
      expect.objectContaining({ state: 'done', attempts: 2 }),
    ]);
    expect(await stepOf(db(), 'test:flaky-void', 'authorize.void')).toMatchObject({ state: 'done', error: null });
    expect(await ledgerKinds(db(), [payment.paymentId])).toEqual(['authorization', 'void']);
  });
});

describe('a payment operation run again', () => {
  it('re-uses the same Idempotency-Keys, so the processor replays its answers and charges once', async () => {
    const keys: string[] = [];
    const authorizeCall = app().payments.authorize.bind(app().payments);
    vi.spyOn(app().payments, 'authorize').mockImplementation(
      (input) => (keys.push(input.idempotencyKey), authorizeCall(input)),
    );
    const first = paymentOperation(app(), 'test:replay', { engineId });
    const authorized = await first.authorize('authorize', charge(6_000));
    const captured = await first.capture('capture', authorized.paymentId);

    const again = paymentOperation(app(), 'test:replay', { engineId });
    const reauthorized = await again.authorize('authorize', charge(6_000));
    const recaptured = await again.capture('capture', reauthorized.paymentId);

    expect(keys).toEqual(['test:replay:authorize', 'test:replay:authorize']);
    expect(reauthorized.paymentId).toBe(authorized.paymentId);
    expect(recaptured).toEqual(captured);
    expect(await ledgerKinds(db(), [authorized.paymentId])).toEqual(['authorization', 'capture']);
  });
});
