import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/cart.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { orders } from '../../db/schema/checkout.ts';
import { customerMemberships, giftCertificates, membershipCharges } from '../../db/schema/store.ts';
import { walletCards } from '../../db/schema/wallet.ts';
import { activeMembershipFacilities } from './store.repository.ts';
import { accountsClient, type CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addWalletCard } from '../../test/wallet-client.ts';
import { MEMBERSHIP_BILLING_JOB } from './membership-billing.ts';
import { STORE_JOBS } from './store-jobs.ts';

let now = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof storeClient>;
let north: number;
let maple: number;
const db = () => server.database!.handle.db;

/** The cart and checkout calls these tests make. */
function storeClient(test: TestServer) {
  const client = accountsClient(test.baseUrl);
  return {
    ...client,
    async facilityId(courseId: string, alias = 'demo'): Promise<number> {
      return ((await client.get('/api/facilities', { alias })).body as { id: number; courseId: string }[]).find(
        (facility) => facility.courseId === courseId,
      )!.id;
    },
    async newCart(options?: CallOptions): Promise<string> {
      return (await client.post('/api/shopping-cart', {}, options)).body.cartId as string;
    },
    invoice: (cartId: string, options?: CallOptions) =>
      client.post(`/api/shopping-cart/${cartId}/invoice`, {}, options),
    pay: (cartId: string, key: string, body: Record<string, unknown>, options: CallOptions = {}) =>
      client.post(
        `/api/shopping-cart/${cartId}/process-payment`,
        { returnUrl: `${test.baseUrl}/payment-authorization`, ...body },
        { ...options, headers: { 'idempotency-key': key, ...options.headers } },
      ),
  };
}

function guestForm(overrides: Record<string, unknown>) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 (555) 010-2030',
    notes: 'Store order',
    teeTimePolicyAccepted: true,
    ...overrides,
  };
}

interface Plan {
  id: number;
  facilityId: number;
  name: string;
  currencyCode: string;
  paymentPlan: { price: number; initiationFee: number; frequencyType: string };
}

