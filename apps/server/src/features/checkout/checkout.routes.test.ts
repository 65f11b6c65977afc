import { cartInvoiceSchema, checkoutResultSchema, orderSchema } from '@fairway/contract/checkout.contract';
import { guestCookieName } from '@fairway/contract/session.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/cart.ts';
import { checkoutAttempts, invoices, orders } from '../../db/schema/checkout.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { teeTimeBookings } from '../../db/schema/tee-times.ts';
import { cookieValue, latestMail } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { CARDS, checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';

// Friday 2026-07-10, 08:00 in New York; Monday 2026-07-13 has Prime rates and no bookings.
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-13';
let clock = NOW;
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let times: TeeTime[];
let next = 0;
const db = () => server.database!.handle.db;
const prime = (teeTime: TeeTime) => teeTime.rates.find((rate) => rate.name === 'Prime')!;

/** A fresh open Prime tee time for each test. */
function freshTime(): TeeTime {
  const open = times.filter(
    (teeTime) => teeTime.availableSlots === 4 && teeTime.rates.some((rate) => rate.name === 'Prime'),
  );
  return open[next++]!;
}

async function cartWith(players: number, teeTime = freshTime()) {
  const cartId = await api.newCart();
  await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, players);
  const invoice = await api.invoice(cartId);
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
  return { cartId, teeTime, dueNow: invoice.body.dueNow.original.total as number };
}

const availableOn = async (teetime: string) =>
  (await api.teeTimes(DATE, north)).find((teeTime) => teeTime.teetime === teetime)!.availableSlots;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
  times = await api.teeTimes(DATE, north);
});
afterAll(() => server.close());

