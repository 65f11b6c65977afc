import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { TEST_CARD } from '../../test/wallet-client.ts';
import { CARD_ATTEMPTS_PER_TOKEN_PER_MINUTE } from './sandbox-gateway.routes.ts';

// Card-testing protection on the hosted card POST: per checkout token and per client IP
// (CARD_ENTRY_ATTEMPTS_PER_MINUTE). Every POST of this file comes from 127.0.0.1.
const PER_IP = CARD_ATTEMPTS_PER_TOKEN_PER_MINUTE + 2;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: String(PER_IP) } });
});
afterAll(() => server.close());

async function checkoutToken(): Promise<string> {
  return (await server.app.payments.createCardCheckout('rate-test', 'http://127.0.0.1/account')).token;
}

function postCard(token: string, card: Partial<typeof TEST_CARD> = {}) {
  return fetch(`${server.baseUrl}/sandbox/gateway/card?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...TEST_CARD, ...card }),
  });
}

async function cardCount(): Promise<number> {
  const result = await server.app.db.execute(sql`select count(*)::int as n from gateway_cards`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('rate limit of the hosted card POST', () => {
  it('refuses a checkout token past its attempts with a 429, then the client IP past its own', async () => {
    const guessed = await checkoutToken();
    for (let attempt = 1; attempt <= CARD_ATTEMPTS_PER_TOKEN_PER_MINUTE; attempt += 1) {
      expect((await postCard(guessed, { number: '4242 4242 4242 4241' })).status, `attempt ${attempt}`).toBe(400);
    }
    const blocked = await postCard(guessed);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect(await cardCount()).toBe(0);

    // Another token from the same client still works until the client's own limit…
    expect((await postCard(await checkoutToken())).status).toBe(201);
    expect(await cardCount()).toBe(1);
    // …which is PER_IP attempts a minute, whatever the token.
    const overIp = await postCard(await checkoutToken());
    expect(overIp.status).toBe(429);
    expect(await cardCount()).toBe(1);
  });

  it('leaves the page itself and the rest of the app unlimited', async () => {
    expect((await server.get(`/sandbox/gateway/card?token=${await checkoutToken()}`)).status).toBe(200);
    expect((await server.get('/healthz')).status).toBe(200);
  });
});
