import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { SandboxGolfIdProvider } from './sandbox-provider.ts';

let now = new Date('2026-11-21T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server.close());

/** Starts a sign-in, fills the sandbox page's form, and reads the return URL's query. */
async function signInAtSandbox(email: string) {
  const start = await api.post('/api/session/golf-id', undefined, { alias: 'maple-ridge' });
  expect(start.status).toBe(200);
  const authorizeUrl = new URL(start.body.authorizeUrl);
  expect(authorizeUrl.pathname).toBe('/sandbox/golf-id/authorize');
  const page = await fetch(`${server.baseUrl}${authorizeUrl.pathname}${authorizeUrl.search}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<form method="post" action="/sandbox/golf-id/authorize">');
  expect(html).not.toContain('<script');
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
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  expect(submitted.status).toBe(303);
  const back = new URL(submitted.headers.get('location')!);
  expect(back.pathname).toBe('/login-with-golfid');
  return {
    stateKey: start.body.stateKey as string,
    username: back.searchParams.get('beUsername')!,
    token: back.searchParams.get('beGolfIdToken')!,
    returnedState: back.searchParams.get('beStateKey')!,
  };
}

// Golf-ID login is enabled on maple-ridge (user.golfIdLogin), not on demo.
const authenticate = (username: string, token: string, stateKey?: string, alias = 'maple-ridge') =>
  api.post('/api/profile/authenticate', { username, credentials: token, type: 'golfid', stateKey }, { alias });

describe('golf-ID sign-in with the sandbox provider', () => {
  it('creates a password-less account on first sign-in, and finds it again', async () => {
    const email = `golfid-${Date.now()}@example.com`;
    const first = await signInAtSandbox(email);
    expect(first.returnedState).toBe(first.stateKey);
    const answer = await authenticate(first.username, first.token, first.returnedState);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      authenticationType: 'golfid',
      isNewAccount: true,
      customer: { username: email, emailVerified: true, hasPassword: false },
    });
    // The state key is single-use.
    expect((await authenticate(first.username, first.token, first.returnedState)).status).toBe(401);
    // Basic sign-in on a password-less profile: the §8 "newly created profile" message.
    const basic = await api.post(
      '/api/profile/authenticate',
      { username: email, credentials: 'Anything12', type: 'basic' },
      { alias: 'maple-ridge' },
    );
    expect(basic.body.error).toEqual({
      code: 'NEW_PROFILE',
      message: 'This is a newly created profile, use the Forgot Password function.',
    });
    const second = await signInAtSandbox(email);
    const again = await authenticate(second.username, second.token, second.returnedState);
    expect(again.body).toMatchObject({ isNewAccount: false });
    expect(again.body.customer.id).toBe(answer.body.customer.id);
  });

  it('links a golf ID to an existing account with the same e-mail', async () => {
    const email = `linked-${Date.now()}@example.com`;
    await api.post(
      '/api/profile',
      { emailAddress: email, password: 'Birdie2024', firstName: 'L', lastName: 'K' },
      { alias: 'maple-ridge' },
    );
    const signIn = await signInAtSandbox(email);
    const answer = await authenticate(signIn.username, signIn.token, signIn.stateKey);
    expect(answer.body).toMatchObject({ isNewAccount: false, customer: { username: email, hasPassword: true } });
  });

  it('is refused where the engine does not offer golf-ID login', async () => {
    const start = await api.post('/api/session/golf-id', undefined, { alias: 'demo' });
    expect(start.status).toBe(401);
    expect(start.body.error.code).toBe('GOLF_ID_FAILED');
    const signIn = await signInAtSandbox(`elsewhere-${Date.now()}@example.com`);
    expect((await authenticate(signIn.username, signIn.token, signIn.stateKey, 'demo')).status).toBe(401);
  });

  it('refuses forged, tampered, expired, mismatched or state-less tokens', async () => {
    const signIn = await signInAtSandbox(`forge-${Date.now()}@example.com`);
    const [header, payload, signature] = signIn.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'someone@example.com' })).toString('base64url')}.${signature}`;
    const failures = [
      await authenticate('someone@example.com', tampered, signIn.stateKey),
      await authenticate(signIn.username, `${header}.${payload}.${'A'.repeat(86)}`, signIn.stateKey),
      await authenticate(signIn.username, 'not-a-token', signIn.stateKey),
      await authenticate(signIn.username, signIn.token, undefined),
      await authenticate(signIn.username, signIn.token, 'some-other-state-key-value'),
      await authenticate('someone-else@example.com', signIn.token, signIn.stateKey),
      await authenticate(signIn.username, signIn.token, signIn.stateKey, 'desert-group'),
    ];
    for (const failure of failures) {
      expect(failure.status).toBe(401);
      expect(failure.body.error.code).toBe('GOLF_ID_FAILED');
    }
    expect(failures[0]!.body.error.message).toBe('Failed to login with GolfId.');
    const saved = now;
    now = new Date(now.getTime() + 3 * 60_000);
    try {
      expect((await authenticate(signIn.username, signIn.token, signIn.stateKey)).status).toBe(401);
    } finally {
      now = saved;
    }
    // The untouched token still works within its two minutes (the failures above used nothing up).
    expect((await authenticate(signIn.username, signIn.token, signIn.stateKey)).status).toBe(200);
  });

  it('binds a token to its audience (the alias)', async () => {
    const provider = new SandboxGolfIdProvider(server.database!.handle.db);
    const identity = { subject: 's', email: 'a@example.com', firstName: 'A', lastName: 'B' };
    const token = await provider.issue(identity, 'maple-ridge', 'state', now);
    expect(await provider.verify(token, 'maple-ridge', now)).toMatchObject({ email: 'a@example.com', nonce: 'state' });
    expect(await provider.verify(token, 'demo', now)).toBeNull();
  });

  it('is off entirely with GOLF_ID_SANDBOX=false (no provider, no sandbox page)', async () => {
    const off = await startTestServer({ db: server.database!.handle.db, env: { GOLF_ID_SANDBOX: 'false' } });
    try {
      const start = await accountsClient(off.baseUrl).post('/api/session/golf-id', undefined, { alias: 'maple-ridge' });
      expect(start.status).toBe(401);
      expect(await (await fetch(`${off.baseUrl}/sandbox/golf-id/authorize?state=x`)).text()).not.toContain(
        'Golf ID (sandbox)',
      );
    } finally {
      await off.close();
    }
  });

  it('the sandbox page asks again for missing fields', async () => {
    const answer = await fetch(`${server.baseUrl}/sandbox/golf-id/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ state: 'x', alias: 'demo', email: 'bad' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('role="alert"');
  });
});
