import { walletCardSchema } from '@fairway/contract/wallet.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { TEST_CARD, addWalletCard, tokeniseCard } from '../../test/wallet-client.ts';
import { WALLET_CARDS_MAX } from '@fairway/domain/wallet/wallet-limits';
import { keepCheckoutCard } from './wallet.repository.ts';

/** A card as a checkout keeps it (what the gateway told of it). */
const keptCard = {
  token: 'tok',
  brand: 'visa',
  lastFour: '4242',
  expirationMonth: 12,
  expirationYear: 30,
  name: 'Ada Lovelace',
  address: '1 Fairway Road',
  postalCode: '10001',
  countryCode: 'US',
};

let server: TestServer;
let api: ReturnType<typeof accountsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server.close());

let counter = 0;
async function newGolfer(): Promise<string> {
  const email = `wallet${++counter}-${Date.now()}@example.com`;
  const answer = await api.post('/api/profile', {
    emailAddress: email,
    password: 'Birdie2024',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  return answer.body.sessionToken as string;
}

const edit = {
  name: 'Grace Hopper',
  expirationMonth: 6,
  expirationYear: 31,
  address: '2 Green Lane',
  postalCode: 'SW1A 1AA',
  countryCode: 'UK',
};

describe('the §3 add-card token flow', () => {
  it('answers the token response, tokenises at the gateway and saves only token, brand, last four, expiry and billing', async () => {
    const bearer = await newGolfer();
    const tokenAnswer = await api.post(
      '/api/profile/credit-cards/token',
      { originUrl: `${server.baseUrl}/account` },
      { bearer },
    );
    expect(tokenAnswer.status).toBe(200);
    expect(tokenAnswer.body).toMatchObject({ ResponseResult: { IsSuccessful: true, Errors: [] }, TokenTypeId: 5 });
    expect(tokenAnswer.body.CheckoutUrl).toMatch(/^\/sandbox\/gateway\/card\?token=cs_/);
    // The sandbox's card entry is its hosted page: nothing for Stripe's Payment Element.
    expect(tokenAnswer.body).not.toHaveProperty('PaymentElement');
    const page = await server.get(tokenAnswer.body.CheckoutUrl as string);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await page.text()).toContain('/sandbox/gateway/hosted-card.js');

    const added = await addWalletCard(server.baseUrl, api, bearer, { number: '5555 5555 5555 4444' });
    expect(added.status).toBe(201);
    const card = walletCardSchema.parse(added.body);
    expect(card).toMatchObject({
      type: 'mastercard',
      lastFour: '4444',
      expirationMonth: 12,
      expirationYear: 30,
      isDefault: true,
      countryCode: 'US',
    });

    const stored = await db().execute(sql`select * from wallet_cards`);
    const text = JSON.stringify(stored.rows);
    expect(text).not.toContain('5555555555554444');
    expect(text).not.toMatch(/"123"/);
    const vault = JSON.stringify((await db().execute(sql`select * from gateway_cards`)).rows);
    expect(vault).not.toContain('5555555555554444');
  });

  it('refuses a token that is unknown, not yet used at the gateway, or another golfer’s', async () => {
    const bearer = await newGolfer();
    const other = await newGolfer();
    const unknown = await api.post(
      '/api/profile/credit-cards',
      { token: 'cs_nope', tokenTypeId: 5, isDefault: false, overrideMembershipBilling: false },
      { bearer },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('PAYMENT_TOKEN_INVALID');
    const { token } = await tokeniseCard(server.baseUrl, api, other);
    const stolen = await api.post(
      '/api/profile/credit-cards',
      { token, tokenTypeId: 5, isDefault: false, overrideMembershipBilling: false },
      { bearer },
    );
    expect(stolen.status).toBe(400);
  });

  it('answers the gateway’s card checks with the §5 messages', async () => {
    const bearer = await newGolfer();
    const answer = await tokeniseCard(server.baseUrl, api, bearer, {
      number: '4242 4242 4242 4241',
      cvv: '1',
      postalCode: 'ABC',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.fields).toEqual({
      number: 'Please enter a valid credit card number',
      cvv: 'Please enter a valid CVV code',
      postalCode: 'Please enter a valid zip code',
    });
  });

  it('refuses an origin URL that is neither the app nor an allowed host page', async () => {
    const answer = await api.post(
      '/api/profile/credit-cards/token',
      { originUrl: 'https://evil.example/account' },
      { bearer: await newGolfer() },
    );
    expect(answer.status).toBe(400);
  });

  it('is for signed-in golfers only', async () => {
    expect((await api.get('/api/wallet')).status).toBe(401);
    expect((await api.post('/api/profile/credit-cards/token', { originUrl: 'https://example.com' })).status).toBe(401);
  });
});

describe('GET, PATCH and DELETE /api/wallet', () => {
  it('lists the default first, makes another default, edits and deletes', async () => {
    const bearer = await newGolfer();
    const first = (await addWalletCard(server.baseUrl, api, bearer)).body;
    const second = (await addWalletCard(server.baseUrl, api, bearer, { number: '378282246310005', cvv: '1234' })).body;
    expect(second).toMatchObject({ type: 'amex', lastFour: '0005', isDefault: false });

    const list = await api.get('/api/wallet', { bearer });
    expect(list.body.map((card: { id: string }) => card.id)).toEqual([first.id, second.id]);

    const made = await api.call('PATCH', `/api/wallet/${second.id}`, { ...edit, isDefault: true }, { bearer });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      isDefault: true,
      name: 'Grace Hopper',
      expirationYear: 31,
      countryCode: 'UK',
      postalCode: 'SW1A 1AA',
    });
    const after = await api.get('/api/wallet', { bearer });
    expect(after.body.map((card: { id: string; isDefault: boolean }) => [card.id, card.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const refused = await api.call('DELETE', `/api/wallet/${second.id}`, undefined, { bearer });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('WALLET_DEFAULT_CARD');
    const deleted = await api.call('DELETE', `/api/wallet/${first.id}`, undefined, { bearer });
    expect(deleted.status).toBe(204);
    expect((await api.get('/api/wallet', { bearer })).body).toHaveLength(1);
  });

  it('checks the edit form’s rules', async () => {
    const bearer = await newGolfer();
    const card = (await addWalletCard(server.baseUrl, api, bearer)).body;
    const answer = await api.call(
      'PATCH',
      `/api/wallet/${card.id}`,
      { ...edit, postalCode: '12345', expirationMonth: 13 },
      { bearer },
    );
    expect(answer.status).toBe(400);
    const bad = await api.call('PATCH', `/api/wallet/${card.id}`, { ...edit, postalCode: '12345' }, { bearer });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'CARD_INVALID',
      details: { fields: { postalCode: 'Please enter a valid zip code' } },
    });
  });

  it("answers 404 for another golfer's card, and leaves it alone", async () => {
    const owner = await newGolfer();
    const intruder = await newGolfer();
    const card = (await addWalletCard(server.baseUrl, api, owner)).body;
    await addWalletCard(server.baseUrl, api, owner);
    expect((await api.call('PATCH', `/api/wallet/${card.id}`, edit, { bearer: intruder })).status).toBe(404);
    expect((await api.call('DELETE', `/api/wallet/${card.id}`, undefined, { bearer: intruder })).status).toBe(404);
    expect((await api.get('/api/wallet', { bearer: intruder })).body).toEqual([]);
    expect((await api.get('/api/wallet', { bearer: owner })).body[0]).toMatchObject({
      id: card.id,
      name: TEST_CARD.name,
    });
  });
});

describe('card numbers sent to the application', () => {
  it.each([
    ['PATCH a wallet card', 'PATCH', true],
    ['PUT the profile', 'PUT', false],
  ])('%s with a card number is a 400 and nothing is stored', async (_label, method, wallet) => {
    const bearer = await newGolfer();
    const card = (await addWalletCard(server.baseUrl, api, bearer)).body;
    const path = wallet ? `/api/wallet/${card.id}` : '/api/v2/profile';
    const body = wallet
      ? { ...edit, name: '4242 4242 4242 4242' }
      : {
          emailAddress: 'x@example.com',
          profileDetails: { firstName: '4242424242424242', lastName: 'L', facilities: [] },
        };
    const answer = await api.call(method, path, body, { bearer });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('CARD_DATA_REJECTED');
    const everything =
      JSON.stringify((await db().execute(sql`select * from wallet_cards`)).rows) +
      JSON.stringify((await db().execute(sql`select * from customers`)).rows);
    expect(everything).not.toMatch(/4242 ?4242 ?4242 ?4242/);
  });

  it('is refused in a query string too', async () => {
    const answer = await api.get('/api/wallet?note=4000-0000-0000-0002', { bearer: await newGolfer() });
    expect(answer.status).toBe(400);
  });
});

describe('the wallet is bounded by what can be written (issue #52: no unbounded list)', () => {
  it(`refuses a card past ${WALLET_CARDS_MAX} with a 409, and a checkout's "save this card" is skipped`, async () => {
    const bearer = await newGolfer();
    const first = walletCardSchema.parse((await addWalletCard(server.baseUrl, api, bearer)).body);
    const [owner] = (await db().execute(sql`select customer_id from wallet_cards where public_id = ${first.id}`))
      .rows as { customer_id: number }[];
    const customerId = owner!.customer_id;
    // The rest of a full wallet, written as the checkout writes kept cards.
    for (let card = 1; card < WALLET_CARDS_MAX; card += 1)
      await keepCheckoutCard(db(), customerId, { ...keptCard, token: `tok_full_${card}` });
    expect((await api.get('/api/wallet', { bearer })).body).toHaveLength(WALLET_CARDS_MAX);

    const refused = await addWalletCard(server.baseUrl, api, bearer, { number: '5555 5555 5555 4444' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'WALLET_FULL',
      message: `Your wallet holds ${WALLET_CARDS_MAX} cards, the most it can keep. Please delete one to add another.`,
    });
    await keepCheckoutCard(db(), customerId, { ...keptCard, token: 'tok_one_too_many' });
    const cards = (await db().execute(sql`select token from wallet_cards where customer_id = ${customerId}`)).rows;
    expect(cards).toHaveLength(WALLET_CARDS_MAX);
    expect(cards).not.toContainEqual({ token: 'tok_one_too_many' });

    // Deleting one makes room again.
    const kept = (await api.get('/api/wallet', { bearer })).body as { id: string; isDefault: boolean }[];
    const spare = kept.find((card) => !card.isDefault);
    expect((await api.call('DELETE', `/api/wallet/${spare?.id}`, undefined, { bearer })).status).toBe(204);
    expect((await addWalletCard(server.baseUrl, api, bearer, { number: '5555 5555 5555 4444' })).status).toBe(201);
  });
});
