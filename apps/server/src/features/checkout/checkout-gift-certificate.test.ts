import { randomBytes } from 'node:crypto';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { formatGiftCode, giftCodeFromBytes } from '@fairway/domain/store/gift-balance';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAttempts, orders } from '../../db/schema/checkout.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { gatewayPayments } from '../../db/schema/payments.ts';
import { giftCertificateRedemptions, giftCertificates } from '../../db/schema/store.ts';
import type { CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addWalletCard } from '../../test/wallet-client.ts';
import { checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';

// A gift certificate as a tender at checkout: checked by code, spent in the booking transaction
// (never overspent by two checkouts at once), the card paying the rest, and put back by refunds.
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-14';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let maple: number;
const used = new Set<string>();
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({
    now: () => NOW,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
  maple = await api.facilityId('maple-ridge', 'maple-ridge');
});
afterAll(() => server.close());

/** A certificate as the delivery job leaves it (delivered unless said otherwise); its code as a golfer types it. */
async function certificate(
  balance: number,
  options: { facilityId?: number; delivered?: boolean; currencyCode?: string } = {},
) {
  const code = giftCodeFromBytes(randomBytes(32));
  const [row] = await db()
    .insert(giftCertificates)
    .values({
      facilityId: options.facilityId ?? north,
      code,
      value: Math.max(balance, 10_000),
      balance,
      currencyCode: options.currencyCode ?? 'USD',
      cartItemId: crypto.randomUUID(),
      recipientName: 'Sam Snead',
      recipientEmail: 'sam@example.com',
      deliveryDate: '2026-07-01',
      deliverAt: new Date('2026-07-01T04:00:00Z'),
      deliveredAt: options.delivered === false ? null : new Date('2026-07-01T04:00:05Z'),
    })
    .returning();
  return { id: row!.id, typed: formatGiftCode(code).toLowerCase() };
}

const balanceOf = async (id: string) =>
  (await db().select().from(giftCertificates).where(eq(giftCertificates.id, id)))[0]!.balance;

async function teeTimeCart(options: CallOptions = {}) {
  const times = await api.teeTimes(DATE, north);
  const teeTime = times.find(
    (time: TeeTime) =>
      time.availableSlots === 4 && time.rates.some((rate) => rate.name === 'Prime') && !used.has(time.teetime),
  )!;
  used.add(teeTime.teetime);
  const cartId = await api.newCart(options);
  await api.addTeeTime(
    cartId,
    north,
    teeTime.teetime,
    teeTime.rates.find((rate) => rate.name === 'Prime')!.rateId,
    2,
    options,
  );
  const invoice = await api.invoice(cartId, options);
  return { cartId, dueNow: invoice.body.dueNow.original.total as number };
}

async function counts() {
  const [row] = (
    await db().execute(
      sql`select (select count(*) from orders)::int as orders, (select count(*) from checkout_attempts)::int as attempts, (select count(*) from gift_certificate_redemptions)::int as redemptions`,
    )
  ).rows as { orders: number; attempts: number; redemptions: number }[];
  return row!;
}

describe('checking a code', () => {
  it("answers a delivered certificate's balance at its alias, however the code is typed; anything else is 422 GIFT_CODE_INVALID", async () => {
    const gift = await certificate(4_200);
    const checked = await api.post('/api/gift-certificates/check', { code: ` ${gift.typed} ` });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body).toEqual({ balance: 4_200, currencyCode: 'USD', facilityId: north });
    expect((await api.post('/api/gift-certificates/check', { code: gift.typed.replaceAll('-', '') })).status).toBe(200);

    const refused = async (code: string, alias = 'demo') => {
      const answer = await api.post('/api/gift-certificates/check', { code }, { alias });
      expect(answer.status, code).toBe(422);
      expect(answer.body.error.code).toBe('GIFT_CODE_INVALID');
    };
    await refused(gift.typed, 'maple-ridge');
    await refused('2222-3333-4444-5555');
    await refused((await certificate(4_200, { delivered: false })).typed);
    await refused((await certificate(0)).typed);
    await refused((await certificate(4_200, { facilityId: maple, currencyCode: 'CAD' })).typed);
  });
});

