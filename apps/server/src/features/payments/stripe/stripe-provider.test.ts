import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../shared/domain-error.ts';
import { paymentOperation } from '../payment-workflow.ts';
import { enterCard, ledgerOf, providerWith, startStripeTestBed, type StripeTestBed } from './stripe-test-support.ts';

// The Stripe adapter's contract, against the stand-in of Stripe's API (no network): the same
// answers the sandbox gateway gives, from Stripe's objects.

let bed: StripeTestBed;
beforeAll(async () => {
  bed = await startStripeTestBed();
});
afterAll(() => bed.close());

let keys = 0;
const key = () => `op-${++keys}-${Date.now()}:authorize`;

const authorize = (cardToken: string, overrides: { idempotencyKey?: string; amountCents?: number } = {}) =>
  bed.provider.authorize({
    cardToken,
    amountCents: overrides.amountCents ?? 5000,
    currency: 'USD',
    returnUrl: 'http://127.0.0.1:5173/payment-authorization',
    idempotencyKey: overrides.idempotencyKey ?? key(),
  });

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return { code: error.code, message: error.message, details: error.details };
};

describe('card entry (SetupIntent and the Payment Element)', () => {
  it('gives the browser what the Payment Element needs, and vaults the card once the SetupIntent succeeded', async () => {
    const checkout = await bed.provider.createCardCheckout('customer-1', 'http://127.0.0.1/account');
    expect(checkout.token).toMatch(/^seti_/);
    expect(checkout.paymentElement).toEqual({
      publishableKey: 'pk_test_fairwayStandIn0001',
      clientSecret: expect.stringMatching(/^seti_\w+_secret_/),
    });
    expect(checkout.checkoutUrl).toContain(`setup_intent=${checkout.token}`);
    const intent = bed.standIn.setupIntents.get(checkout.token);
    expect(intent).toMatchObject({ usage: 'off_session', metadata: { fairway_reference: 'customer-1' } });
    expect(bed.standIn.customers.get(String(intent?.customer))?.metadata).toEqual({ fairway_reference: 'customer-1' });

    // Nothing typed yet: no card.
    expect(await bed.provider.cardOfCheckout(checkout.token, 'customer-1')).toBeNull();
    await bed.browser.setupIntents.confirm(checkout.token, {
      payment_method: 'pm_card_visa',
      payment_method_data: {
        billing_details: { name: 'Ada Golfer', address: { country: 'GB', postal_code: 'sw1a 1aa' } },
      },
    } as never);
    const card = await bed.provider.cardOfCheckout(checkout.token, 'customer-1');
    expect(card).toMatchObject({ brand: 'visa', lastFour: '4242', countryCode: 'UK', expirationMonth: 12 });
    expect(card?.token).toMatch(/^pm_/);
    // Another reference's token names no card; the same customer's second entry reuses its Customer.
    expect(await bed.provider.cardOfCheckout(checkout.token, 'customer-2')).toBeNull();
    const again = await bed.provider.createCardCheckout('customer-1', 'http://127.0.0.1/account');
    expect(bed.standIn.setupIntents.get(again.token)?.customer).toBe(intent?.customer);
    expect(await bed.provider.cardFingerprint(card?.token ?? '')).toMatch(/^\w{16}$/);
    await expect(bed.provider.tokenise()).rejects.toMatchObject({ code: 'PAYMENT_TOKEN_INVALID' });
  });
});

