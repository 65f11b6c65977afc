import type { WaitlistEntry, WaitlistResponse } from '@fairway/contract/admin-waitlist.contract';
import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { alertOffers, teeTimeAlerts } from '../../db/schema/alerts.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { teeTimeOpenings } from '../../db/schema/openings.ts';
import { customers } from '../../db/schema/profile.ts';
import { reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { OPENING_OFFERS_JOB } from '../alerts/alerts.public.ts';

// The console's waitlist: who waits for a course's day (this alias's alerts only, oldest first),
// who holds a live offer and until when, and a staff offer made through the offers job's own path.
// The clock starts at 2026-07-10 08:00 in New York and is moved by the tests.
const START = new Date('2026-07-10T12:00:00Z');
let clock = START;
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
let north: number;
const db = () => server.database!.handle.db;
const runJob = () => server.app.periodicJobs.runNow(OPENING_OFFERS_JOB);
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
  north = await api.facilityId('harbor-pines-north', 'demo');
});
afterAll(() => server?.close());

const tokens = new Map<string, string>();
async function as(username: string, alias = 'demo') {
  if (!tokens.has(username)) {
    const answer = await api.post('/api/admin/session', { username, password: 'Fairway2026' }, { alias });
    if (answer.status !== 200) throw new Error(`sign-in of ${username}: ${JSON.stringify(answer.body)}`);
    tokens.set(username, answer.body.sessionToken as string);
  }
  return { alias, headers: { [STAFF_TOKEN_HEADER]: tokens.get(username)! } };
}
const MANAGER = 'manager@harborpines.example';
const PRO_SHOP = 'proshop@harborpines.example';

type Golfer = Awaited<ReturnType<typeof api.newGolfer>>;

async function alertFor(golfer: Golfer, date: string, overrides: Record<string, unknown> = {}) {
  const answer = await api.post(
    '/api/profile/teetime-alerts',
    {
      dates: [date],
      timezone: 'America/New_York',
      teetimeStartTime: 8 * 60,
      teetimeEndTime: 11 * 60,
      players: 2,
      facilityIds: [north],
      lzCurrentLanguage: 'en',
      ...overrides,
    },
    golfer.options,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

async function waitlist(query: string, username = MANAGER): Promise<WaitlistResponse> {
  const answer = await api.get(`/api/admin/waitlist?${query}`, await as(username));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as WaitlistResponse;
}
const entryOf = (list: WaitlistResponse, alertId: string) =>
  list.entries.find((entry) => entry.alertId === alertId) as WaitlistEntry;

const offer = async (alertId: string, teetime: string, username = PRO_SHOP) =>
  api.post(`/api/admin/waitlist/${alertId}/offer`, { facilityId: north, teetime }, await as(username));

const offerMails = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'tee-time-alert-offer')));
const offersOfAlert = (alertId: string) => db().select().from(alertOffers).where(eq(alertOffers.alertId, alertId));

/** The tee-time items of a golfer's own cart. */
async function cartTeeTimes(golfer: Golfer) {
  const cartId = await api.newCart(golfer.options);
  const cart = await api.get(`/api/shopping-cart/${cartId}`, golfer.options);
  return (cart.body.items as { type: string; extra: { teetime: string; players: number } }[])
    .filter((item) => item.type === 'tee-time')
    .map((item) => [item.extra.teetime, item.extra.players]);
}

async function openSlots(teetime: string): Promise<number> {
  const times = await api.teeTimes(teetime.slice(0, 10), north, 'demo');
  return times.find((entry: { teetime: string }) => entry.teetime === teetime)?.availableSlots ?? 0;
}

/** A free time of the day in 08:00–11:00 with the whole tee time free. */
async function freeTime(date: string, from = '08:00'): Promise<string> {
  const list = await waitlist(`date=${date}&facilityId=${north}`);
  const time = list.freeTeeTimes.find(
    (entry) => entry.freeSlots === 4 && entry.teetime.slice(11) >= from && entry.teetime.slice(11) <= '11:00',
  );
  if (!time) throw new Error(`no free time on ${date}`);
  return time.teetime;
}

