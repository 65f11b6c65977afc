import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/session.ts';
import { accountsClient, cookieValue } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { SESSION_SWEEPS } from './session-sweeps.ts';

// Customer sessions: 7 days idle, renewed while used, 30 days absolute; dead ones swept; and
// "sign out everywhere" from the account screen.
const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-21T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof accountsClient>;
let counter = 0;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => now, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server.close());

async function signedIn(): Promise<string> {
  const answer = await api.post('/api/profile', {
    emailAddress: `lifetime${++counter}-${Date.now()}@example.com`,
    password: 'Birdie2024',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  expect(answer.status).toBe(201);
  return cookieValue(answer.cookies, '__Host-fw_session_demo')!;
}
const sessionStatus = async (cookie: string) => (await api.get('/api/session', { cookie })).status;
const later = (days: number) => {
  now = new Date(now.getTime() + days * DAY);
};

describe('customer session lifetime', () => {
  it('ends after 7 idle days', async () => {
    const cookie = await signedIn();
    later(6.9);
    const idle = await signedIn(); // a fresh one, left alone from here
    later(0.2);
    expect(await sessionStatus(cookie)).toBe(401);
    later(6.5);
    expect(await sessionStatus(idle)).toBe(200);
    later(7.1);
    expect(await sessionStatus(idle)).toBe(401);
  });

  it('slides while used, up to the 30-day absolute lifetime', async () => {
    const cookie = await signedIn();
    for (let use = 1; use <= 5; use += 1) {
      later(5); // each use is 5 days after the last: past a fixed 7-day expiry by day 10
      expect(await sessionStatus(cookie)).toBe(200);
    }
    later(4.9);
    expect(await sessionStatus(cookie)).toBe(200);
    // 30 days after sign-in: used all along, and still over.
    later(0.2);
    expect(await sessionStatus(cookie)).toBe(401);
  });

  it('the sweep deletes expired and revoked sessions, and only those', async () => {
    const expired = await signedIn();
    later(8);
    const live = await signedIn();
    const revoked = await signedIn();
    expect((await api.post('/api/profile/deauthenticate', {}, { cookie: revoked })).status).toBe(200);
    later(0.001);
    const { ran, changed } = await server.app.periodicJobs.runNow(SESSION_SWEEPS.deadSessions);
    expect(ran).toBe(true);
    expect(changed).toBeGreaterThanOrEqual(2);
    expect(await sessionStatus(live)).toBe(200);
    expect(await sessionStatus(expired)).toBe(401);
    const left = await db().select({ id: sessions.id }).from(sessions);
    expect(left.length).toBeGreaterThan(0);
    expect(await server.app.periodicJobs.runNow(SESSION_SWEEPS.deadSessions)).toEqual({ ran: true, changed: 0 });
  });
});

describe('POST /api/profile/sign-out-everywhere', () => {
  it('ends every session of the customer, on every device, and only theirs', async () => {
    const email = `everywhere${++counter}-${Date.now()}@example.com`;
    const signUp = await api.post('/api/profile', {
      emailAddress: email,
      password: 'Birdie2024',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const phone = cookieValue(signUp.cookies, '__Host-fw_session_demo')!;
    const laptop = cookieValue(
      (await api.post('/api/profile/authenticate', { username: email, credentials: 'Birdie2024', type: 'basic' }))
        .cookies,
      '__Host-fw_session_demo',
    )!;
    const someoneElse = await signedIn();

    const answer = await api.post('/api/profile/sign-out-everywhere', undefined, { cookie: laptop });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, sessionsEnded: 2 });
    expect(answer.cookies.some((line) => line.startsWith('__Host-fw_session_demo=;'))).toBe(true);
    expect(await sessionStatus(phone)).toBe(401);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(someoneElse)).toBe(200);
  });

  it('needs a signed-in customer (401) and the CSRF header', async () => {
    expect((await api.post('/api/profile/sign-out-everywhere')).status).toBe(401);
    const cookie = await signedIn();
    expect((await api.post('/api/profile/sign-out-everywhere', undefined, { cookie, csrf: false })).status).toBe(403);
    expect(await sessionStatus(cookie)).toBe(200);
  });
});
