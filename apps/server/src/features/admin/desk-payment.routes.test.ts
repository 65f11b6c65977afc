import { randomBytes } from 'node:crypto';
import type { DeskPaymentDue, DeskPaymentReceipt } from '@fairway/contract/admin-desk-payment.contract';
import { STAFF_TOKEN_HEADER, type StaffRates, type TeeSheet } from '@fairway/contract/admin.contract';
import type { ReservationDetail } from '@fairway/contract/reservations.contract';
import { formatGiftCode, giftCodeFromBytes, normalizeGiftCode } from '@fairway/domain/store/gift-balance';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { paymentSteps } from '../../db/schema/payments.ts';
import { customers } from '../../db/schema/profile.ts';
import { checkInInvoices } from '../../db/schema/reservations.ts';
import { giftCertificates } from '../../db/schema/store.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// Taking payment at the desk: cash, card at the counter and gift certificates, mixed, adding up
// to exactly what the money view says is due; once per Idempotency-Key; never twice at once.
// The clock is MATRIX_NOW (the morning of DATE at the course), so the party can be checked in.

const DATE = '2026-07-10';
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
  free = (await fx.api.teeTimes(DATE, south))
    .filter((time) => time.availableSlots === 4 && time.rates.length > 0 && time.teetime > `${DATE}T12:00`)
    .map((time) => time.teetime)
    .reverse();
});
afterAll(() => server?.close());

const tokens = new Map<string, string>();
async function staffHeaders(username = MANAGER, extra: Record<string, string> = {}) {
  if (!tokens.has(username)) tokens.set(username, (await fx.staff(username)).staffToken);
  return { alias: 'demo', headers: { [STAFF_TOKEN_HEADER]: tokens.get(username)!, ...extra } };
}

let keys = 0;
const newKey = () => `desk-${Date.now()}-${++keys}`;
const path = (id: string) => `/api/admin/reservations/${id}/desk-payment`;

/** A walk-in of two players later today that pays everything at the course; its id and what is due. */
async function partyOwing(email = `desk-${Date.now()}-${++keys}@example.com`) {
  const teetime = free.shift();
  if (!teetime) throw new Error('no open South tee time left');
  const rates = await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, await staffHeaders());
  const rate = (rates.body as StaffRates).rates.find((entry) => entry.allowedPlayers.includes(2))!;
  const booked = await fx.api.post(
    '/api/admin/reservations',
    {
      facilityId: south,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { firstName: 'Dee', lastName: 'Sk', email },
      paymentMethod: 'pay-at-course',
      language: 'en',
    },
    await staffHeaders(MANAGER, { 'idempotency-key': newKey() }),
  );
  expect(booked.status).toBe(201);
  const id = booked.body.reservationId as string;
  const due = (await fx.api.get(path(id), await staffHeaders())).body as DeskPaymentDue;
  expect(due.dueAtCourseCents).toBeGreaterThan(1000);
  return { id, teetime, email, due };
}

async function pay(id: string, body: unknown, key = newKey(), username = MANAGER) {
  return fx.api.post(path(id), body, await staffHeaders(username, { 'idempotency-key': key }));
}

