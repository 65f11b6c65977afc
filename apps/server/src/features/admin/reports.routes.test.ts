import type {
  NoShowPlayersPage,
  NoShowsReport,
  PromotionsReport,
  RevenueReport,
  UtilisationReport,
} from '@fairway/contract/admin-reports.contract';
import {
  STAFF_TOKEN_HEADER,
  type StaffRates,
  type TeeSheet,
  type WalkInResult,
} from '@fairway/contract/admin.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// Reports. A scenario on Harbor Pines South on DATE (a Wednesday nobody else books in
// this file's database): an online booking with SPRING10, a cash walk-in (one no-show), a
// pay-at-course walk-in cancelled with nothing to refund, a card-present walk-in half refunded, and
// a walk-in through teetime-deals (which sells the same course): the demo reports count its
// players in utilisation (the sheet's counts) but never its money or names.

const DATE = '2026-07-15';
const RANGE = `from=${DATE}&to=${DATE}`;
const MANAGER = 'manager@harborpines.example';
const OWNER = 'owner@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
const DEALS = 'manager@teetimedeals.example';
let clock = MATRIX_NOW;
let server: TestServer;
let fx: Fixtures;
let south: number;
let free: string[];

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  south = await fx.api.facilityId('harbor-pines-south');
  free = (await fx.api.teeTimes(DATE, south))
    .filter(
      (time) => time.availableSlots === 4 && time.rates.some((rate) => !rate.trade && rate.allowedPlayers.includes(2)),
    )
    .map((time) => time.teetime);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
let keys = 0;
const key = () => `reports-${Date.now()}-${++keys}`;

function nextFree(): string {
  const time = free.pop();
  if (!time) throw new Error('no open South tee time left');
  return time;
}

