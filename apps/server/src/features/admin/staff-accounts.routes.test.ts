import type { StaffAccount } from '@fairway/contract/admin-staff.contract';
import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, staffAccounts } from '../../db/schema/admin.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { updateStaffAccountOf } from './staff-accounts.service.ts';
import type { StaffAuth } from './staff-session.service.ts';

// Staff management (permission staff:manage: owners only). Accounts are made through the
// API; each test uses its own usernames so the order of the tests does not matter.

let server: TestServer;
let api: ReturnType<typeof accountsClient>;
const NOW = new Date('2026-07-10T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server?.close());

const OWNER = 'owner@harborpines.example';
const PASSWORD = 'Fairway2026';
const signIn = (username: string, password = PASSWORD, alias = 'demo') =>
  api.post('/api/admin/session', { username, password }, { alias });
const tokens = new Map<string, string>();
async function as(username: string, alias = 'demo') {
  const key = `${alias}|${username}`;
  if (!tokens.has(key)) {
    const answer = await signIn(username, PASSWORD, alias);
    if (answer.status !== 200) throw new Error(`sign-in of ${username}: ${JSON.stringify(answer.body)}`);
    tokens.set(key, answer.body.sessionToken as string);
  }
  return { alias, headers: { [STAFF_TOKEN_HEADER]: tokens.get(key)! } };
}
const withToken = (token: string, alias = 'demo') => ({ alias, headers: { [STAFF_TOKEN_HEADER]: token } });
const create = async (username: string, role = 'pro-shop', by = OWNER) =>
  api.post('/api/admin/staff', { username, name: `Staff ${username}`, role, password: PASSWORD }, await as(by));
const list = async (by = OWNER) => (await api.get('/api/admin/staff', await as(by))).body.staff as StaffAccount[];
const auditOf = (target: string) =>
  server.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.target, target)).orderBy(asc(adminAuditLog.id));

