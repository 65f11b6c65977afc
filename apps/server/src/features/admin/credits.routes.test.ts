import { STAFF_TOKEN_HEADER, type StaffRates } from '@fairway/contract/admin.contract';
import type { CustomRefundResult, RainCheckResult, ReservationCredits } from '@fairway/contract/admin-credits.contract';
import type { ReservationDetail } from '@fairway/contract/reservations.contract';
import { processorNetCents } from '@fairway/domain/payments/money-view';
import { normalizeGiftCode } from '@fairway/domain/store/gift-balance';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { gatewayLedger } from '../../db/schema/payments.ts';
import { proCreditBooks, proMembers } from '../../db/schema/pro-profile.ts';
import { customers } from '../../db/schema/profile.ts';
import { giftCertificates } from '../../db/schema/store.ts';
import { createFixtures, type Fixtures } from '../../hardening/access-fixtures.ts';
import { latestMail } from '../../test/accounts-client.ts';
import { reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { endOfDayOverHttp } from './testing/end-of-day-over-http.ts';

// Credits at the counter: custom refunds by tender (card through the sandbox gateway, reconciled
// with its ledger; cash at the counter; a gift certificate put back), refused over what was paid
// with nothing written, once per Idempotency-Key; rain checks as a gift certificate redeemed online
// and at the desk, and as credit-book credit used online; the pro-shop limit; the end-of-day
// report stating the same amounts. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

const NOW = new Date('2026-07-10T12:00:00Z');
const TODAY = '2026-07-10';
const DATE = '2026-07-15';
const MANAGER = 'manager@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
let server: TestServer;
let fx: Fixtures;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({
    now: () => NOW,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000', CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  api = reservationsClient(server, db);
});
afterAll(() => server?.close());

const tokens = new Map<string, string>();
let keys = 0;
const newKey = () => `credit-${Date.now()}-${++keys}`;
async function staff(username = MANAGER, extra: Record<string, string> = {}) {
  if (!tokens.has(username)) tokens.set(username, (await fx.staff(username)).staffToken);
  return { alias: 'demo', headers: { [STAFF_TOKEN_HEADER]: tokens.get(username)!, ...extra } };
}
const credits = async (id: string, username = MANAGER) =>
  api.get(`/api/admin/reservations/${id}/credits`, await staff(username));
const refund = async (id: string, body: unknown, key = newKey(), username = MANAGER) =>
  api.post(`/api/admin/reservations/${id}/refund`, body, await staff(username, { 'idempotency-key': key }));
const rainCheck = async (id: string, body: unknown, key = newKey(), username = MANAGER) =>
  api.post(`/api/admin/reservations/${id}/rain-check`, body, await staff(username, { 'idempotency-key': key }));

/** What the gateway's ledger holds of a payment: captures less refunds. */
async function ledgerNet(paymentId: string | null): Promise<number> {
  if (!paymentId) return 0;
  const rows = await db().select().from(gatewayLedger).where(eq(gatewayLedger.paymentId, paymentId));
  return rows.reduce(
    (sum, row) => sum + (row.kind === 'capture' ? row.amountCents : row.kind === 'refund' ? -row.amountCents : 0),
    0,
  );
}

/** Rows that a credit writes: events, idempotency claims, certificates, books, audit entries. */
const counts = async () =>
  (
    await db().execute(
      sql`select (select count(*) from reservation_events)::int as events, (select count(*) from reservation_requests)::int as requests, (select count(*) from gift_certificates)::int as gifts, (select count(*) from pro_credit_books)::int as books, (select count(*) from admin_audit_log)::int as audits, (select count(*) from gateway_ledger)::int as ledger`,
    )
  ).rows[0] as Record<string, number>;

const auditOf = async (action: string, id: string) =>
  (
    await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, `reservation:${id}`)))
      .orderBy(desc(adminAuditLog.id))
  )[0];

