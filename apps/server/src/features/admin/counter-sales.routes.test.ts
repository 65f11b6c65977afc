import { randomBytes } from 'node:crypto';
import type {
  CounterCatalogue,
  CounterSalePreview,
  CounterSaleReceipt,
  GiftCertificateBalance,
} from '@fairway/contract/admin-counter-sales.contract';
import { formatGiftCode, giftCodeFromBytes, normalizeGiftCode } from '@fairway/domain/store/gift-balance';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { counterSalePayments } from '../../db/schema/admin-counter-sales.ts';
import { productItems } from '../../db/schema/cart.ts';
import { invoices, orders } from '../../db/schema/checkout.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { paymentSteps } from '../../db/schema/payments.ts';
import { customers } from '../../db/schema/profile.ts';
import { customerMemberships, giftCertificates, membershipPlans } from '../../db/schema/store.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ledgerViewMismatches, orderMoneyOf } from '../reservations/reservations.public.ts';
import { staffCaller } from './testing/staff-caller.ts';
import { endOfDayOverHttp } from './testing/end-of-day-over-http.ts';
import { expectStoredEntriesExact } from './testing/stored-entries.ts';

// Walk-up sales at the counter: memberships, gift certificates (printed or e-mailed) and products
// sold to a golfer or a walk-up, paid in cash, on the terminal or by gift certificate, adding up to
// exactly the server's total; once per Idempotency-Key; a refusal writes nothing; the money views,
// the end-of-day report and the gateway's ledger agree. PGlite, and PostgreSQL with DATABASE_URL.

const DAY = '2026-07-10'; // MATRIX_NOW (12:00 UTC) is the morning of this day in New York.
const MANAGER = 'manager@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
let server: TestServer;
let fx: Fixtures;
let north: number;
const db = () => server.database!.handle.db;
const as = staffCaller(() => fx);

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  north = await fx.api.facilityId('harbor-pines-north');
});
afterAll(() => server?.close());

let keys = 0;
const newKey = () => `counter-${Date.now()}-${++keys}`;
const walkUp = (email?: string) => ({
  kind: 'walk-up',
  firstName: 'Wally',
  lastName: `Walkup${++keys}`,
  ...(email ? { email } : {}),
});
const printedGift = (value = 2500) => ({
  type: 'gift-certificate',
  facilityId: north,
  value,
  delivery: { kind: 'print' },
});

async function sell(body: unknown, key = newKey(), username = PROSHOP) {
  const options = await as(username);
  return fx.api.post('/api/admin/counter-sales', body, {
    ...options,
    headers: { ...options.headers, 'idempotency-key': key },
  });
}
async function preview(body: unknown) {
  return fx.api.post('/api/admin/counter-sales/preview', body, await as(PROSHOP));
}

/** A product of North with this many left; its id. */
async function product(inventory: number, price = 1999): Promise<number> {
  const [row] = await db()
    .insert(productItems)
    .values({
      facilityId: north,
      categoryId: 1,
      name: `Counter balls ${++keys}`,
      price,
      inventory,
      currencyCode: 'USD',
    })
    .returning();
  return row!.id;
}
const stockOf = async (id: number) =>
  (await db().select().from(productItems).where(eq(productItems.id, id)))[0]!.inventory;

