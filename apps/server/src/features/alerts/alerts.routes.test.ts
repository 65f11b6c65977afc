import { alertSchema } from '@fairway/contract/alerts.contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teeTimeAlerts } from '../../db/schema/alerts.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ALERTS_MAX } from '@fairway/domain/alerts/alert-limits';

// 09:00 in New York on 2026-07-10: the alerts' facility zone.
const NOW = new Date('2026-07-10T13:00:00Z');
// The app clock: a test moves it to make alerts whose days have since passed.
let clock = NOW;
let server: TestServer;
let api: ReturnType<typeof accountsClient>;
let north: number;
let south: number;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = accountsClient(server.baseUrl);
  const facilities = (await api.get('/api/facilities')).body as { id: number; courseId: string }[];
  north = facilities.find((facility) => facility.courseId === 'harbor-pines-north')!.id;
  south = facilities.find((facility) => facility.courseId === 'harbor-pines-south')!.id;
});
afterAll(() => server.close());

let counter = 0;
async function golfer(alias = 'demo') {
  const email = `alerts${++counter}-${Date.now()}@example.com`;
  const answer = await api.post(
    '/api/profile',
    { emailAddress: email, password: 'Birdie2024', firstName: 'Ada', lastName: 'Lovelace' },
    { alias },
  );
  return { bearer: answer.body.sessionToken as string, alias };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  dates: ['2026-07-12'],
  timezone: 'America/New_York',
  teetimeStartTime: 420,
  teetimeEndTime: 600,
  players: 2,
  facilityIds: [north],
  holes: [18],
  lzCurrentLanguage: 'fr',
  ...overrides,
});
const path = '/api/profile/teetime-alerts';
const rows = async () => (await db().select({ n: count() }).from(teeTimeAlerts))[0]!.n;