let counter = 0;
async function newGolfer(alias = 'demo') {
  const email = `store${++counter}@example.com`;
  const answer = await api.post(
    '/api/profile',
    { emailAddress: email, password: 'Birdie2024', firstName: 'Grace', lastName: 'Hopper' },
    { alias },
  );
  if (answer.status !== 201 && answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  const bearer = answer.body.sessionToken as string;
  return { bearer, email, options: { bearer, alias } as CallOptions };
}

async function plans(alias = 'demo'): Promise<Plan[]> {
  return (await api.get('/api/memberships', { alias })).body as Plan[];
}

async function itemCount(): Promise<number> {
  const rows = (await db().execute(sql`select count(*)::int as count from cart_items`)).rows as { count: number }[];
  return rows[0]!.count;
}

async function payCart(cartId: string, golfer: { bearer: string; email: string; options: CallOptions }) {
  const invoice = await api.invoice(cartId, golfer.options);
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
  const card = await addWalletCard(server.baseUrl, api, golfer.bearer);
  const form = guestForm({ email: golfer.email, walletOptionId: card.body.walletOptionId, securityCode: '123' });
  const paid = await api.pay(
    cartId,
    `store-${++counter}`,
    { paymentToken: null, invoiceTotalAmount: invoice.body.dueNow.original.total, formData: form },
    golfer.options,
  );
  return { invoice: invoice.body, paid };
}

beforeAll(async () => {
  server = await startTestServer({
    now: () => now,
    env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000', LOGIN_ATTEMPTS_PER_MINUTE: '1000' },
  });
  api = storeClient(server);
  north = await api.facilityId('harbor-pines-north');
  maple = await api.facilityId('maple-ridge', 'maple-ridge');
});
afterAll(() => server.close());
afterEach(() => {
  now = new Date('2026-07-10T12:00:00Z');
});

describe('the catalogue', () => {
  it('answers each alias its own plans and gift options, priced by the server, without sign-in', async () => {
    const demo = await plans();
    expect(demo.map((plan) => plan.name)).toEqual(['Weekday Player', 'Full Season', 'Junior Annual']);
    expect(demo.every((plan) => plan.currencyCode === 'USD' && plan.facilityId === north)).toBe(true);
    const canadian = await plans('maple-ridge');
    expect(canadian.map((plan) => plan.currencyCode)).toEqual(['CAD', 'CAD', 'CAD']);
    expect(canadian.find((plan) => plan.name === 'Maple Ridge Full')?.paymentPlan).toMatchObject({
      price: 72_500,
      initiationFee: 100_000,
      frequencyType: 'quarterly',
    });
    // Another alias's facility id is simply not there.
    expect(await api.get(`/api/memberships?facilityIds=${maple}`)).toMatchObject({ status: 200, body: [] });
    const gifts = await api.get('/api/gift-certificates');
    expect(gifts.status).toBe(200);
    expect(gifts.body.options[0]).toMatchObject({
      facilityId: north,
      amounts: [2_500, 5_000, 10_000, 20_000],
      custom: { min: 1_000, max: 50_000 },
    });
    expect(gifts.body.certificates).toEqual([]);
    const products = await api.get('/api/store/products');
    expect(
      products.body.some(
        (product: { isUnlimited: boolean; inventory: number | null }) =>
          !product.isUnlimited && product.inventory !== null,
      ),
    ).toBe(true);
  });
});

describe('tampering', () => {
  it('refuses every attempt to price or name a store item, writing nothing', async () => {
    const cartId = await api.newCart();
    const before = await itemCount();
    const plan = (await plans())[0]!;
    const post = (item: unknown) => api.post(`/api/shopping-cart/${cartId}/cart-item`, { item });
    // The issue's request: a made-up plan at 1 cent.
    const issue = await post({
      type: 'membership',
      facilityId: north,
      extra: { name: 'Platinum lifetime', paymentPlan: { price: 1, initiationFee: 0, frequencyType: 'onetime' } },
    });
    expect(issue.status).toBe(400);
    expect(
      (
        await post({
          type: 'membership',
          facilityId: north,
          extra: { membershipId: plan.id, paymentPlan: { price: 1 } },
        })
      ).status,
    ).toBe(400);
    expect(
      (await post({ type: 'membership', facilityId: north, extra: { membershipId: plan.id, name: 'Cheap' } })).status,
    ).toBe(400);
    expect(
      (await post({ type: 'membership', facilityId: north, extra: { membershipId: plan.id }, price: 1 })).status,
    ).toBe(400);
    // A plan of another alias's facility, or under another facility than its own.
    const maplePlan = (await plans('maple-ridge'))[0]!;
    expect(
      (await post({ type: 'membership', facilityId: maple, extra: { membershipId: maplePlan.id } })).body.error.code,
    ).toBe('CATALOGUE_ITEM_UNAVAILABLE');
    expect(
      (await post({ type: 'membership', facilityId: north, extra: { membershipId: maplePlan.id } })).body.error.code,
    ).toBe('CATALOGUE_ITEM_UNAVAILABLE');
    // Gift values outside the options and bounds, negative, fractional; another alias's facility.
    const gift = (value: number, facilityId = north) => ({
      type: 'gift-certificate',
      facilityId,
      extra: { value, deliveryDate: '2026-07-20', recipientName: 'Sam', recipientEmail: 'sam@example.com' },
    });
    expect((await post(gift(999))).body.error.code).toBe('GIFT_VALUE_NOT_ALLOWED');
    expect((await post(gift(50_001))).body.error.code).toBe('GIFT_VALUE_NOT_ALLOWED');
    expect((await post(gift(-5_000))).status).toBe(400);
    expect((await post(gift(2_500.5))).status).toBe(400);
    expect((await post(gift(5_000, maple))).status).toBe(404);
    expect((await post({ ...gift(5_000), extra: { ...gift(5_000).extra, deliveryDate: '2026-07-01' } })).status).toBe(
      400,
    );
    // More than a year ahead of the course's today (2026-07-10).
    const farOff = await post({ ...gift(5_000), extra: { ...gift(5_000).extra, deliveryDate: '9999-12-31' } });
    expect(farOff.status).toBe(400);
    expect(farOff.body.error.message).toBe('The delivery date must be within a year, on or before 2027-07-10');
    expect((await post({ ...gift(5_000), extra: { ...gift(5_000).extra, deliveryDate: '2027-07-11' } })).status).toBe(
      400,
    );
    expect((await post({ ...gift(5_000), extra: { ...gift(5_000).extra, price: 1 } })).status).toBe(400);
    // A negative quantity of a featured product.
    expect(
      (
        await post({
          type: 'featured-product',
          parentId: '00000000-0000-4000-8000-000000000000',
          extra: { productId: 1, quantity: -2 },
        })
      ).status,
    ).toBe(400);
    expect(await itemCount()).toBe(before);
  });

  it('invoices the plan at its catalogue price even if the stored item was altered', async () => {
    const golfer = await newGolfer();
    const plan = (await plans()).find((candidate) => candidate.name === 'Full Season')!;
    const cartId = await api.newCart(golfer.options);
    await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      { item: { type: 'membership', facilityId: north, extra: { membershipId: plan.id } } },
      golfer.options,
    );
    await db()
      .update(cartItems)
      .set({
        extra: {
          membershipId: plan.id,
          name: 'Platinum lifetime',
          // Well formed, so the cart still reads it (details that do not parse leave the item out).
          paymentPlan: { price: 1, initiationFee: 0, frequencyType: 'onetime', termMonths: null, renews: false },
        },
      })
      .where(eq(cartItems.cartId, cartId));
    const invoice = await api.invoice(cartId, golfer.options);
    const lines = invoice.body.invoices[0].items as { label: string; price?: number }[];
    expect(JSON.stringify(lines)).toContain('Full Season');
    expect(JSON.stringify(lines)).toContain('One Time Initiation Fee');
    expect(invoice.body.totalDue.summary.subTotal).toBe(189_000 + 50_000);
  });
});