describe('POST /shopping-cart/{id}/invoice', () => {
  it('answers one invoice per top-level item with the spec labels, 7 % tax on green fees and the totals in cents', async () => {
    const teeTime = freshTime();
    const cartId = await api.newCart();
    await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, 3);
    const answer = await api.invoice(cartId);
    expect(answer.status).toBe(200);
    const cart = cartInvoiceSchema.parse(answer.body);
    const fee = prime(teeTime).greenFeeCart;
    const invoice = cart.invoices[0]!;
    expect(invoice.items.map((line) => [line.label, line.quantity, line.unitAmount])).toEqual([
      ['Green Fees', 1, fee],
      ['Player Two to Four', 2, fee],
      ...(prime(teeTime).transactionFees > 0 ? [['Convenience Fee', 3, prime(teeTime).transactionFees]] : []),
    ]);
    const tax = Math.floor((3 * fee * 700 + 5000) / 10000);
    expect(invoice.totalTaxes).toBe(tax);
    expect(invoice.grandTotal).toEqual({ value: invoice.subTotal + tax, currencyCode: 'USD' });
    expect(cart.dueNow.original.total).toBe(invoice.grandTotal.value);
    expect(cart.dueAtCourse).toBe(0);
    const items = (await api.get(`/api/shopping-cart/${cartId}`)).body.items;
    expect(items[0].invoiceId).toBe(invoice.id);
    expect((await api.get(`/api/invoice/${invoice.id}`)).body).toMatchObject({ id: invoice.id, status: 'Open' });
  });

  it('refuses a cart priced in two currencies with a 409', async () => {
    const { cartId } = await cartWith(2);
    const maple = await api.facilityId('maple-ridge', 'maple-ridge');
    await db()
      .insert(cartItems)
      .values({
        cartId,
        type: 'gift-certificate',
        facilityId: maple,
        extra: {
          value: 5000,
          deliveryDate: '2026-07-20',
          recipientName: 'Sam',
          recipientEmail: 'sam@example.com',
          giftMessage: '',
        },
      });
    const answer = await api.invoice(cartId);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'CONFLICT', details: { currencies: ['USD', 'CAD'] } });
  });

  it('answers CART_EMPTY for an empty cart and 404 for an unknown cart or another alias', async () => {
    const cartId = await api.newCart();
    const empty = await api.invoice(cartId);
    expect(empty.status).toBe(409);
    expect(empty.body.error).toMatchObject({ code: 'CART_EMPTY', message: 'Shopping cart is empty' });
    expect((await api.invoice('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.invoice(cartId, { alias: 'simulator' })).status).toBe(404);
    expect((await api.invoice('not-a-uuid')).status).toBe(400);
  });
});

describe('POST /shopping-cart/{id}/payment-token', () => {
  it("opens hosted card entry for the cart, framed only by the cart's tenant's allowed origins", async () => {
    const cartId = await api.newCart();
    const answer = await api.post(`/api/shopping-cart/${cartId}/payment-token`, {
      originUrl: `${server.baseUrl}/checkout`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ResponseResult: { IsSuccessful: true, Errors: [] }, TokenTypeId: 5 });
    const page = await server.get(answer.body.CheckoutUrl as string);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://www.harborpines.example",
    );
    expect(
      (await api.post(`/api/shopping-cart/${cartId}/payment-token`, { originUrl: 'https://evil.example/checkout' }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.post(
          `/api/shopping-cart/${cartId}/payment-token`,
          { originUrl: `${server.baseUrl}/checkout` },
          { alias: 'simulator' },
        )
      ).status,
    ).toBe(404);
  });

  it('documents the checkout calls in the OpenAPI document', async () => {
    const document = (await (await server.get('/docs/json')).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/shopping-cart/{id}/invoice',
      '/api/shopping-cart/{id}/process-payment',
      '/api/shopping-cart/{id}/process-payment/finalize',
      '/api/orders',
      '/api/orders/{id}',
      '/api/invoice/{id}',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});

describe('guest checkout with each test card', () => {
  it('approves: booked, captured, order and reservation, e-mail with .ics, cart emptied, fewer open slots, guest reads the order', async () => {
    const { cartId, teeTime, dueNow } = await cartWith(2);
    const paymentToken = await api.cardToken(cartId, CARDS.approve);
    const answer = await api.pay(
      cartId,
      'guest-approve-1',
      { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ email: 'approve@example.com' }) },
      { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = checkoutResultSchema.parse(answer.body);
    expect(result).toMatchObject({ status: 'completed', paymentStatus: 'captured', redirectUrl: null });
    const order = orderSchema.parse(result.order);
    expect(order).toMatchObject({
      status: 'fulfilled',
      paidNow: dueNow,
      grandTotal: dueNow,
      dueAtCourse: 0,
      customer: { email: 'approve@example.com', phone: '5550102030' },
      card: { brand: 'visa', lastFour: '4242' },
    });
    expect(order.orderNumber).toMatch(/^FW-[A-Z2-9]{8}$/);
    expect(order.reservations).toHaveLength(1);
    expect(order.reservations[0]).toMatchObject({
      teetime: teeTime.teetime,
      totalPlayers: 2,
      rateName: 'Prime',
      timeZone: 'America/New_York',
      status: 'booked',
    });
    expect(order.reservations[0]!.confirmationNumber).toMatch(/^[A-Z2-9]{8}$/);
    expect(
      order.invoices.every(
        (invoice) =>
          invoice.status === 'Closed' &&
          invoice.sourceOrderId === order.orderId &&
          invoice.orderNumber === order.orderNumber,
      ),
    ).toBe(true);
    expect(result.items.every((item) => item.marker === 'processed_success')).toBe(true);

    expect(await ledgerKinds(db(), [result.paymentId!])).toEqual(['authorization', 'capture']);
    expect((await api.get(`/api/shopping-cart/${cartId}`)).body.items).toEqual([]);
    expect(await availableOn(teeTime.teetime)).toBe(2);

    const mail = await latestMail(db(), 'approve@example.com');
    expect(mail).toMatchObject({ template: 'booking-confirmation', language: 'fr' });
    expect(mail!.subject).toContain(order.orderNumber);
    expect(mail!.text).toContain(order.reservations[0]!.confirmationNumber);
    const [ics] = mail!.attachments;
    expect(ics).toMatchObject({
      contentType: expect.stringContaining('text/calendar'),
      filename: `tee-time-${order.reservations[0]!.confirmationNumber}.ics`,
    });
    // The tee time's local start in New York (EDT, UTC-4), written as UTC.
    const utc = new Date(`${teeTime.teetime}:00-04:00`).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics!.content).toContain(`DTSTART:${utc}Z`);

    const guestCookie = cookieValue(answer.cookies, guestCookieName('demo'));
    expect(guestCookie).toBeDefined();
    const mine = await api.get(`/api/orders/${order.orderId}`, { cookie: guestCookie });
    expect(mine.status).toBe(200);
    expect(mine.body.orderNumber).toBe(order.orderNumber);
    expect((await api.get(`/api/orders/${order.orderId}`)).status).toBe(404);
    expect((await api.get(`/api/invoice/${order.invoices[0]!.id}`, { cookie: guestCookie })).body.status).toBe(
      'Closed',
    );
  });

  it.each([
    ['decline', CARDS.decline, 'card_declined'],
    ['insufficient funds', CARDS.insufficientFunds, 'insufficient_funds'],
    ['expired', CARDS.expired, 'expired_card'],
  ])('%s: 402 PAYMENT_DECLINED, nothing booked, a decline only in the ledger', async (_name, number, declineCode) => {
    const { cartId, teeTime, dueNow } = await cartWith(2);
    const ordersBefore = (await db().select({ value: count() }).from(orders))[0]!.value;
    const paymentToken = await api.cardToken(cartId, number);
    const answer = await api.pay(cartId, `guest-${declineCode}`, {
      paymentToken,
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'Please try again. Something went wrong and we were unable to authorize your payment',
      details: { declineCode },
    });
    const [attempt] = await db()
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.idempotencyKey, `guest-${declineCode}`));
    expect(await ledgerKinds(db(), [attempt!.paymentId!])).toEqual(['decline']);
    expect((await db().select({ value: count() }).from(orders))[0]!.value).toBe(ordersBefore);
    expect((await api.get(`/api/shopping-cart/${cartId}`)).body.items).toHaveLength(1);
    expect(await availableOn(teeTime.teetime)).toBe(2);
  });

  it('authentication required: redirect, challenge approved, staged while it settles, then completed', async () => {
    const { cartId, teeTime, dueNow } = await cartWith(2);
    const paymentToken = await api.cardToken(cartId, CARDS.authenticate);
    const answer = await api.pay(cartId, 'guest-3ds-approve', {
      paymentToken,
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'redirect_required', paymentStatus: 'redirect_required', order: null });
    const { paymentId, redirectUrl } = answer.body as { paymentId: string; redirectUrl: string };
    expect(redirectUrl).toMatch(/^\/sandbox\/gateway\/challenge\//);
    expect(
      (await api.pay(cartId, 'guest-3ds-approve', { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm() }))
        .body,
    ).toEqual(answer.body);

    const challenge = await fetch(`${server.baseUrl}${redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approve',
      redirect: 'manual',
    });
    expect(challenge.status).toBe(303);
    expect(challenge.headers.get('location')).toBe(`${api.returnUrl}?paymentId=${paymentId}`);

    const staged = await api.post(`/api/shopping-cart/${cartId}/process-payment/finalize`, { paymentId });
    expect(staged.body).toMatchObject({ status: 'staged', paymentStatus: 'staged', order: null });
    clock = new Date(clock.getTime() + 3_000);
    const done = await api.post(`/api/shopping-cart/${cartId}/process-payment/finalize`, { paymentId });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', paymentStatus: 'captured' });
    expect(done.body.order.reservations[0].teetime).toBe(teeTime.teetime);
    const again = await api.post(`/api/shopping-cart/${cartId}/process-payment/finalize`, { paymentId });
    expect(again.body.order.orderId).toBe(done.body.order.orderId);
    expect(await ledgerKinds(db(), [paymentId])).toEqual(['authorization', 'capture']);
    expect(await availableOn(teeTime.teetime)).toBe(2);
  });

  it('authentication required and refused at the challenge: PAYMENT_DECLINED, nothing booked', async () => {
    const { cartId, teeTime, dueNow } = await cartWith(2);
    const paymentToken = await api.cardToken(cartId, CARDS.authenticate);
    const answer = await api.pay(cartId, 'guest-3ds-decline', {
      paymentToken,
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    const { paymentId, redirectUrl } = answer.body as { paymentId: string; redirectUrl: string };
    await fetch(`${server.baseUrl}${redirectUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=decline',
      redirect: 'manual',
    });
    const finalized = await api.post(`/api/shopping-cart/${cartId}/process-payment/finalize`, { paymentId });
    expect(finalized.status).toBe(402);
    expect(finalized.body.error.code).toBe('PAYMENT_DECLINED');
    expect((await api.post(`/api/shopping-cart/${cartId}/process-payment/finalize`, { paymentId })).status).toBe(402);
    expect(await ledgerKinds(db(), [paymentId])).toEqual(['decline']);
    expect(await availableOn(teeTime.teetime)).toBe(2);
    expect(
      (await api.post(`/api/shopping-cart/${cartId}/process-payment/finalize`, { paymentId: 'pay_unknown' })).status,
    ).toBe(404);
  });
});

describe('checks before anything is written', () => {
  async function refused(cartId: string, body: Record<string, unknown>, key: string) {
    const before = (await db().select({ value: count() }).from(checkoutAttempts))[0]!.value;
    const answer = await api.pay(cartId, key, body);
    expect((await db().select({ value: count() }).from(checkoutAttempts))[0]!.value).toBe(before);
    return answer;
  }

  it('runs the SPEC §5 validation order and answers "Validation errors: " with the first failure', async () => {
    const { cartId, dueNow } = await cartWith(2);
    const paymentToken = await api.cardToken(cartId);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '', teeTimePolicyAccepted: false }, 'emailRequired'],
      [{ teeTimePolicyAccepted: false, notes: '' }, 'teeTimePolicyRequired'],
      [{ notes: '', phone: '' }, 'noteRequired'],
      [{ phone: '12' }, 'namePhoneInvalid'],
      [{ firstName: 'A' }, 'namePhoneInvalid'],
    ];
    for (const [overrides, messageKey] of cases) {
      const answer = await refused(
        cartId,
        { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm(overrides) },
        `invalid-${messageKey}`,
      );
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({ code: 'CHECKOUT_INVALID', details: { messageKey } });
      expect(answer.body.error.message).toMatch(/^Validation errors: /);
    }
    const noCard = await refused(
      cartId,
      { paymentToken: null, invoiceTotalAmount: dueNow, formData: guestForm() },
      'invalid-card',
    );
    expect(noCard.body.error).toMatchObject({
      code: 'CHECKOUT_INVALID',
      message: 'Validation errors: Please enter a valid credit card number',
    });
    const note = await refused(
      cartId,
      { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ notes: ' ' }) },
      'invalid-note',
    );
    expect(note.body.error.message).toBe(
      'Validation errors: Per course guidelines, you must enter a booking note to complete the booking process',
    );
  });

  it('refuses an invoice total that is not the current due-now total (INVOICE_CHANGED)', async () => {
    const { cartId, dueNow } = await cartWith(2);
    const paymentToken = await api.cardToken(cartId);
    const answer = await refused(
      cartId,
      { paymentToken, invoiceTotalAmount: dueNow - 1, formData: guestForm() },
      'changed-total',
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'INVOICE_CHANGED',
      message: 'Failed to process payment, please try again later',
      details: { dueNow },
    });
  });

  it('answers bad input with a 4xx and writes nothing', async () => {
    const { cartId, dueNow } = await cartWith(2);
    const paymentToken = await api.cardToken(cartId);
    const good = { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm() };
    const noKey = await api.post(`/api/shopping-cart/${cartId}/process-payment`, { ...good, returnUrl: api.returnUrl });
    expect(noKey.status).toBe(400);
    expect((await refused(cartId, { ...good, invoiceTotalAmount: 'ten' }, 'bad-1')).status).toBe(400);
    expect((await refused(cartId, { ...good, formData: undefined }, 'bad-2')).status).toBe(400);
    expect((await refused(cartId, { ...good, returnUrl: 'https://evil.example/steal' }, 'bad-3')).status).toBe(400);
    expect((await refused(cartId, { ...good, paymentToken: 'cs_not_a_token' }, 'bad-4')).body.error.code).toBe(
      'PAYMENT_TOKEN_INVALID',
    );
    const otherCart = await api.newCart();
    const foreignToken = await refused(otherCart, good, 'bad-5');
    expect(foreignToken.body.error.code).toBe('CART_EMPTY');
    expect((await refused('00000000-0000-4000-8000-000000000000', good, 'bad-6')).status).toBe(404);
    const cardNumber = await refused(
      cartId,
      { ...good, formData: guestForm({ notes: '4242 4242 4242 4242' }) },
      'bad-7',
    );
    expect(cardNumber.body.error.code).toBe('CARD_DATA_REJECTED');
    expect((await api.get(`/api/shopping-cart/${cartId}`)).body.items).toHaveLength(1);
  });

  it('keeps a Closed invoice when the cart changes, and replaces Open ones', async () => {
    const { cartId, dueNow } = await cartWith(2);
    const paymentToken = await api.cardToken(cartId);
    const paid = await api.pay(cartId, 'closed-kept', {
      paymentToken,
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    const closedId = paid.body.order.invoices[0].id as string;
    const teeTime = freshTime();
    await api.addTeeTime(cartId, north, teeTime.teetime, prime(teeTime).rateId, 2);
    await api.invoice(cartId);
    await api.invoice(cartId);
    const rows = await db().select().from(invoices).where(eq(invoices.shoppingCartId, cartId));
    expect(rows.filter((row) => row.status === 'Closed').map((row) => row.id)).toEqual([closedId]);
    expect(rows.filter((row) => row.status === 'Open')).toHaveLength(1);
    expect((await db().select().from(teeTimeBookings).where(eq(teeTimeBookings.teeTime, teeTime.teetime))).length).toBe(
      0,
    );
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'booking-confirmation')),
    ).not.toHaveLength(0);
  });
});