async function endOfDay(facilityId: number) {
  const report = await endOfDayOverHttp(
    async (path) => api.get(path, await staff()),
    `date=${TODAY}&facilityId=${facilityId}`,
  );
  return report.courses[0]!;
}

/** A walk-in of two players later today paid in cash at booking (or to pay at the course); its id. */
async function cashWalkIn(email: string, paymentMethod: 'cash' | 'pay-at-course' = 'cash') {
  const south = await api.facilityId('harbor-pines-south');
  const times = await api.teeTimes(TODAY, south);
  const teetime = times
    .filter(
      (time: { availableSlots: number; teetime: string }) =>
        time.availableSlots === 4 && time.teetime > `${TODAY}T12:00`,
    )
    .at(-1 - keys)!.teetime as string;
  const rates = await api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, await staff());
  const rate = (rates.body as StaffRates).rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const booked = await api.post(
    '/api/admin/reservations',
    {
      facilityId: south,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { firstName: 'Cass', lastName: 'Walker', email },
      paymentMethod,
      language: 'en',
    },
    await staff(MANAGER, { 'idempotency-key': newKey() }),
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { id: booked.body.reservationId as string, south };
}

describe('POST /api/admin/reservations/{id}/refund', () => {
  it('gives part of a card booking back through the gateway: the ledger, the money view, the golfer, the e-mail and the end-of-day report agree; a replay refunds once', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 2, '07:00');
    const before = (await credits(booked.reservationId)).body as ReservationCredits;
    const card = before.refundable.find((line) => line.tender === 'card')!;
    expect(card).toMatchObject({ refundedCents: 0, cardLastFour: '4242' });
    expect(card.refundableCents).toBe(before.money.paidCents);

    const key = newKey();
    const body = { lines: [{ tender: 'card', amountCents: 1_250 }], reason: 'Aerated greens' };
    const answer = await refund(booked.reservationId, body, key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body as CustomRefundResult;
    expect(result).toMatchObject({
      refundedCents: 1_250,
      lines: [{ tender: 'card', amountCents: 1_250, state: 'settled' }],
    });
    expect(await ledgerNet(booked.paymentId)).toBe(before.money.paidCents - 1_250);
    expect(processorNetCents(result.money)).toBe(await ledgerNet(booked.paymentId));

    // The players stay booked; the golfer's screen states the same refund.
    const detail = (await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options))
      .body as ReservationDetail;
    expect(detail.status).toBe('booked');
    expect(detail.totalPlayers).toBe(2);
    expect(detail.money!.refunded).toEqual([
      expect.objectContaining({ tender: 'card', amountCents: 1_250, source: 'refund' }),
    ]);
    expect(detail.money).toEqual(result.money);
    const mail = (await latestMail(db(), golfer.email))!;
    expect(mail.subject).toContain('A refund for your tee time');
    expect(mail.text).toContain('$12.50 was refunded to your Visa ending in 4242.');

    // Once per key: the replay answers the first result and the gateway refunded once.
    const ledgerRows = (await counts()).ledger;
    const again = await refund(booked.reservationId, body, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(answer.body);
    expect((await counts()).ledger).toBe(ledgerRows);

    const after = (await credits(booked.reservationId)).body as ReservationCredits;
    expect(after.refundable.find((line) => line.tender === 'card')).toMatchObject({
      refundedCents: 1_250,
      refundableCents: before.money.paidCents - 1_250,
    });
    const audit = await auditOf('reservation.refund', booked.reservationId);
    expect(audit?.details).toMatchObject({ amountCents: 1_250, reason: 'Aerated greens' });

    // Today's end of day lists the refund on the card, as the money view states it.
    const day = await endOfDay(booked.facilityId);
    const refunds = day.entries.filter(
      (entry) => entry.source === 'refund' && entry.confirmationNumber === result.confirmationNumber,
    );
    expect(refunds).toEqual([expect.objectContaining({ kind: 'refund', tender: 'card', amountCents: 1_250 })]);
    expect(day.byTender.find((row) => row.tender === 'card')!.refundedCents).toBeGreaterThanOrEqual(1_250);
    // The CSV states the same refund row.
    const csv = await api.get(
      `/api/admin/reports/end-of-day.csv?date=${TODAY}&facilityId=${booked.facilityId}`,
      await staff(),
    );
    expect(csv.status).toBe(200);
    const refundRows = (csv.body as string)
      .split('\r\n')
      .filter((line) => line.includes(`,${result.confirmationNumber},refund,`));
    expect(refundRows).toEqual([expect.stringContaining(',refund,card,0,0.00,1,12.50,0.00,0.00,-12.50,')]);
  });

  it('refuses more than a tender paid and not yet given back, with nothing written (not even the key)', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 2, '07:00');
    const view = (await credits(booked.reservationId)).body as ReservationCredits;
    const before = await counts();
    const over = await refund(booked.reservationId, {
      lines: [{ tender: 'card', amountCents: view.money.paidCents + 1 }],
      reason: 'Too much',
    });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({
      code: 'REFUND_EXCEEDS_PAID',
      details: { tender: 'card', refundableCents: view.money.paidCents, enteredCents: view.money.paidCents + 1 },
    });
    const cash = await refund(booked.reservationId, { lines: [{ tender: 'cash', amountCents: 100 }], reason: 'Nope' });
    expect(cash.status).toBe(422);
    expect(await counts()).toEqual(before);
    expect(await ledgerNet(booked.paymentId)).toBe(view.money.paidCents);
  });

  it('records cash paid back at the counter for a cash walk-in; the end-of-day report counts it as a cash refund', async () => {
    const email = `cash-${Date.now()}@example.com`;
    const { id, south } = await cashWalkIn(email);
    const view = (await credits(id)).body as ReservationCredits;
    const cash = view.refundable.find((line) => line.tender === 'cash')!;
    expect(cash.refundableCents).toBeGreaterThan(1_000);
    const answer = await refund(id, { lines: [{ tender: 'cash', amountCents: 1_000 }], reason: 'Cart broke down' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body as CustomRefundResult;
    expect(result.money.refunded).toEqual([
      expect.objectContaining({ tender: 'cash', amountCents: 1_000, source: 'refund', state: 'settled' }),
    ]);
    expect((await latestMail(db(), email))!.text).toContain('$10.00 is to be given back to you at the pro shop.');
    const day = await endOfDay(south);
    expect(
      day.entries.filter((entry) => entry.confirmationNumber === result.confirmationNumber && entry.kind === 'refund'),
    ).toEqual([expect.objectContaining({ tender: 'cash', amountCents: 1_000, channel: 'counter' })]);
  });
});

