import { walletCardSchema } from '@fairway/contract/wallet.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletCards } from '../../../db/schema/wallet.ts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { startStripeTestBed, type StripeTestBed } from './stripe-test-support.ts';

// A golfer's wallet with PAYMENT_PROVIDER=stripe, against the stand-in (PGlite, or PostgreSQL with
// DATABASE_URL): the token answer carries what the Payment Element mounts with, the edit form is
// copied to the card's PaymentMethod and a deleted card is detached from the golfer's Customer,
// the default card kept as with the sandbox. A processor that refuses leaves the wallet as it was.

let bed: StripeTestBed;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  bed = await startStripeTestBed();
  api = accountsClient(bed.server.baseUrl);
});
afterAll(() => bed.close());

let counter = 0;
async function newGolfer(): Promise<string> {
  const answer = await api.post('/api/profile', {
    emailAddress: `stripe-wallet${++counter}-${Date.now()}@example.com`,
    password: 'Birdie2024',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  return answer.body.sessionToken as string;
}

/** The §3 token flow on Stripe: the token answer, the Payment Element's confirmation (played by the SDK), the add-card POST. */
async function addCard(bearer: string, testPaymentMethod: string, isDefault = false) {
  const tokenAnswer = await api.post(
    '/api/profile/credit-cards/token',
    { originUrl: `${bed.server.baseUrl}/account` },
    { bearer },
  );
  expect(tokenAnswer.status).toBe(200);
  const setupIntent = bed.standIn.setupIntents.get(tokenAnswer.body.Token as string);
  expect(tokenAnswer.body.PaymentElement).toEqual({
    PublishableKey: bed.provider.settings.publishableKey,
    ClientSecret: setupIntent?.client_secret,
  });
  await bed.browser.setupIntents.confirm(tokenAnswer.body.Token as string, { payment_method: testPaymentMethod });
  const added = await api.post(
    '/api/profile/credit-cards',
    { isDefault, overrideMembershipBilling: false, token: tokenAnswer.body.Token, tokenTypeId: 5 },
    { bearer },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return walletCardSchema.parse(added.body);
}

/** The wallet row's token: the Stripe PaymentMethod it names. */
async function tokenOf(cardId: string): Promise<string> {
  const [row] = await bed.db().select().from(walletCards).where(eq(walletCards.publicId, cardId));
  return row!.token;
}

const edit = {
  name: 'Grace Hopper',
  expirationMonth: 6,
  expirationYear: 31,
  address: '2 Green Lane',
  postalCode: 'sw1a 1aa',
  countryCode: 'UK',
};

describe('the wallet on Stripe', () => {
  it('copies an edit to the PaymentMethod and detaches a deleted card; the default card is kept', async () => {
    const bearer = await newGolfer();
    const first = await addCard(bearer, 'pm_card_visa');
    const second = await addCard(bearer, 'pm_card_mastercard');
    expect(first).toMatchObject({ type: 'visa', lastFour: '4242', isDefault: true });
    expect(second).toMatchObject({ type: 'mastercard', lastFour: '4444', isDefault: false });
    const firstMethod = await tokenOf(first.id);
    const secondMethod = await tokenOf(second.id);

    const made = await api.call('PATCH', `/api/wallet/${second.id}`, { ...edit, isDefault: true }, { bearer });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ isDefault: true, expirationYear: 31, postalCode: 'SW1A 1AA', countryCode: 'UK' });
    expect(bed.standIn.paymentMethods.get(secondMethod)).toMatchObject({
      card: { exp_month: 6, exp_year: 2031 },
      billing_details: {
        name: 'Grace Hopper',
        address: { line1: '2 Green Lane', postal_code: 'SW1A 1AA', country: 'GB' },
      },
    });

    const refused = await api.call('DELETE', `/api/wallet/${second.id}`, undefined, { bearer });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('WALLET_DEFAULT_CARD');
    expect(bed.standIn.paymentMethods.get(secondMethod)?.customer).toEqual(expect.stringMatching(/^cus_/));

    const deleted = await api.call('DELETE', `/api/wallet/${first.id}`, undefined, { bearer });
    expect(deleted.status).toBe(204);
    expect(bed.standIn.paymentMethods.get(firstMethod)?.customer).toBeNull();
    const left = await api.get('/api/wallet', { bearer });
    expect(left.body.map((card: { id: string }) => card.id)).toEqual([second.id]);
  });

  it('leaves the wallet as it was when Stripe refuses the edit or the delete', async () => {
    const bearer = await newGolfer();
    await addCard(bearer, 'pm_card_visa');
    const other = await addCard(bearer, 'pm_card_amex');
    const method = await tokenOf(other.id);

    bed.standIn.failNext({ kind: 'rate_limit' });
    const edited = await api.call('PATCH', `/api/wallet/${other.id}`, edit, { bearer });
    expect(edited.status).toBe(503);
    bed.standIn.failNext({ kind: 'rate_limit' });
    const deleted = await api.call('DELETE', `/api/wallet/${other.id}`, undefined, { bearer });
    expect(deleted.status).toBe(503);

    const wallet = await api.get('/api/wallet', { bearer });
    expect(wallet.body).toHaveLength(2);
    expect(wallet.body.find((card: { id: string }) => card.id === other.id)).toMatchObject({
      name: other.name,
      expirationYear: other.expirationYear,
    });
    expect(bed.standIn.paymentMethods.get(method)?.customer).toEqual(expect.stringMatching(/^cus_/));
  });
});

describe('a delete retried on Stripe', () => {
  it('deletes a card Stripe already detached (or no longer has) instead of failing on the detach', async () => {
    const bearer = await newGolfer();
    await addCard(bearer, 'pm_card_visa');
    const detached = await addCard(bearer, 'pm_card_mastercard');
    const gone = await addCard(bearer, 'pm_card_amex');
    // The first attempt detached the card, then its wallet row outlived it (a crash, a lost answer).
    await bed.browser.paymentMethods.detach(await tokenOf(detached.id));
    bed.standIn.paymentMethods.delete(await tokenOf(gone.id));
    for (const card of [detached, gone])
      expect((await api.call('DELETE', `/api/wallet/${card.id}`, undefined, { bearer })).status).toBe(204);
    expect((await api.get('/api/wallet', { bearer })).body).toHaveLength(1);
  });
});

describe('the content security policy on Stripe', () => {
  it('lets the SPA load Stripe.js, frame its fields and call its API (a sandbox server does not: headers-and-secrets.test.ts)', async () => {
    const page = await bed.server.get('/');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    const api = await bed.server.get('/api/booking-engine');
    expect(api.headers.get('content-security-policy')).toContain('https://js.stripe.com');
  });
});
