import { customerCookieName, guestCookieName } from '@fairway/contract/session.contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../db/schema/facilities.ts';
import { createAppLogger } from '../shared/app-logger.ts';
import { frameAncestorSources } from '../shared/content-security-policy.ts';
import { cookieValue, latestMail, linkParam } from '../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { addWalletCard } from '../test/wallet-client.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from './access-fixtures.ts';
import { INTERNALS_PATTERN } from './table-counts.ts';
import { checkoutClient, guestForm } from '../features/checkout/checkout.testing.ts';

// ARCHITECTURE security: the headers of the SPA, the API and the hosted card page, the session
// cookies' attributes, and what the logs and error bodies must never hold.

const CARD = '5555 5555 5555 4444';
const CVV = '987';
const logLines: string[] = [];
let server: TestServer;
let fx: Fixtures;
const setCookies: string[] = [];

beforeAll(async () => {
  const logger = createAppLogger('trace', { write: (line: string) => logLines.push(line) });
  server = await startTestServer({
    now: () => MATRIX_NOW,
    logger: logger as FastifyBaseLogger,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  fx = await createFixtures(server);
});
afterAll(() => server?.close());

function expectCommonHeaders(response: Response, what: string) {
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), what).toBeNull();
  expect(response.headers.get('content-security-policy'), what).toMatch(/default-src 'self'.*object-src 'none'/);
  // Stripe.js is allowed only when the card processor is Stripe (stripe-wallet.test.ts).
  expect(response.headers.get('content-security-policy'), what).not.toContain('stripe.com');
  setCookies.push(...response.headers.getSetCookie());
}

const frameAncestorsOf = (response: Response) =>
  /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');

describe('headers', () => {
  it("frames the SPA shell only from each alias's allowed origins, with the common headers", async () => {
    const engines = await server.database!.handle.db.select().from(bookingEngines);
    expect(engines.length).toBeGreaterThan(2);
    for (const engine of engines) {
      const page = await server.get(`/?alias=${engine.alias}`, { accept: 'text/html' });
      expect(page.status).toBe(200);
      expectCommonHeaders(page, `SPA of ${engine.alias}`);
      expect(frameAncestorsOf(page), engine.alias).toEqual(frameAncestorSources(engine.allowedOrigins));
    }
  });

  it('sends the common headers and frame-ancestors self on the API, and the tenant’s on the hosted card page', async () => {
    const api = await server.get('/api/facilities', { 'x-be-alias': 'demo' });
    expectCommonHeaders(api, 'API');
    expect(frameAncestorsOf(api)).toEqual(["'self'"]);
    const cart = await fx.cartWithItem('anonymous');
    const token = await fx.api.post(`/api/shopping-cart/${cart.cartId}/payment-token`, {
      originUrl: `${server.baseUrl}/checkout`,
    });
    const page = await server.get(token.body.CheckoutUrl as string);
    expect(page.status).toBe(200);
    expectCommonHeaders(page, 'hosted card page');
    expect(frameAncestorsOf(page)).toEqual(["'self'", 'https://www.harborpines.example']);
  });
});

