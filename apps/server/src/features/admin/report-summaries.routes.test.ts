import type { NoShowPlayer, NoShowPlayersPage, ReportQuery } from '@fairway/contract/admin-reports.contract';
import { STAFF_TOKEN_HEADER, type StaffRates, type WalkInResult } from '@fairway/contract/admin.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  noShowPlayersFromRows,
  noShowsReportFromRows,
  promotionsReportFromRows,
  revenueReportFromRows,
  utilisationReportFromRows,
} from './testing/reports-from-rows.ts';
import { staffCaller } from './testing/staff-caller.ts';
import { expectStoredEntriesExact } from './testing/stored-entries.ts';

// The season reports read summaries the database keeps in the transactions that write bookings
// (db/schema/report-summaries.ts). Through a mix of what changes their figures (online bookings
// with and without a promotion code, walk-ins of each payment method, cancellations whole and in
// part with refunds, a custom refund, a rain check, check-in, no-shows set and undone, a move to
// another day, another alias's booking of the same course), each report must equal the same
// report computed from the raw rows as the console did before (testing/reports-from-rows.ts), and
// every stored figure must equal its recomputation.

const DAY_ONE = '2026-07-22';
const DAY_TWO = '2026-07-23';
const RANGE: ReportQuery = { from: DAY_ONE, to: DAY_TWO };
const MANAGER = 'manager@harborpines.example';
const DEALS = 'manager@teetimedeals.example';
let clock = MATRIX_NOW;
let server: TestServer;
let fx: Fixtures;
let south: number;
const free = new Map<string, string[]>();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  south = await fx.api.facilityId('harbor-pines-south');
  for (const date of [DAY_ONE, DAY_TWO])
    free.set(
      date,
      (await fx.api.teeTimes(date, south))
        .filter(
          (time) =>
            time.availableSlots === 4 && time.rates.some((rate) => !rate.trade && rate.allowedPlayers.includes(2)),
        )
        .map((time) => time.teetime),
    );
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
let keys = 0;
const key = () => `summaries-${Date.now()}-${++keys}`;
const nextFree = (date: string) => {
  const time = free.get(date)?.pop();
  if (!time) throw new Error(`no open South tee time left on ${date}`);
  return time;
};
const withKey = async (username = MANAGER, alias = 'demo') => {
  const staff = await as(username, alias);
  return { ...staff, headers: { ...staff.headers, 'idempotency-key': key() } };
};

async function walkIn(teetime: string, paymentMethod: string, username = MANAGER, alias = 'demo') {
  const staff = await as(username, alias);
  const rates = (await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, staff)).body as StaffRates;
  const rate = rates.rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const body = {
    facilityId: south,
    teetime,
    players: 2,
    rateId: rate.rateId,
    golfer: { firstName: 'Walt', lastName: `Inn ${paymentMethod}` },
    paymentMethod,
  };
  const answer = await fx.api.post('/api/admin/reservations', body, await withKey(username, alias));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as WalkInResult;
}