describe('memberships', () => {
  it('buys a plan through checkout, lists it, refuses it twice with the 409 text, and cancels it', async () => {
    const golfer = await newGolfer();
    const plan = (await plans()).find((candidate) => candidate.name === 'Weekday Player')!;
    const cartId = await api.newCart(golfer.options);
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      { item: { type: 'membership', facilityId: north, extra: { membershipId: plan.id } } },
      golfer.options,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.items[0].extra).toMatchObject({
      membershipId: plan.id,
      name: 'Weekday Player',
      paymentPlan: { price: 9_900, frequencyType: 'monthly' },
    });
    const { paid } = await payCart(cartId, golfer);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const held = await api.get('/api/v2/profile/memberships', golfer.options);
    expect(held.status).toBe(200);
    expect(held.body).toEqual([
      expect.objectContaining({
        membershipId: plan.id,
        name: 'Weekday Player',
        status: 'active',
        startDate: '2026-07-10',
        nextBillingDate: '2026-08-10',
        endDate: null,
        canCancel: true,
        currencyCode: 'USD',
      }),
    ]);
    const orders = await api.get('/api/orders', golfer.options);
    expect(orders.body[0].invoices[0].items[0].label).toBe('Weekday Player');

    const again = await api.newCart(golfer.options);
    const refused = await api.post(
      `/api/shopping-cart/${again}/cart-item`,
      { item: { type: 'membership', facilityId: north, extra: { membershipId: plan.id } } },
      golfer.options,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'MEMBERSHIP_ALREADY_ACTIVE',
      message:
        'You already have an active membership. Please reach out to us at the course if you believe this is an error.',
    });

    const gn = ((await api.get('/api/facilities')).body as { id: number; gnFacilityId: number }[]).find(
      (facility) => facility.id === north,
    )!.gnFacilityId;
    // Before cancelling, the golfer is told what it does: access ends today at the course (New York), nothing is refunded.
    expect(held.body[0].cancellation).toEqual({ accessEndsOn: '2026-07-10', refundCents: 0 });
    const cancelled = await api.post(
      `/api/memberships/${held.body[0].id}/cancel`,
      { gnFacilityId: gn },
      golfer.options,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      nextBillingDate: null,
      canCancel: false,
      cancellation: { accessEndsOn: '2026-07-10', refundCents: 0 },
    });
    // And it is so: from now the membership gives no member access.
    const [customer] = (await db().execute(sql`select id from customers where email = ${golfer.email}`)).rows as {
      id: number;
    }[];
    expect(await activeMembershipFacilities(db(), customer!.id)).not.toContain(north);
    expect(
      (await api.post(`/api/memberships/${held.body[0].id}/cancel`, { gnFacilityId: gn }, golfer.options)).body.error
        .code,
    ).toBe('MEMBERSHIP_NOT_CANCELLABLE');
    // Another golfer cannot see or cancel it.
    const other = await newGolfer();
    expect(
      (await api.post(`/api/memberships/${held.body[0].id}/cancel`, { gnFacilityId: gn }, other.options)).status,
    ).toBe(404);
    expect((await api.get('/api/v2/profile/memberships', other.options)).body).toEqual([]);
    expect((await api.get('/api/v2/profile/memberships')).status).toBe(401);
  });

  it('checks out a store-only cart without the tee-time policy (there is no tee time to accept it for)', async () => {
    const golfer = await newGolfer();
    const plan = (await plans()).find((candidate) => candidate.name === 'Weekday Player')!;
    const cartId = await api.newCart(golfer.options);
    await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      { item: { type: 'membership', facilityId: north, extra: { membershipId: plan.id } } },
      golfer.options,
    );
    const invoice = await api.invoice(cartId, golfer.options);
    const card = await addWalletCard(server.baseUrl, api, golfer.bearer);
    const form = guestForm({
      email: golfer.email,
      walletOptionId: card.body.walletOptionId,
      securityCode: '123',
      teeTimePolicyAccepted: false,
    });
    const paid = await api.pay(
      cartId,
      `store-${++counter}`,
      { paymentToken: null, invoiceTotalAmount: invoice.body.dueNow.original.total, formData: form },
      golfer.options,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it('refuses the checkout when the plan became held after it was added to the cart (nothing charged)', async () => {
    const golfer = await newGolfer();
    const plan = (await plans()).find((candidate) => candidate.name === 'Junior Annual')!;
    // Two carts are impossible for one golfer (one cart each); a held plan inserted meanwhile is what the index stops.
    const cartId = await api.newCart(golfer.options);
    await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      { item: { type: 'membership', facilityId: north, extra: { membershipId: plan.id } } },
      golfer.options,
    );
    const invoice = await api.invoice(cartId, golfer.options);
    expect(invoice.status).toBe(200);
    const [customer] = (await db().execute(sql`select id from customers where email = ${golfer.email}`)).rows as {
      id: number;
    }[];
    await db().insert(customerMemberships).values({
      customerId: customer!.id,
      planId: plan.id,
      facilityId: north,
      cartItemId: '00000000-0000-4000-8000-00000000abcd',
      name: plan.name,
      price: 1,
      initiationFee: 0,
      frequencyType: 'onetime',
      termMonths: 12,
      renews: false,
      currencyCode: 'USD',
      startDate: '2026-07-10',
    });
    const { paid } = await payCart(cartId, golfer).catch(() => ({ paid: { status: 409, body: {} } }));
    expect(paid.status).toBe(409);
    const rows = await db().select().from(customerMemberships).where(eq(customerMemberships.planId, plan.id));
    expect(rows).toHaveLength(1);
  });
});