describe('POST /api/admin/reservations/{id}/rain-check', () => {
  it('issues a gift certificate (default: the green fees paid), redeemed online through checkout and at the desk', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 2, '07:00');
    const view = (await credits(booked.reservationId)).body as ReservationCredits;
    expect(view.rainCheck).toMatchObject({ issueAs: 'gift-certificate', defaultPlayers: [1, 2] });
    expect(view.rainCheck.defaultCents).toBeGreaterThan(0);
    expect(view.rainCheck.defaultCents).toBeLessThanOrEqual(view.money.paidCents);

    const answer = await rainCheck(booked.reservationId, { reason: 'Washed out' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const issued = answer.body as RainCheckResult;
    expect(issued).toMatchObject({
      amountCents: view.rainCheck.defaultCents,
      issuedAs: 'gift-certificate',
      fellBackToGiftCertificate: false,
      creditBook: null,
    });
    expect(issued.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(issued.money.refunded).toEqual([
      expect.objectContaining({ tender: 'gift-certificate', source: 'rain-check', amountCents: issued.amountCents }),
    ]);
    // Money stays with the gateway: a rain check is credit, not a card refund.
    expect(await ledgerNet(booked.paymentId)).toBe(view.money.paidCents);
    const mail = (await latestMail(db(), golfer.email))!;
    expect(mail.subject).toContain('Your rain check');
    expect(mail.text).toContain(issued.code!);
    expect((await auditOf('reservation.rain-check', booked.reservationId))?.details).toMatchObject({
      issuedAs: 'gift-certificate',
      amountCents: issued.amountCents,
    });
    const day = await endOfDay(booked.facilityId);
    expect(
      day.entries.filter(
        (entry) => entry.source === 'rain-check' && entry.confirmationNumber === issued.confirmationNumber,
      ),
    ).toEqual([
      expect.objectContaining({ kind: 'credit', tender: 'gift-certificate', amountCents: issued.amountCents }),
    ]);
    expect(day.total.rainCheckCents).toBeGreaterThanOrEqual(issued.amountCents);
    expect(day.total.rainCheckCents).toBeLessThanOrEqual(day.total.creditedCents);

    const balance = async () =>
      (
        await db()
          .select()
          .from(giftCertificates)
          .where(eq(giftCertificates.code, normalizeGiftCode(issued.code!)!))
      )[0]!.balance;
    expect(await balance()).toBe(issued.amountCents);

    // At the desk first: $10.00 of it pays part of a walk-in's green fees, cash the rest.
    const { id } = await cashWalkIn(`desk-${Date.now()}@example.com`, 'pay-at-course');
    const due = (await api.get(`/api/admin/reservations/${id}/desk-payment`, await staff())).body as {
      dueAtCourseCents: number;
    };
    const fromGift = Math.min(1_000, issued.amountCents - 1, due.dueAtCourseCents);
    const tenders = [
      { tender: 'gift-certificate', amountCents: fromGift, code: issued.code },
      ...(due.dueAtCourseCents > fromGift ? [{ tender: 'cash', amountCents: due.dueAtCourseCents - fromGift }] : []),
    ];
    const desk = await api.post(
      `/api/admin/reservations/${id}/desk-payment`,
      { tenders, checkIn: false },
      await staff(PROSHOP, { 'idempotency-key': newKey() }),
    );
    expect(desk.status, JSON.stringify(desk.body)).toBe(200);
    expect(await balance()).toBe(issued.amountCents - fromGift);

    // Then online: what is left pays part of a new booking through checkout.
    const online = await api.book(
      { ...golfer.options, email: golfer.email },
      'harbor-pines-north',
      DATE,
      2,
      '07:00',
      undefined,
      { giftCode: issued.code },
    );
    const paidByGift = online.order.giftCertificatePaid as number;
    expect(paidByGift).toBe(issued.amountCents - fromGift);
    expect(await balance()).toBe(0);
  });

  it('issues credit-book credit for a member, used online through the credit-book checkout; without a membership it falls back to a gift certificate', async () => {
    await api.setSettings('demo', 'reservations', { rainChecks: { issueAs: 'credit-book' } });
    try {
      const golfer = await api.newGolfer();
      const north = await api.facilityId('harbor-pines-north');
      const [customer] = await db().select().from(customers).where(eq(customers.email, golfer.email));
      const booked = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 2, '07:00');

      // No membership yet: a gift certificate, and the answer says so.
      const fallback = await rainCheck(booked.reservationId, { amountCents: 500, reason: 'Frost' });
      expect(fallback.status, JSON.stringify(fallback.body)).toBe(200);
      expect(fallback.body).toMatchObject({ issuedAs: 'gift-certificate', fellBackToGiftCertificate: true });

      await db()
        .insert(proMembers)
        .values({
          customerId: customer!.id,
          facilityId: north,
          memberNumber: `RC-${Date.now()}`,
          homeClub: 'Harbor Pines',
          isHome: true,
          memberSince: '2025-01-01',
        });
      expect(((await credits(booked.reservationId)).body as ReservationCredits).rainCheck.creditBookAvailable).toBe(
        true,
      );
      const answer = await rainCheck(booked.reservationId, { amountCents: 1_500, reason: 'Thunder' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const issued = answer.body as RainCheckResult;
      expect(issued).toMatchObject({ issuedAs: 'credit-book', code: null, fellBackToGiftCertificate: false });
      const [book] = await db().select().from(proCreditBooks).where(eq(proCreditBooks.id, issued.creditBook!.id));
      expect(book).toMatchObject({ kind: 'amount', total: 1_500 });
      expect((await latestMail(db(), golfer.email))!.text).toContain(`credit book "${issued.creditBook!.name}"`);

      // Online: the book pays part of a new booking.
      const online = await api.book(
        { ...golfer.options, email: golfer.email },
        'harbor-pines-north',
        DATE,
        2,
        '07:00',
        undefined,
        { creditBookId: book!.id },
      );
      expect(online.order.creditBookPaid).toBe(1_500);
    } finally {
      await api.setSettings('demo', 'reservations', { rainChecks: { issueAs: 'gift-certificate' } });
    }
  });

  it('refuses a rain check above what the booking keeps, with nothing written', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 2, '07:00');
    const view = (await credits(booked.reservationId)).body as ReservationCredits;
    const before = await counts();
    const over = await rainCheck(booked.reservationId, { amountCents: view.rainCheck.maxCents + 1, reason: 'Greedy' });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('REFUND_EXCEEDS_PAID');
    expect(await counts()).toEqual(before);
  });
});