describe('paying with a gift certificate', () => {
  it('takes the whole balance first and authorises the card only for the rest', async () => {
    const gift = await certificate(5_000);
    const { cartId, dueNow } = await teeTimeCart();
    expect(dueNow).toBeGreaterThan(5_000);
    const token = await api.cardToken(cartId);
    const paid = await api.pay(cartId, 'gift-part', {
      paymentToken: token,
      invoiceTotalAmount: dueNow,
      giftCode: gift.typed,
      formData: guestForm(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order).toMatchObject({ paidNow: dueNow, giftCertificatePaid: 5_000 });
    const [payment] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, paid.body.paymentId));
    expect(payment).toMatchObject({ amountCents: dueNow - 5_000, capturedCents: dueNow - 5_000 });
    expect(await balanceOf(gift.id)).toBe(0);
    const redemptions = await db()
      .select()
      .from(giftCertificateRedemptions)
      .where(eq(giftCertificateRedemptions.giftCertificateId, gift.id));
    expect(redemptions).toEqual([
      expect.objectContaining({ orderId: paid.body.order.orderId, amount: 5_000, restoredAmount: 0 }),
    ]);
  });

  it('charges the card nothing when the balance covers the order (the card stays on file as the course asks)', async () => {
    const gift = await certificate(90_000);
    const { cartId, dueNow } = await teeTimeCart();
    const token = await api.cardToken(cartId);
    const paid = await api.pay(cartId, 'gift-whole', {
      paymentToken: token,
      invoiceTotalAmount: dueNow,
      giftCode: gift.typed,
      formData: guestForm(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'completed',
      paymentId: null,
      order: { giftCertificatePaid: dueNow, paidNow: dueNow, card: { lastFour: '4242' } },
    });
    expect(await balanceOf(gift.id)).toBe(90_000 - dueNow);
  });

  it('pays the whole order without any card where the course does not ask for one', async () => {
    const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'maple-ridge'));
    const settings = engine!.settings as { checkout?: Record<string, unknown> };
    await db()
      .update(bookingEngines)
      .set({ settings: { ...settings, checkout: { ...settings.checkout, requiredFields: { creditCard: false } } } })
      .where(eq(bookingEngines.id, engine!.id));
    const gift = await certificate(90_000, { facilityId: maple, currencyCode: 'CAD' });
    const times = await api.teeTimes(DATE, maple, 'maple-ridge');
    const teeTime = times.find((time: TeeTime) => time.availableSlots === 4)!;
    const email = `gift-whole-${Date.now()}@example.com`;
    const profile = await api.post(
      '/api/profile',
      { emailAddress: email, password: 'Birdie2024', firstName: 'Grace', lastName: 'Hopper' },
      { alias: 'maple-ridge' },
    );
    const options = { alias: 'maple-ridge', bearer: profile.body.sessionToken as string };
    const cartId = await api.newCart(options);
    await api.addTeeTime(cartId, maple, teeTime.teetime, teeTime.rates[0]!.rateId, 2, options);
    const dueNow = (await api.invoice(cartId, options)).body.dueNow.original.total as number;
    const paid = await api.pay(
      cartId,
      'gift-no-card-needed',
      { paymentToken: null, invoiceTotalAmount: dueNow, giftCode: gift.typed, formData: guestForm({ email }) },
      options,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ paymentId: null, order: { giftCertificatePaid: dueNow, card: null } });
    expect(await balanceOf(gift.id)).toBe(90_000 - dueNow);
  });

  it('still asks for a card when the balance does not cover the order', async () => {
    const gift = await certificate(1_000);
    const { cartId, dueNow } = await teeTimeCart();
    const before = await counts();
    const answer = await api.pay(cartId, 'gift-no-card', {
      paymentToken: null,
      invoiceTotalAmount: dueNow,
      giftCode: gift.typed,
      formData: guestForm(),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('CHECKOUT_INVALID');
    expect(await counts()).toEqual(before);
    expect(await balanceOf(gift.id)).toBe(1_000);
  });

  it('refuses an unknown code before anything is written or charged', async () => {
    const { cartId, dueNow } = await teeTimeCart();
    const token = await api.cardToken(cartId);
    const before = await counts();
    const answer = await api.pay(cartId, 'gift-unknown', {
      paymentToken: token,
      invoiceTotalAmount: dueNow,
      giftCode: '2222-3333-4444-5555',
      formData: guestForm(),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('GIFT_CODE_INVALID');
    expect(await counts()).toEqual(before);
  });

  it('lets only one of two checkouts spend the same balance; the other is refused and its card authorisation voided', async () => {
    const gift = await certificate(5_000);
    const carts = [await teeTimeCart(), await teeTimeCart()];
    const tokens = await Promise.all(carts.map((cart) => api.cardToken(cart.cartId)));
    const answers = await Promise.all(
      carts.map((cart, index) =>
        api.pay(cart.cartId, `gift-race-${index}`, {
          paymentToken: tokens[index],
          invoiceTotalAmount: cart.dueNow,
          giftCode: gift.typed,
          formData: guestForm(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const lost = answers.find((answer) => answer.status === 422)!;
    expect(lost.body.error.code).toBe('GIFT_CODE_INVALID');
    expect(await balanceOf(gift.id)).toBe(0);
    const spent = await db()
      .select()
      .from(giftCertificateRedemptions)
      .where(eq(giftCertificateRedemptions.giftCertificateId, gift.id));
    expect(spent.map((row) => row.amount)).toEqual([5_000]);
    const lostCart = carts[answers.indexOf(lost)]!.cartId;
    // It lost at the code check (nothing written) or in the booking transaction (its authorisation voided): no money stays held.
    const [attempt] = await db().select().from(checkoutAttempts).where(eq(checkoutAttempts.cartId, lostCart));
    if (attempt?.paymentId) expect(await ledgerKinds(db(), [attempt.paymentId])).toEqual(['authorization', 'void']);
    expect(await db().select().from(orders).where(eq(orders.cartId, lostCart))).toEqual([]);
  });
});

describe('refunds', () => {
  it('puts a cancellation refund back on the certificate first and the rest on the card', async () => {
    const email = `gift-refund-${Date.now()}@example.com`;
    const profile = await api.post('/api/profile', {
      emailAddress: email,
      password: 'Birdie2024',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const options = { bearer: profile.body.sessionToken as string };
    const card = await addWalletCard(server.baseUrl, api, options.bearer);
    const gift = await certificate(3_000);
    const { cartId, dueNow } = await teeTimeCart(options);
    const form = guestForm({ email, walletOptionId: card.body.walletOptionId, securityCode: '123' });
    const paid = await api.pay(
      cartId,
      'gift-refund',
      { paymentToken: null, invoiceTotalAmount: dueNow, giftCode: gift.typed, formData: form },
      options,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await balanceOf(gift.id)).toBe(0);

    const reservationId = paid.body.order.reservations[0].reservationId as string;
    const cancelled = await api.put(`/api/reservations/${reservationId}/cancel`, { reason: 'Rain' }, options);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refund = cancelled.body.refund as {
      amountCents: number;
      giftCertificateCents: number;
      paymentId: string | null;
    };
    expect(refund.amountCents).toBeGreaterThan(3_000);
    expect(refund.giftCertificateCents).toBe(3_000);
    expect(await balanceOf(gift.id)).toBe(3_000);
    const [payment] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, paid.body.paymentId));
    expect(payment!.refundedCents).toBe(refund.amountCents - 3_000);
    const [redemption] = await db()
      .select()
      .from(giftCertificateRedemptions)
      .where(eq(giftCertificateRedemptions.giftCertificateId, gift.id));
    expect(redemption).toMatchObject({ amount: 3_000, restoredAmount: 3_000 });
  });
});

// Last in the file: it spends this client's checks for the minute.
describe('guessing codes', () => {
  it('limits a client to 30 checks a minute: then even a real code answers 429 RATE_LIMITED and nothing changes', async () => {
    const gift = await certificate(2_500);
    let answered = 0;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const answer = await api.post('/api/gift-certificates/check', {
        code: `9999-0000-1111-${String(attempt).padStart(4, '0')}`,
      });
      if (answer.status === 429) break;
      expect(answer.status).toBe(422);
      answered += 1;
    }
    expect(answered).toBeLessThanOrEqual(30);
    const limited = await api.post('/api/gift-certificates/check', { code: gift.typed });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const [row] = await db().select().from(giftCertificates).where(eq(giftCertificates.id, gift.id));
    expect(row!.balance).toBe(2_500);
  });
});