describe('membership instalments', () => {
  async function buyMonthly() {
    const golfer = await newGolfer();
    const plan = (await plans()).find((candidate) => candidate.name === 'Weekday Player')!;
    const cartId = await api.newCart(golfer.options);
    await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      { item: { type: 'membership', facilityId: north, extra: { membershipId: plan.id } } },
      golfer.options,
    );
    const { paid } = await payCart(cartId, golfer);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [row] = await db()
      .select()
      .from(customerMemberships)
      .where(eq(customerMemberships.orderId, paid.body.order.orderId));
    return { golfer, membership: row!, orderId: paid.body.order.orderId as string };
  }
  const run = () => server.app.periodicJobs.runNow(MEMBERSHIP_BILLING_JOB);

  it('bills the next month once on its date, even with two passes at once', async () => {
    const { golfer, membership } = await buyMonthly();
    expect(membership.nextBillingAt?.toISOString()).toBe('2026-08-10T04:00:00.000Z');
    now = new Date('2026-08-10T03:59:00Z');
    await run();
    expect(
      await db().select().from(membershipCharges).where(eq(membershipCharges.membershipId, membership.id)),
    ).toEqual([]);
    now = new Date('2026-08-10T04:00:00Z');
    await Promise.all([run(), run()]);
    await run();
    const charges = await db()
      .select()
      .from(membershipCharges)
      .where(eq(membershipCharges.membershipId, membership.id));
    expect(charges.map((charge) => [charge.instalment, charge.status, charge.amount])).toEqual([[1, 'paid', 9_900]]);
    const [after] = await db().select().from(customerMemberships).where(eq(customerMemberships.id, membership.id));
    expect(after).toMatchObject({ status: 'active', nextInstalment: 2, failedAttempts: 0 });
    expect(after!.nextBillingAt?.toISOString()).toBe('2026-09-10T04:00:00.000Z');
    void golfer;
  });

  it('retries a failed charge, then marks the membership past due and e-mails the golfer', async () => {
    const { golfer, membership, orderId } = await buyMonthly();
    const [customer] = (await db().execute(sql`select id from customers where email = ${golfer.email}`)).rows as {
      id: number;
    }[];
    await db().delete(walletCards).where(eq(walletCards.customerId, customer!.id));
    await db().update(orders).set({ cardToken: 'tok_gone' }).where(eq(orders.id, orderId));
    now = new Date('2026-08-10T04:00:00Z');
    await run();
    const [first] = await db().select().from(customerMemberships).where(eq(customerMemberships.id, membership.id));
    expect(
      first,
      JSON.stringify(
        await db().select().from(membershipCharges).where(eq(membershipCharges.membershipId, membership.id)),
      ),
    ).toMatchObject({ status: 'active', failedAttempts: 1 });
    now = new Date('2026-08-11T04:00:00Z');
    await run();
    now = new Date('2026-08-12T04:00:00Z');
    await run();
    const [after] = await db().select().from(customerMemberships).where(eq(customerMemberships.id, membership.id));
    expect(after).toMatchObject({ status: 'past_due', failedAttempts: 3, nextBillingAt: null });
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, golfer.email));
    expect(mail.some((message) => message.template === 'membership-past-due')).toBe(true);
    now = new Date('2026-08-20T04:00:00Z');
    expect((await run()).changed).toBe(0);
    now = new Date('2026-07-10T12:00:00Z');
  });
});

