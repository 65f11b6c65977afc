import {
  ACTIVITY_PAGE_SIZE_MAX,
  type ActivityEntryDto,
  type ActivityResponse,
} from '@fairway/contract/admin-activity.contract';
import type { AdminSettingsResponse } from '@fairway/contract/admin-settings.contract';
import type { StaffListResponse } from '@fairway/contract/admin-staff.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/checkout.ts';
import { createFixtures, type Fixtures, MATRIX_NOW, optionsOf } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// GET /api/admin/activity: the audit log in words, a page at a time, in the engine's time zone.
// MATRIX_NOW is 2026-07-10 12:00 UTC, 08:00 in New York (Harbor Pines, the demo alias).

const MANAGER = 'manager@harborpines.example';
const OWNER = 'owner@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
let clock = MATRIX_NOW;
let server: TestServer;
let fx: Fixtures;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);

async function activity(query = '', username = MANAGER, alias = 'demo'): Promise<ActivityResponse> {
  const answer = await fx.api.get(`/api/admin/activity${query}`, await as(username, alias));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ActivityResponse;
}

describe('GET /api/admin/activity', () => {
  it('is for owners and managers of the alias: pro-shop staff 403, golfers and other aliases’ staff 401, bad queries 400', async () => {
    for (const username of [OWNER, MANAGER]) await activity('', username);
    expect((await fx.api.get('/api/admin/activity', await as(PROSHOP))).status).toBe(403);
    const other = await as('manager@eaglesnest.example', 'simulator');
    expect((await fx.api.get('/api/admin/activity', { ...other, alias: 'demo' })).status).toBe(401);
    expect((await fx.api.get('/api/admin/activity', { alias: 'demo', bearer: fx.main.bearer })).status).toBe(401);
    for (const query of [
      '?limit=0',
      `?limit=${ACTIVITY_PAGE_SIZE_MAX + 1}`,
      '?before=abc',
      '?before=0',
      '?actor=-1',
      '?action=DROP%20TABLE',
      '?from=2026-13-01',
      '?from=2026-07-11&to=2026-07-10',
    ]) {
      const refused = await fx.api.get(`/api/admin/activity${query}`, await as(MANAGER));
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.code, query).toMatch(/VALIDATION_FAILED|BAD_REQUEST/);
    }
  });

  it('says who cancelled how many of the party’s players, the booking, the refund and where it went', async () => {
    const booked = await fx.reservation();
    const answer = await fx.api.post(
      `/api/admin/reservations/${booked.reservationId}/cancellation`,
      { players: [2], refund: true, reason: 'Rain-out' },
      {
        ...(await as(MANAGER)),
        headers: { ...(await as(MANAGER)).headers, 'idempotency-key': `activity-${Date.now()}` },
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [row] = await server.app.db
      .select({ confirmationNumber: reservations.confirmationNumber })
      .from(reservations)
      .where(eq(reservations.id, booked.reservationId));
    const [entry] = (await activity('?action=reservation.cancel&limit=1')).entries;
    expect(entry).toMatchObject({
      occurredAt: '2026-07-10T08:00:00.000-04:00',
      timeZone: 'America/New_York',
      action: 'reservation.cancel',
      actor: { name: 'Riley Chen', role: 'manager' },
      summary: {
        key: 'activity.reservation.cancel',
        params: {
          actor: 'Riley Chen',
          cancelled: 1,
          count: 2,
          confirmation: row!.confirmationNumber,
          refund: { cents: answer.body.refund.amountCents, currency: 'USD' },
          reason: 'Rain-out',
          context: 'card',
        },
      },
    });
    expect(answer.body.refund.amountCents).toBeGreaterThan(0);
    expect(entry!.changes.map((change) => [change.field, change.after?.text])).toEqual([
      ['cancelledSlots', '2'],
      ['reason', 'Rain-out'],
    ]);
  });

  it('shows a welcome message as the operator typed it: decoded once from its stored form, never escaped', async () => {
    const current = (await fx.api.get('/api/admin/settings', await as(MANAGER))).body as AdminSettingsResponse;
    // The console stores welcome messages entity-encoded (SPEC §4), as the seed does.
    const saved = await fx.api.put(
      '/api/admin/settings',
      {
        settings: {
          appearance: { ...current.settings.appearance, welcomeMessage: '&lt;p&gt;Tee &amp;amp; tea&lt;/p&gt;' },
        },
      },
      await as(MANAGER),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [entry] = (await activity('?action=settings.update&limit=1')).entries;
    expect(entry!.summary).toEqual({
      key: 'activity.settings.update',
      params: { actor: 'Riley Chen', count: 1, fields: ['appearance.welcomeMessage'] },
    });
    const [change] = entry!.changes;
    expect(change!.field).toBe('appearance.welcomeMessage');
    expect(change!.after).toEqual({ kind: 'text', text: '<p>Tee &amp; tea</p>' });
    expect(change!.before?.text).toMatch(/^<p>Welcome to <strong>Harbor Pines<\/strong>/);
    expect(JSON.stringify(entry)).not.toContain('&lt;');
  });

  it('names the courses and rates a promotion is limited to, not their ids', async () => {
    const rateSets = (await fx.api.get('/api/admin/rate-sets', await as(MANAGER))).body.rateSets as {
      facilityId: number;
      rates: { rateId: number; name: string; audience: string }[];
    }[];
    const set = rateSets.find((candidate) => candidate.rates.some((rate) => rate.audience === 'public'))!;
    const rate = set.rates.find((candidate) => candidate.audience === 'public')!;
    const created = await fx.api.post(
      '/api/admin/promotions',
      {
        code: 'ACTIVITY5',
        type: 'amount',
        value: 500,
        allowedPlayers: [1, 2],
        validFrom: null,
        validTo: null,
        active: true,
        limits: { facilityIds: [set.facilityId], rateIds: [rate.rateId] },
      },
      await as(MANAGER),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [entry] = (await activity('?action=promotion.create&limit=1')).entries;
    expect(entry!.summary).toEqual({
      key: 'activity.promotion.create',
      params: { actor: 'Riley Chen', code: 'ACTIVITY5' },
    });
    const after = (field: string) => entry!.changes.find((change) => change.field === field)?.after?.text;
    expect(after('value')).toBe('$5.00');
    expect(after('limits.rateIds')).toBe(rate.name);
    expect(after('limits.facilityIds')).toMatch(/Harbor Pines|North|South/);
  });

  it('reads a sign-in exactly as the staff list’s last sign-in: the same ISO time with the same zone', async () => {
    // 22:30 in New York on the 10th, already the 11th in UTC.
    clock = new Date('2026-07-11T02:30:00.000Z');
    try {
      // Fresh sessions: the earlier ones have been idle too long by now.
      const owner = optionsOf(await fx.staff(OWNER));
      const signedIn = optionsOf(await fx.staff(MANAGER));
      const staff = (await fx.api.get('/api/admin/staff', owner)).body as StaffListResponse;
      const manager = staff.staff.find((account) => account.username === MANAGER)!;
      const read = async (query: string) =>
        (await fx.api.get(`/api/admin/activity${query}`, signedIn)).body as ActivityResponse;
      const log = await read(`?action=session.sign-in&actor=${manager.id}&limit=1`);
      const [entry] = log.entries as [ActivityEntryDto];
      expect(manager.lastSignInAt).toBe('2026-07-10T22:30:00.000-04:00');
      expect(entry.occurredAt).toBe(manager.lastSignInAt);
      expect(entry.timeZone).toBe(staff.timeZone);
      expect(log.timeZone).toBe('America/New_York');
      expect(entry.summary).toEqual({ key: 'activity.session.sign-in', params: { actor: 'Riley Chen' } });
      // Its day is the engine's day, not UTC's.
      const ofThe10th = await read(`?action=session.sign-in&actor=${manager.id}&from=2026-07-10&to=2026-07-10`);
      expect(ofThe10th.entries.map((found) => found.id)).toContain(entry.id);
      expect((await read(`?actor=${manager.id}&from=2026-07-11`)).entries).toEqual([]);
    } finally {
      clock = MATRIX_NOW;
    }
  });

  it('pages newest first without gaps or repeats, filters by staff member and action or area, and keeps to the alias', async () => {
    const everything = await activity('?limit=100');
    expect(everything.entries.length).toBeGreaterThan(4);
    expect(everything.entries.length).toBeLessThan(100);
    expect(everything.nextBefore).toBeNull();
    const paged: number[] = [];
    let before: number | null = null;
    do {
      const page = await activity(`?limit=2${before === null ? '' : `&before=${before}`}`);
      expect(page.entries.length).toBeLessThanOrEqual(2);
      paged.push(...page.entries.map((entry) => entry.id));
      before = page.nextBefore;
    } while (before !== null);
    expect(paged).toEqual(everything.entries.map((entry) => entry.id));
    const times = everything.entries.map((entry) => Date.parse(entry.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Every entry in words: no raw code reaches the console.
    expect(everything.entries.filter((entry) => entry.summary.key === 'activity.unknown')).toEqual([]);
    expect(everything.actions).toEqual(expect.arrayContaining(['session.sign-in', 'reservation.cancel']));
    expect(everything.actors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Morgan Hale', role: 'owner' }),
        expect.objectContaining({ name: 'Riley Chen', role: 'manager' }),
        expect.objectContaining({ name: 'Sam Ortiz', role: 'pro-shop' }),
      ]),
    );
    const owner = everything.actors.find((actor) => actor.role === 'owner')!;
    const owners = await activity(`?actor=${owner.id}`);
    expect(owners.entries.length).toBeGreaterThan(0);
    expect(owners.entries.every((entry) => entry.actor.id === owner.id)).toBe(true);
    const sessions = await activity('?action=session');
    expect(sessions.entries.length).toBeGreaterThan(0);
    expect(sessions.entries.every((entry) => entry.action.startsWith('session.'))).toBe(true);

    // Another alias's log: its own staff only, and a cursor of ours reads nothing of it.
    const simulator = await activity('', 'manager@eaglesnest.example', 'simulator');
    expect(simulator.entries.length).toBeGreaterThan(0);
    expect(simulator.entries.every((entry) => entry.actor.name !== 'Riley Chen')).toBe(true);
    expect(simulator.actors.map((actor) => actor.name)).not.toContain('Riley Chen');
    expect(simulator.timeZone).toBe('America/Chicago');
    const theirs = simulator.entries[0]!.id;
    expect((await activity(`?before=${theirs + 1}`)).entries.every((entry) => entry.id !== theirs)).toBe(true);
    expect((await activity(`?before=${theirs}`)).entries).toEqual([]);
  });
});
