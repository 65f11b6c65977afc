import type { EndOfDayReport } from '@fairway/contract/admin-reports.contract';
import type { StaffRates, WalkInResult } from '@fairway/contract/admin.contract';
import type { DeskPaymentDue } from '@fairway/contract/admin-desk-payment.contract';
import { TENDERS, type MoneyView, type Tender } from '@fairway/domain/payments/money-view';
import { eq, inArray } from 'drizzle-orm';
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
import { endOfDayReport } from './end-of-day.service.ts';
import { staffCaller } from './testing/staff-caller.ts';
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

const report = async (query: string, username = MANAGER) => {
  const answer = await fx.api.get(`/api/admin/reports/end-of-day?${query}`, await as(username));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as EndOfDayReport;
};
const southOf = (body: EndOfDayReport) => body.courses.find((course) => course.facilityId === south)!;
const tenderOf = (course: EndOfDayReport['courses'][number], tender: Tender) =>
  course.byTender.find((row) => row.tender === tender)!;
const channelOf = (course: EndOfDayReport['courses'][number], channel: string) =>
  course.byChannel.find((row) => row.channel === channel)!;

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

let before: EndOfDayReport['courses'][number];
let online: Awaited<ReturnType<typeof onlineBooking>>;
let cash: WalkInResult;
let midnight: WalkInResult;
let desk: WalkInResult;
let deskCash = 0;
let deskCard = 0;
let refundedCents = 0;
let onlinePaymentId: string | null = null;

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
    for (const path of ['end-of-day', 'end-of-day.csv']) {
      const refused = await fx.api.get(`/api/admin/reports/${path}?date=${DAY}`, await as(PROSHOP));
      expect(refused.status, path).toBe(403);
      for (const query of ['', 'date=2026-02-30', 'date=2026-6-17', `date=${DAY}&facilityId=x`]) {
        const bad = await fx.api.get(`/api/admin/reports/${path}?${query}`, await as(MANAGER));
        expect(bad.status, `${path}?${query}`).toBe(400);
        expect(bad.body.error.code).toBe('VALIDATION_FAILED');
      }
    }
    const lounge = await fx.api.facilityId('eagles-nest-lounge', 'simulator');
    expect(
      (await fx.api.get(`/api/admin/reports/end-of-day?date=${DAY}&facilityId=${lounge}`, await as(MANAGER))).status,
    ).toBe(404);
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

  it('reads a day in as many statements whatever number of orders it has (no read per order)', async () => {
    const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
    const statementsOfDay = async () => {
      const counting = countingDb();
      const day = await endOfDayReport(counting.db, engine!, { date: DAY });
      return { statements: counting.statements(), entries: day.courses.flatMap((course) => course.entries).length };
    };
    const first = await statementsOfDay();
    for (const paymentMethod of ['cash', 'card-present', 'cash']) {
      const booked = await phoneBooking(paymentMethod);
      await dateOrder(booked.orderNumber, local(`${DAY}T12:00`));
    }
    const then = await statementsOfDay();
    expect(then.entries).toBe(first.entries + 3);
    expect(then.statements).toBe(first.statements);
  });
});