describe('gift certificates', () => {
  it('is bought for a recipient and delivered on its date in the facility zone, exactly once', async () => {
    const buyer = await newGolfer();
    const cartId = await api.newCart(buyer.options);
    const added = await api.post(
      `/api/shopping-cart/${cartId}/cart-item`,
      {
        item: {
          type: 'gift-certificate',
          facilityId: north,
          extra: {
            value: 7_500,
            deliveryDate: '2026-07-12',
            recipientName: 'Sam Snead',
            recipientEmail: 'sam.snead@example.com',
            giftMessage: 'Happy birthday!',
          },
        },
      },
      buyer.options,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const { paid, invoice } = await payCart(cartId, buyer);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(invoice.totalDue.summary.total).toBe(7_500);
    const [certificate] = await db()
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.recipientEmail, 'sam.snead@example.com'));
    expect(certificate).toMatchObject({ value: 7_500, balance: 7_500, deliveredAt: null });
    expect(certificate!.code).toMatch(/^[2-9A-HJKMNP-Z]{16}$/);
    // New York midnight of July 12 is 04:00 UTC.
    expect(certificate!.deliverAt.toISOString()).toBe('2026-07-12T04:00:00.000Z');
    const mails = () => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'sam.snead@example.com'));
    const deliver = () => server.app.jobs.runDue({ kind: STORE_JOBS.giftDelivery });
    // One delivery item, enqueued with the order, due at the delivery time.
    const [item] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `gift-certificate:${certificate!.id}`));
    expect(item).toMatchObject({ kind: 'gift-delivery', state: 'queued', runAt: certificate!.deliverAt });
    expect((await deliver()).ran).toBe(0);
    now = new Date('2026-07-12T03:59:00Z');
    expect((await deliver()).ran).toBe(0);
    now = new Date('2026-07-12T04:00:00Z');
    const passes = await Promise.all([deliver(), deliver()]);
    expect(passes.reduce((sum, pass) => sum + pass.ran, 0)).toBe(1);
    expect((await deliver()).ran).toBe(0);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(certificate!.code.slice(0, 4));
    expect(sent[0]!.text).toContain('Happy birthday!');

    const bought = await api.get('/api/gift-certificates', buyer.options);
    expect(bought.body.certificates).toEqual([
      expect.objectContaining({ role: 'bought', value: 7_500, balance: 7_500, status: 'delivered', code: null }),
    ]);
    const recipient = await api.post('/api/profile', {
      emailAddress: 'sam.snead@example.com',
      password: 'Birdie2024',
      firstName: 'Sam',
      lastName: 'Snead',
    });
    const received = await api.get('/api/gift-certificates', { bearer: recipient.body.sessionToken });
    expect(received.body.certificates[0]).toMatchObject({ role: 'received', balance: 7_500 });
    expect(received.body.certificates[0].code.replaceAll('-', '')).toBe(certificate!.code);
    now = new Date('2026-07-10T12:00:00Z');
  });

  it('delivers each certificate as its own job: one that fails is retried later and holds up no other', async () => {
    const buyer = await newGolfer();
    const cartId = await api.newCart(buyer.options);
    for (const who of ['broken', 'fine']) {
      const item = {
        type: 'gift-certificate',
        facilityId: north,
        extra: {
          value: 5_000,
          deliveryDate: '2026-07-10',
          recipientName: who,
          recipientEmail: `${who}.gift@example.com`,
          giftMessage: '',
        },
      };
      expect((await api.post(`/api/shopping-cart/${cartId}/cart-item`, { item }, buyer.options)).status).toBe(201);
    }
    const { paid } = await payCart(cartId, buyer);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // A certificate whose mail cannot be written (a currency the formatter refuses).
    await db()
      .update(giftCertificates)
      .set({ currencyCode: 'X' })
      .where(eq(giftCertificates.recipientEmail, 'broken.gift@example.com'));
    expect(await server.app.jobs.runDue({ kind: STORE_JOBS.giftDelivery })).toEqual({ ran: 2, failed: 1, dead: 0 });
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'fine.gift@example.com'))).toHaveLength(
      1,
    );
    const [broken] = await db()
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.recipientEmail, 'broken.gift@example.com'));
    expect(broken!.deliveredAt).toBeNull();
    const [item] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `gift-certificate:${broken!.id}`));
    expect(item).toMatchObject({ state: 'queued', attempts: 1, lastError: expect.stringMatching(/currency/i) });
    expect(item!.runAt.getTime()).toBeGreaterThan(now.getTime());
  });

  it("is e-mailed in the buyer's checkout language", async () => {
    const buyer = await newGolfer();
    const cartId = await api.newCart(buyer.options);
    const item = {
      type: 'gift-certificate',
      facilityId: north,
      extra: {
        value: 5_000,
        deliveryDate: '2026-07-10',
        recipientName: 'Léa',
        recipientEmail: 'lea@example.com',
        giftMessage: 'Bon anniversaire !',
      },
    };
    expect((await api.post(`/api/shopping-cart/${cartId}/cart-item`, { item }, buyer.options)).status).toBe(201);
    const invoice = await api.invoice(cartId, buyer.options);
    const card = await addWalletCard(server.baseUrl, api, buyer.bearer);
    const form = guestForm({ email: buyer.email, walletOptionId: card.body.walletOptionId, securityCode: '123' });
    const paid = await api.pay(
      cartId,
      `gift-fr-${++counter}`,
      { paymentToken: null, invoiceTotalAmount: invoice.body.dueNow.original.total, formData: form },
      { ...buyer.options, headers: { 'accept-language': 'fr-CA,fr;q=0.9' } },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await server.app.jobs.runDue({ kind: STORE_JOBS.giftDelivery });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, 'lea@example.com'));
    expect(mail).toMatchObject({ language: 'fr', subject: expect.stringContaining('Votre chèque-cadeau de 50,00') });
    expect(mail!.text).toContain('Bonjour Léa,');
    expect(mail!.text).toContain('Bon anniversaire !');
  });
});