describe('secrets', () => {
  it('never logs a session token, a URL secret, the card number or the CVV through a guest checkout and a saved-card checkout', async () => {
    const api = checkoutClient(server);
    const cart = await fx.invoicedCart('anonymous');
    const paymentToken = await api.cardToken(cart.cartId, CARD);
    const paid = await api.pay(cart.cartId, 'secrets-guest', {
      paymentToken,
      invoiceTotalAmount: cart.dueNow,
      formData: guestForm({ email: 'secret.guest@example.com' }),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    setCookies.push(...paid.cookies);
    const guestCookie = cookieValue(paid.cookies, guestCookieName('demo'))!;
    expect((await api.get(`/api/orders/${paid.body.order.orderId as string}`, { cookie: guestCookie })).status).toBe(
      200,
    );

    const golferCart = await fx.invoicedCart();
    const golfer = golferCart.owner!;
    const signIn = await api.post('/api/profile/authenticate', {
      type: 'basic',
      username: golfer.email,
      credentials: 'Birdie2024',
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    setCookies.push(...signIn.cookies);
    const saved = await addWalletCard(server.baseUrl, api, golfer.bearer, { number: CARD, cvv: CVV });
    const form = guestForm({ email: golfer.email, walletOptionId: saved.body.walletOptionId, securityCode: CVV });
    const golferPaid = await api.pay(
      golferCart.cartId,
      'secrets-golfer',
      { paymentToken: null, invoiceTotalAmount: golferCart.dueNow, formData: form },
      { bearer: golfer.bearer },
    );
    expect(golferPaid.status, JSON.stringify(golferPaid.body)).toBe(200);
    // An error path too: a declined card is logged as a failure.
    const declined = await fx.invoicedCart('anonymous');
    await api.pay(declined.cartId, 'secrets-declined', {
      paymentToken: await api.cardToken(declined.cartId, '4000 0000 0000 0002'),
      invoiceTotalAmount: declined.dueNow,
      formData: guestForm(),
    });

    // Secrets in URLs: a password-reset link and a hosted card-entry session.
    expect((await api.post('/api/profile/password-reset', { email: golfer.email })).status).toBe(202);
    const resetToken = linkParam((await latestMail(server.database!.handle.db, golfer.email))!.text, 'token');
    expect((await api.post(`/api/profile/password-reset/${resetToken}`)).status).toBe(200);
    const cardEntryToken = new URL(
      `${server.baseUrl}${(await api.post(`/api/shopping-cart/${declined.cartId}/payment-token`, { originUrl: `${server.baseUrl}/checkout` })).body.CheckoutUrl as string}`,
    ).searchParams.get('token')!;
    expect((await server.get(`/sandbox/gateway/card?token=${cardEntryToken}`)).status).toBe(200);

    const logs = logLines.join('\n');
    expect(logs).toContain('/api/profile/password-reset/[redacted]');
    expect(logs).not.toContain(resetToken);
    expect(logs).not.toContain(cardEntryToken);
    expect(logLines.length).toBeGreaterThan(20);
    const tokens = [
      guestCookie.split('=')[1]!,
      golfer.bearer,
      signIn.body.sessionToken,
      cookieValue(signIn.cookies, customerCookieName('demo'))?.split('=')[1],
    ].filter(Boolean) as string[];
    for (const token of tokens) expect(logs).not.toContain(token);
    expect(logs).not.toContain(CARD);
    expect(logs).not.toContain(CARD.replaceAll(' ', ''));
    expect(logs).not.toContain(`"${CVV}"`);
    expect(logs).not.toMatch(/"(cvv|securityCode|number)":/i);
    console.log(
      `headers and secrets: ${logLines.length} log lines at trace level searched for ${tokens.length} session tokens, a reset and a card-entry token, the card number and the CVV: 0 found`,
    );
  });

  it('gives every session cookie it sets a __Host- name, HttpOnly, Secure, SameSite=None, Partitioned, Path=/ and no Domain', () => {
    expect(setCookies.length).toBeGreaterThan(1);
    for (const cookie of setCookies) {
      expect(cookie, cookie).toMatch(/^__Host-/);
      const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes, cookie).toEqual(
        expect.arrayContaining(['httponly', 'secure', 'samesite=none', 'partitioned', 'path=/']),
      );
      expect(
        attributes.some((attribute) => attribute.startsWith('domain=')),
        cookie,
      ).toBe(false);
    }
  });

  it('hides internals in a 5xx body when the database is gone', async () => {
    const broken = await startTestServer();
    try {
      await broken.database!.handle.close();
      const answer = await broken.get('/api/facilities', { 'x-be-alias': 'demo' });
      const text = await answer.text();
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(JSON.parse(text)).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      expect(text).not.toMatch(INTERNALS_PATTERN);
    } finally {
      // Drops its throw-away database and fixtures too (the handle's second close is a no-op).
      await broken.close();
    }
  });
});
