import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, staffAccounts } from '../../db/schema/admin.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof accountsClient>;
const NOW = new Date('2026-07-10T12:00:00Z');
let clock = NOW;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server?.close());

const signIn = (username: string, password = 'Fairway2026', alias = 'demo') =>
  api.post('/api/admin/session', { username, password }, { alias });
const staffHeaders = (token: string, alias = 'demo') => ({ alias, headers: { [STAFF_TOKEN_HEADER]: token } });

async function auditOf(username: string) {
  return server.app.db
    .select({ action: adminAuditLog.action, details: adminAuditLog.details })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.username, username))
    .orderBy(asc(adminAuditLog.id));
}

describe('staff sessions', () => {
  it('signs the seeded manager in, tells who is signed in, signs out, and audits both', async () => {
    const answer = await signIn('  Manager@HarborPines.example ');
    expect(answer.status).toBe(200);
    expect(answer.body.staff).toEqual({
      username: 'manager@harborpines.example',
      name: 'Riley Chen',
      role: 'manager',
      permissions: expect.arrayContaining(['tee-sheet:read']),
    });
    expect(answer.body.staff.permissions).not.toContain('staff:manage');
    const token = answer.body.sessionToken as string;
    expect(token).toMatch(/^fws_[\w-]{43}$/);
    expect(answer.cookies).toEqual([]);

    const who = await api.get('/api/admin/session', staffHeaders(token));
    expect(who.status).toBe(200);
    expect(who.body.sessionToken).toBeUndefined();
    expect(who.body.staff.role).toBe('manager');

    const out = await api.call('DELETE', '/api/admin/session', undefined, staffHeaders(token));
    expect(out.status).toBe(200);
    const after = await api.get('/api/admin/session', staffHeaders(token));
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('SESSION_EXPIRED');
    expect((await auditOf('manager@harborpines.example')).map((entry) => entry.action)).toEqual([
      'session.sign-in',
      'session.sign-out',
    ]);
  });

  it('signs in each demo role and one staff member of every other alias', async () => {
    expect((await signIn('owner@harborpines.example')).body.staff.role).toBe('owner');
    expect((await signIn('proshop@harborpines.example')).body.staff.permissions).toEqual([
      'tee-sheet:read',
      'tee-sheet:book',
      'tee-sheet:check-in',
      'golfers:read',
      'waitlist:manage',
      'credits:issue',
      'counter:sell',
    ]);
    for (const [alias, username] of [
      ['simulator', 'manager@eaglesnest.example'],
      ['maple-ridge', 'manager@mapleridge.example'],
      ['desert-group', 'manager@desertgroup.example'],
      ['teetime-deals', 'manager@teetimedeals.example'],
    ] as const) {
      expect((await signIn(username, 'Fairway2026', alias)).status, alias).toBe(200);
    }
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    const wrong = await signIn('owner@harborpines.example', 'Fairway2025');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
    const unknown = await signIn('nobody@harborpines.example');
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('INVALID_CREDENTIALS');
    // A staff member of another alias cannot sign in here, nor a golfer with their golfer password.
    expect((await signIn('manager@eaglesnest.example')).status).toBe(401);
    expect((await signIn('golfer@example.com')).status).toBe(401);
    expect(await auditOf('owner@harborpines.example')).toContainEqual({
      action: 'session.sign-in-failed',
      details: { reason: 'password', locked: false },
    });
  });

  it('locks a staff account for 20 minutes after 5 wrong passwords (423), as for golfers', async () => {
    const [engine] = await server.app.db.select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
    const passwordHash = await server.app.accounts.hasher.hash('Fairway2026');
    await server.app.db.insert(staffAccounts).values({
      bookingEngineId: engine!.id,
      username: 'temp@harborpines.example',
      name: 'Temp Staff',
      role: 'pro-shop',
      passwordHash,
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await signIn('temp@harborpines.example', 'WrongPass1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const locked = await signIn('temp@harborpines.example');
    expect(locked.status).toBe(423);
    expect(locked.body.error.code).toBe('ACCOUNT_LOCKED');
    clock = new Date(NOW.getTime() + 21 * 60_000);
    try {
      expect((await signIn('temp@harborpines.example')).status).toBe(200);
    } finally {
      clock = NOW;
    }
    const [row] = await server.app.db
      .select()
      .from(staffAccounts)
      .where(
        and(eq(staffAccounts.bookingEngineId, engine!.id), eq(staffAccounts.username, 'temp@harborpines.example')),
      );
    expect(row!.failedLoginCount).toBe(0);
    expect((await auditOf('temp@harborpines.example')).map((entry) => entry.action)).toEqual([
      ...Array(5).fill('session.sign-in-failed'),
      'session.sign-in-failed',
      'session.sign-in',
    ]);
  });

  it('never takes a golfer token for a staff token, nor one alias’s staff token on another alias', async () => {
    const golfer = await api.post('/api/profile/authenticate', {
      username: 'golfer@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    expect(golfer.status).toBe(200);
    const golferToken = golfer.body.sessionToken as string;
    const asBearer = await api.get('/api/admin/session', { bearer: golferToken });
    expect(asBearer.status).toBe(401);
    expect(asBearer.body.error.code).toBe('UNAUTHORIZED');
    expect((await api.get('/api/admin/session', staffHeaders(golferToken))).status).toBe(401);
    expect((await api.get('/api/admin/tee-sheet?date=2026-07-13', { bearer: golferToken })).status).toBe(401);

    const staffToken = (await signIn('manager@harborpines.example')).body.sessionToken as string;
    expect((await api.get('/api/admin/session', staffHeaders(staffToken, 'simulator'))).status).toBe(401);
    expect(
      (await api.get('/api/admin/tee-sheet?date=2026-07-13', staffHeaders(staffToken, 'teetime-deals'))).status,
    ).toBe(401);
    // A staff token sent as a golfer's bearer token is nobody's customer session.
    const asGolfer = await api.get('/api/profile', { bearer: staffToken });
    expect(asGolfer.status).toBe(401);
    const simulatorToken = (await signIn('manager@eaglesnest.example', 'Fairway2026', 'simulator')).body
      .sessionToken as string;
    expect((await api.get('/api/admin/tee-sheet?date=2026-07-13', staffHeaders(simulatorToken))).status).toBe(401);
    expect((await api.get('/api/admin/session')).body.error.code).toBe('UNAUTHORIZED');
  });
});