describe('the waitlist', () => {
  it('lists the alias’s golfers waiting for the course’s day, oldest first, with contact, window and party; paged; today by default', async () => {
    clock = START;
    const [first, second, otherDay] = [await api.newGolfer(), await api.newGolfer(), await api.newGolfer()];
    const firstAlert = await alertFor(first, '2026-07-14');
    const secondAlert = await alertFor(second, '2026-07-14', {
      players: 3,
      teetimeStartTime: 9 * 60,
      teetimeEndTime: 600,
    });
    await alertFor(otherDay, '2026-07-20');
    // Another alias's golfer waiting for the same course and day: never listed here.
    const stranger = await api.newGolfer('maple-ridge');
    const [maple] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'maple-ridge'));
    const [strangerRow] = await db().select().from(customers).where(eq(customers.email, stranger.email));
    await db()
      .insert(teeTimeAlerts)
      .values({
        bookingEngineId: maple!.id,
        customerId: strangerRow!.id,
        dates: ['2026-07-14'],
        timezone: 'America/New_York',
        startMinute: 480,
        endMinute: 660,
        players: 2,
        facilityIds: [north],
        holes: [],
        criteria: 'stranger',
      });

    const list = await waitlist(`date=2026-07-14&facilityId=${north}`);
    expect(list).toMatchObject({ date: '2026-07-14', facilityId: north, timeZone: 'America/New_York', total: 2 });
    expect(list.alertsEnabled).toBe(true);
    expect(list.entries.map((entry) => entry.alertId)).toEqual([firstAlert, secondAlert]);
    expect(JSON.stringify(list)).not.toContain(stranger.email);
    expect(entryOf(list, firstAlert)).toEqual({
      alertId: firstAlert,
      position: 1,
      golfer: { name: 'Grace Hopper', email: first.email, phone: null },
      players: 2,
      fromTime: '08:00',
      toTime: '11:00',
      holes: [],
      // When the golfer asked (the database's clock), with the offset of New York.
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-0[45]:00$/),
      offer: null,
    });
    expect(entryOf(list, secondAlert)).toMatchObject({ position: 2, players: 3, fromTime: '09:00', toTime: '10:00' });
    expect(list.freeTeeTimes.length).toBeGreaterThan(0);
    expect(list.freeTeeTimes.every((time) => time.teetime.startsWith('2026-07-14T') && time.freeSlots > 0)).toBe(true);

    const page = await waitlist(`date=2026-07-14&facilityId=${north}&limit=1&offset=1`);
    expect(page).toMatchObject({ total: 2, offset: 1 });
    expect(page.entries.map((entry) => [entry.alertId, entry.position])).toEqual([[secondAlert, 2]]);

    // Today at the course (08:00 in New York) and the alias's first course by default.
    const today = await waitlist('');
    expect(today.date).toBe('2026-07-10');
    // Started tee times are not offered.
    expect(today.freeTeeTimes.every((time) => time.teetime > '2026-07-10T08:00')).toBe(true);
  });

  it('offers a free time to the chosen golfer as the offers job would: held in their cart, mailed through the outbox, listed with its expiry, audited; on lapse it passes on', async () => {
    clock = START;
    const [older, chosen] = [await api.newGolfer(), await api.newGolfer()];
    // The older alert would be served first by the job: staff chose the other golfer.
    const olderAlert = await alertFor(older, '2026-07-15');
    const chosenAlert = await alertFor(chosen, '2026-07-15');
    const teetime = await freeTime('2026-07-15');

    const answer = await offer(chosenAlert, teetime);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      alertId: chosenAlert,
      offer: { facilityId: north, teetime, players: 2, expiresAt: '2026-07-10T08:10:00.000-04:00', forThisAlert: true },
    });

    // The job's offer: one live row, held for alertOfferHoldMinutes, in the golfer's own cart, hidden from search.
    const [row] = await offersOfAlert(chosenAlert);
    expect(row).toMatchObject({ status: 'offered', players: 2, teetime });
    expect(row!.expiresAt.getTime() - clock.getTime()).toBe(10 * 60_000);
    expect(await cartTeeTimes(chosen)).toEqual([[teetime, 2]]);
    expect(await openSlots(teetime)).toBe(2);
    const [opening] = await db().select().from(teeTimeOpenings).where(eq(teeTimeOpenings.id, row!.openingId));
    expect(opening).toMatchObject({ source: 'operator', teetime, slots: 2, scannedAt: clock });

    // The job's mail, written to the outbox in the offer's transaction.
    const mails = await offerMails(chosen.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A tee time you asked for just opened');
    expect(mails[0]!.text).toContain('held for you alone until 8:10 AM EDT');
    expect(mails[0]!.text).toMatch(/Book it: \S+\/alerts\?alias=demo&book=1/);

    // The sweep does not also give the time to the oldest alert.
    await runJob();
    expect(await offersOfAlert(olderAlert)).toEqual([]);
    expect(await offerMails(older.email)).toHaveLength(0);

    // Listed as live, with its expiry; a second offer to the same golfer is refused.
    expect(entryOf(await waitlist(`date=2026-07-15&facilityId=${north}`), chosenAlert).offer).toEqual({
      facilityId: north,
      teetime,
      players: 2,
      expiresAt: '2026-07-10T08:10:00.000-04:00',
      forThisAlert: true,
    });
    const again = await offer(chosenAlert, await freeTime('2026-07-15', '09:00'));
    expect(again.status).toBe(409);
    expect(again.body.error.details.reason).toBe('offer-live');

    // Audited in words the Activity screen knows.
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'waitlist.offer'), eq(adminAuditLog.target, `alert:${chosenAlert}`)));
    expect(audit).toMatchObject({ username: PRO_SHOP });
    expect(audit!.details).toMatchObject({
      facilityId: north,
      teetime,
      players: 2,
      golfer: 'Grace Hopper',
      heldUntil: '2026-07-10T08:10',
      offerId: row!.id,
    });
    const activity = await api.get('/api/admin/activity?action=waitlist.offer', await as(MANAGER));
    expect(activity.status).toBe(200);
    expect(activity.body.entries[0].summary).toMatchObject({
      key: 'activity.waitlist.offer',
      params: { golfer: 'Grace Hopper', count: 2 },
    });

    // Unbooked when the hold lapses: passed on to the next matching alert, as any offer.
    later(11);
    await runJob();
    expect((await offersOfAlert(chosenAlert)).map((entry) => entry.status)).toEqual(['passed']);
    expect(await cartTeeTimes(chosen)).toEqual([]);
    expect((await offersOfAlert(olderAlert)).map((entry) => [entry.status, entry.teetime])).toEqual([
      ['offered', teetime],
    ]);
    expect(await offerMails(older.email)).toHaveLength(1);
  });

  it('refuses a full tee time, one outside the golfer’s window or day, with clear errors, and writes nothing', async () => {
    clock = START;
    const golfer = await api.newGolfer();
    const alertId = await alertFor(golfer, '2026-07-16');
    const booker = await api.newGolfer();
    const full = await api.book(
      { ...booker.options, email: booker.email },
      'harbor-pines-north',
      '2026-07-16',
      4,
      '08:30',
    );
    expect(full.teetime.slice(11) <= '11:00').toBe(true);
    const auditRows = () =>
      db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, 'waitlist.offer'), eq(adminAuditLog.target, `alert:${alertId}`)));
    const operatorOpenings = async () =>
      (await db().select().from(teeTimeOpenings).where(eq(teeTimeOpenings.source, 'operator'))).length;
    const openingsBefore = await operatorOpenings();

    const refused = await offer(alertId, full.teetime);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'TEE_TIME_NOT_ENOUGH_SLOTS',
      message: 'No spots are free at that time',
      details: { availableSlots: 0, players: 2 },
    });

    const outside = await offer(alertId, '2026-07-16T14:00');
    expect(outside.status).toBe(409);
    expect(outside.body.error.message).toBe('This tee time is outside the times the golfer asked for (08:00–11:00)');
    expect(outside.body.error.details).toMatchObject({ reason: 'outside-window', fromTime: '08:00', toTime: '11:00' });

    const otherDay = await offer(alertId, '2026-07-17T09:00');
    expect(otherDay.status).toBe(409);
    expect(otherDay.body.error.details.reason).toBe('not-waiting');

    expect(await offersOfAlert(alertId)).toEqual([]);
    expect(await offerMails(golfer.email)).toHaveLength(0);
    expect(await auditRows()).toEqual([]);
    expect(await operatorOpenings()).toBe(openingsBefore);
  });

  it('lets every role of the alias read and offer; golfers and other aliases get nothing', async () => {
    clock = START;
    const golfer = await api.newGolfer();
    const alertId = await alertFor(golfer, '2026-07-17');
    for (const username of ['owner@harborpines.example', MANAGER, PRO_SHOP]) {
      const list = await waitlist(`date=2026-07-17&facilityId=${north}`, username);
      expect(list.entries.map((entry) => entry.alertId)).toContain(alertId);
    }
    expect((await api.get(`/api/admin/waitlist?date=2026-07-17`, golfer.options)).status).toBe(401);

    // Another alias's staff: their own (empty) waitlist, and a 404 for this alias's alert.
    const maple = await as('manager@mapleridge.example', 'maple-ridge');
    const theirs = await api.get('/api/admin/waitlist?date=2026-07-17', maple);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain(golfer.email);
    const mapleCourse = (theirs.body as WaitlistResponse).facilityId;
    const foreign = await api.post(
      `/api/admin/waitlist/${alertId}/offer`,
      { facilityId: mapleCourse, teetime: '2026-07-17T09:00' },
      maple,
    );
    expect(foreign.status).toBe(404);
    expect(await offersOfAlert(alertId)).toEqual([]);
    // Their token on this alias is nobody's.
    expect((await api.get('/api/admin/waitlist', { ...maple, alias: 'demo' })).status).toBe(401);

    // A course the alias does not show, a bad date.
    expect((await api.get(`/api/admin/waitlist?facilityId=${mapleCourse}`, await as(MANAGER))).status).toBe(404);
    expect((await api.get('/api/admin/waitlist?date=2026-02-30', await as(MANAGER))).status).toBe(400);

    // Pro-shop staff offer.
    const answer = await offer(alertId, await freeTime('2026-07-17'), PRO_SHOP);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });
});
