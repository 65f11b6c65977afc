import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/profile.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// Golf ID is one more way an address comes in: the provider's address goes
// through the same normalisation and look-alike check as a sign-up.

let server: TestServer;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = accountsClient(server.baseUrl);
});
afterAll(() => server.close());

const customerCount = async () => (await server.database!.handle.db.select({ n: count() }).from(customers))[0]!.n;

/** A golf-ID sign-in through the sandbox page (golf ID is on at maple-ridge), answered by POST /profile/authenticate. */
async function golfIdSignIn(email: string) {
  const start = await api.post('/api/session/golf-id', undefined, { alias: 'maple-ridge' });
  const form = new URLSearchParams({
    state: start.body.stateKey,
    alias: 'maple-ridge',
    email,
    firstName: 'Tom',
    lastName: 'Watson',
  });
  const submitted = await fetch(`${server.baseUrl}/sandbox/golf-id/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  const back = new URL(submitted.headers.get('location')!).searchParams;
  const credentials = back.get('beGolfIdToken')!;
  return api.post(
    '/api/profile/authenticate',
    { username: back.get('beUsername'), credentials, type: 'golfid', stateKey: back.get('beStateKey') },
    { alias: 'maple-ridge' },
  );
}

describe('golf-ID addresses', () => {
  it('stores an IDN address in its ASCII form and refuses a look-alike account', async () => {
    const name = `watson${Date.now()}`;
    const first = await golfIdSignIn(`${name}@Bücher.example`);
    expect(first.status).toBe(200);
    expect(first.body.customer.username).toBe(`${name}@xn--bcher-kva.example`);
    const before = await customerCount();
    const twin = await golfIdSignIn(`\uff57${name.slice(1)}@bücher.example`);
    expect(twin.status).toBe(409);
    expect(twin.body.error.code).toBe('EMAIL_LOOKALIKE');
    expect(await customerCount()).toBe(before);
  });

  it('refuses an address with an invisible character on the sandbox page', async () => {
    const start = await api.post('/api/session/golf-id', undefined, { alias: 'maple-ridge' });
    const form = new URLSearchParams({
      state: start.body.stateKey,
      alias: 'maple-ridge',
      email: 'tom@example.com\u200b',
      firstName: 'Tom',
      lastName: 'Watson',
    });
    expect(
      (await fetch(`${server.baseUrl}/sandbox/golf-id/authorize`, { method: 'POST', body: form, redirect: 'manual' }))
        .status,
    ).toBe(400);
  });
});