describe('staff accounts', () => {
  it('lists the alias’s staff for its owner, never a hash, with the last sign-in', async () => {
    await as(OWNER);
    const answer = await api.get('/api/admin/staff', await as(OWNER));
    expect(answer.status).toBe(200);
    const usernames = (answer.body.staff as StaffAccount[]).map((staff) => staff.username);
    expect(usernames.slice(0, 3)).toEqual([OWNER, 'manager@harborpines.example', 'proshop@harborpines.example']);
    expect(usernames).not.toContain('manager@eaglesnest.example');
    expect(JSON.stringify(answer.body)).not.toMatch(/argon2|passwordHash|password_hash/);
    const owner = (answer.body.staff as StaffAccount[])[0]!;
    // Times in the engine's zone (New York), as the Activity writes them.
    expect(answer.body.timeZone).toBe('America/New_York');
    expect(owner).toMatchObject({
      role: 'owner',
      active: true,
      disabledAt: null,
      lockedUntil: null,
      lastSignInAt: '2026-07-10T08:00:00.000-04:00',
    });
    expect(Date.parse(owner.lastSignInAt!)).toBe(NOW.getTime());
  });

  it('refuses managers and pro-shop staff (403), golfers’ and missing tokens (401), and another alias’s owner token (401)', async () => {
    for (const username of ['manager@harborpines.example', 'proshop@harborpines.example']) {
      expect((await api.get('/api/admin/staff', await as(username))).status, username).toBe(403);
      expect((await create(`refused.${username}`, 'pro-shop', username)).status, username).toBe(403);
      expect((await api.put('/api/admin/staff/1', { role: 'owner' }, await as(username))).status, username).toBe(403);
    }
    expect((await api.get('/api/admin/staff', { alias: 'demo' })).status).toBe(401);
    expect((await api.get('/api/admin/staff', withToken(tokens.get(`demo|${OWNER}`)!, 'simulator'))).status).toBe(401);
    expect(await server.app.db.select().from(staffAccounts).where(like(staffAccounts.username, 'refused.%'))).toEqual(
      [],
    );
  });

  it('adds an account under the golfers’ password rule, refuses a username already used here (409), and the new account signs in', async () => {
    const answer = await create('New.Desk@HarborPines.example', 'pro-shop');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      username: 'new.desk@harborpines.example',
      role: 'pro-shop',
      active: true,
      lastSignInAt: null,
    });
    const [row] = await server.app.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.username, 'new.desk@harborpines.example'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const again = await create('new.desk@harborpines.example', 'manager');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', details: { reason: 'username-taken' } });
    // The same username on another alias is another account (owners there are not demo's business).
    expect((await create(OWNER)).status).toBe(409);

    for (const password of ['short1A', 'abcdefgh1', '12345678']) {
      const weak = await api.post(
        '/api/admin/staff',
        { username: `weak.${password}@harborpines.example`, name: 'Weak', role: 'pro-shop', password },
        await as(OWNER),
      );
      expect(weak.status, password).toBe(400);
      expect(JSON.stringify(weak.body)).toContain('Minimum of 8 characters');
    }
    expect(
      (
        await api.post(
          '/api/admin/staff',
          { username: 'not-an-email', name: 'X', role: 'pro-shop', password: PASSWORD },
          await as(OWNER),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.post(
          '/api/admin/staff',
          { username: 'x@harborpines.example', name: 'X', role: 'janitor', password: PASSWORD },
          await as(OWNER),
        )
      ).status,
    ).toBe(400);

    const signedIn = await signIn('new.desk@harborpines.example');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.staff.role).toBe('pro-shop');

    const audit = await auditOf(`staff:${answer.body.id}`);
    expect(audit.map((entry) => [entry.action, entry.username])).toEqual([['staff.create', OWNER]]);
    expect(audit[0]!.details).toEqual({
      after: {
        username: 'new.desk@harborpines.example',
        name: 'Staff New.Desk@HarborPines.example',
        role: 'pro-shop',
        active: true,
      },
    });
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
  });

  it('changes a role: the session in use gets the new permissions at once', async () => {
    const made = (await create('promoted@harborpines.example', 'pro-shop')).body as StaffAccount;
    const session = await as('promoted@harborpines.example');
    expect((await api.get('/api/admin/blocks?from=2026-07-10&to=2026-07-10', session)).status).toBe(403);
    const changed = await api.put(`/api/admin/staff/${made.id}`, { role: 'manager' }, await as(OWNER));
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('manager');
    expect((await api.get('/api/admin/session', session)).body.staff.role).toBe('manager');
    const [entry] = await auditOf(`staff:${made.id}`).then((rows) =>
      rows.filter((row) => row.action === 'staff.update'),
    );
    expect(entry!.details).toMatchObject({
      before: { role: 'pro-shop' },
      after: { role: 'manager' },
      passwordReset: false,
      sessionsRevoked: 0,
    });
  });

  it('disables an account: its live session stops at once, it cannot sign in; enabling lets it sign in again', async () => {
    const made = (await create('leaver@harborpines.example', 'manager')).body as StaffAccount;
    const session = await as('leaver@harborpines.example');
    expect((await api.get('/api/admin/session', session)).status).toBe(200);

    const disabled = await api.put(`/api/admin/staff/${made.id}`, { active: false }, await as(OWNER));
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ active: false, disabledAt: '2026-07-10T08:00:00.000-04:00' });
    const after = await api.get('/api/admin/session', session);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('SESSION_EXPIRED');
    const refused = await signIn('leaver@harborpines.example');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('INVALID_CREDENTIALS');

    expect((await api.put(`/api/admin/staff/${made.id}`, { active: true }, await as(OWNER))).body.active).toBe(true);
    expect((await signIn('leaver@harborpines.example')).status).toBe(200);
    const updates = (await auditOf(`staff:${made.id}`)).filter((row) => row.action === 'staff.update');
    expect(updates.map((row) => row.details)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ active: true }),
        after: expect.objectContaining({ active: false }),
        sessionsRevoked: 1,
      }),
      expect.objectContaining({ after: expect.objectContaining({ active: true }), sessionsRevoked: 0 }),
    ]);
  });

  it('resets a password: the old one and the old sessions stop working; never audited in clear', async () => {
    const made = (await create('forgetful@harborpines.example', 'pro-shop')).body as StaffAccount;
    const session = await as('forgetful@harborpines.example');
    const reset = await api.put(`/api/admin/staff/${made.id}`, { password: 'NewPass99' }, await as(OWNER));
    expect(reset.status).toBe(200);
    expect((await api.get('/api/admin/session', session)).status).toBe(401);
    expect((await signIn('forgetful@harborpines.example')).status).toBe(401);
    expect((await signIn('forgetful@harborpines.example', 'NewPass99')).status).toBe(200);
    expect((await api.put(`/api/admin/staff/${made.id}`, { password: 'weak' }, await as(OWNER))).status).toBe(400);
    const audit = await auditOf(`staff:${made.id}`);
    expect(audit.find((row) => row.action === 'staff.update')!.details).toMatchObject({
      passwordReset: true,
      sessionsRevoked: 1,
    });
    expect(JSON.stringify(audit)).not.toMatch(/NewPass99|argon2/);
  });

  it('keeps an active owner: nobody demotes or disables themselves (409, nothing written), a password change of oneself keeps the session', async () => {
    const owner = (await list()).find((staff) => staff.username === OWNER)!;
    const before = (await server.app.db.select().from(adminAuditLog)).length;
    for (const body of [{ role: 'manager' }, { active: false }, { role: 'owner', active: false }]) {
      const answer = await api.put(`/api/admin/staff/${owner.id}`, body, await as(OWNER));
      expect(answer.status, JSON.stringify(body)).toBe(409);
      expect(answer.body.error).toMatchObject({
        code: 'CONFLICT',
        message: 'You cannot change your own role or disable your own account',
        details: { reason: 'self' },
      });
    }
    expect((await server.app.db.select().from(adminAuditLog)).length).toBe(before);
    expect((await api.put(`/api/admin/staff/${owner.id}`, { password: 'Another22' }, await as(OWNER))).status).toBe(
      200,
    );
    expect((await api.get('/api/admin/staff', await as(OWNER))).status).toBe(200);
    expect((await api.put(`/api/admin/staff/${owner.id}`, { password: PASSWORD }, await as(OWNER))).status).toBe(200);
  });

  it('two owners disabling each other at once leave one active owner; the guard refuses the last one (409)', async () => {
    const first = (await create('owner.a@harborpines.example', 'owner')).body as StaffAccount;
    const second = (await create('owner.b@harborpines.example', 'owner')).body as StaffAccount;
    const [a, b] = [await as('owner.a@harborpines.example'), await as('owner.b@harborpines.example')];
    // The seeded owner stays out of it: demote it for the test, restore it at the end.
    const seeded = (await list()).find((staff) => staff.username === OWNER)!;
    expect((await api.put(`/api/admin/staff/${seeded.id}`, { role: 'manager' }, a)).status).toBe(200);
    const answers = await Promise.all([
      api.put(`/api/admin/staff/${second.id}`, { active: false }, a),
      api.put(`/api/admin/staff/${first.id}`, { active: false }, b),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== 200)!;
    expect([401, 409]).toContain(loser.status);
    if (loser.status === 409)
      expect(loser.body.error).toMatchObject({
        message: 'The booking engine must keep at least one active owner',
        details: { reason: 'last-owner' },
      });
    const owners = await server.app.db
      .select()
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, 'owner'), like(staffAccounts.username, 'owner.%')));
    expect(owners.filter((row) => row.disabledAt === null)).toHaveLength(1);

    // The guard itself, for a caller whose account was disabled after its session was checked.
    const disabled = owners.find((row) => row.disabledAt !== null)!;
    const active = owners.find((row) => row.disabledAt === null)!;
    const [engine] = await server.app.db.select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
    const context = {
      app: server.app,
      engine: engine!,
      auth: { staff: disabled, session: { id: 0 } } as StaffAuth,
      now: NOW,
      client: '127.0.0.1',
    };
    await expect(updateStaffAccountOf(context, active.id, { active: false })).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'last-owner' },
    });
    await expect(updateStaffAccountOf(context, seeded.id, { role: 'owner' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const winner = active.id === first.id ? a : b;
    expect((await api.put(`/api/admin/staff/${seeded.id}`, { role: 'owner' }, winner)).status).toBe(200);
  });

  it('answers 404 for another alias’s staff account and never changes it', async () => {
    const [other] = await server.app.db
      .select()
      .from(staffAccounts)
      .where(and(eq(staffAccounts.username, 'manager@eaglesnest.example')));
    for (const body of [{ role: 'pro-shop' }, { active: false }, { password: 'Hijack2026' }]) {
      const answer = await api.put(`/api/admin/staff/${other!.id}`, body, await as(OWNER));
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    }
    const [after] = await server.app.db.select().from(staffAccounts).where(eq(staffAccounts.id, other!.id));
    expect(after).toEqual(other);
    expect((await api.put('/api/admin/staff/999999', { role: 'pro-shop' }, await as(OWNER))).status).toBe(404);
    expect((await api.put(`/api/admin/staff/${other!.id}`, {}, await as(OWNER))).status).toBe(400);
    expect((await signIn('manager@eaglesnest.example', PASSWORD, 'simulator')).status).toBe(200);
  });
});
