import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayLedger } from '../../../db/schema/payments.ts';
import {
  enterCard,
  lastEvent,
  ledgerOf,
  postEvent,
  startStripeTestBed,
  type StripeTestBed,
} from './stripe-test-support.ts';

// POST /api/payments/stripe/webhook: Stripe's signed events reconcile the ledger with what Stripe
// holds, once, however late, twice or out of order they come.

let bed: StripeTestBed;
beforeAll(async () => {
  bed = await startStripeTestBed();
});
afterAll(() => bed.close());

let keys = 0;
const key = () => `webhook-${++keys}-${Date.now()}`;

async function authorised(amountCents = 5000): Promise<string> {
  const cardToken = await enterCard(bed, 'pm_card_visa');
  const payment = await bed.provider.authorize({
    cardToken,
    amountCents,
    currency: 'USD',
    returnUrl: 'http://127.0.0.1/payment-authorization',
    idempotencyKey: key(),
  });
  return payment.paymentId;
}

/** Stripe's own client captures or refunds behind the adapter's back (the Dashboard, another server). */
const dashboard = () => bed.browser;

describe('signature', () => {
  it('refuses (400) an event signed with another secret, an unsigned one and a tampered one; nothing changes', async () => {
    const paymentId = await authorised();
    await dashboard().paymentIntents.capture(paymentId);
    const event = lastEvent(bed.standIn, 'payment_intent.succeeded', paymentId);
    expect((await postEvent(bed, event, 'whsec_someoneElse000')).status).toBe(400);
    const unsigned = await fetch(`${bed.server.baseUrl}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    const payload = JSON.stringify(event);
    const signature = bed.browser.webhooks.generateTestHeaderString({ payload, secret: 'whsec_fairwayStandIn0001' });
    const tampered = await fetch(`${bed.server.baseUrl}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload.replace('"livemode":false', '"livemode":true'),
    });
    expect(tampered.status).toBe(400);
    expect(await ledgerOf(bed.db(), paymentId)).toEqual(['authorization:5000']);
  });
});

describe('reconciliation', () => {
  it('a capture made elsewhere enters the ledger once; the same event again is acknowledged as a duplicate', async () => {
    const paymentId = await authorised();
    await dashboard().paymentIntents.capture(paymentId, { amount_to_capture: 3000 });
    const event = lastEvent(bed.standIn, 'payment_intent.succeeded', paymentId);
    expect(await postEvent(bed, event)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await postEvent(bed, event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await ledgerOf(bed.db(), paymentId)).toEqual(['authorization:5000', 'capture:3000']);
    expect(await bed.provider.status(paymentId)).toMatchObject({ status: 'captured', capturedCents: 3000 });
  });

  it('the event of a capture the adapter already recorded changes nothing (late delivery)', async () => {
    const paymentId = await authorised();
    await bed.provider.capture({ paymentId, idempotencyKey: key() });
    const event = lastEvent(bed.standIn, 'payment_intent.succeeded', paymentId);
    expect((await postEvent(bed, event)).body).toEqual({ received: true, duplicate: false });
    expect(await ledgerOf(bed.db(), paymentId)).toEqual(['authorization:5000', 'capture:5000']);
  });

  it('out of order: a refund event, then the older capture event; the ledger matches Stripe and nothing twice', async () => {
    const paymentId = await authorised();
    await dashboard().paymentIntents.capture(paymentId);
    const succeeded = lastEvent(bed.standIn, 'payment_intent.succeeded', paymentId);
    await dashboard().refunds.create({ payment_intent: paymentId, amount: 2000 });
    const refunded = lastEvent(bed.standIn, 'charge.refunded', paymentId);
    expect((await postEvent(bed, refunded)).status).toBe(200);
    expect((await postEvent(bed, succeeded)).status).toBe(200);
    expect((await postEvent(bed, refunded)).body).toEqual({ received: true, duplicate: true });
    expect(await ledgerOf(bed.db(), paymentId)).toEqual(['authorization:5000', 'capture:5000', 'refund:2000']);
    expect(await bed.provider.status(paymentId)).toMatchObject({ status: 'partially_refunded', refundedCents: 2000 });
  });

  it('a cancellation made elsewhere voids the payment once', async () => {
    const paymentId = await authorised();
    await dashboard().paymentIntents.cancel(paymentId);
    const event = lastEvent(bed.standIn, 'payment_intent.canceled', paymentId);
    await postEvent(bed, event);
    await postEvent(bed, event);
    expect(await ledgerOf(bed.db(), paymentId)).toEqual(['authorization:5000', 'void:5000']);
  });

  it('a dispute is entered once, by its id, whatever the number of deliveries', async () => {
    const paymentId = await authorised();
    await bed.provider.capture({ paymentId, idempotencyKey: key() });
    bed.standIn.dispute(paymentId);
    const event = lastEvent(bed.standIn, 'charge.dispute.created', paymentId);
    await postEvent(bed, event);
    await postEvent(bed, { ...event, id: `${String(event.id)}_resent` });
    expect(await ledgerOf(bed.db(), paymentId)).toEqual(['authorization:5000', 'capture:5000', 'dispute:5000']);
  });

  it('acknowledges events about nothing of ours without recording anything', async () => {
    const foreign = await dashboard().paymentIntents.create({
      amount: 700,
      currency: 'usd',
      payment_method: undefined,
    });
    const event = {
      id: 'evt_foreign',
      object: 'event',
      type: 'payment_intent.canceled',
      data: { object: { id: foreign.id, object: 'payment_intent' } },
    };
    expect(await postEvent(bed, event)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await postEvent(bed, { ...event, id: 'evt_other', type: 'customer.created' })).toMatchObject({
      status: 200,
    });
    expect(await ledgerOf(bed.db(), foreign.id)).toEqual([]);
  });
});

describe('fuzz', () => {
  it('answers garbage, forged signatures and odd content types with a 4xx in the error shape, changing nothing', async () => {
    const ledgerRows = async () => (await bed.db().select({ rows: count() }).from(gatewayLedger))[0]?.rows;
    const before = await ledgerRows();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.json(), fc.constant(JSON.stringify({ id: 'evt_x', type: 'charge.refunded' }))),
        fc.oneof(
          fc.constant(undefined),
          fc.string(),
          fc.integer({ min: 0, max: 2 ** 31 }).map((t) => `t=${t},v1=${'0'.repeat(64)}`),
        ),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (body, signature, contentType) => {
          const response = await fetch(`${bed.server.baseUrl}/api/payments/stripe/webhook`, {
            method: 'POST',
            headers: {
              'content-type': contentType,
              ...(signature === undefined ? {} : { 'stripe-signature': signature }),
            },
            body,
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const answer = (await response.json()) as { error?: { code: string; message: string } };
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(answer.error).toEqual({ code: expect.any(String), message: expect.any(String) });
        },
      ),
      { numRuns: 60, seed: Number(process.env.FUZZ_SEED ?? 20261203) },
    );
    expect(await ledgerRows()).toBe(before);
  });
});