async function walkIn(
  teetime: string,
  paymentMethod: string,
  username = MANAGER,
  alias = 'demo',
  golfer = { firstName: 'Walt', lastName: 'Inn' },
) {
  const staff = await as(username, alias);
  const rates = (await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, staff)).body as StaffRates;
  const rate = rates.rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const body = { facilityId: south, teetime, players: 2, rateId: rate.rateId, golfer, paymentMethod };
  const answer = await fx.api.post('/api/admin/reservations', body, {
    ...staff,
    headers: { ...staff.headers, 'idempotency-key': key() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...(answer.body as WalkInResult), rateName: rate.name };
}

/** A guest's online booking of two players with a promotion code, through the real cart and checkout. */
async function onlineBooking(teetime: string, promotionCode: string) {
  const time = (await fx.api.teeTimes(DATE, south)).find((candidate) => candidate.teetime === teetime)!;
  const rate = time.rates.find((entry) => !entry.trade && entry.allowedPlayers.includes(2))!;
  const cartId = await fx.api.newCart();
  const added = await fx.api.post(`/api/shopping-cart/${cartId}/cart-item`, {
    item: {
      type: 'tee-time',
      facilityId: south,
      promotionCode,
      extra: { teetime, rateId: rate.rateId, players: 2, transportation: 'Cart' },
    },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const extra = added.body.items[0].extra as { price: number; standardPrice: number };
  expect(extra.price).toBeLessThan(extra.standardPrice);
  const invoice = await fx.api.invoice(cartId);
  const dueNow = invoice.body.dueNow.original.total as number;
  const paymentToken = await fx.api.cardToken(cartId);
  const paid = await fx.api.pay(cartId, key(), {
    paymentToken,
    invoiceTotalAmount: dueNow,
    formData: {
      firstName: 'Ada',
      lastName: 'Online',
      email: 'reports.online@example.com',
      phone: '+1 (555) 010-2030',
      notes: 'Online',
      teeTimePolicyAccepted: true,
    },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return {
    grandTotal: paid.body.order.grandTotal as number,
    discount: (extra.standardPrice - extra.price) * 2,
    rateName: rate.name,
  };
}

const report = async <T>(kind: string, query = RANGE, username = MANAGER, alias = 'demo') => {
  const answer = await fx.api.get(`/api/admin/reports/${kind}?${query}`, await as(username, alias));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
};
const southOf = <T extends { facilityId: number }>(body: { courses: T[] }) =>
  body.courses.find((course) => course.facilityId === south)!;

let online: Awaited<ReturnType<typeof onlineBooking>>;
let cash: Awaited<ReturnType<typeof walkIn>>;
let payAtCourse: Awaited<ReturnType<typeof walkIn>>;
let card: Awaited<ReturnType<typeof walkIn>>;
let refundedCents = 0;

describe('reports', () => {
  it('starts from an empty day, then books the scenario', async () => {
    expect(southOf(await report<RevenueReport>('revenue')).total.reservations).toBe(0);
    online = await onlineBooking(nextFree(), 'spring10');
    cash = await walkIn(nextFree(), 'cash', MANAGER, 'demo', { firstName: '=SUM(1)', lastName: 'Inn, "Jr"' });
    payAtCourse = await walkIn(nextFree(), 'pay-at-course');
    card = await walkIn(nextFree(), 'card-present');
    await walkIn(nextFree(), 'cash', DEALS, 'teetime-deals', { firstName: 'Dee', lastName: 'Deals' });
    const manager = await as(MANAGER);
    const cancel = (id: string, body: Record<string, unknown>) =>
      fx.api.post(`/api/admin/reservations/${id}/cancellation`, body, {
        ...manager,
        headers: { ...manager.headers, 'idempotency-key': key() },
      });
    expect((await cancel(payAtCourse.reservationId, { refund: true, reason: 'Rain' })).status).toBe(200);
    const half = await cancel(card.reservationId, { refund: true, reason: 'Left early', players: [2] });
    expect(half.status).toBe(200);
    refundedCents = half.body.refund.amountCents as number;
    expect(refundedCents).toBe(Math.floor(card.grandTotal / 2));
    clock = new Date(`${DATE}T10:00:00Z`); // 06:00 at the course: the day's attendance can be marked
    const onTheDay = { alias: 'demo', headers: { [STAFF_TOKEN_HEADER]: (await fx.staff(MANAGER)).staffToken } };
    expect(
      (
        await fx.api.put(
          `/api/admin/reservations/${cash.reservationId}/players/2/attendance`,
          { state: 'no-show' },
          onTheDay,
        )
      ).status,
    ).toBe(200);
    clock = MATRIX_NOW; // the other calls' sessions were opened then
  });

  it('counts utilisation as the tee sheet does: every interval of the sheet, players of every alias, by day and by hour', async () => {
    const sheet = (await fx.api.get(`/api/admin/tee-sheet?date=${DATE}&facilityId=${south}`, await as(MANAGER)))
      .body as TeeSheet;
    const times = sheet.courses[0]!.teeTimes;
    const booked = times.reduce((sum, time) => sum + time.bookedPlayers, 0);
    // online 2 + cash 2 + card 1 left + teetime-deals 2 (the pay-at-course walk-in is cancelled).
    expect(booked).toBe(7);
    const course = southOf(await report<UtilisationReport>('utilisation'));
    expect(course.total).toEqual({
      teeTimes: times.length,
      capacity: times.length * 4,
      bookedPlayers: 7,
      utilisationBps: Math.round((7 * 10_000) / (times.length * 4)),
    });
    expect(course.byDay).toEqual([{ date: DATE, ...course.total }]);
    expect(course.byHour.reduce((sum, hour) => sum + hour.bookedPlayers, 0)).toBe(7);
    expect(course.byHour.reduce((sum, hour) => sum + hour.teeTimes, 0)).toBe(times.length);
    for (const hour of course.byHour) {
      const inHour = times.filter((time) => Number(time.teetime.slice(11, 13)) === hour.hour);
      expect(hour, `hour ${hour.hour}`).toMatchObject({
        teeTimes: inHour.length,
        capacity: inHour.length * 4,
        bookedPlayers: inHour.reduce((sum, time) => sum + time.bookedPlayers, 0),
      });
    }
    // A range of days lists each day, empty ones with the sheet's capacity.
    const week = southOf(
      await report<UtilisationReport>('utilisation', `from=2026-07-14&to=2026-07-16&facilityId=${south}`),
    );
    expect(week.byDay.map((day) => day.date)).toEqual(['2026-07-14', DATE, '2026-07-16']);
    expect(week.byDay[1]!.bookedPlayers).toBe(7);
  });

  it('splits revenue by channel and by rate in cents, with refunds, and only of the alias', async () => {
    const course = southOf(await report<RevenueReport>('revenue'));
    expect(course.currencyCode).toBe('USD');
    const channel = (name: string) => course.byChannel.find((row) => row.channel === name)!;
    expect(channel('online')).toEqual({
      channel: 'online',
      reservations: 1,
      players: 2,
      bookedCents: online.grandTotal,
      refundedCents: 0,
      netCents: online.grandTotal,
    });
    expect(channel('cash')).toEqual({
      channel: 'cash',
      reservations: 1,
      players: 2,
      bookedCents: cash.grandTotal,
      refundedCents: 0,
      netCents: cash.grandTotal,
    });
    expect(channel('pay-at-course')).toMatchObject({
      reservations: 1,
      players: 0,
      bookedCents: payAtCourse.grandTotal,
      refundedCents: 0,
    });
    expect(channel('card-present')).toEqual({
      channel: 'card-present',
      reservations: 1,
      players: 1,
      bookedCents: card.grandTotal,
      refundedCents,
      netCents: card.grandTotal - refundedCents,
    });
    const total = online.grandTotal + cash.grandTotal + payAtCourse.grandTotal + card.grandTotal;
    expect(course.total).toEqual({
      reservations: 4,
      players: 5,
      bookedCents: total,
      refundedCents,
      netCents: total - refundedCents,
    });
    expect(course.byRate.reduce((sum, row) => sum + row.bookedCents, 0)).toBe(total);
    expect(course.byRate.reduce((sum, row) => sum + row.reservations, 0)).toBe(4);
    // teetime-deals sees its own walk-in only, none of demo's.
    const deals = southOf(await report<RevenueReport>('revenue', RANGE, DEALS, 'teetime-deals'));
    expect(deals.total.reservations).toBe(1);
    expect(deals.byChannel.find((row) => row.channel === 'cash')!.reservations).toBe(1);
    expect(southOf(await report<NoShowsReport>('no-shows', RANGE, DEALS, 'teetime-deals')).noShows).toBe(0);
    expect((await report<NoShowPlayersPage>('no-shows/players', RANGE, DEALS, 'teetime-deals')).players).toEqual([]);
  });

  it('lists no-shows and the promotion codes used', async () => {
    const noShows = southOf(await report<NoShowsReport>('no-shows'));
    expect(noShows).toEqual({
      facilityId: south,
      name: 'Harbor Pines – South Course',
      timeZone: 'America/New_York',
      currencyCode: 'USD',
      noShows: 1,
      bookedPlayers: 5,
    });
    expect(await report<NoShowPlayersPage>('no-shows/players')).toEqual({
      from: DATE,
      to: DATE,
      players: [
        {
          facilityId: south,
          courseName: 'Harbor Pines – South Course',
          teetime: cash.teetime,
          confirmationNumber: cash.confirmationNumber,
          bookerName: '=SUM(1) Inn, "Jr"',
          slot: 2,
        },
      ],
      nextBefore: null,
    });
    const promotions = southOf(await report<PromotionsReport>('promotions'));
    expect(promotions.promotions).toEqual([{ code: 'SPRING10', uses: 1, players: 2, discountCents: online.discount }]);
    expect(online.discount).toBeGreaterThan(0);
  });

  it('exports each report as CSV: quoted, formula-safe, with a file name', async () => {
    const answer = await fx.api.get(`/api/admin/reports/no-shows.csv?${RANGE}&facilityId=${south}`, await as(OWNER));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="fairway-no-shows-demo-${DATE}-to-${DATE}.csv"`,
    );
    // The booker's name starts with = (a formula): prefixed with ', and quoted for its comma and quotes.
    expect(answer.body).toBe(
      `course,tee_time,confirmation_number,booker,player_slot\r\nHarbor Pines – South Course,${cash.teetime},${cash.confirmationNumber},"'=SUM(1) Inn, ""Jr""",2\r\n`,
    );
    const revenue = (await fx.api.get(`/api/admin/reports/revenue.csv?${RANGE}`, await as(MANAGER))).body as string;
    expect(revenue).toContain(`channel,cash,,1,2,${(cash.grandTotal / 100).toFixed(2)}`);
    for (const kind of ['utilisation', 'promotions']) {
      const csv = await fx.api.get(`/api/admin/reports/${kind}.csv?${RANGE}`, await as(MANAGER));
      expect(csv.status, kind).toBe(200);
      expect(csv.headers.get('content-disposition'), kind).toContain(`fairway-${kind}-demo-`);
    }
  });

  it('lets owners and managers read reports; pro-shop staff get 403, golfers and other aliases 401, a course the alias does not show 404', async () => {
    for (const username of [OWNER, MANAGER])
      expect((await fx.api.get(`/api/admin/reports/revenue?${RANGE}`, await as(username))).status, username).toBe(200);
    for (const path of ['utilisation', 'revenue.csv', 'no-shows', 'no-shows/players', 'promotions.csv']) {
      const refused = await fx.api.get(`/api/admin/reports/${path}?${RANGE}`, await as(PROSHOP));
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
    expect((await fx.api.get(`/api/admin/reports/revenue?${RANGE}`, { bearer: fx.main.bearer })).status).toBe(401);
    expect(
      (await fx.api.get(`/api/admin/reports/revenue?${RANGE}`, { ...(await as(MANAGER)), alias: 'teetime-deals' }))
        .status,
    ).toBe(401);
    const lounge = await fx.api.facilityId('eagles-nest-lounge', 'simulator');
    expect(
      (await fx.api.get(`/api/admin/reports/revenue?${RANGE}&facilityId=${lounge}`, await as(MANAGER))).status,
    ).toBe(404);
  });

  it('answers a bad range 400 VALIDATION_FAILED', async () => {
    for (const query of [
      'from=2026-07-16&to=2026-07-15',
      'from=2026-01-01&to=2027-01-02',
      'from=2026-07-15',
      'from=2026-7-1&to=2026-07-15',
      'from=2026-07-15&to=2026-07-15&facilityId=x',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      for (const path of ['revenue', 'utilisation.csv', 'no-shows/players']) {
        const answer = await fx.api.get(`/api/admin/reports/${path}?${query}`, await as(MANAGER));
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      }
    }
    // 366 days is the longest range (2028 is a leap year: 2028-01-01 … 2028-12-31).
    expect(
      (await fx.api.get(`/api/admin/reports/promotions?from=2028-01-01&to=2028-12-31`, await as(MANAGER))).status,
    ).toBe(200);
  });
});
