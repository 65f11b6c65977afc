import type { EndOfDayEntriesPage } from '@fairway/contract/admin-reports.contract';
import type { StaffRates, WalkInResult } from '@fairway/contract/admin.contract';
import type { DeskPaymentDue } from '@fairway/contract/admin-desk-payment.contract';
import { TENDERS, type MoneyView, type Tender } from '@fairway/domain/payments/money-view';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { gatewayLedger } from '../../db/schema/payments.ts';
import { checkInInvoices, reservationEvents } from '../../db/schema/reservations.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { readStoredEntries, refreshStaleOrders, storedEntryMismatches } from './end-of-day-entries.ts';
import {
  endOfDayEntries,
  endOfDayReport,
  type EndOfDayWithEntries,
  endOfDayWithEntries,
} from './end-of-day.service.ts';
import { endOfDayOverHttp } from './testing/end-of-day-over-http.ts';
import { staffCaller } from './testing/staff-caller.ts';
import { expectStoredEntriesExact, touchOrder } from './testing/stored-entries.ts';
import { orderMoneyEntries, orderMoneyStale } from '../../db/schema/end-of-day-entries.ts';
import {
  orderAndReservationMoneyByIds,
  orderMoneyByIds,
  orderMoneyOf,
  reservationMoneyOf,
} from '../reservations/reservations.public.ts';

// End of day. A golfer books South online by card, staff book two parties by phone (cash), the
// online booking gets one player refunded to the card, and a party that pays at the course pays at
// the desk in cash and on the terminal; their money is then dated on DAY (the rows' instants moved,
// as a day of selling would have them) and one phone booking just after midnight. The report's sums by tender and channel must be the day's entries of every order's
// money view (so the gateway's ledger), the midnight booking the next day's. Runs on PGlite, and
// on PostgreSQL with DATABASE_URL.

const TEE_DATE = '2026-07-15';
const DAY = '2026-06-17';
const NEXT_DAY = '2026-06-18';
const ZONE = 'America/New_York';
const MANAGER = 'manager@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
let server: TestServer;
let fx: Fixtures;
let south: number;
let free: string[];
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  south = await fx.api.facilityId('harbor-pines-south');
  free = (await fx.api.teeTimes(TEE_DATE, south))
    .filter(
      (time) => time.availableSlots === 4 && time.rates.some((rate) => !rate.trade && rate.allowedPlayers.includes(2)),
    )
    .map((time) => time.teetime);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
let keys = 0;
const key = () => `end-of-day-${Date.now()}-${++keys}`;
const local = (dateTime: string) => DateTime.fromISO(dateTime, { zone: ZONE }).toJSDate();

function nextFree(): string {
  const time = free.pop();
  if (!time) throw new Error('no open South tee time left');
  return time;
}

/** A phone booking of two players on South, paid as said. */
async function phoneBooking(paymentMethod: string) {
  const staff = await as(MANAGER);
  const teetime = nextFree();
  const rates = (await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, staff)).body as StaffRates;
  const rate = rates.rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const answer = await fx.api.post(
    '/api/admin/reservations',
    {
      facilityId: south,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { firstName: 'Phil', lastName: 'Phone' },
      paymentMethod,
    },
    { ...staff, headers: { ...staff.headers, 'idempotency-key': key() } },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as WalkInResult;
}

