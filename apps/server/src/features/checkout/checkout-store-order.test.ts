import { checkoutResultSchema, orderSchema } from '@fairway/contract/checkout.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCertificates } from '../../db/schema/store.ts';
import { latestMail, type CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addWalletCard } from '../../test/wallet-client.ts';
import { checkoutClient, guestForm } from './checkout-test-helpers.ts';

// A store purchase is a purchase. A cart without a tee time asks for no booking note
// or tee-time policy (the demo engine requires both), and its confirmation (answer, GET /orders
// and e-mail) lists what was bought: the membership with its plan, initiation fee and next
// instalment; the gift certificate with its recipient, message and delivery date. A mixed cart
// says both parts.
const NOW = new Date('2026-07-10T12:00:00Z');
const DATE = '2026-07-14';
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let counter = 0;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({
    now: () => NOW,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  api = checkoutClient(server);
  north = await api.facilityId('harbor-pines-north');
});
afterAll(() => server.close());

async function newGolfer() {
  const email = `store-order${++counter}@example.com`;
  const answer = await api.post(
    '/api/profile',
    { emailAddress: email, password: 'Birdie2024', firstName: 'Grace', lastName: 'Hopper' },
    { alias: 'demo' },
  );
  if (answer.status !== 201 && answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  const bearer = answer.body.sessionToken as string;
  return { bearer, email, options: { bearer, alias: 'demo' } as CallOptions };
}

const GIFT = {
  value: 5_000,
  deliveryDate: '2026-07-20',
  recipientName: 'Sam Snead',
  recipientEmail: 'sam@example.com',
  giftMessage: 'Happy birthday!',
};

async function addItem(cartId: string, item: Record<string, unknown>, options: CallOptions) {
  const added = await api.post(`/api/shopping-cart/${cartId}/cart-item`, { item }, options);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return added.body;
}

async function pay(
  cartId: string,
  golfer: Awaited<ReturnType<typeof newGolfer>>,
  form: Record<string, unknown>,
  language = 'en',
) {
  const invoice = await api.invoice(cartId, golfer.options);
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
  const card = await addWalletCard(server.baseUrl, api, golfer.bearer);
  const formData = guestForm({
    email: golfer.email,
    walletOptionId: card.body.walletOptionId,
    securityCode: '123',
    ...form,
  });
  const paid = await api.pay(
    cartId,
    `store-order-${++counter}`,
    { paymentToken: null, invoiceTotalAmount: invoice.body.dueNow.original.total, formData },
    { ...golfer.options, headers: { 'accept-language': language } },
  );
  return { paid, dueNow: invoice.body.dueNow.original.total as number };
}

describe('a store-only order', () => {
  it('needs no booking note or tee-time policy, and its answer, GET /orders and e-mail list the membership and the gift certificate', async () => {
    const golfer = await newGolfer();
    const plans = (await api.get('/api/memberships')).body as { id: number; name: string }[];
    const plan = plans.find((candidate) => candidate.name === 'Weekday Player')!;
    const cartId = await api.newCart(golfer.options);
    await addItem(cartId, { type: 'membership', facilityId: north, extra: { membershipId: plan.id } }, golfer.options);
    await addItem(cartId, { type: 'gift-certificate', facilityId: north, extra: GIFT }, golfer.options);
    // The demo engine requires a booking note and the tee-time policy: neither applies here.
    const { paid, dueNow } = await pay(cartId, golfer, { notes: '', teeTimePolicyAccepted: false });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const order = orderSchema.parse(checkoutResultSchema.parse(paid.body).order);
    expect(order.reservations).toEqual([]);
    expect(order.paidNow).toBe(dueNow);
    expect(order.memberships).toEqual([
      {
        cartItemId: expect.any(String),
        facilityName: 'Harbor Pines – North Course',
        name: 'Weekday Player',
        frequencyType: 'monthly',
        price: 9_900,
        initiationFee: expect.any(Number),
        nextInstalmentDate: '2026-08-10',
      },
    ]);
    expect(order.giftCertificates).toEqual([
      { cartItemId: expect.any(String), facilityName: 'Harbor Pines – North Course', ...GIFT, delivered: false },
    ]);

    const read = await api.get(`/api/orders/${order.orderId}`, golfer.options);
    expect(read.status).toBe(200);
    expect({ memberships: read.body.memberships, giftCertificates: read.body.giftCertificates }).toEqual({
      memberships: order.memberships,
      giftCertificates: order.giftCertificates,
    });
    // The golfer's Orders list carries them too.
    const listed = (await api.get('/api/orders', golfer.options)).body as { orderId: string; memberships: unknown[] }[];
    expect(listed.find((entry) => entry.orderId === order.orderId)?.memberships).toHaveLength(1);

    const mail = await latestMail(db(), golfer.email);
    expect(mail).toMatchObject({
      template: 'order-confirmation',
      language: 'en',
      subject: `Thank you for your order (order ${order.orderNumber})`,
    });
    expect(mail!.text).not.toContain('Your booking is confirmed');
    expect(mail!.text).not.toContain('Here are your tee times');
    expect(mail!.text).toContain('Thank you for your order. Here is what you bought:');
    expect(mail!.text).toContain('Membership "Weekday Player" at Harbor Pines – North Course: $99.00 every month.');
    expect(mail!.text).toContain('Next instalment on Aug 10, 2026.');
    expect(mail!.text).toContain(
      'Gift certificate of $50.00 at Harbor Pines – North Course for Sam Snead (sam@example.com). Message: "Happy birthday!". Scheduled for Jul 20, 2026.',
    );
    expect(mail!.attachments).toEqual([]);

    // Once sent, the buyer's order says so.
    await db()
      .update(giftCertificates)
      .set({ deliveredAt: new Date('2026-07-20T04:00:05Z') })
      .where(eq(giftCertificates.recipientEmail, 'sam@example.com'));
    expect((await api.get(`/api/orders/${order.orderId}`, golfer.options)).body.giftCertificates[0].delivered).toBe(
      true,
    );
  });
});

describe('a mixed order', () => {
  it('asks for the note, and its e-mail shows the tee time, then the products and the gift certificate, in the golfer’s language', async () => {
    const golfer = await newGolfer();
    const times = await api.teeTimes(DATE, north);
    const teeTime = times.find(
      (time: TeeTime) => time.availableSlots === 4 && time.rates.some((rate) => rate.name === 'Prime'),
    )!;
    const cartId = await api.newCart(golfer.options);
    const cart = await api.addTeeTime(
      cartId,
      north,
      teeTime.teetime,
      teeTime.rates.find((rate) => rate.name === 'Prime')!.rateId,
      2,
      golfer.options,
    );
    const products = (await api.get(`/api/store/products?facilityIds=${north}`)).body as { id: number; name: string }[];
    const sleeve = products.find((product) => product.name === 'Sleeve of balls')!;
    await addItem(
      cartId,
      { type: 'featured-product', parentId: cart.items[0].id, extra: { productId: sleeve.id, quantity: 2 } },
      golfer.options,
    );
    await addItem(cartId, { type: 'gift-certificate', facilityId: north, extra: GIFT }, golfer.options);
    const refused = await pay(cartId, golfer, { notes: '' });
    expect(refused.paid.body.error?.details?.messageKey).toBe('noteRequired');
    const { paid } = await pay(cartId, golfer, { notes: 'Two carts' }, 'de-DE');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const order = orderSchema.parse(paid.body.order);
    expect(order.reservations).toHaveLength(1);
    expect(order.giftCertificates).toHaveLength(1);

    const mail = await latestMail(db(), golfer.email);
    expect(mail).toMatchObject({ template: 'booking-confirmation', language: 'de' });
    const text = mail!.text;
    expect(text).toContain('Hier sind Ihre Abschlagszeiten:');
    expect(text.indexOf(order.reservations[0]!.confirmationNumber)).toBeLessThan(
      text.indexOf('Außerdem in dieser Bestellung:'),
    );
    expect(text).toContain('Sleeve of balls × 2: 30,00');
    expect(text.replace(/\u00a0/g, ' ')).toContain(
      'Gutschein über 50,00 $ bei Harbor Pines – North Course für Sam Snead (sam@example.com). Nachricht: „Happy birthday!“. Versand geplant am 20. Juli 2026.',
    );
    expect(mail!.attachments).toHaveLength(1);
  });
});
