import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletCards } from '../../db/schema/wallet.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addWalletCard } from '../../test/wallet-client.ts';

let server: TestServer;
let api: ReturnType<typeof accountsClient>;
let clock = new Date('2026-11-21T08:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server.close());

let counter = 0;
async function newGolfer(): Promise<string> {
  const answer = await api.post('/api/profile', {
    emailAddress: `pay${++counter}-${Date.now()}@example.com`,
    password: 'Birdie2024',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  return answer.body.sessionToken as string;
}

async function cardTokenOf(bearer: string, number: string): Promise<string> {
  const added = await addWalletCard(server.baseUrl, api, bearer, { number });
  const [row] = await server.app.db
    .select()
    .from(walletCards)
    .where(eq(walletCards.publicId, added.body.id as string));
  return row!.token;
}

describe('GET /api/payments/{id}', () => {
  it('polls a payment through redirect-required → challenge → staged → authorized', async () => {
    const bearer = await newGolfer();
    const cardToken = await cardTokenOf(bearer, '4000 0000 0000 3220');
    const payment = await server.app.payments.authorize({
      cardToken,
      amountCents: 2500,
      currency: 'USD',
      returnUrl: '/payment-authorization',
      idempotencyKey: `k-${Date.now()}`,
    });
    const first = await api.get(`/api/payments/${payment.paymentId}`, { bearer });
    expect(first.body).toMatchObject({
      status: 'redirect_required',
      redirectUrl: `/sandbox/gateway/challenge/${payment.paymentId}`,
    });
    const challenge = await fetch(`${server.baseUrl}${first.body.redirectUrl as string}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approve',
      redirect: 'manual',
    });
    expect(new URL(challenge.headers.get('location')!).pathname).toBe('/payment-authorization');
    expect((await api.get(`/api/payments/${payment.paymentId}`, { bearer })).body.status).toBe('staged');
    clock = new Date(clock.getTime() + 5_000);
    expect((await api.get(`/api/payments/${payment.paymentId}`, { bearer })).body.status).toBe('authorized');
  });

  it("is a 404 for another golfer's payment or an unknown one", async () => {
    const owner = await newGolfer();
    const payment = await server.app.payments.authorize({
      cardToken: await cardTokenOf(owner, '4242 4242 4242 4242'),
      amountCents: 1000,
      currency: 'USD',
      returnUrl: '/payment-authorization',
      idempotencyKey: `k2-${Date.now()}`,
    });
    expect((await api.get(`/api/payments/${payment.paymentId}`, { bearer: owner })).body.status).toBe('authorized');
    expect((await api.get(`/api/payments/${payment.paymentId}`, { bearer: await newGolfer() })).status).toBe(404);
    expect((await api.get('/api/payments/pay_unknown', { bearer: owner })).status).toBe(404);
    expect((await api.get(`/api/payments/${payment.paymentId}`)).status).toBe(401);
  });
});