describe('authorise', () => {
  it('approves: a PaymentIntent with manual capture, confirmed with the card, under the workflow key', async () => {
    const card = await enterCard(bed, 'pm_card_visa');
    const idempotencyKey = key();
    const payment = await authorize(card, { idempotencyKey });
    expect(payment).toMatchObject({ status: 'authorized', amountCents: 5000, currency: 'USD', declineCode: null });
    expect(payment.paymentId).toMatch(/^pi_/);
    expect(bed.standIn.paymentIntents.get(payment.paymentId)).toMatchObject({
      capture_method: 'manual',
      status: 'requires_capture',
      payment_method: card,
      metadata: { fairway_reference: 'stripe-test' },
    });
    expect(bed.standIn.requests.findLast((request) => request.path === '/v1/payment_intents')?.idempotencyKey).toBe(
      idempotencyKey,
    );
    expect(await ledgerOf(bed.db(), payment.paymentId)).toEqual(['authorization:5000']);
    expect(await bed.provider.referenceOf(payment.paymentId)).toBe('stripe-test');
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
  ])('declines with %s as %s (the spec decline text follows from it)', async (testMethod, declineCode) => {
    const payment = await authorize(await enterCard(bed, testMethod));
    expect(payment).toMatchObject({ status: 'declined', declineCode, capturedCents: 0 });
    expect(await ledgerOf(bed.db(), payment.paymentId)).toEqual(['decline:5000']);
    expect((await bed.provider.status(payment.paymentId)).status).toBe('declined');
  });

  it('3-D Secure: redirect_required to the issuer page, then authorized when the challenge is passed', async () => {
    const payment = await authorize(await enterCard(bed, 'pm_card_authenticationRequired'));
    expect(payment.status).toBe('redirect_required');
    expect(payment.redirectUrl).toBe(`${bed.standIn.baseUrl}/3ds/authenticate/${payment.paymentId}`);
    expect(bed.standIn.paymentIntents.get(payment.paymentId)?.next_action).toMatchObject({
      redirect_to_url: { return_url: 'http://127.0.0.1:5173/payment-authorization' },
    });
    expect(await ledgerOf(bed.db(), payment.paymentId)).toEqual([]);
    bed.standIn.completeAuthentication(payment.paymentId, true);
    expect(await bed.provider.status(payment.paymentId)).toMatchObject({ status: 'authorized', redirectUrl: null });
    expect(await ledgerOf(bed.db(), payment.paymentId)).toEqual(['authorization:5000']);
  });

  it('3-D Secure failed: declined as authentication_failed', async () => {
    const payment = await authorize(await enterCard(bed, 'pm_card_authenticationRequired'));
    bed.standIn.completeAuthentication(payment.paymentId, false);
    expect(await bed.provider.status(payment.paymentId)).toMatchObject({
      status: 'declined',
      declineCode: 'authentication_failed',
    });
  });

  it('a merchant-initiated charge is off-session: a card that needs authentication is declined, not redirected', async () => {
    const card = await enterCard(bed, 'pm_card_authenticationRequired');
    const payment = await bed.provider.authorize({
      cardToken: card,
      amountCents: 2000,
      currency: 'USD',
      returnUrl: 'about:blank',
      idempotencyKey: key(),
      merchantInitiated: true,
    });
    expect(payment).toMatchObject({ status: 'declined', declineCode: 'authentication_failed' });
  });

  it('refuses an unknown card and a bad amount before calling Stripe', async () => {
    expect((await rejection(authorize('pm_unknown'))).code).toBe('PAYMENT_TOKEN_INVALID');
    const card = await enterCard(bed, 'pm_card_visa');
    expect((await rejection(authorize(card, { amountCents: 0 }))).code).toBe('BAD_REQUEST');
  });
});

describe('capture, void, refund', () => {
  it('captures part of an authorisation, then refunds partly and fully; the ledger has each difference once', async () => {
    const payment = await authorize(await enterCard(bed, 'pm_card_visa'));
    const captured = await bed.provider.capture({
      paymentId: payment.paymentId,
      amountCents: 4000,
      idempotencyKey: key(),
    });
    expect(captured).toMatchObject({ status: 'captured', capturedCents: 4000, refundedCents: 0 });
    const partly = await bed.provider.refund({
      paymentId: payment.paymentId,
      amountCents: 1500,
      idempotencyKey: key(),
    });
    expect(partly).toMatchObject({ status: 'partially_refunded', refundedCents: 1500 });
    expect(
      (await rejection(bed.provider.refund({ paymentId: payment.paymentId, amountCents: 3000, idempotencyKey: key() })))
        .code,
    ).toBe('BAD_REQUEST');
    const fully = await bed.provider.refund({ paymentId: payment.paymentId, amountCents: 2500, idempotencyKey: key() });
    expect(fully).toMatchObject({ status: 'refunded', capturedCents: 4000, refundedCents: 4000 });
    expect(await ledgerOf(bed.db(), payment.paymentId)).toEqual([
      'authorization:5000',
      'capture:4000',
      'refund:1500',
      'refund:2500',
    ]);
  });

  it('voids (cancels) an authorisation; a second void or a capture after it is a conflict', async () => {
    const payment = await authorize(await enterCard(bed, 'pm_card_visa'));
    expect(await bed.provider.void({ paymentId: payment.paymentId, idempotencyKey: key() })).toMatchObject({
      status: 'voided',
    });
    expect((await rejection(bed.provider.void({ paymentId: payment.paymentId, idempotencyKey: key() }))).code).toBe(
      'CONFLICT',
    );
    expect((await rejection(bed.provider.capture({ paymentId: payment.paymentId, idempotencyKey: key() }))).code).toBe(
      'CONFLICT',
    );
    expect(await ledgerOf(bed.db(), payment.paymentId)).toEqual(['authorization:5000', 'void:5000']);
  });

  it('a refund of an uncaptured payment is a conflict; an unknown payment is not found', async () => {
    const payment = await authorize(await enterCard(bed, 'pm_card_visa'));
    expect(
      (await rejection(bed.provider.refund({ paymentId: payment.paymentId, amountCents: 100, idempotencyKey: key() })))
        .code,
    ).toBe('CONFLICT');
    expect((await rejection(bed.provider.status('pi_unknown'))).code).toBe('NOT_FOUND');
  });
});