/** A guest's online booking of two players (with a promotion code or not), through the cart and checkout. */
async function onlineBooking(teetime: string, promotionCode?: string): Promise<string> {
  const time = (await fx.api.teeTimes(teetime.slice(0, 10), south)).find((candidate) => candidate.teetime === teetime)!;
  const rate = time.rates.find((entry) => !entry.trade && entry.allowedPlayers.includes(2))!;
  const cartId = await fx.api.newCart();
  const added = await fx.api.post(`/api/shopping-cart/${cartId}/cart-item`, {
    item: {
      type: 'tee-time',
      facilityId: south,
      ...(promotionCode ? { promotionCode } : {}),
      extra: { teetime, rateId: rate.rateId, players: 2, transportation: 'Cart' },
    },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const invoice = await fx.api.invoice(cartId);
  const paid = await fx.api.pay(cartId, key(), {
    paymentToken: await fx.api.cardToken(cartId),
    invoiceTotalAmount: invoice.body.dueNow.original.total as number,
    formData: {
      firstName: 'Ada',
      lastName: promotionCode ? 'Promo' : 'Online',
      email: 'summaries.online@example.com',
      phone: '+1 (555) 010-2030',
      notes: 'Online booking',
      teeTimePolicyAccepted: true,
    },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.order.reservations[0].reservationId as string;
}

const cancel = async (id: string, body: Record<string, unknown>) => {
  const answer = await fx.api.post(`/api/admin/reservations/${id}/cancellation`, body, await withKey());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

async function attendance(id: string, slot: number, state: string) {
  clock = new Date(`${DAY_ONE}T14:00:00Z`); // 10:00 at the course: the day's attendance can be marked
  const onTheDay = { alias: 'demo', headers: { [STAFF_TOKEN_HEADER]: (await fx.staff(MANAGER)).staffToken } };
  const answer = await fx.api.put(`/api/admin/reservations/${id}/players/${slot}/attendance`, { state }, onTheDay);
  clock = MATRIX_NOW;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const demoEngine = async () => {
  const [engine] = await server.app.db.select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
  return engine!;
};

const query = `from=${RANGE.from}&to=${RANGE.to}`;
const report = async (kind: string) => {
  const answer = await fx.api.get(`/api/admin/reports/${kind}?${query}`, await as(MANAGER));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** Every no-show player of the range, through the pages of GET …/no-shows/players (a small page, so there are several). */
async function noShowPlayers(): Promise<NoShowPlayer[]> {
  const players: NoShowPlayer[] = [];
  let before: string | null = null;
  for (let page = 0; page < 50; page++) {
    const cursor = before === null ? '' : `&${new URLSearchParams({ before })}`;
    const answer = await fx.api.get(`/api/admin/reports/no-shows/players?${query}&limit=1${cursor}`, await as(MANAGER));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = answer.body as NoShowPlayersPage;
    expect(page.players.length).toBeLessThanOrEqual(1);
    players.push(...page.players);
    before = page.nextBefore;
    if (before === null) return players;
  }
  throw new Error('more than 50 pages of no-show players');
}

/** Every report of the range equals the raw rows' computation, and every stored figure its recomputation. */
async function expectSummariesExact(step: string) {
  await expectStoredEntriesExact(server, step);
  const engine = await demoEngine();
  const db = server.database!.handle.db;
  expect(await report('revenue'), `revenue after ${step}`).toEqual(await revenueReportFromRows(db, engine, RANGE));
  expect(await report('no-shows'), `no-shows after ${step}`).toEqual(await noShowsReportFromRows(db, engine, RANGE));
  expect(await noShowPlayers(), `no-show players after ${step}`).toEqual(
    await noShowPlayersFromRows(db, engine, RANGE),
  );
  expect(await report('promotions'), `promotions after ${step}`).toEqual(
    await promotionsReportFromRows(db, engine, RANGE),
  );
  expect(await report('utilisation'), `utilisation after ${step}`).toEqual(
    await utilisationReportFromRows(db, engine, RANGE),
  );
  const teeTimeDays = await db.execute(sql`
    select count(*)::int as n from (
      (select facility_id, play_date, booked from report_tee_time_days
       except
       select facility_id, left(tee_time, 10), jsonb_object_agg(tee_time, players) from (
         select facility_id, tee_time, sum(players)::integer as players from tee_time_bookings
         where status = 'booked' group by facility_id, tee_time) booked
       group by facility_id, left(tee_time, 10))
      union all
      (select facility_id, left(tee_time, 10), jsonb_object_agg(tee_time, players) from (
         select facility_id, tee_time, sum(players)::integer as players from tee_time_bookings
         where status = 'booked' group by facility_id, tee_time) booked
       group by facility_id, left(tee_time, 10)
       except
       select facility_id, play_date, booked from report_tee_time_days)
    ) differing`);
  expect(Number((teeTimeDays.rows[0] as { n: number }).n), `booked tee times after ${step}`).toBe(0);
  const stale = await db.execute(sql`
    select count(*)::int as n from (
      (select * from report_reservations except select * from report_reservation_figures)
      union all
      (select * from report_reservation_figures except select * from report_reservations)
    ) differing`);
  expect(Number((stale.rows[0] as { n: number }).n), `reservations' figures after ${step}`).toBe(0);
  const days = await db.execute(sql`
    select count(*)::int as n from (
      (select booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled,
         reservations::bigint, players::bigint, players_left::bigint, booked_cents, refunded_cents,
         promotion_discount_cents, no_shows::bigint
       from report_days
       except
       select booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled,
         count(*), sum(players), sum(players_left), sum(booked_cents), sum(refunded_cents),
         sum(promotion_discount_cents), sum(cardinality(no_show_slots))
       from report_reservation_figures group by 1, 2, 3, 4, 5, 6, 7, 8)
      union all
      (select booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled,
         count(*), sum(players), sum(players_left), sum(booked_cents), sum(refunded_cents),
         sum(promotion_discount_cents), sum(cardinality(no_show_slots))
       from report_reservation_figures group by 1, 2, 3, 4, 5, 6, 7, 8
       except
       select booking_engine_id, facility_id, play_date, channel, rate_name, holes, promotion_code, cancelled,
         reservations::bigint, players::bigint, players_left::bigint, booked_cents, refunded_cents,
         promotion_discount_cents, no_shows::bigint
       from report_days)
    ) differing`);
  expect(Number((days.rows[0] as { n: number }).n), `days' totals after ${step}`).toBe(0);
}

describe('report summaries', () => {
  let promo: string;
  let online: string;
  let cash: WalkInResult;
  let card: WalkInResult;
  let payAtCourse: WalkInResult;
  let later: WalkInResult;

  it('start empty and count what checkout and staff bookings write', async () => {
    const empty = (await report('revenue')) as { courses: { total: { reservations: number } }[] };
    expect(empty.courses.every((course) => course.total.reservations === 0)).toBe(true);
    promo = await onlineBooking(nextFree(DAY_ONE), 'spring10');
    online = await onlineBooking(nextFree(DAY_ONE));
    cash = await walkIn(nextFree(DAY_ONE), 'cash');
    card = await walkIn(nextFree(DAY_ONE), 'card-present');
    payAtCourse = await walkIn(nextFree(DAY_TWO), 'pay-at-course');
    later = await walkIn(nextFree(DAY_TWO), 'cash');
    await walkIn(nextFree(DAY_ONE), 'cash', DEALS, 'teetime-deals');
    const revenue = (await report('revenue')) as { courses: { facilityId: number; total: { reservations: number } }[] };
    expect(revenue.courses.find((course) => course.facilityId === south)!.total.reservations).toBe(6);
    const promotions = (await report('promotions')) as {
      courses: { facilityId: number; promotions: { code: string; uses: number }[] }[];
    };
    expect(promotions.courses.find((course) => course.facilityId === south)!.promotions).toEqual([
      expect.objectContaining({ code: 'SPRING10', uses: 1 }),
    ]);
    await expectSummariesExact('the bookings');
  });

  it('follow cancellations whole and in part, with their refunds', async () => {
    await cancel(promo, { refund: true, reason: 'Changed plans', players: [2] });
    await cancel(payAtCourse.reservationId, { refund: true, reason: 'Rain' });
    await cancel(online, { refund: true, reason: 'Sick' });
    await cancel(later.reservationId, { refund: false, reason: 'No refund', players: [2] });
    await expectSummariesExact('the cancellations');
  });

  it('follow a custom refund and a rain check given at the counter', async () => {
    const refund = await fx.api.post(
      `/api/admin/reservations/${card.reservationId}/refund`,
      { lines: [{ tender: 'card-present', amountCents: 700 }], reason: 'Aerated greens' },
      await withKey(),
    );
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const rainCheck = await fx.api.post(
      `/api/admin/reservations/${cash.reservationId}/rain-check`,
      { reason: 'Washed out', players: [1] },
      await withKey(),
    );
    expect(rainCheck.status, JSON.stringify(rainCheck.body)).toBe(200);
    await expectSummariesExact('the refund and the rain check');
  });

  it('follow check-in, no-shows set and undone', async () => {
    await attendance(cash.reservationId, 1, 'checked-in');
    await attendance(cash.reservationId, 2, 'no-show');
    await attendance(card.reservationId, 1, 'no-show');
    await attendance(card.reservationId, 2, 'no-show');
    await attendance(card.reservationId, 1, 'booked');
    const noShows = (await report('no-shows')) as { courses: { facilityId: number; noShows: number }[] };
    const course = noShows.courses.find((entry) => entry.facilityId === south)!;
    expect(course.noShows).toBe(2);
    const players = (await noShowPlayers()).filter((player) => player.facilityId === south);
    expect(players.map((player) => player.slot).sort()).toEqual([2, 2]);
    await expectSummariesExact('check-in and no-shows');
  });

  it('follow a move to another day', async () => {
    const moved = await fx.api.put(
      `/api/admin/reservations/${later.reservationId}/tee-time`,
      { facilityId: south, teetime: nextFree(DAY_ONE) },
      await as(MANAGER),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await expectSummariesExact('the move');
  });

  it("follow the booker's name the no-shows report lists", async () => {
    await server.database!.handle.db.execute(
      sql`update orders set first_name = 'Renamed' where id = (select order_id from reservations where id = ${cash.reservationId})`,
    );
    expect(await noShowPlayers()).toContainEqual(
      expect.objectContaining({ facilityId: south, bookerName: 'Renamed Inn cash' }),
    );
    await expectSummariesExact('a new name');
  });
});