describe('tee-time alerts CRUD', () => {
  it('creates an alert answered with its id, reads it back, edits and deletes it', async () => {
    const me = await golfer();
    const created = await api.post(
      path,
      body({ dates: ['2026-07-13', '2026-07-12', '2026-07-12'], facilityIds: [south, north] }),
      me,
    );
    expect(created.status).toBe(201);
    const alert = alertSchema.parse(created.body);
    expect(alert).toMatchObject({
      dates: ['2026-07-12', '2026-07-13'],
      facilityIds: [north, south].sort((a, b) => a - b),
      holes: [18],
      language: 'fr',
      status: 'active',
    });

    expect((await api.get(`${path}/${alert.id}`, me)).body).toEqual(alert);

    const edited = await api.call('PATCH', `${path}/${alert.id}`, body({ players: 4, teetimeEndTime: 720 }), me);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: alert.id, players: 4, teetimeEndTime: 720, dates: ['2026-07-12'] });

    expect((await api.call('DELETE', `${path}/${alert.id}`, undefined, me)).status).toBe(200);
    expect((await api.get(`${path}/${alert.id}`, me)).status).toBe(404);
  });

  it('lists active alerts oldest first and inactive ones newest first, by first date + start time in the facility zone', async () => {
    const me = await golfer();
    const ids: Record<string, string> = {};
    const make = async (name: string, dates: string[], start: number) => {
      const answer = await api.post(
        path,
        body({ dates, teetimeStartTime: start, teetimeEndTime: Math.max(start, 600) }),
        me,
      );
      expect(answer.status).toBe(201);
      ids[answer.body.id] = name;
    };
    await make('later', ['2026-07-20'], 420);
    await make('today-ahead', ['2026-07-10'], 9 * 60 + 1); // 09:01 local, still ahead
    await make('today-past', ['2026-07-10'], 8 * 60 + 30); // 08:30 local: past, though 08:30 UTC would not be
    // Made a week earlier: days before today are refused now.
    clock = new Date('2026-06-30T13:00:00Z');
    try {
      await make('long-ago', ['2026-07-01', '2026-07-30'], 420); // the first date decides
      await make('yesterday', ['2026-07-09'], 420);
    } finally {
      clock = NOW;
    }
    const active = await api.get(`${path}?status=active`, me);
    expect(active.status).toBe(200);
    expect(active.body.alerts.map((a: { id: string }) => ids[a.id])).toEqual(['today-ahead', 'later']);
    const inactive = await api.get(`${path}?status=inactive`, me);
    expect(inactive.body.alerts.map((a: { id: string }) => ids[a.id])).toEqual(['today-past', 'yesterday', 'long-ago']);
    expect(inactive.body.alerts.every((a: { status: string }) => a.status === 'inactive')).toBe(true);
  });

  it('answers a duplicate with 409 TEE_TIME_ALERT_DUPLICATE on create and on edit, writing nothing', async () => {
    const me = await golfer();
    const first = await api.post(path, body(), me);
    expect(first.status).toBe(201);
    const before = await rows();
    // the same criteria in another order and language is still the same alert
    const again = await api.post(path, body({ dates: ['2026-07-12', '2026-07-12'], lzCurrentLanguage: 'de' }), me);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('TEE_TIME_ALERT_DUPLICATE');
    expect(await rows()).toBe(before);

    const other = await api.post(path, body({ players: 3 }), me);
    expect(other.status).toBe(201);
    const clash = await api.call('PATCH', `${path}/${other.body.id}`, body(), me);
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('TEE_TIME_ALERT_DUPLICATE');
    expect((await api.get(`${path}/${other.body.id}`, me)).body.players).toBe(3);

    // another golfer may ask for the same thing
    expect((await api.post(path, body(), await golfer())).status).toBe(201);
  });

  it("is a 404 for another golfer's alert, writing nothing", async () => {
    const owner = await golfer();
    const alert = (await api.post(path, body(), owner)).body;
    const stranger = await golfer();
    expect((await api.get(`${path}/${alert.id}`, stranger)).status).toBe(404);
    expect((await api.call('PATCH', `${path}/${alert.id}`, body({ players: 1 }), stranger)).status).toBe(404);
    expect((await api.call('DELETE', `${path}/${alert.id}`, undefined, stranger)).status).toBe(404);
    expect((await api.get(`${path}?status=active`, stranger)).body.alerts).toEqual([]);
    expect((await api.get(`${path}/${alert.id}`, owner)).body.players).toBe(2);
  });

  it('needs a signed-in golfer', async () => {
    expect((await api.get(`${path}?status=active`)).status).toBe(401);
    expect((await api.post(path, body())).status).toBe(401);
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const me = await golfer();
    const before = await rows();
    const bad = [
      body({ dates: [] }),
      body({ dates: ['2026-02-30'] }),
      body({ teetimeStartTime: 700, teetimeEndTime: 600 }),
      body({ teetimeEndTime: 1440 }),
      body({ players: 0 }),
      body({ players: 5 }),
      body({ holes: [12] }),
      body({ facilityIds: [] }),
      body({ facilityIds: [999999] }), // not a course of this alias
      body({ timezone: 'Europe/Paris' }), // not the courses' zone
      body({ lzCurrentLanguage: 'xx' }),
    ];
    for (const input of bad) {
      const answer = await api.post(path, input, me);
      expect(answer.status, JSON.stringify(input)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(input)).toBeLessThan(500);
      expect(answer.body.error.code).toBeTypeOf('string');
    }
    expect((await api.get(`${path}/not-a-uuid`, me)).status).toBe(400);
    expect((await api.get(`${path}?status=someday`, me)).status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it("refuses a day before today or more than a year ahead (the courses' dates) with a message naming it, and keeps an edited alert's passed days", async () => {
    const me = await golfer();
    const before = await rows();
    const refusals: [string[], number, string][] = [
      [['0000-01-01'], 0, 'The date 0000-01-01 has passed: choose today (2026-07-10) or later'],
      [['2026-07-12', '2026-07-09'], 1, 'The date 2026-07-09 has passed: choose today (2026-07-10) or later'],
      [['9999-12-31'], 0, 'The date 9999-12-31 is too far ahead: alerts reach at most a year, to 2027-07-10'],
      [['2027-07-11'], 0, 'The date 2027-07-11 is too far ahead: alerts reach at most a year, to 2027-07-10'],
    ];
    for (const [dates, index, message] of refusals) {
      const answer = await api.post(path, body({ dates }), me);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        details: { issues: [{ path: ['dates', index] }] },
      });
    }
    expect(await rows()).toBe(before);
    expect((await api.post(path, body({ dates: ['2026-07-10', '2027-07-10'] }), me)).status).toBe(201);

    clock = new Date('2026-07-01T13:00:00Z');
    const older = await api.post(path, body({ dates: ['2026-07-05', '2026-07-15'], players: 4 }), me);
    clock = NOW;
    expect(older.status).toBe(201);
    const kept = await api.call(
      'PATCH',
      `${path}/${older.body.id}`,
      body({ dates: ['2026-07-05', '2026-07-15', '2026-07-16'], players: 4 }),
      me,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.dates).toEqual(['2026-07-05', '2026-07-15', '2026-07-16']);
    const added = await api.call(
      'PATCH',
      `${path}/${older.body.id}`,
      body({ dates: ['2026-07-04', '2026-07-15'], players: 4 }),
      me,
    );
    expect(added.status).toBe(400);
  });

  it('is a 404 where featureFlags.enableTeeTimeAlerts is off', async () => {
    const me = await golfer('simulator');
    const answer = await api.get(`${path}?status=active`, me);
    expect(answer.status).toBe(404);
    expect((await api.post(path, body(), me)).status).toBe(404);
    const owner = await golfer();
    const alert = (await api.post(path, body(), owner)).body;
    expect(await db().select().from(teeTimeAlerts).where(eq(teeTimeAlerts.id, alert.id))).toHaveLength(1);
  });
});

describe('the alerts a golfer keeps are bounded by what can be written (issue #52: no unbounded list)', () => {
  it(`refuses an alert past ${ALERTS_MAX} with a 400, writing nothing, until one is deleted`, async () => {
    const me = await golfer();
    const first = await api.post(path, body(), me);
    expect(first.status).toBe(201);
    // The rest of a full list: copies of the first with criteria of their own.
    await db().execute(sql`
      insert into tee_time_alerts (booking_engine_id, customer_id, dates, timezone, start_minute, end_minute, players, facility_ids, holes, criteria)
      select booking_engine_id, customer_id, dates, timezone, start_minute, end_minute, players, facility_ids, holes, criteria || ':copy' || n
        from tee_time_alerts, generate_series(2, ${ALERTS_MAX}) n where id = ${first.body.id}`);
    const listed = async () =>
      (await api.get(`${path}?status=active`, me)).body.alerts.length +
      (await api.get(`${path}?status=inactive`, me)).body.alerts.length;
    expect(await listed()).toBe(ALERTS_MAX);
    const before = await rows();

    const refused = await api.post(path, body({ players: 3 }), me);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'TEE_TIME_ALERTS_FULL',
      message: `You have ${ALERTS_MAX} tee time alerts, the most you can keep. Please delete one to add another.`,
    });
    expect(await rows()).toBe(before);
    // Another golfer is not held back by this one's list.
    expect((await api.post(path, body({ players: 3 }), await golfer())).status).toBe(201);

    expect((await api.call('DELETE', `${path}/${first.body.id}`, undefined, me)).status).toBe(200);
    expect((await api.post(path, body({ players: 3 }), me)).status).toBe(201);
    expect(await listed()).toBe(ALERTS_MAX);
  });
});