describe('idempotency', () => {
  it('a replayed key gets the first answer from Stripe and changes nothing twice; another body with it is refused', async () => {
    const card = await enterCard(bed, 'pm_card_visa');
    const idempotencyKey = key();
    const intentsBefore = bed.standIn.paymentIntents.size;
    const first = await authorize(card, { idempotencyKey });
    const replay = await authorize(card, { idempotencyKey });
    expect(replay).toEqual(first);
    expect(bed.standIn.paymentIntents.size).toBe(intentsBefore + 1);
    const captureKey = key();
    await bed.provider.capture({ paymentId: first.paymentId, idempotencyKey: captureKey });
    await bed.provider.capture({ paymentId: first.paymentId, idempotencyKey: captureKey });
    expect(await ledgerOf(bed.db(), first.paymentId)).toEqual(['authorization:5000', 'capture:5000']);
    expect(await rejection(authorize(card, { idempotencyKey, amountCents: 6000 }))).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('the payment workflow’s operation ids are the Idempotency-Keys Stripe sees', async () => {
    const card = await enterCard(bed, 'pm_card_visa');
    const operation = paymentOperation(bed.server.app, `stripe-test:${Date.now()}`);
    const payment = await operation.authorize('authorize', {
      cardToken: card,
      amountCents: 1200,
      currency: 'USD',
      returnUrl: 'http://127.0.0.1/payment-authorization',
    });
    await operation.capture('capture', payment.paymentId);
    const keysSeen = bed.standIn.requests.slice(-2).map((request) => request.idempotencyKey);
    expect(keysSeen).toEqual([operation.key('authorize'), operation.key('capture')]);
  });
});

describe('Stripe unavailable', () => {
  it('a rate limit, an API error or a timeout on an authorisation is the spec’s try-again text', async () => {
    const card = await enterCard(bed, 'pm_card_visa');
    const impatient = providerWith(bed, { maxNetworkRetries: 0, timeoutMs: 300 });
    const input = { cardToken: card, amountCents: 1000, currency: 'USD', returnUrl: 'http://127.0.0.1/x' };
    const tryAgain = 'Please try again. Something went wrong and we were unable to authorize your payment';
    bed.standIn.failNext({ kind: 'rate_limit' });
    expect(await rejection(impatient.authorize({ ...input, idempotencyKey: key() }))).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: tryAgain,
      details: { declineCode: null, retryable: true },
    });
    bed.standIn.failNext({ kind: 'api_error' });
    expect((await rejection(impatient.authorize({ ...input, idempotencyKey: key() }))).message).toBe(tryAgain);
    bed.standIn.failNext({ kind: 'slow', delayMs: 1000 });
    expect((await rejection(impatient.authorize({ ...input, idempotencyKey: key() }))).message).toBe(tryAgain);
    // Elsewhere (a capture) it is a 503 the workflow retries.
    const payment = await impatient.authorize({ ...input, idempotencyKey: key() });
    bed.standIn.failNext({ kind: 'rate_limit' });
    expect((await rejection(impatient.capture({ paymentId: payment.paymentId, idempotencyKey: key() }))).code).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });

  it('the SDK’s retry after a timeout or a retryable 429 reuses the key: one PaymentIntent, one authorisation', async () => {
    const card = await enterCard(bed, 'pm_card_visa');
    const patient = providerWith(bed, { maxNetworkRetries: 2, timeoutMs: 300 });
    const before = bed.standIn.paymentIntents.size;
    bed.standIn.failNext({ kind: 'slow', delayMs: 1000 });
    const payment = await patient.authorize({
      cardToken: card,
      amountCents: 1000,
      currency: 'USD',
      returnUrl: 'http://127.0.0.1/x',
      idempotencyKey: key(),
    });
    expect(payment.status).toBe('authorized');
    expect(bed.standIn.paymentIntents.size).toBe(before + 1);
    bed.standIn.failNext({ kind: 'rate_limit', shouldRetry: true });
    expect(await patient.capture({ paymentId: payment.paymentId, idempotencyKey: key() })).toMatchObject({
      status: 'captured',
    });
    expect(await ledgerOf(bed.db(), payment.paymentId)).toEqual(['authorization:1000', 'capture:1000']);
  }, 15_000);
});