/** A delivered North certificate with this balance; its code as typed. */
async function giftCertificate(balance: number): Promise<string> {
  const code = giftCodeFromBytes(randomBytes(32));
  await db()
    .insert(giftCertificates)
    .values({
      facilityId: north,
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
const certificateOf = async (typed: string) =>
  (
    await db()
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.code, normalizeGiftCode(typed)!))
  )[0]!;
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;

describe('counter sales', () => {
  it('lists what the counter sells to pro-shop staff, products with their stock', async () => {
    const id = await product(7);
    const answer = await fx.api.get('/api/admin/counter-sales/catalogue', await as(PROSHOP));
    expect(answer.status).toBe(200);
    const catalogue = answer.body as CounterCatalogue;
    expect(catalogue.products.find((entry) => entry.id === id)).toMatchObject({ inventory: 7, price: 1999 });
    expect(catalogue.giftCertificates.find((entry) => entry.facilityId === north)?.amounts).toContain(2500);
    expect(catalogue.memberships.length).toBeGreaterThan(0);
  });

  it('prices lines as the online invoice does (products taxed, gift certificates not) and writes nothing', async () => {
    const id = await product(5, 1000);
    const before = await orderCount();
    const answer = await preview({
      buyer: walkUp(),
      lines: [printedGift(5000), { type: 'product', productId: id, quantity: 2 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const priced = answer.body as CounterSalePreview;
    expect(priced.lines[0]).toMatchObject({ type: 'gift-certificate', grandTotal: 5000, totalTaxes: 0 });
    expect(priced.lines[1]).toMatchObject({ type: 'product', quantity: 2, subTotal: 2000 });
    expect(priced.grandTotal).toBe(priced.lines[0]!.grandTotal + priced.lines[1]!.grandTotal);
    expect(priced.totalTaxes).toBe(priced.lines[1]!.totalTaxes);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(id)).toBe(5);
  });

  it('sells a printed gift certificate for cash: code on the receipt, delivered now, no delivery job, audited, receipt e-mailed', async () => {
    const email = `walkup-${Date.now()}@example.com`;
    const answer = await sell({
      buyer: walkUp(email),
      lines: [printedGift(2500)],
      tenders: [{ tender: 'cash', amountCents: 2500 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const receipt = answer.body as CounterSaleReceipt;
    expect(receipt).toMatchObject({
      grandTotal: 2500,
      paidCents: 2500,
      emailedTo: email,
      tenders: [{ tender: 'cash', amountCents: 2500 }],
    });
    expect(receipt.printedGiftCertificates).toHaveLength(1);
    const { code } = receipt.printedGiftCertificates[0]!;
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const certificate = await certificateOf(code);
    expect(certificate).toMatchObject({ value: 2500, balance: 2500, orderId: receipt.orderId });
    expect(certificate.deliveredAt).not.toBeNull();
    expect(
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.key, `gift-certificate:${certificate.id}`)),
    ).toHaveLength(0);
    const [order] = await db().select().from(orders).where(eq(orders.id, receipt.orderId));
    expect(order).toMatchObject({ grandTotal: 2500, paidNow: 2500, dueAtCourse: 0, paymentId: null, email });
    const closed = await db().select().from(invoices).where(eq(invoices.sourceOrderId, receipt.orderId));
    expect(closed.map((row) => [row.status, row.grandTotal])).toEqual([['Closed', 2500]]);
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'counter-sale.sell'), eq(adminAuditLog.target, `order:${receipt.orderId}`)));
    expect(audit?.details).toMatchObject({ receiptNumber: receipt.receiptNumber, amountCents: 2500 });
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'counter-receipt')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(code);
    // The money view states the cash, settled, as paid at booking.
    const view = (await orderMoneyOf(db(), [order!])).get(order!.id)!;
    expect(view.paid.map((entry) => [entry.tender, entry.amountCents, entry.state])).toEqual([
      ['cash', 2500, 'settled'],
    ]);
    // A payment-workflow operation ran the sale as its work step.
    const steps = await db()
      .select()
      .from(paymentSteps)
      .where(
        and(like(paymentSteps.operationId, `counter-sale:${order!.bookingEngineId}:%`), eq(paymentSteps.step, 'sell')),
      );
    expect(steps.map((step) => step.state)).toContain('done');
  });

  it('looks a certificate up by its code (pro-shop too): balance, delivery and redemptions; an unknown code is 404', async () => {
    const typed = await giftCertificate(5000);
    const product1 = await product(3, 1000);
    const priced = (await preview({ buyer: walkUp(), lines: [{ type: 'product', productId: product1, quantity: 1 }] }))
      .body as CounterSalePreview;
    const paid = await sell({
      buyer: walkUp(),
      lines: [{ type: 'product', productId: product1, quantity: 1 }],
      tenders: [{ tender: 'gift-certificate', amountCents: priced.grandTotal, code: typed }],
      emailReceipt: false,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const answer = await fx.api.get(
      `/api/admin/gift-certificates/${encodeURIComponent(typed.toLowerCase())}`,
      await as(PROSHOP),
    );
    expect(answer.status).toBe(200);
    const balance = answer.body as GiftCertificateBalance;
    expect(balance).toMatchObject({
      code: typed,
      value: 5000,
      balance: 5000 - priced.grandTotal,
      delivered: true,
      currencyCode: 'USD',
    });
    expect(balance.redemptions).toEqual([
      expect.objectContaining({
        amountCents: priced.grandTotal,
        orderNumber: (paid.body as CounterSaleReceipt).orderNumber,
      }),
    ]);
    const unknown = await fx.api.get('/api/admin/gift-certificates/ZZZZ-ZZZZ-ZZZZ-ZZZZ', await as(PROSHOP));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/no gift certificate/i);
    // Another alias's staff do not find it.
    const other = await fx.api.get(
      `/api/admin/gift-certificates/${typed}`,
      await as('manager@mapleridge.example', 'maple-ridge'),
    );
    expect([401, 403, 404]).toContain(other.status);
  });

  it('takes a mix of cash and the terminal; stock falls and is never sold below zero (refused, nothing written)', async () => {
    const id = await product(2, 1500);
    const priced = (await preview({ buyer: walkUp(), lines: [{ type: 'product', productId: id, quantity: 2 }] }))
      .body as CounterSalePreview;
    const cash = 1000;
    const answer = await sell({
      buyer: walkUp(),
      lines: [{ type: 'product', productId: id, quantity: 2 }],
      tenders: [
        { tender: 'cash', amountCents: cash },
        { tender: 'card-present', amountCents: priced.grandTotal - cash, lastFour: '4242' },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const receipt = answer.body as CounterSaleReceipt;
    expect(receipt.tenders).toEqual([
      { tender: 'cash', amountCents: cash, lastFour: null },
      { tender: 'card-present', amountCents: priced.grandTotal - cash, lastFour: '4242' },
    ]);
    expect(receipt.emailedTo).toBeNull();
    expect(await stockOf(id)).toBe(0);
    const rows = await db().select().from(counterSalePayments).where(eq(counterSalePayments.orderId, receipt.orderId));
    expect(rows.map((row) => [row.tender, row.amountCents, row.cardLastFour])).toEqual([
      ['cash', cash, null],
      ['card-present', priced.grandTotal - cash, '4242'],
    ]);
    const before = await orderCount();
    const sold = await sell({
      buyer: walkUp(),
      lines: [{ type: 'product', productId: id, quantity: 1 }],
      tenders: [{ tender: 'cash', amountCents: 1000 }],
    });
    expect(sold.status).toBe(409);
    expect(sold.body.error.code).toBe('PRODUCT_SOLD_OUT');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(id)).toBe(0);
  });

  it('refuses tenders that do not add up to the total, and a gift certificate short of balance, writing nothing', async () => {
    const typed = await giftCertificate(1000);
    const before = await orderCount();
    const steps = (await db().select({ n: count() }).from(paymentSteps))[0]!.n;
    const short = await sell({
      buyer: walkUp(),
      lines: [printedGift(2500)],
      tenders: [{ tender: 'cash', amountCents: 2000 }],
    });
    expect(short.status).toBe(422);
    expect(short.body.error).toMatchObject({
      code: 'PAYMENT_SHORT_OF_DUE',
      details: { dueCents: 2500, enteredCents: 2000 },
    });
    const over = await sell({
      buyer: walkUp(),
      lines: [printedGift(2500)],
      tenders: [{ tender: 'cash', amountCents: 3000 }],
    });
    expect(over.body.error.code).toBe('PAYMENT_EXCEEDS_DUE');
    const gift = await sell({
      buyer: walkUp(),
      lines: [printedGift(2500)],
      tenders: [
        { tender: 'gift-certificate', amountCents: 1500, code: typed },
        { tender: 'cash', amountCents: 1000 },
      ],
    });
    expect(gift.status).toBe(409);
    expect(gift.body.error).toMatchObject({
      code: 'GIFT_BALANCE_INSUFFICIENT',
      details: { tender: 0, balanceCents: 1000 },
    });
    const unknown = await sell({
      buyer: walkUp(),
      lines: [printedGift(2500)],
      tenders: [{ tender: 'gift-certificate', amountCents: 2500, code: 'AAAA-BBBB-CCCC-DDDD' }],
    });
    expect(unknown.body.error.code).toBe('GIFT_CODE_INVALID');
    const value = await sell({
      buyer: walkUp(),
      lines: [printedGift(60_000)],
      tenders: [{ tender: 'cash', amountCents: 60_000 }],
    });
    expect(value.body.error.code).toBe('GIFT_VALUE_NOT_ALLOWED');
    expect(await orderCount()).toBe(before);
    expect((await certificateOf(typed)).balance).toBe(1000);
    // Refused before the payment operation: not even a failed step is recorded.
    expect((await db().select({ n: count() }).from(paymentSteps))[0]!.n).toBe(steps);
  });

  it('sells a membership with its billing plan to a golfer account: its instalment schedule starts; a second is 409; a walk-up cannot buy one', async () => {
    const golfer = await fx.golfer();
    const [account] = await db().select().from(customers).where(eq(customers.email, golfer.email));
    const [plan] = await db()
      .select()
      .from(membershipPlans)
      .where(and(eq(membershipPlans.facilityId, north), eq(membershipPlans.frequencyType, 'monthly')));
    const lines = [{ type: 'membership', planId: plan!.id }];
    const buyer = { kind: 'golfer', golferId: account!.publicId };
    const priced = (await preview({ buyer, lines })).body as CounterSalePreview;
    expect(priced.grandTotal).toBeGreaterThan(0);
    const answer = await sell({
      buyer,
      lines,
      tenders: [{ tender: 'card-present', amountCents: priced.grandTotal, lastFour: '1111' }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const receipt = answer.body as CounterSaleReceipt;
    expect(receipt.buyer).toMatchObject({ golferId: account!.publicId, email: golfer.email });
    expect(receipt.memberships).toEqual([
      expect.objectContaining({ name: plan!.name, nextInstalmentDate: '2026-08-10' }),
    ]);
    const [membership] = await db()
      .select()
      .from(customerMemberships)
      .where(and(eq(customerMemberships.customerId, account!.id), eq(customerMemberships.planId, plan!.id)));
    expect(membership).toMatchObject({ status: 'active', orderId: receipt.orderId, nextInstalment: 1 });
    expect(membership!.nextBillingAt).not.toBeNull();
    // The golfer's orders list it.
    const mine = await fx.api.get('/api/orders', {
      alias: 'demo',
      headers: { authorization: `Bearer ${golfer.bearer}` },
    });
    expect(JSON.stringify(mine.body)).toContain(receipt.orderNumber);
    const again = await sell({ buyer, lines, tenders: [{ tender: 'cash', amountCents: priced.grandTotal }] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('MEMBERSHIP_ALREADY_ACTIVE');
    const anonymous = await preview({ buyer: walkUp(), lines });
    expect(anonymous.status).toBe(400);
  });

  it('e-mails a gift certificate on its date through the delivery job (no code on the receipt)', async () => {
    const answer = await sell({
      buyer: walkUp(),
      lines: [
        {
          type: 'gift-certificate',
          facilityId: north,
          value: 5000,
          delivery: {
            kind: 'email',
            recipientName: 'Pat',
            recipientEmail: 'pat@example.com',
            giftMessage: 'Enjoy',
            deliveryDate: '2026-07-20',
          },
        },
      ],
      tenders: [{ tender: 'cash', amountCents: 5000 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const receipt = answer.body as CounterSaleReceipt;
    expect(receipt.printedGiftCertificates).toEqual([]);
    expect(receipt.emailedGiftCertificates).toEqual([
      { value: 5000, recipientName: 'Pat', recipientEmail: 'pat@example.com', deliveryDate: '2026-07-20' },
    ]);
    const [certificate] = await db()
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.orderId, receipt.orderId));
    expect(certificate!.deliveredAt).toBeNull();
    const queued = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `gift-certificate:${certificate!.id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString()).toBe('2026-07-20T04:00:00.000Z');
  });

  it('answers a replayed key with the first receipt and sells nothing again; another body with the key is 422', async () => {
    const key = newKey();
    const body = { buyer: walkUp(), lines: [printedGift(2500)], tenders: [{ tender: 'cash', amountCents: 2500 }] };
    const first = await sell(body, key);
    expect(first.status).toBe(200);
    const before = await orderCount();
    const replay = await sell(body, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await orderCount()).toBe(before);
    const other = await sell(
      { ...body, tenders: [{ tender: 'card-present', amountCents: 2500, lastFour: '4242' }] },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const missing = await fx.api.post('/api/admin/counter-sales', body, await as(PROSHOP));
    expect(missing.status).toBe(400);
  });

  it("counts the day's counter sales in the end-of-day report by tender and channel, and it still adds up to the money views and the ledger", async () => {
    const report = await endOfDayOverHttp(
      async (path) => fx.api.get(path, await as(MANAGER)),
      `date=${DAY}&facilityId=${north}`,
    );
    const course = report.courses[0]!;
    const receipts = await db().select().from(counterSalePayments);
    const sum = (tender: string) =>
      receipts.filter((row) => row.tender === tender).reduce((total, row) => total + row.amountCents, 0);
    const counter = course.byChannel.find((row) => row.channel === 'counter')!;
    expect(counter.paidCents).toBe(sum('cash') + sum('card-present') + sum('gift-certificate'));
    const counterEntries = course.entries.filter((entry) => entry.channel === 'counter');
    for (const tender of ['cash', 'card-present', 'gift-certificate'] as const)
      expect(
        counterEntries
          .filter((entry) => entry.tender === tender)
          .reduce((total, entry) => total + entry.amountCents, 0),
      ).toBe(sum(tender));
    const byTender = Object.fromEntries(course.byTender.map((row) => [row.tender, row.paidCents]));
    expect(byTender.cash).toBeGreaterThanOrEqual(sum('cash'));
    expect(byTender['card-present']).toBeGreaterThanOrEqual(sum('card-present'));
    expect(course.total.paidCents).toBe(course.byChannel.reduce((total, row) => total + row.paidCents, 0));
    expect(await ledgerViewMismatches(db())).toEqual([]);
    await expectStoredEntriesExact(server, 'the counter sales');
  });

  it('refuses golfers and staff of another alias', async () => {
    const golfer = await fx.golfer();
    const answer = await fx.api.get('/api/admin/counter-sales/catalogue', {
      alias: 'demo',
      headers: { authorization: `Bearer ${golfer.bearer}` },
    });
    expect(answer.status).toBe(401);
  });
});