/** A delivered gift certificate of the South course with this balance; its code as a golfer types it. */
async function giftCertificate(balance: number): Promise<string> {
  const code = giftCodeFromBytes(randomBytes(32));
  await db()
    .insert(giftCertificates)
    .values({
      facilityId: south,
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

const balanceOf = async (typed: string) =>
  (
    await db()
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.code, normalizeGiftCode(typed)!))
  )[0]?.balance;
const invoicesOf = (id: string) => db().select().from(checkInInvoices).where(eq(checkInInvoices.reservationId, id));

async function sheetReservation(teetime: string, id: string) {
  const sheet = (await fx.api.get(`/api/admin/tee-sheet?date=${DATE}&facilityId=${south}`, await staffHeaders()))
    .body as TeeSheet;
  return sheet.courses[0]!.teeTimes.find((time) => time.teetime === teetime)!.reservations.find(
    (reservation) => reservation.reservationId === id,
  )!;
}

describe('POST /api/admin/reservations/{id}/desk-payment', () => {
  it('takes what is due in cash, checks the party in and e-mails the receipt; the sheet, the golfer and the e-mail agree', async () => {
    const golfer = await fx.golfer();
    await db().update(customers).set({ emailVerifiedAt: MATRIX_NOW }).where(eq(customers.email, golfer.email));
    const { id, teetime, due } = await partyOwing(golfer.email);
    expect(due.players.map((player) => player.dueAtCourseCents).reduce((a, b) => a + b)).toBe(due.dueAtCourseCents);
    expect(due.checkInToday).toBe(true);

    const key = newKey();
    const answer = await pay(
      id,
      { tenders: [{ tender: 'cash', amountCents: due.dueAtCourseCents }], checkIn: true },
      key,
    );
    expect(answer.status).toBe(200);
    const receipt = answer.body as DeskPaymentReceipt;
    expect(receipt).toMatchObject({
      tenders: [{ tender: 'cash', amountCents: due.dueAtCourseCents, lastFour: null }],
      paidCents: due.dueAtCourseCents,
      paidSlots: [1, 2],
      checkedInSlots: [1, 2],
      emailedTo: golfer.email,
    });
    expect(receipt.receiptNumber).toMatch(/^DR-[A-Z2-9]{8}$/);
    expect(receipt.money.dueAtCourseCents).toBe(0);
    expect(receipt.money.paid).toContainEqual(
      expect.objectContaining({
        tender: 'cash',
        source: 'check-in',
        state: 'settled',
        amountCents: due.dueAtCourseCents,
      }),
    );

    // The tee sheet reads the same money view: nothing due, the payment kept, everyone checked in.
    const row = await sheetReservation(teetime, id);
    expect(row.money).toEqual(receipt.money);
    expect(row.checkedInPlayers).toBe(2);
    // So does the golfer's reservation.
    const detail = await fx.api.get(`/api/reservation/${id}/history`, { alias: 'demo', bearer: golfer.bearer });
    expect(detail.status).toBe(200);
    expect((detail.body as ReservationDetail).money).toEqual(receipt.money);
    // And the receipt e-mail states the amount taken and what is left.
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, golfer.email), eq(mailOutbox.template, 'desk-receipt')));
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(
      due.dueAtCourseCents / 100,
    );
    expect(mail?.text).toContain(`Cash: ${amount}`);
    expect(mail?.text).toContain('Still due at the course: $0.00');
    expect(mail?.text).toContain(receipt.receiptNumber);

    // Through the payment workflow, and audited for the Activity.
    const [step] = await db()
      .select()
      .from(paymentSteps)
      .where(like(paymentSteps.operationId, `desk-payment:%:${key}`));
    expect(step).toMatchObject({ step: 'collect', action: 'work', state: 'done' });
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.target, `reservation:${id}`))
      .orderBy(desc(adminAuditLog.id));
    expect(audit).toMatchObject({ action: 'reservation.desk-payment', username: MANAGER });
    const activity = await fx.api.get('/api/admin/activity?take=5', await staffHeaders());
    expect(JSON.stringify(activity.body)).toContain('activity.reservation.desk-payment');
  });

  it('takes a mix of cash, card at the counter and a gift certificate, drawing the certificate', async () => {
    const { id, due } = await partyOwing();
    const code = await giftCertificate(5000);
    const cash = due.dueAtCourseCents - 3000 - 1000;
    const answer = await pay(id, {
      tenders: [
        { tender: 'cash', amountCents: cash },
        { tender: 'card-present', amountCents: 1000, lastFour: '4242' },
        { tender: 'gift-certificate', amountCents: 3000, code },
      ],
      checkIn: false,
      emailReceipt: false,
    });
    expect(answer.status).toBe(200);
    const receipt = answer.body as DeskPaymentReceipt;
    expect(receipt.paidCents).toBe(due.dueAtCourseCents);
    expect(receipt.checkedInSlots).toEqual([]);
    expect(receipt.emailedTo).toBeNull();
    expect(receipt.tenders.map((tender) => [tender.tender, tender.amountCents, tender.lastFour]).sort()).toEqual(
      [
        ['card-present', 1000, '4242'],
        ['cash', cash, null],
        ['gift-certificate', 3000, null],
      ].sort(),
    );
    expect(await balanceOf(code)).toBe(2000);
    expect(receipt.money.dueAtCourseCents).toBe(0);
    expect((await invoicesOf(id)).map((row) => row.paymentId)).toEqual([null, null, null]);
  });

  it('refuses more than is due (409 PAYMENT_EXCEEDS_DUE), less (422 PAYMENT_SHORT_OF_DUE) and a spent gift certificate, writing nothing', async () => {
    const { id, due } = await partyOwing();
    const over = await pay(id, { tenders: [{ tender: 'cash', amountCents: due.dueAtCourseCents + 1 }], checkIn: true });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({
      code: 'PAYMENT_EXCEEDS_DUE',
      details: { dueCents: due.dueAtCourseCents, enteredCents: due.dueAtCourseCents + 1 },
    });
    const short = await pay(id, { tenders: [{ tender: 'cash', amountCents: 100 }], checkIn: false });
    expect(short.status).toBe(422);
    expect(short.body.error.code).toBe('PAYMENT_SHORT_OF_DUE');
    const code = await giftCertificate(500);
    const spent = await pay(id, {
      tenders: [
        { tender: 'cash', amountCents: due.dueAtCourseCents - 1000 },
        { tender: 'gift-certificate', amountCents: 1000, code },
      ],
      checkIn: false,
    });
    expect(spent.status).toBe(409);
    expect(spent.body.error).toMatchObject({ code: 'GIFT_BALANCE_INSUFFICIENT', details: { balanceCents: 500 } });
    const unknown = await pay(id, {
      tenders: [{ tender: 'gift-certificate', amountCents: due.dueAtCourseCents, code: 'NOPE-NOPE' }],
      checkIn: false,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('GIFT_CODE_INVALID');
    const badCard = await pay(id, {
      tenders: [{ tender: 'card-present', amountCents: due.dueAtCourseCents, lastFour: '42' }],
      checkIn: false,
    });
    expect(badCard.status).toBe(400);
    expect(await invoicesOf(id)).toEqual([]);
    expect(await balanceOf(code)).toBe(500);
    const after = (await fx.api.get(path(id), await staffHeaders())).body as DeskPaymentDue;
    expect(after.dueAtCourseCents).toBe(due.dueAtCourseCents);
  });

  it('collects once per Idempotency-Key, and once when two payments race', async () => {
    const { id, due } = await partyOwing();
    const body = { tenders: [{ tender: 'cash', amountCents: due.dueAtCourseCents }], checkIn: true };
    const key = newKey();
    const first = await pay(id, body, key);
    const again = await pay(id, body, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.receiptNumber).toBe(first.body.receiptNumber);
    expect(await invoicesOf(id)).toHaveLength(1);
    const reused = await pay(id, { ...body, checkIn: false }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const racing = await partyOwing();
    const both = await Promise.all(
      [newKey(), newKey()].map((other) =>
        pay(
          racing.id,
          { tenders: [{ tender: 'cash', amountCents: racing.due.dueAtCourseCents }], checkIn: false },
          other,
        ),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)?.body.error.code).toBe('PAYMENT_EXCEEDS_DUE');
    const rows = await invoicesOf(racing.id);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(racing.due.dueAtCourseCents);
  });

  it('lets pro-shop staff take payment; another alias gets 404 and a golfer 401', async () => {
    const { id, due } = await partyOwing();
    const body = { tenders: [{ tender: 'cash', amountCents: due.dueAtCourseCents }], checkIn: true };

    const other = await fx.staff('manager@eaglesnest.example', 'simulator');
    const own = {
      alias: 'simulator',
      headers: { [STAFF_TOKEN_HEADER]: other.staffToken, 'idempotency-key': newKey() },
    };
    expect((await fx.api.get(path(id), own)).status).toBe(404);
    expect((await fx.api.post(path(id), body, own)).status).toBe(404);
    const golfer = await fx.golfer();
    expect(
      (
        await fx.api.post(path(id), body, {
          alias: 'demo',
          bearer: golfer.bearer,
          headers: { 'idempotency-key': newKey() },
        })
      ).status,
    ).toBe(401);
    expect(await invoicesOf(id)).toEqual([]);

    const answer = await pay(id, body, newKey(), PROSHOP);
    expect(answer.status).toBe(200);
    expect(answer.body.checkedInSlots).toEqual([1, 2]);
  });
});