describe('the pro-shop limit', () => {
  it('pro-shop staff need a manager above the limit (or with none set): 403 naming it, nothing written; within it they may', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 2, '07:00');
    let before = await counts();
    const none = await refund(
      booked.reservationId,
      { lines: [{ tender: 'card', amountCents: 100 }], reason: 'Hi' },
      newKey(),
      PROSHOP,
    );
    expect(none.status).toBe(403);
    expect(none.body.error).toMatchObject({ code: 'CREDIT_LIMIT_EXCEEDED', details: { limitCents: null } });
    expect(none.body.error.message).toContain('No pro-shop limit is set');
    expect(((await credits(booked.reservationId, PROSHOP)).body as ReservationCredits).allowance).toEqual({
      limitCents: null,
      limited: true,
    });

    const put = await api.put(
      '/api/admin/settings',
      { settings: { reservations: { counterCredits: { proShopLimitCents: 2_000 } } } },
      await staff(),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    before = await counts();
    const over = await rainCheck(booked.reservationId, { amountCents: 2_001, reason: 'Rain' }, newKey(), PROSHOP);
    expect(over.status).toBe(403);
    expect(over.body.error.message).toContain('2000 cents');
    expect(await counts()).toEqual(before);

    const within = await refund(
      booked.reservationId,
      { lines: [{ tender: 'card', amountCents: 2_000 }], reason: 'Slow play' },
      newKey(),
      PROSHOP,
    );
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    // Managers are not limited.
    const manager = await rainCheck(booked.reservationId, { amountCents: 2_500, reason: 'Storm' });
    expect(manager.status, JSON.stringify(manager.body)).toBe(200);
  });

  it('answers 404 for a reservation of another alias and 400 without an Idempotency-Key', async () => {
    const missing = await api.post(
      `/api/admin/reservations/${crypto.randomUUID()}/refund`,
      { lines: [{ tender: 'cash', amountCents: 100 }], reason: 'x' },
      await staff(MANAGER, { 'idempotency-key': newKey() }),
    );
    expect(missing.status).toBe(404);
    const golfer = await api.newGolfer();
    const booked = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 2, '07:00');
    const keyless = await api.post(
      `/api/admin/reservations/${booked.reservationId}/rain-check`,
      { reason: 'x' },
      await staff(),
    );
    expect(keyless.status).toBe(400);
    expect(
      await db()
        .select()
        .from(proMembers)
        .where(inArray(proMembers.facilityId, [-1])),
    ).toEqual([]);
  });
});
