import { randomBytes } from 'node:crypto';
import { STAFF_TOKEN_HEADER, type TeeSheet, type WalkInResult } from '@fairway/contract/admin.contract';
import type { GolferDetail } from '@fairway/contract/admin-golfers.contract';
import type { Order } from '@fairway/contract/checkout.contract';
import type { ReservationDetail, ReservationSummary } from '@fairway/contract/reservations.contract';
import { processorNetCents, type MoneyView } from '@fairway/domain/payments/money-view';
import { giftCodeFromBytes, formatGiftCode } from '@fairway/domain/store/gift-balance';
import { eq, inArray, isNull, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema/checkout.ts';
import { paymentShares } from '../../db/schema/invitations.ts';
import { gatewayLedger } from '../../db/schema/payments.ts';
import { customers } from '../../db/schema/profile.ts';
import { checkInInvoices } from '../../db/schema/reservations.ts';
import { giftCertificates } from '../../db/schema/store.ts';
import { createFixtures, type Fixtures } from '../../hardening/access-fixtures.ts';
import { latestMail, type CallOptions } from '../../test/accounts-client.ts';
import { CARDS, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ledgerViewMismatches } from './reservations.public.ts';
import { expectStoredEntriesExact } from '../admin/admin.testing.ts';

// One ledger-backed view of money. Bookings made over HTTP (card, gift certificate and
// card, a walk-in paid in cash), cancelled in part and in full from the golfer's screens and the
// console; then the gateway's ledger is summed per booking and compared with what every answer
// states: the golfer's list and detail, Orders, the console's tee sheet and golfer history, and the
// cancellation e-mail. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-15';
const MANAGER = 'manager@harborpines.example';
let server: TestServer;
let fx: Fixtures;
let api: ReturnType<typeof reservationsClient>;
let staffToken: string;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({
    now: () => NOW,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000', CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  api = reservationsClient(server, db);
  staffToken = (await fx.staff(MANAGER)).staffToken;
});
afterAll(() => server?.close());

let keys = 0;
const staff = (extra: Record<string, string> = {}) => ({
  alias: 'demo',
  headers: { [STAFF_TOKEN_HEADER]: staffToken, ...extra },
});
const keyed = () => staff({ 'idempotency-key': `money-${Date.now()}-${++keys}` });

/** What the gateway's ledger holds of some payments: captures less refunds. */
async function ledgerNet(paymentIds: (string | null | undefined)[]): Promise<number> {
  const ids = paymentIds.filter((id): id is string => Boolean(id));
  if (ids.length === 0) return 0;
  const rows = await db().select().from(gatewayLedger).where(inArray(gatewayLedger.paymentId, ids));
  return rows.reduce(
    (sum, row) => sum + (row.kind === 'capture' ? row.amountCents : row.kind === 'refund' ? -row.amountCents : 0),
    0,
  );
}

/** A delivered gift certificate of the North course with this balance; its code as typed. */
async function giftCertificate(balance: number, facilityId: number): Promise<string> {
  const code = giftCodeFromBytes(randomBytes(32));
  await db()
    .insert(giftCertificates)
    .values({
      facilityId,
      code,
      value: balance,
      balance,
      currencyCode: 'USD',
      cartItemId: crypto.randomUUID(),
      recipientName: 'Sam Snead',
      recipientEmail: 'sam@example.com',
      deliveryDate: '2026-07-01',
      deliverAt: new Date('2026-07-01T04:00:00Z'),
      deliveredAt: new Date('2026-07-01T04:00:05Z'),
    });
  return formatGiftCode(code);
}

async function golferViews(golfer: { options: CallOptions }, reservationId: string) {
  const list = await api.get('/api/reservation/history?take=100', golfer.options);
  const item = (list.body.items as ReservationSummary[]).find((entry) => entry.ReservationID === reservationId)!;
  const detail = (await api.get(`/api/reservation/${reservationId}/history`, golfer.options)).body as ReservationDetail;
  const orders = (await api.get('/api/orders', golfer.options)).body as Order[];
  const order = orders.find((entry) => entry.orderId === item.orderId)!;
  return { item, detail, order };
}

async function sheetReservation(teetime: string, facilityId: number, reservationId: string) {
  const sheet = (await api.get(`/api/admin/tee-sheet?date=${teetime.slice(0, 10)}&facilityId=${facilityId}`, staff()))
    .body as TeeSheet;
  return sheet.courses[0]!.teeTimes.flatMap((time) => time.reservations).find(
    (reservation) => reservation.reservationId === reservationId,
  )!;
}

async function consoleHistory(email: string): Promise<GolferDetail> {
  const found = await api.get(`/api/admin/golfers?q=${encodeURIComponent(email)}`, staff());
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  const id = found.body.golfers[0].id as string;
  return (await api.get(`/api/admin/golfers/${id}`, staff())).body as GolferDetail;
}

/** Every answer about one booking states what the ledger holds and the same paid / refunded. */
async function expectOneStory(
  golfer: { email: string; options: CallOptions },
  booked: { reservationId: string; teetime: string; facilityId: number },
  paymentIds: (string | null)[],
) {
  const ledger = await ledgerNet(paymentIds);
  const { item, detail, order } = await golferViews(golfer, booked.reservationId);
  const sheet = await sheetReservation(booked.teetime, booked.facilityId, booked.reservationId);
  const history = await consoleHistory(golfer.email);
  const row = history.reservations.find((entry) => entry.reservationId === booked.reservationId)!;
  const views: [string, MoneyView][] = [
    ['golfer list', item.money!],
    ['golfer detail', detail.money!],
    ['orders', order.money!],
    ['tee sheet', sheet.money!],
  ];
  for (const [name, view] of views) expect(processorNetCents(view), name).toBe(ledger);
  expect(item.money).toEqual(detail.money);
  expect(sheet.money).toEqual(detail.money);
  expect({ paid: row.paidCents, refunded: row.refundedCents }).toEqual({
    paid: detail.money!.paidCents,
    refunded: detail.money!.refundedCents,
  });
  expect(detail.refunded).toBe(detail.money!.refundedCents);
  // The console shows what the golfer sees: status and players still booked.
  expect(row.status).toBe(detail.status);
  expect(row.players).toBe(detail.status === 'cancelled' ? detail.BookingSlots.length : detail.totalPlayers);
  return { item, detail, order, sheet, row, ledger };
}

describe('one ledger-backed story of money', () => {
  it('a card booking cancelled in part from the console, then in full by the golfer: the preview is the refund, and every answer matches the ledger', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 3, '07:00');
    await expectOneStory(golfer, booked, [booked.paymentId]);

    // The console's cancel dialog offers what cancelling these players refunds (not everything paid).
    const before = await sheetReservation(booked.teetime, booked.facilityId, booked.reservationId);
    const offered = before.players
      .filter((player) => player.slot >= 2)
      .reduce((sum, player) => sum + player.refundable, 0);
    expect(offered).toBeLessThan(before.money!.paidCents);
    const partial = await api.post(
      `/api/admin/reservations/${booked.reservationId}/cancellation`,
      { refund: true, reason: 'Two fewer', players: [2, 3] },
      keyed(),
    );
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.refund.amountCents).toBe(offered);

    const afterPartial = await expectOneStory(golfer, booked, [booked.paymentId]);
    // The sheet's paid is what the course keeps now; refunded the refund.
    expect(afterPartial.sheet.money!.refundedCents).toBe(offered);
    expect(afterPartial.sheet.money!.netCents).toBe(before.money!.paidCents - offered);
    expect(afterPartial.row).toMatchObject({ status: 'partially-cancelled', players: 1 });
    const partialMail = await latestMail(db(), golfer.email);
    expect(partialMail!.text).toContain('refunded to your Visa ending in 4242');

    const full = await api.put(`/api/reservations/${booked.reservationId}/cancel`, { reason: 'Rain' }, golfer.options);
    expect(full.status, JSON.stringify(full.body)).toBe(200);
    const afterFull = await expectOneStory(golfer, booked, [booked.paymentId]);
    expect(afterFull.detail.money!.refunded.map((entry) => entry.tender)).toEqual(['card', 'card']);
    expect(afterFull.row).toMatchObject({ status: 'cancelled', players: 3 });
    const mail = await latestMail(db(), golfer.email);
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(
      full.body.refund.amountCents / 100,
    );
    expect(mail!.text).toContain(`${amount} was refunded to your Visa ending in 4242.`);

    // The revenue report states the same refunds (the only booking of this alias on North that day).
    const report = await api.get(
      `/api/admin/reports/revenue?from=${DATE}&to=${DATE}&facilityId=${booked.facilityId}`,
      staff(),
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.courses[0].total.refundedCents).toBe(afterFull.detail.money!.refundedCents);
  });

  it('a booking paid with a gift certificate and a card: the refund goes back to the certificate first, and the e-mail says so', async () => {
    const golfer = await api.newGolfer();
    const code = await giftCertificate(3_000, await api.facilityId('harbor-pines-north'));
    const booked = await api.book(
      { ...golfer.options, email: golfer.email },
      'harbor-pines-north',
      DATE,
      2,
      '07:00',
      CARDS.approve,
      { giftCode: code },
    );
    const { detail } = await expectOneStory(golfer, booked, [booked.paymentId]);
    expect(detail.money!.paid.map((entry) => [entry.tender, entry.amountCents])).toEqual([
      ['gift-certificate', 3_000],
      ['card', detail.money!.paidCents - 3_000],
    ]);
    const cancelled = await api.put(
      `/api/reservations/${booked.reservationId}/cancel`,
      { reason: 'Sick' },
      golfer.options,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await expectOneStory(golfer, booked, [booked.paymentId]);
    expect(after.detail.money!.refunded.map((entry) => entry.tender)).toEqual(['gift-certificate', 'card']);
    const mail = (await latestMail(db(), golfer.email))!;
    expect(mail.text).toContain('$30.00 was restored to your gift certificate.');
    const card = cancelled.body.refund.amountCents - 3_000;
    expect(mail.text).toContain(
      `${new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(card / 100)} was refunded to your Visa ending in 4242.`,
    );
  });

  it('a walk-in paid in cash and cancelled from the console: the golfer is told the refund is given back at the pro shop, never "card"; the console history lists its items', async () => {
    const golfer = await api.newGolfer();
    await db().update(customers).set({ emailVerifiedAt: NOW }).where(eq(customers.email, golfer.email));
    const south = await api.facilityId('harbor-pines-south');
    const time = (await api.teeTimes(DATE, south)).find(
      (candidate) =>
        candidate.availableSlots === 4 && candidate.rates.length > 0 && candidate.teetime >= `${DATE}T12:00`,
    )!;
    const rates = (await api.get(`/api/admin/rates?facilityId=${south}&teetime=${time.teetime}`, staff())).body
      .rates as { rateId: number; allowedPlayers: number[] }[];
    const rate = rates.find((entry) => entry.allowedPlayers.includes(2))!;
    const walkIn = await api.post(
      '/api/admin/reservations',
      {
        facilityId: south,
        teetime: time.teetime,
        players: 2,
        rateId: rate.rateId,
        golfer: { firstName: 'Walt', lastName: 'Inn', email: golfer.email },
        paymentMethod: 'cash',
      },
      keyed(),
    );
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
    const result = walkIn.body as WalkInResult;
    const booked = { reservationId: result.reservationId, teetime: result.teetime, facilityId: south };
    const first = await expectOneStory(golfer, booked, []);
    expect(first.detail.money!.paid).toEqual([
      expect.objectContaining({ tender: 'cash', amountCents: result.paidNow }),
    ]);
    const history = await consoleHistory(golfer.email);
    expect(history.orders.find((order) => order.orderNumber === result.orderNumber)!.items).toBe(1);

    const cancel = await api.post(
      `/api/admin/reservations/${result.reservationId}/cancellation`,
      { refund: true, reason: 'Rain-out' },
      keyed(),
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.refund.method).toBe('counter');
    const after = await expectOneStory(golfer, booked, []);
    expect(after.detail.money!.refunded).toEqual([
      expect.objectContaining({ tender: 'cash', amountCents: cancel.body.refund.amountCents }),
    ]);
    const mail = (await latestMail(db(), golfer.email))!;
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(
      cancel.body.refund.amountCents / 100,
    );
    expect(mail.text).toContain(`${amount} is to be given back to you at the pro shop.`);
    expect(mail.text).not.toMatch(/card/i);
  });

  it('a split booking: a friend is "Paid" only once their share is captured, and due by the deadline until then', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book(
      { ...golfer.options, email: golfer.email },
      'harbor-pines-north',
      DATE,
      2,
      '07:00',
      CARDS.approve,
      { splitPayment: true },
    );
    const { detail } = await expectOneStory(golfer, booked, [booked.paymentId]);
    expect(detail.BookingSlots[1]).toMatchObject({ paid: false });
    expect(detail.BookingSlots[1]!.shareDueBy).toEqual(detail.money!.dueFromFriends[0]!.dueBy);
    expect(detail.money!.dueFromFriendsCents).toBe(detail.friendsShare);
    expect(detail.BookingSlots[0]).toMatchObject({ paid: true, shareDueBy: null });
  });

  it('the invite limit counts the players still booked: 3 booked, 1 cancelled leaves room for 1 friend', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 3, '07:00');
    expect(
      (
        await api.put(
          `/api/reservations/${booked.reservationId}/cancel`,
          { players: [3], reason: 'One fewer' },
          golfer.options,
        )
      ).status,
    ).toBe(200);
    const path = `/api/reservation/${booked.reservationId}/friend-invitations`;
    const two = await api.post(
      path,
      {
        invitations: [
          { name: 'Ann', email: 'ann-limit@friends.test' },
          { name: 'Bob', email: 'bob-limit@friends.test' },
        ],
      },
      golfer.options,
    );
    expect(two.status).toBe(409);
    expect(two.body.error.code).toBe('INVITATION_LIMIT_EXCEEDED');
    const one = await api.post(
      path,
      { invitations: [{ name: 'Ann', email: 'ann-limit@friends.test' }] },
      golfer.options,
    );
    expect(one.status, JSON.stringify(one.body)).toBe(200);
  });

  it('holds the invariant for every order in the database (seeded, fixtures and these): the view states what the ledger holds', async () => {
    expect(await ledgerViewMismatches(db(), 7)).toEqual([]);
    await expectStoredEntriesExact(server, "these bookings, cancellations and friends' shares");
  });

  it("reports an order whose ledger holds more than its view: its check-ins' and friends' shares' payments count as the order's", async () => {
    let orderId: string | undefined;
    let mismatches: Awaited<ReturnType<typeof ledgerViewMismatches>> = [];
    await db()
      .transaction(async (tx) => {
        // An unpaid share and a check-in only authorised: neither is settled in the view, yet both payments hold captures.
        const [share] = await tx
          .select({ id: paymentShares.id, reservationId: paymentShares.reservationId, orderId: reservations.orderId })
          .from(paymentShares)
          .innerJoin(reservations, eq(reservations.id, paymentShares.reservationId))
          .where(isNull(paymentShares.paymentId))
          .limit(1);
        if (!share) throw new Error('the split booking above leaves an unpaid share');
        orderId = share.orderId;
        await tx
          .update(paymentShares)
          .set({ paymentId: 'pay_share_ledger_only' })
          .where(eq(paymentShares.id, share.id));
        await tx.insert(checkInInvoices).values({
          reservationId: share.reservationId,
          invoiceNumber: 'CI-LEDGER-ONLY',
          slots: [1],
          amountCents: 100,
          currencyCode: 'USD',
          paymentId: 'pay_check_in_ledger_only',
          paymentStatus: 'authorized',
        });
        await tx.insert(gatewayLedger).values([
          { paymentId: 'pay_share_ledger_only', kind: 'capture', amountCents: 30 },
          { paymentId: 'pay_check_in_ledger_only', kind: 'capture', amountCents: 200 },
        ]);
        mismatches = await ledgerViewMismatches(tx, 7);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toMatchObject({ orderId });
    expect(mismatches[0]!.ledgerCents - mismatches[0]!.viewCents).toBe(230);
  });
});