/** A guest's online booking of two players paid by card, through the real cart and checkout. */
async function onlineBooking() {
  const teetime = nextFree();
  const time = (await fx.api.teeTimes(TEE_DATE, south)).find((candidate) => candidate.teetime === teetime)!;
  const rate = time.rates.find((entry) => !entry.trade && entry.allowedPlayers.includes(2))!;
  const cartId = await fx.api.newCart();
  const added = await fx.api.post(`/api/shopping-cart/${cartId}/cart-item`, {
    item: {
      type: 'tee-time',
      facilityId: south,
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
      lastName: 'Online',
      email: 'end-of-day.online@example.com',
      phone: '+1 (555) 010-2040',
      notes: 'Online',
      teeTimePolicyAccepted: true,
    },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const order = paid.body.order as { orderNumber: string; paidNow: number; reservations: { reservationId: string }[] };
  return {
    orderNumber: order.orderNumber,
    paidNow: order.paidNow,
    reservationId: order.reservations[0]!.reservationId,
  };
}

/** Dates an order's booking (its order and reservations rows) at an instant. */
async function dateOrder(orderNumber: string, at: Date) {
  const [row] = await db().update(orders).set({ createdAt: at }).where(eq(orders.orderNumber, orderNumber)).returning();
  await db().update(reservations).set({ createdAt: at }).where(eq(reservations.orderId, row!.id));
  return row!;
}

/** The day's figures and every entry, through the pages the console reads. */
const report = async (query: string, username = MANAGER) =>
  endOfDayOverHttp(async (path) => fx.api.get(path, await as(username)), query);
type Course = EndOfDayWithEntries['courses'][number];
const southOf = (body: EndOfDayWithEntries) => body.courses.find((course) => course.facilityId === south)!;
const tenderOf = (course: Course, tender: Tender) => course.byTender.find((row) => row.tender === tender)!;
const channelOf = (course: Course, channel: string) => course.byChannel.find((row) => row.channel === channel)!;

/** Every demo order's money view, each entry kept when it falls in the local day: paid and given back by tender. */
async function viewsOfDay(date: string) {
  const from = DateTime.fromISO(date, { zone: ZONE }).toMillis();
  const to = DateTime.fromISO(date, { zone: ZONE }).plus({ days: 1 }).toMillis();
  const engineId = (
    await db().select({ id: orders.bookingEngineId }).from(orders).where(eq(orders.orderNumber, online.orderNumber))
  )[0]!.id;
  const views: MoneyView[] = [
    ...(
      await orderMoneyOf(db(), await db().select().from(orders).where(eq(orders.bookingEngineId, engineId)))
    ).values(),
  ];
  const inDay = (at: string) => Date.parse(at) >= from && Date.parse(at) < to;
  const sums = Object.fromEntries(TENDERS.map((tender) => [tender, { paid: 0, back: 0 }])) as Record<
    Tender,
    { paid: number; back: number }
  >;
  for (const view of views) {
    for (const entry of view.paid) if (inDay(entry.at)) sums[entry.tender].paid += entry.amountCents;
    for (const entry of view.refunded)
      if (inDay(entry.at) && entry.state !== 'failed') sums[entry.tender].back += entry.amountCents;
  }
  return sums;
}

/** The test server's database through a second handle that counts the statements it sends. */
function countingDb(): { db: Database; statements: () => number } {
  let sent = 0;
  const logger = { logQuery: () => void (sent += 1) };
  const handle = server.database!.handle;
  const db =
    handle.kind === 'pglite'
      ? drizzlePglite({ client: handle.client, logger })
      : drizzleNodePg({ client: handle.pool, logger });
  return { db, statements: () => sent };
}

let before: Course;
let online: Awaited<ReturnType<typeof onlineBooking>>;
let cash: WalkInResult;
let midnight: WalkInResult;
let desk: WalkInResult;
let deskCash = 0;
let deskCard = 0;
let refundedCents = 0;
let onlinePaymentId: string | null = null;

const demoEngine = async () => (await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo')))[0]!;

/** Every entry of the day, in-process, through pages of two (the route's reader), from either source. */
async function pagedEntries(engine: Awaited<ReturnType<typeof demoEngine>>, date: string, from: 'stored' | 'views') {
  const entries: EndOfDayEntriesPage['entries'] = [];
  for (let after: string | undefined; ;) {
    const page = await endOfDayEntries(db(), engine, { date, limit: 2, ...(after ? { after } : {}) }, { from });
    entries.push(...page.entries);
    if (page.nextAfter === null) return entries;
    after = page.nextAfter;
  }
}

/**
 * The report from the stored entries states the money views, with orders still stale (computed
 * as it reads) and once the job stored them: its figures summed in the database, its entries page
 * by page, and the whole day at once; and every stored entry is its order's view's.
 */
async function expectStoredAsViews(step: string) {
  const engine = await demoEngine();
  const expectDays = async (when: string) => {
    for (const date of [DAY, NEXT_DAY]) {
      const views = await endOfDayWithEntries(db(), engine, { date }, { from: 'views' });
      const label = `${date}, ${when} ${step}`;
      expect(await endOfDayWithEntries(db(), engine, { date }), label).toEqual(views);
      expect(await endOfDayReport(db(), engine, { date }), label).toEqual({
        date,
        courses: views.courses.map(({ entries: _entries, ...figures }) => figures),
      });
      const stored = await pagedEntries(engine, date, 'stored');
      expect(stored, label).toEqual(await pagedEntries(engine, date, 'views'));
      expect(stored.length, label).toBe(views.courses.flatMap((course) => course.entries).length);
    }
  };
  await expectDays('before the job stored');
  await expectStoredEntriesExact(server, step);
  await expectDays('once the job stored');
}

describe('end of day', () => {
  it('dates the day in the course zone and starts from what was already there', async () => {
    before = southOf(await report(`date=${DAY}&facilityId=${south}`));
    expect(before).toMatchObject({
      timeZone: ZONE,
      dayStart: `${DAY}T00:00:00.000-04:00`,
      dayEnd: `${NEXT_DAY}T00:00:00.000-04:00`,
    });
    expect(before.byTender.map((row) => row.tender)).toEqual([...TENDERS]);
    expect(before.byChannel.map((row) => row.channel)).toEqual(['online', 'phone', 'counter']);
  });

  it('books online and by phone, refunds one player, and dates it all on the day (one just after midnight)', async () => {
    online = await onlineBooking();
    cash = await phoneBooking('cash');
    midnight = await phoneBooking('cash');
    const manager = await as(MANAGER);
    const cancelled = await fx.api.post(
      `/api/admin/reservations/${online.reservationId}/cancellation`,
      { refund: true, reason: 'Sore back', players: [2] },
      { ...manager, headers: { ...manager.headers, 'idempotency-key': key() } },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    refundedCents = cancelled.body.refund.amountCents as number;
    expect(refundedCents).toBeGreaterThan(0);
    onlinePaymentId = (await dateOrder(online.orderNumber, local(`${DAY}T09:15`))).paymentId;
    await dateOrder(cash.orderNumber, local(`${DAY}T23:59:59`));
    await dateOrder(midnight.orderNumber, local(`${NEXT_DAY}T00:00:30`));
    await db()
      .update(reservationEvents)
      .set({ createdAt: local(`${DAY}T14:30`) })
      .where(eq(reservationEvents.reservationId, online.reservationId));
    await expectStoredAsViews('the bookings and the refund');
  });

  it("takes a party's green fees at the desk in cash and on the terminal, counted at the counter without a change here", async () => {
    desk = await phoneBooking('pay-at-course');
    const manager = await as(MANAGER);
    const path = `/api/admin/reservations/${desk.reservationId}/desk-payment`;
    const due = (await fx.api.get(path, manager)).body as DeskPaymentDue;
    deskCash = Math.floor(due.dueAtCourseCents / 2);
    deskCard = due.dueAtCourseCents - deskCash;
    const paid = await fx.api.post(
      path,
      {
        tenders: [
          { tender: 'cash', amountCents: deskCash },
          { tender: 'card-present', amountCents: deskCard, lastFour: '4242' },
        ],
        checkIn: false,
        emailReceipt: false,
      },
      { ...manager, headers: { ...manager.headers, 'idempotency-key': key() } },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await dateOrder(desk.orderNumber, local(`${DAY}T07:00`));
    await db()
      .update(checkInInvoices)
      .set({ createdAt: local(`${DAY}T16:45`) })
      .where(eq(checkInInvoices.reservationId, desk.reservationId));
    await expectStoredAsViews('the desk payment');
  });

  it('sums the day by tender and by channel, refunds apart, and the midnight booking falls on the next day', async () => {
    const course = southOf(await report(`date=${DAY}&facilityId=${south}`));
    const delta = (now: { paidCents: number; refundedCents: number; creditedCents: number }, then: typeof now) => ({
      paid: now.paidCents - then.paidCents,
      refunded: now.refundedCents - then.refundedCents,
      credited: now.creditedCents - then.creditedCents,
    });
    expect(delta(tenderOf(course, 'card'), tenderOf(before, 'card'))).toEqual({
      paid: online.paidNow,
      refunded: refundedCents,
      credited: 0,
    });
    expect(delta(tenderOf(course, 'cash'), tenderOf(before, 'cash'))).toEqual({
      paid: cash.paidNow + deskCash,
      refunded: 0,
      credited: 0,
    });
    expect(delta(tenderOf(course, 'card-present'), tenderOf(before, 'card-present'))).toEqual({
      paid: deskCard,
      refunded: 0,
      credited: 0,
    });
    expect(delta(channelOf(course, 'online'), channelOf(before, 'online'))).toEqual({
      paid: online.paidNow,
      refunded: refundedCents,
      credited: 0,
    });
    expect(delta(channelOf(course, 'phone'), channelOf(before, 'phone'))).toEqual({
      paid: cash.paidNow,
      refunded: 0,
      credited: 0,
    });
    expect(delta(channelOf(course, 'counter'), channelOf(before, 'counter'))).toEqual({
      paid: deskCash + deskCard,
      refunded: 0,
      credited: 0,
    });
    const paidOnDay = online.paidNow + cash.paidNow + deskCash + deskCard;
    expect(delta(course.total, before.total)).toEqual({ paid: paidOnDay, refunded: refundedCents, credited: 0 });
    expect(course.total.netCents - before.total.netCents).toBe(paidOnDay - refundedCents);
    expect(course.entries).toContainEqual(
      expect.objectContaining({
        kind: 'payment',
        tender: 'card-present',
        channel: 'counter',
        amountCents: deskCard,
        orderNumber: desk.orderNumber,
        confirmationNumber: desk.confirmationNumber,
        source: 'check-in',
        cardLastFour: '4242',
        at: `${DAY}T16:45:00.000-04:00`,
      }),
    );
    // The entries are the figures' parts: the refund is listed with its order and confirmation.
    expect(course.entries).toContainEqual(
      expect.objectContaining({
        kind: 'refund',
        tender: 'card',
        channel: 'online',
        amountCents: refundedCents,
        orderNumber: online.orderNumber,
        source: 'cancellation',
      }),
    );
    expect(course.entries).toContainEqual(
      expect.objectContaining({
        kind: 'payment',
        tender: 'cash',
        channel: 'phone',
        amountCents: cash.paidNow,
        orderNumber: cash.orderNumber,
        at: `${DAY}T23:59:59.000-04:00`,
      }),
    );
    expect(course.entries.some((entry) => entry.orderNumber === midnight.orderNumber)).toBe(false);
    const next = southOf(await report(`date=${NEXT_DAY}&facilityId=${south}`));
    expect(next.entries).toContainEqual(
      expect.objectContaining({
        kind: 'payment',
        tender: 'cash',
        channel: 'phone',
        amountCents: midnight.paidNow,
        at: `${NEXT_DAY}T00:00:30.000-04:00`,
      }),
    );
  });

  it("adds up to every order's money view of the day, and its card money to the gateway's ledger", async () => {
    for (const date of [DAY, NEXT_DAY]) {
      const all = await report(`date=${date}`);
      const views = await viewsOfDay(date);
      for (const tender of TENDERS) {
        const rows = all.courses.map((course) => tenderOf(course, tender));
        const paid = rows.reduce((sum, row) => sum + row.paidCents, 0);
        const back = rows.reduce((sum, row) => sum + row.refundedCents + row.creditedCents, 0);
        expect({ paid, back }, `${date} ${tender}`).toEqual(views[tender]);
      }
      for (const course of all.courses) {
        const channels = course.byChannel.reduce((sum, row) => sum + row.netCents, 0);
        expect(channels, course.name).toBe(course.total.netCents);
        expect(course.entries.length).toBe(course.total.payments + course.total.refunds);
      }
    }
    // The online order's settled card money that day is what the gateway's ledger holds of its payment.
    const ledger = await db()
      .select()
      .from(gatewayLedger)
      .where(inArray(gatewayLedger.paymentId, [onlinePaymentId!]));
    const ledgerNet = ledger.reduce(
      (sum, row) => sum + (row.kind === 'capture' ? row.amountCents : row.kind === 'refund' ? -row.amountCents : 0),
      0,
    );
    const settled = southOf(await report(`date=${DAY}&facilityId=${south}`)).entries.filter(
      (entry) => entry.orderNumber === online.orderNumber && entry.state === 'settled' && entry.tender === 'card',
    );
    expect(
      settled.reduce((sum, entry) => sum + (entry.kind === 'payment' ? entry.amountCents : -entry.amountCents), 0),
    ).toBe(ledgerNet);
  });

  it('exports the day as CSV: figures by tender, channel and total, then each entry', async () => {
    const answer = await fx.api.get(
      `/api/admin/reports/end-of-day.csv?date=${DAY}&facilityId=${south}`,
      await as(MANAGER),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="fairway-end-of-day-demo-${DAY}.csv"`);
    const lines = (answer.body as string).split('\r\n');
    expect(lines[0]).toBe(
      'course,currency,date,row,name,payments,paid,refunds,refunded,credited,rain_checks,net,at,channel,order_number,confirmation_number,source,state,card_last_four',
    );
    const course = southOf(await report(`date=${DAY}&facilityId=${south}`));
    const decimal = (cents: number) => (cents / 100).toFixed(2);
    const cashRow = tenderOf(course, 'cash');
    expect(lines).toContain(
      `Harbor Pines – South Course,USD,${DAY},tender,cash,${cashRow.payments},${decimal(cashRow.paidCents)},${cashRow.refunds},${decimal(cashRow.refundedCents)},${decimal(cashRow.creditedCents)},${decimal(cashRow.rainCheckCents)},${decimal(cashRow.netCents)},,,,,,,`,
    );
    expect(lines).toContain(
      `Harbor Pines – South Course,USD,${DAY},payment,cash,1,${decimal(cash.paidNow)},0,0.00,0.00,0.00,${decimal(cash.paidNow)},${DAY}T23:59:59.000-04:00,phone,${cash.orderNumber},${cash.confirmationNumber},booking,settled,`,
    );
    expect(lines.filter((line) => line.includes(',total,total,'))).toHaveLength(1);
  });

  it('lets owners and managers read it; pro-shop staff 403, a bad day 400, a course the alias does not show 404', async () => {
    for (const path of ['end-of-day', 'end-of-day.csv', 'end-of-day/entries']) {
      const refused = await fx.api.get(`/api/admin/reports/${path}?date=${DAY}`, await as(PROSHOP));
      expect(refused.status, path).toBe(403);
      for (const query of ['', 'date=2026-02-30', 'date=2026-6-17', `date=${DAY}&facilityId=x`]) {
        const bad = await fx.api.get(`/api/admin/reports/${path}?${query}`, await as(MANAGER));
        expect(bad.status, `${path}?${query}`).toBe(400);
        expect(bad.body.error.code).toBe('VALIDATION_FAILED');
      }
    }
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'after=2026-06-17', `after=${DAY}T12:00:00.000Z~x~1`]) {
      const bad = await fx.api.get(`/api/admin/reports/end-of-day/entries?date=${DAY}&${query}`, await as(MANAGER));
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    }
    const lounge = await fx.api.facilityId('eagles-nest-lounge', 'simulator');
    for (const path of ['end-of-day', 'end-of-day/entries'])
      expect(
        (await fx.api.get(`/api/admin/reports/${path}?date=${DAY}&facilityId=${lounge}`, await as(MANAGER))).status,
      ).toBe(404);
  });

  it('pages the entries earliest first: each page after the last one shown, none twice or left out, and a cursor past the end reads none', async () => {
    const all = southOf(await report(`date=${DAY}&facilityId=${south}`, MANAGER)).entries;
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const first = await fx.api.get(
      `/api/admin/reports/end-of-day/entries?date=${DAY}&facilityId=${south}&limit=${all.length}`,
      await as(MANAGER),
    );
    expect(first.body.entries.map(({ facilityId: _course, ...entry }: { facilityId: number }) => entry)).toEqual(all);
    expect(first.body.nextAfter).toBeNull();
    const last = await fx.api.get(
      `/api/admin/reports/end-of-day/entries?date=${DAY}&facilityId=${south}&limit=1&after=${encodeURIComponent(`${NEXT_DAY}T23:00:00.000Z~00000000-0000-0000-0000-000000000000~0`)}`,
      await as(MANAGER),
    );
    expect(last.body).toEqual({ date: DAY, entries: [], nextAfter: null });
  });

  it("reads each order's money and its reservations' at once, as read apart", async () => {
    const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
    const rows = await db()
      .select({ orderId: orders.id, reservationId: reservations.id })
      .from(orders)
      .innerJoin(reservations, eq(reservations.orderId, orders.id))
      .where(eq(orders.bookingEngineId, engine!.id));
    const orderIds = [...new Set(rows.map((row) => row.orderId))];
    const both = await orderAndReservationMoneyByIds(db(), engine!.id, orderIds);
    expect(both.orders).toEqual(await orderMoneyByIds(db(), engine!.id, orderIds));
    expect(both.reservations).toEqual(
      await reservationMoneyOf(
        db(),
        engine!.id,
        rows.map((row) => row.reservationId),
      ),
    );
  });

  // From the stored entries, the orders not stored yet are the ones counted: one, then four.
  it.each([
    ['stored entries', 'stored'],
    ['money views', 'views'],
  ] as const)(
    'reads a day from the %s in as many statements whatever number of orders it has (no read per order)',
    async (_source, from) => {
      const engine = await demoEngine();
      const statementsOfDay = async () => {
        const counting = countingDb();
        await endOfDayReport(counting.db, engine, { date: DAY }, { from });
        const page = await endOfDayEntries(counting.db, engine, { date: DAY, limit: 50 }, { from });
        return { statements: counting.statements(), entries: page.entries.length };
      };
      await expectStoredEntriesExact(server, `the day before counting from the ${from}`);
      await dateOrder((await phoneBooking('cash')).orderNumber, local(`${DAY}T11:00`));
      const first = await statementsOfDay();
      for (const paymentMethod of ['cash', 'card-present', 'cash']) {
        const booked = await phoneBooking(paymentMethod);
        await dateOrder(booked.orderNumber, local(`${DAY}T12:00`));
      }
      const then = await statementsOfDay();
      expect(then.entries).toBe(first.entries + 3);
      expect(then.statements).toBe(first.statements);
      await expectStoredAsViews('three more bookings');
    },
  );

  it('marks an order stale for a write to any row its money view reads, whichever code writes it', async () => {
    await expectStoredEntriesExact(server, 'before the writes');
    const orderOf = async (reservationId: string) =>
      (await db().select().from(reservations).where(eq(reservations.id, reservationId)))[0]!.orderId;
    const onlineOrder = await orderOf(online.reservationId);
    // Each write changes nothing a view reads (or puts it back): the mark is the database's, not the value's.
    const writes: [string, string, () => Promise<unknown>][] = [
      ['orders', onlineOrder, () => touchOrder(server, onlineOrder)],
      [
        'reservations',
        onlineOrder,
        () => db().execute(sql`update reservations set players = players where id = ${online.reservationId}`),
      ],
      [
        'invoices',
        onlineOrder,
        () => db().execute(sql`update invoices set status = status where source_order_id = ${onlineOrder}`),
      ],
      [
        'reservation_events',
        onlineOrder,
        () =>
          db().execute(
            sql`update reservation_events set created_at = created_at where reservation_id = ${online.reservationId}`,
          ),
      ],
      [
        'check_in_invoices',
        await orderOf(desk.reservationId),
        () =>
          db().execute(sql`update check_in_invoices set slots = slots where reservation_id = ${desk.reservationId}`),
      ],
      [
        'staff_bookings',
        await orderOf(cash.reservationId),
        () =>
          db().execute(
            sql`update staff_bookings set payment_method = payment_method where reservation_id = ${cash.reservationId}`,
          ),
      ],
      [
        "the processor's capture",
        onlineOrder,
        () =>
          db().execute(
            sql`update gateway_payments set captured_cents = captured_cents - 1 where id = ${onlinePaymentId}`,
          ),
      ],
    ];
    for (const [table, orderId, write] of writes) {
      await write();
      const marked = await db().select().from(orderMoneyStale).where(eq(orderMoneyStale.orderId, orderId));
      expect(marked, `a write to ${table}`).toHaveLength(1);
      await expectStoredEntriesExact(server, `a write to ${table}`);
    }
    await db().execute(
      sql`update gateway_payments set captured_cents = captured_cents + 1 where id = ${onlinePaymentId}`,
    );
    // The order is marked, its stored entries are the view's before: the report reads it from its views, and once.
    await expectStoredAsViews('the capture put back');
  });

  it('stores an order only when no write came between reading its views and storing them', async () => {
    const engine = await demoEngine();
    await expectStoredEntriesExact(server, 'the day so far');
    const booked = await phoneBooking('cash');
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, booked.orderNumber));
    const [mark] = await db().select().from(orderMoneyStale).where(eq(orderMoneyStale.orderId, order!.id));
    expect(mark, 'a booking marks its order').toBeDefined();
    // A write commits while the job works out the order's entries: the job must leave it stale.
    const racing = Object.create(db()) as Database;
    racing.transaction = (async (...args: Parameters<Database['transaction']>) => {
      await touchOrder(server, order!.id);
      return db().transaction(...args);
    }) as Database['transaction'];
    expect(await refreshStaleOrders(racing, { limit: 10, engineId: engine.id })).toBe(0);
    const [still] = await db().select().from(orderMoneyStale).where(eq(orderMoneyStale.orderId, order!.id));
    expect(still!.version).toBeGreaterThan(mark!.version);
    expect(await db().select().from(orderMoneyEntries).where(eq(orderMoneyEntries.orderId, order!.id))).toEqual([]);
    expect(await refreshStaleOrders(db(), { limit: 10, engineId: engine.id })).toBe(1);
    expect(await db().select().from(orderMoneyEntries).where(eq(orderMoneyEntries.orderId, order!.id))).toHaveLength(1);
    // The invariant the reliability and soak runs check sees an entry that is not its view's.
    await db()
      .update(orderMoneyEntries)
      .set({ amountCents: sql`${orderMoneyEntries.amountCents} + 1` })
      .where(eq(orderMoneyEntries.orderId, order!.id));
    expect(await storedEntryMismatches(db())).toEqual({ stale: 0, mismatched: [order!.id] });
    await touchOrder(server, order!.id);
    expect(await storedEntryMismatches(db())).toEqual({ stale: 0, mismatched: [] });
  });

  it('asks the job to store what it computed as it read, and reads the views while more orders are stale than it computes', async () => {
    const engine = await demoEngine();
    const read = async () => 'read';
    let asked = 0;
    const ask = () => (asked += 1);
    await expectStoredEntriesExact(server, 'before the backlog');
    await readStoredEntries(db(), engine.id, read, ask);
    expect(asked, 'nothing stale: nothing asked').toBe(0);
    await phoneBooking('card-present');
    expect(await readStoredEntries(db(), engine.id, read, ask, 0)).toBeNull();
    expect(await readStoredEntries(db(), engine.id, read, ask, 1)).toMatchObject({ stored: 'read' });
    expect(asked).toBe(2);
    await expectStoredAsViews('a backlog');
  });
});
