import { customerSessionSchema, sessionResponseSchema } from '@fairway/contract/session.contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/profile.ts';
import { sessions } from '../../db/schema/session.ts';
import { accountsClient, cookieValue, latestMail, linkParam } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let now = new Date('2026-11-21T12:00:00Z');
const clock = () => now;
let server: TestServer;
let api: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  server = await startTestServer({ now: clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server.close());

const db = () => server.database!.handle.db;
let counter = 0;
const uniqueEmail = () => `golfer${++counter}-${Date.now()}@example.com`;

async function signUp(email = uniqueEmail(), extra: Record<string, unknown> = {}) {
  return api.post('/api/profile', {
    emailAddress: email,
    password: 'Birdie2024',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...extra,
  });
}

describe('POST /api/profile (sign-up)', () => {
  it('creates the profile, signs it in with an iframe-ready cookie and mails a verification link', async () => {
    const email = uniqueEmail();
    const answer = await signUp(email, { language: 'fr' });
    expect(answer.status).toBe(201);
    const session = customerSessionSchema.parse(answer.body);
    expect(session).toMatchObject({ kind: 'customer', authenticationType: 'basic', isNewAccount: true });
    expect(session.customer).toMatchObject({
      username: email,
      emailVerified: false,
      name: { formatted: 'Ada Lovelace' },
    });
    expect(session.sessionToken!.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const cookie = answer.cookies.find((line) => line.startsWith('__Host-fw_session_demo='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=None/);
    expect(cookie).toMatch(/; Partitioned/);
    const [stored] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, (await db().select().from(customers).where(eq(customers.email, email)))[0]!.id));
    expect(stored!.tokenHash).not.toContain(session.sessionToken!); // only the hash is stored
    const mail = await latestMail(db(), email);
    expect(mail).toMatchObject({ template: 'verify-email', language: 'fr', subject: 'Vérifiez votre adresse e-mail' });
    expect(mail!.html).toContain('<a href=');
    expect(linkParam(mail!.text, 'alias')).toBe('demo');
  });

  it('answers 409 PROFILE_EXISTS for a taken e-mail (any case)', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const again = await signUp(email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('PROFILE_EXISTS');
  });

  it('rejects a password against the SPEC §5 rule and malformed bodies, writing nothing', async () => {
    const before = (await db().select({ n: count() }).from(customers))[0]!.n;
    const weak = await signUp(uniqueEmail(), { password: 'password1' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain('Minimum of 2 numeric characters');
    expect((await api.post('/api/profile', { emailAddress: 'not-an-email', password: 'Birdie2024' })).status).toBe(400);
    expect(
      (await api.call('POST', '/api/profile', undefined, { headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    expect((await db().select({ n: count() }).from(customers))[0]!.n).toBe(before);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the custom header, or from another origin', async () => {
    const noHeader = await api.post(
      '/api/profile/authenticate',
      { username: 'golfer@example.com', credentials: 'Fairway2026', type: 'basic' },
      { csrf: false },
    );
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.error.code).toBe('CSRF_REJECTED');
    const foreign = await api.post(
      '/api/profile/authenticate',
      { username: 'golfer@example.com', credentials: 'Fairway2026', type: 'basic' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    const own = await api.post(
      '/api/profile/authenticate',
      { username: 'golfer@example.com', credentials: 'Fairway2026', type: 'basic' },
      { headers: { origin: server.baseUrl } },
    );
    expect(own.status).toBe(200);
  });
});

describe('POST /api/profile/authenticate (basic) and session restore', () => {
  it('signs the demo golfer in; cookie and bearer token both restore the session', async () => {
    const answer = await api.post('/api/profile/authenticate', {
      username: 'Golfer@Example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ kind: 'customer', authenticationType: 'basic', isNewAccount: false });
    const cookie = cookieValue(answer.cookies, '__Host-fw_session_demo')!;
    const restored = await api.get('/api/session', { cookie });
    expect(restored.status).toBe(200);
    const session = sessionResponseSchema.parse(restored.body);
    expect(session.kind).toBe('customer');
    expect(restored.body.sessionToken).toBeUndefined(); // the HttpOnly cookie keeps it from scripts
    const viaBearer = await api.get('/api/profile', { bearer: answer.body.sessionToken });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body.username).toBe('golfer@example.com');
  });

  it('answers the §8 credentials message for a wrong password or an unknown e-mail', async () => {
    for (const username of ['pro@example.com', 'nobody@example.com']) {
      const answer = await api.post('/api/profile/authenticate', {
        username,
        credentials: 'Wrong12345',
        type: 'basic',
      });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'We could not authenticate the credentials you provided.',
      });
    }
    // A success resets the count.
    expect(
      (
        await api.post('/api/profile/authenticate', {
          username: 'pro@example.com',
          credentials: 'Fairway2026',
          type: 'basic',
        })
      ).status,
    ).toBe(200);
  });

  it('is anonymous without credentials; a stale cookie is a 401 that clears both cookies', async () => {
    expect((await api.get('/api/session')).body).toEqual({ kind: 'anonymous' });
    const stale = await api.get('/api/session', { cookie: '__Host-fw_session_demo=forged-token-value' });
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('SESSION_EXPIRED');
    expect(
      stale.cookies.some(
        (line) => line.startsWith('__Host-fw_session_demo=;') && /Expires=Thu, 01 Jan 1970/.test(line),
      ),
    ).toBe(true);
    expect(stale.cookies.some((line) => line.startsWith('__Host-fw_guest_demo=;'))).toBe(true);
  });

  it("does not accept one engine's session on another engine", async () => {
    const answer = await api.post('/api/profile/authenticate', {
      username: 'golfer@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    const other = await api.get('/api/profile', { bearer: answer.body.sessionToken, alias: 'maple-ridge' });
    expect(other.status).toBe(401);
    // Cookies are per engine: another engine served from the same origin neither sees nor clears it.
    const cookie = cookieValue(answer.cookies, '__Host-fw_session_demo')!;
    const elsewhere = await api.get('/api/session', { cookie, alias: 'maple-ridge' });
    expect(elsewhere.body).toEqual({ kind: 'anonymous' });
    expect(elsewhere.cookies).toEqual([]);
    expect((await api.get('/api/session', { cookie })).body.kind).toBe('customer');
  });

  it('expires a session after 30 days', async () => {
    const answer = await api.post('/api/profile/authenticate', {
      username: 'golfer@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    const saved = now;
    now = new Date(now.getTime() + 31 * 24 * 3600_000);
    try {
      const expired = await api.get('/api/profile', { bearer: answer.body.sessionToken });
      expect(expired.status).toBe(401);
      expect(expired.body.error.message).toBe('Session expired');
    } finally {
      now = saved;
    }
  });
});

describe('lockout (SPEC §8 423)', () => {
  it('locks after 5 failures for 20 minutes, also from a second server process on the same database', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const attempt = (password: string, client = api) =>
      client.post('/api/profile/authenticate', { username: email, credentials: password, type: 'basic' });
    for (let i = 1; i <= 4; i++) expect((await attempt('Wrong12345')).status).toBe(401);
    const fifth = await attempt('Wrong12345');
    expect(fifth.status).toBe(423);
    expect(fifth.body.error.message).toBe(
      'Your account has been locked for 20 minutes due to too many invalid login attempts. Please try again later.',
    );
    expect((await attempt('Birdie2024')).status).toBe(423); // even the right password

    const second = await startTestServer({ db: db(), now: clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
    try {
      expect((await attempt('Birdie2024', accountsClient(second.baseUrl))).status).toBe(423);
      now = new Date(now.getTime() + 21 * 60_000);
      expect((await attempt('Birdie2024', accountsClient(second.baseUrl))).status).toBe(200);
    } finally {
      await second.close();
    }
    // The lock ran out and the count started again: one failure no longer locks.
    expect((await attempt('Wrong12345')).status).toBe(401);
  });

  it('throttles one client before hashing (429), separately from the account lock', async () => {
    // The count lives in the shared database: an address of its own, not the suite's 127.0.0.1.
    const limited = await startTestServer({
      db: db(),
      now: clock,
      env: { LOGIN_ATTEMPTS_PER_MINUTE: '3', TRUST_PROXY: 'true' },
    });
    try {
      const client = accountsClient(limited.baseUrl);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await client.post(
              '/api/profile/authenticate',
              { username: 'nobody@example.com', credentials: 'Wrong12345', type: 'basic' },
              { headers: { 'x-forwarded-for': '192.0.2.10' } },
            )
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/profile/deauthenticate', () => {
  it('revokes the session and clears its cookie; another customer id is a 404', async () => {
    const signIn = await api.post('/api/profile/authenticate', {
      username: 'golfer@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    const cookie = cookieValue(signIn.cookies, '__Host-fw_session_demo')!;
    const wrong = await api.post(
      '/api/profile/deauthenticate',
      { customerId: '00000000-0000-0000-0000-000000000000' },
      { cookie },
    );
    expect(wrong.status).toBe(404);
    const out = await api.post('/api/profile/deauthenticate', { customerId: signIn.body.customer.id }, { cookie });
    expect(out.status).toBe(200);
    expect(out.cookies.some((line) => line.startsWith('__Host-fw_session_demo=;'))).toBe(true);
    expect((await api.get('/api/session', { cookie })).status).toBe(401);
    expect((await api.post('/api/profile/deauthenticate', {}, { cookie })).status).toBe(401);
  });
});

describe('guest sessions', () => {
  it('keeps a guest in its own cookie; a guest never gets profile data', async () => {
    const guest = {
      guestEmailAddress: 'Guest@Example.com',
      guestName: { first: 'Gus', last: 'Guest' },
      guestPhone: '9105550100',
    };
    const answer = await api.post('/api/session/guest', guest);
    expect(answer.status).toBe(201);
    const cookie = cookieValue(answer.cookies, '__Host-fw_guest_demo')!;
    expect(answer.cookies.find((line) => line.startsWith('__Host-fw_guest_demo='))).toMatch(
      /HttpOnly.*Secure|Secure.*HttpOnly/,
    );
    const restored = await api.get('/api/session', { cookie });
    expect(restored.body).toMatchObject({
      kind: 'guest',
      guestEmailAddress: 'guest@example.com',
      guestName: { first: 'Gus', last: 'Guest' },
    });
    expect((await api.get('/api/profile', { cookie })).status).toBe(401);
    const headers = {
      'x-be-guest-email': Buffer.from('guest@example.com').toString('base64'),
      'x-be-guest-first-name': 'Gus',
      'x-be-guest-last-name': 'Guest',
    };
    expect((await api.get('/api/profile', { headers })).status).toBe(401);
    expect((await api.post('/api/session/guest', { guestEmailAddress: 'x' })).status).toBe(400);
  });
});

describe('password reset', () => {
  it('404s an unknown e-mail; mails a single-use, one-hour link that sets a §5 password', async () => {
    const unknown = await api.post('/api/profile/password-reset', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('PROFILE_NOT_FOUND');

    const email = uniqueEmail();
    const signed = await signUp(email);
    expect((await api.post('/api/profile/password-reset', { email, uri: 'https://evil.example/steal' })).status).toBe(
      202,
    );
    const mail = await latestMail(db(), email);
    expect(mail!.template).toBe('password-reset');
    expect(mail!.text).toContain(`${server.baseUrl}/profile/reset-password?alias=demo&token=`);
    const token = linkParam(mail!.text, 'token');

    expect((await api.post(`/api/profile/password-reset/${token}`)).status).toBe(200);
    expect((await api.post(`/api/profile/password-reset/${'x'.repeat(43)}`)).status).toBe(410);
    expect((await api.put(`/api/profile/password-reset/${token}`, { password: 'short1' })).status).toBe(400);
    expect((await api.put(`/api/profile/password-reset/${token}`, { password: 'Eagle2025x' })).status).toBe(200);
    const reused = await api.put(`/api/profile/password-reset/${token}`, { password: 'Eagle2025y' });
    expect(reused.status).toBe(410);
    expect(reused.body.error.code).toBe('RESET_TOKEN_INVALID');
    // Old sessions are signed out; the new password works, the old one does not.
    expect((await api.get('/api/profile', { bearer: signed.body.sessionToken })).status).toBe(401);
    expect(
      (await api.post('/api/profile/authenticate', { username: email, credentials: 'Birdie2024', type: 'basic' }))
        .status,
    ).toBe(401);
    expect(
      (await api.post('/api/profile/authenticate', { username: email, credentials: 'Eagle2025x', type: 'basic' }))
        .status,
    ).toBe(200);
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail();
    await signUp(email);
    await api.post('/api/profile/password-reset', { email });
    const token = linkParam((await latestMail(db(), email))!.text, 'token');
    const saved = now;
    now = new Date(now.getTime() + 61 * 60_000);
    try {
      expect((await api.post(`/api/profile/password-reset/${token}`)).status).toBe(410);
      expect((await api.put(`/api/profile/password-reset/${token}`, { password: 'Eagle2025x' })).status).toBe(410);
    } finally {
      now = saved;
    }
  });

  it("does not reset another engine's account", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const other = await api.post('/api/profile/password-reset', { email }, { alias: 'maple-ridge' });
    expect(other.status).toBe(404);
  });
});
