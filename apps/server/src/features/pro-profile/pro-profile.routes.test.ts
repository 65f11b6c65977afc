import { guestCookieName } from '@fairway/contract/session.contract';
import { BOOKING_BONUS_POINTS } from '@fairway/domain/pro-profile/loyalty';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { gatewayPayments } from '../../db/schema/payments.ts';
import { proAccountEntries, proAccountPayments } from '../../db/schema/pro-profile.ts';
import { accountsClient, type CallOptions, cookieValue } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { addWalletCard } from '../../test/wallet-client.ts';

const NOW = new Date('2026-07-10T16:00:00Z');
let server: TestServer;
let api: ReturnType<typeof accountsClient>;
let pro: CallOptions & { bearer: string };
const db = () => server.database!.handle.db;

const GET_ROUTES = [
  'customer',
  'locations',
  'memberships',
  'memberships/billing-list',
  'loyalty',
  'credit-books',
  'credit-account',
  'billing-statement',
  'statement-history',
  'orders',
  'gift-certificates',
  'credit-cards',
];

async function signIn(email: string, alias = 'demo') {
  const answer = await api.post(
    '/api/profile/authenticate',
    { username: email, credentials: 'Fairway2026', type: 'basic' },
    { alias },
  );
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return { bearer: answer.body.sessionToken as string, alias };
}

let counter = 0;
async function newGolfer(alias = 'demo') {
  const answer = await api.post(
    '/api/profile',
    { emailAddress: `nopro${++counter}@example.com`, password: 'Birdie2024', firstName: 'Nora', lastName: 'Pro' },
    { alias },
  );
  return { bearer: answer.body.sessionToken as string, alias };
}

async function setProProfile(alias: string, proProfile: Record<string, unknown>) {
  const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, alias));
  const settings = { ...(engine!.settings as Record<string, unknown>), proProfile };
  await db().update(bookingEngines).set({ settings }).where(eq(bookingEngines.alias, alias));
}
const DEMO_PRO_PROFILE = {
  enabled: true,
  membershipsDisplay: { allowMembershipCancellation: true },
  billingDisplay: { creditAccountPayment: true, payAccountBalance: true },
};

const pay = (body: Record<string, unknown>, key: string, options: CallOptions = pro) =>
  api.post('/api/profile/pro/credit-account/payments', body, { ...options, headers: { 'idempotency-key': key } });
const count = async (table: typeof gatewayPayments | typeof proAccountEntries | typeof proAccountPayments) =>
  Number(
    (
      await db()
        .select({ n: sql<string>`count(*)` })
        .from(table)
    )[0]!.n,
  );

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  api = accountsClient(server.baseUrl);
  pro = await signIn('pro@example.com');
});
afterAll(() => server?.close());

describe('the pro profile as the pro', () => {
  it('answers every route without query parameters from the seeded year', async () => {
    for (const route of GET_ROUTES) expect((await api.get(`/api/profile/pro/${route}`, pro)).status, route).toBe(200);
    const customer = (await api.get('/api/profile/pro/customer', pro)).body;
    expect(customer).toMatchObject({
      memberNumber: 'HP-20417',
      homeClub: 'Harbor Pines Golf Club',
      email: 'pro@example.com',
      homeFacility: { gnFacilityId: 10101, currencyCode: 'USD', isHome: true },
    });
    expect(customer.sections).toEqual([
      'locations',
      'profile',
      'memberships',
      'loyalty',
      'credit-books',
      'billing',
      'orders',
      'statements',
    ]);
    const locations = (await api.get('/api/profile/pro/locations', pro)).body;
    expect(locations.map((location: { gnFacilityId: number }) => location.gnFacilityId)).toEqual([10101]); // South has no balance
  });

  it('computes monthly statements whose arithmetic holds, and a statement over any range', async () => {
    const history = (await api.get('/api/profile/pro/statement-history?pageSize=50', pro)).body;
    expect(history.items).toHaveLength(12);
    expect(history.items[0].month).toBe('2026-07');
    for (const month of history.items)
      expect(month.openingBalance + month.charges - month.payments).toBe(month.closingBalance);
    const account = (await api.get('/api/profile/pro/credit-account', pro)).body;
    expect(account.balance).toBe(history.items[0].closingBalance);
    expect(account.balance).toBeGreaterThan(0);
    const statement = (
      await api.get(
        '/api/profile/pro/billing-statement?startDate=2026-05-01&endDate=2026-05-31&gnFacilityId=10101',
        pro,
      )
    ).body;
    expect(statement).toMatchObject({ startDate: '2026-05-01', endDate: '2026-05-31', currencyCode: 'USD' });
    expect(statement.lines.length).toBeGreaterThan(3);
    expect(
      (await api.get('/api/profile/pro/billing-statement?startDate=2026-06-01&endDate=2026-05-01', pro)).status,
    ).toBe(400);
    expect(
      (await api.get('/api/profile/pro/statement-history?startDate=0001-01-01&endDate=9999-12-31', pro)).status,
    ).toBe(400);
    expect((await api.get('/api/profile/pro/billing-statement?startDate=2026-02-30', pro)).status).toBe(400);
  });

  it('shows loyalty points, credit books partly used and the membership’s monthly billing', async () => {
    const loyalty = (await api.get('/api/profile/pro/loyalty', pro)).body;
    expect(loyalty.points).toBeGreaterThan(1000);
    expect(loyalty.activity[0].points).toBeGreaterThan(0);
    const books = (await api.get('/api/profile/pro/credit-books', pro)).body;
    expect(books.find((book: { kind: string }) => book.kind === 'rounds')).toMatchObject({
      total: 10,
      used: 4,
      remaining: 6,
    });
    const memberships = (await api.get('/api/profile/pro/memberships', pro)).body;
    expect(memberships[0]).toMatchObject({
      name: 'Weekday Player',
      status: 'active',
      canCancel: true,
      paymentPlan: { frequencyType: 'monthly' },
    });
    // What cancelling would do, as the store's cancellation carries it out: access ends today at the course, nothing comes back.
    expect(memberships[0].cancellation).toEqual({ accessEndsOn: '2026-07-10', refundCents: 0 });
    const billing = (await api.get('/api/profile/pro/memberships/billing-list', pro)).body;
    expect(billing).toMatchObject({ total: 11, pageIndex: 0, pageSize: 2147483647 });
    expect(billing.items.every((item: { status: string }) => item.status === 'paid')).toBe(true);
  });
});

describe('the pro’s orders', () => {
  it('lists the last 90 days in the facility’s zone by default, and says which range it listed', async () => {
    const listed = (await api.get('/api/profile/pro/orders', pro)).body;
    // NOW is 2026-07-10 12:00 in New York: 90 days, today included, start on April 12.
    expect(listed).toMatchObject({ startDate: '2026-04-12', endDate: '2026-07-10', total: 2 });
    expect(listed.items.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      'FW-PRO0003',
      'FW-PRO0002',
    ]);
    expect(listed.items[0]).toMatchObject({ date: '2026-07-01', total: 10_000, currencyCode: 'USD', itemCount: 1 });
    const year = (await api.get('/api/profile/pro/orders?startDate=2025-07-11&endDate=2026-07-10', pro)).body;
    expect(year).toMatchObject({ startDate: '2025-07-11', endDate: '2026-07-10', total: 3 });
  });

  it('gives each line of an order its kind, so product labels are translated and the facility’s names are not', async () => {
    const listed = (await api.get('/api/profile/pro/orders?startDate=2025-07-11', pro)).body as {
      items: { orderId: string; orderNumber: string }[];
    };
    const detail = async (number: string) =>
      (
        await api.get(
          `/api/profile/pro/orders/${listed.items.find((order) => order.orderNumber === number)!.orderId}`,
          pro,
        )
      ).body;
    expect((await detail('FW-PRO0003')).lines).toEqual([
      { kind: 'gift-certificate', description: 'Gift Certificate', quantity: 1, amount: 10_000 },
    ]);
    expect((await detail('FW-PRO0002')).lines).toEqual([
      { kind: 'featured-product', description: 'Harbor Pines logo golf balls, one dozen', quantity: 1, amount: 5_778 },
    ]);
    expect((await detail('FW-PRO0001')).lines[0]).toMatchObject({ kind: 'membership', description: 'Weekday Player' });
    const certificates = (await api.get('/api/profile/pro/gift-certificates', pro)).body;
    expect(certificates).toEqual([
      expect.objectContaining({ value: 10_000, balance: 10_000, recipientName: 'Jordan Morgan', role: 'bought' }),
    ]);
  });

  it('answers 404 NOT_FOUND for an order id that is not one of the golfer’s, in the pro profile and in /orders', async () => {
    const unknown = '4b0c5e43-5d43-4f1f-8d55-0c1e5a3a0f11';
    const proAnswer = await api.get(`/api/profile/pro/orders/${unknown}`, pro);
    expect(proAnswer.status).toBe(404);
    expect(proAnswer.body.error.code).toBe('NOT_FOUND');
    const golferAnswer = await api.get(`/api/orders/${unknown}`, pro);
    expect(golferAnswer.status).toBe(404);
    expect(golferAnswer.body.error.code).toBe('NOT_FOUND');
    const mine = (await api.get('/api/orders', pro)).body as {
      orderNumber: string;
      invoices: { items: { kind: string }[] }[];
    }[];
    expect(mine.map((order) => order.orderNumber)).toEqual(
      expect.arrayContaining(['FW-PRO0001', 'FW-PRO0002', 'FW-PRO0003']),
    );
    expect(mine.find((order) => order.orderNumber === 'FW-PRO0003')!.invoices[0]!.items[0]!.kind).toBe(
      'gift-certificate',
    );
  });
});

describe('who may not', () => {
  it('answers a golfer without a member record 404, a guest and nobody 401, the pro through another alias 401', async () => {
    const golfer = await newGolfer();
    const guest = await api.post('/api/session/guest', {
      guestEmailAddress: 'guest-pro@example.com',
      guestName: { first: 'Gia', last: 'Guest' },
      guestPhone: null,
    });
    const guestCookie = cookieValue(guest.cookies, guestCookieName('demo'))!;
    for (const route of [...GET_ROUTES, 'orders/4b0c5e43-5d43-4f1f-8d55-0c1e5a3a0f11']) {
      const asGolfer = await api.get(`/api/profile/pro/${route}`, golfer);
      expect(asGolfer.status, route).toBe(404);
      expect(asGolfer.body.error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No member account was found for this golfer at this course.',
      });
      expect((await api.get(`/api/profile/pro/${route}`, { cookie: guestCookie })).status, route).toBe(401);
      expect((await api.get(`/api/profile/pro/${route}`)).status, route).toBe(401);
      expect((await api.get(`/api/profile/pro/${route}`, { ...pro, alias: 'maple-ridge' })).status, route).toBe(401);
    }
    const maple = await newGolfer('maple-ridge');
    const refused = await api.get('/api/profile/pro/customer', maple);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    expect(
      (await pay({ kind: 'balance', walletOptionId: '4b0c5e43-5d43-4f1f-8d55-0c1e5a3a0f11' }, 'k-golfer', golfer))
        .status,
    ).toBe(404);
  });

  it('refuses each section whose flag is off, and hides it from the sections list', async () => {
    const flags: [string, Record<string, unknown>, string[]][] = [
      ['memberships', { tabDisplay: { memberships: false } }, ['memberships', 'memberships/billing-list']],
      ['loyalty', { tabDisplay: { loyalty: false } }, ['loyalty']],
      ['credit-books', { tabDisplay: { creditBooks: false } }, ['credit-books']],
      ['billing', { tabDisplay: { billing: false } }, ['credit-account', 'credit-cards']],
      ['orders', { tabDisplay: { orders: false } }, ['orders']],
      ['statements', { tabDisplay: { statements: false } }, ['statement-history', 'billing-statement']],
      ['billing details', { membershipsDisplay: { billingDetails: false } }, ['memberships/billing-list']],
      ['card list', { billingDisplay: { viewCreditCards: false } }, ['credit-cards']],
    ];
    try {
      for (const [name, change, routes] of flags) {
        await setProProfile('demo', { ...DEMO_PRO_PROFILE, ...change });
        for (const route of routes)
          expect((await api.get(`/api/profile/pro/${route}`, pro)).status, `${name}: ${route}`).toBe(403);
        const sections = (await api.get('/api/profile/pro/customer', pro)).body.sections as string[];
        if ('tabDisplay' in change) expect(sections, name).not.toContain(name);
      }
      await setProProfile('demo', { ...DEMO_PRO_PROFILE, enabled: false });
      for (const route of GET_ROUTES) expect((await api.get(`/api/profile/pro/${route}`, pro)).status, route).toBe(403);
      await setProProfile('demo', {
        ...DEMO_PRO_PROFILE,
        billingDisplay: { payAccountBalance: false, creditAccountPayment: false },
      });
      expect(
        (await pay({ kind: 'balance', walletOptionId: '4b0c5e43-5d43-4f1f-8d55-0c1e5a3a0f11' }, 'k-flag')).status,
      ).toBe(403);
      expect(
        (await pay({ kind: 'amount', amount: 100, walletOptionId: '4b0c5e43-5d43-4f1f-8d55-0c1e5a3a0f11' }, 'k-flag2'))
          .status,
      ).toBe(403);
      await setProProfile('demo', {
        ...DEMO_PRO_PROFILE,
        billingDisplay: { addCreditCards: false, deleteCreditCards: false },
      });
      expect(
        (await api.post('/api/profile/credit-cards/token', { originUrl: `${server.baseUrl}/account` }, pro)).status,
      ).toBe(403);
      expect(
        (
          await api.post(
            '/api/profile/credit-cards',
            { isDefault: false, overrideMembershipBilling: false, token: 'cs_x', tokenTypeId: 5 },
            pro,
          )
        ).status,
      ).toBe(403);
      expect(
        (await api.call('DELETE', '/api/wallet/4b0c5e43-5d43-4f1f-8d55-0c1e5a3a0f11', undefined, pro)).status,
      ).toBe(403);
      await setProProfile('demo', { ...DEMO_PRO_PROFILE, membershipsDisplay: { allowMembershipCancellation: false } });
      const membership = (await api.get('/api/profile/pro/memberships', pro)).body[0];
      expect(membership.canCancel).toBe(false);
      expect(membership.cancellation).toBeNull();
      expect((await api.post(`/api/memberships/${membership.id}/cancel`, { gnFacilityId: 10101 }, pro)).status).toBe(
        409,
      );
    } finally {
      await setProProfile('demo', DEMO_PRO_PROFILE);
    }
  });
});

describe('paying the account', () => {
  it('records nothing when the card is declined, and answers a replay with the same refusal', async () => {
    const declined = await addWalletCard(server.baseUrl, api, pro.bearer, { number: '4000 0000 0000 0002' });
    const entries = await count(proAccountEntries);
    const answer = await pay(
      { kind: 'amount', amount: 100, walletOptionId: declined.body.walletOptionId },
      'declined-1',
    );
    expect(answer.status).toBe(402);
    expect(answer.body.error.code).toBe('PAYMENT_DECLINED');
    expect(
      (await pay({ kind: 'amount', amount: 100, walletOptionId: declined.body.walletOptionId }, 'declined-1')).status,
    ).toBe(402);
    expect(await count(proAccountEntries)).toBe(entries);
  });
  it('pays part, then the balance once per key (concurrent duplicates too), and shows the payments on the statement', async () => {
    const card = await addWalletCard(server.baseUrl, api, pro.bearer);
    const walletOptionId = card.body.walletOptionId as string;
    const before = (await api.get('/api/profile/pro/credit-account', pro)).body.balance as number;

    const payments = await count(gatewayPayments);
    const tooMuch = await pay({ kind: 'amount', amount: before + 1, walletOptionId }, 'too-much');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.code).toBe('VALIDATION_FAILED');
    expect(await count(proAccountPayments)).toBe(1); // the declined one
    expect((await pay({ kind: 'amount', amount: 0, walletOptionId }, 'zero')).status).toBe(400);
    expect((await pay({ kind: 'balance', amount: 100, walletOptionId }, 'mixed')).status).toBe(400);
    expect((await pay({ kind: 'balance', walletOptionId }, '')).status).toBe(400);

    const part = await pay({ kind: 'amount', amount: 2_500, walletOptionId }, 'part-1');
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      amount: 2_500,
      balance: before - 2_500,
      currencyCode: 'USD',
      date: '2026-07-10',
    });

    const [first, second] = await Promise.all([
      pay({ kind: 'balance', walletOptionId }, 'all-1'),
      pay({ kind: 'balance', walletOptionId }, 'all-1'),
    ]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body).toMatchObject({ amount: before - 2_500, balance: 0 });
    const again = await pay({ kind: 'balance', walletOptionId }, 'all-1');
    expect(again.body).toEqual(first.body);
    expect((await pay({ kind: 'amount', amount: 1, walletOptionId }, 'all-1')).status).toBe(422);
    expect(await count(gatewayPayments)).toBe(payments + 2);
    expect((await pay({ kind: 'balance', walletOptionId }, 'nothing-left')).status).toBe(400);

    const statement = (await api.get('/api/profile/pro/billing-statement', pro)).body;
    const paid = statement.lines.filter(
      (line: { date: string; kind: string }) => line.kind === 'payment' && line.date === '2026-07-10',
    );
    expect(paid.map((line: { amount: number }) => line.amount)).toEqual([2_500, before - 2_500]);
    expect(statement.closingBalance).toBe(0);
    expect((await api.get('/api/profile/pro/locations', pro)).body).toEqual([]);
  });
});

describe('pages chosen in SQL (issue #52)', () => {
  it('gives the same statements a page at a time as in one page, each month opening at the last one’s close', async () => {
    const whole = (await api.get('/api/profile/pro/statement-history?pageSize=50', pro)).body;
    expect(whole.total).toBe(12);
    const paged = [];
    for (let pageIndex = 0; pageIndex < 3; pageIndex += 1) {
      const page = (await api.get(`/api/profile/pro/statement-history?pageSize=5&pageIndex=${pageIndex}`, pro)).body;
      expect(page).toMatchObject({ total: 12, pageIndex, pageSize: 5 });
      paged.push(...page.items);
    }
    expect(paged).toEqual(whole.items);
    for (let month = 0; month + 1 < paged.length; month += 1)
      expect(paged[month].openingBalance).toBe(paged[month + 1].closingBalance);
    expect((await api.get('/api/profile/pro/statement-history?pageSize=5&pageIndex=3', pro)).body).toMatchObject({
      items: [],
      total: 12,
    });
  });

  it('gives the same orders a page at a time as in one page, newest first', async () => {
    const range = 'startDate=2025-07-11&endDate=2026-07-10';
    const whole = (await api.get(`/api/profile/pro/orders?${range}`, pro)).body;
    expect(whole.total).toBe(3);
    const paged = [];
    for (let pageIndex = 0; pageIndex < 3; pageIndex += 1) {
      const page = (await api.get(`/api/profile/pro/orders?${range}&pageSize=1&pageIndex=${pageIndex}`, pro)).body;
      expect(page).toMatchObject({ total: 3, pageIndex, pageSize: 1 });
      paged.push(...page.items);
    }
    expect(paged).toEqual(whole.items);
    expect(paged.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      'FW-PRO0003',
      'FW-PRO0002',
      'FW-PRO0001',
    ]);
  });
});

describe('loyalty from SQL sums (issue #52)', () => {
  it('counts the points of every earning charge and order, as the rule adds them one by one', async () => {
    const answer = (await api.get('/api/profile/pro/loyalty?gnFacilityId=10101', pro)).body;
    const [member] = (
      await db().execute(sql`
        select m.id, m.customer_id, m.facility_id from pro_members m join customers c on c.id = m.customer_id
         join facilities f on f.id = m.facility_id
         where c.email = 'pro@example.com' and f.gn_facility_id = 10101`)
    ).rows as { id: string; customer_id: number; facility_id: number }[];
    const charges = (
      await db().execute(sql`
        select amount, category from pro_account_entries
         where member_id = ${member!.id} and kind = 'charge' and category in ('green-fee', 'pro-shop', 'food-beverage')`)
    ).rows as { amount: number; category: string }[];
    const invoiceRows = (
      await db().execute(sql`
        select i.grand_total, i.player_count from invoices i join orders o on o.id = i.source_order_id
         where o.customer_id = ${member!.customer_id} and i.facility_id = ${member!.facility_id}
           and i.status = 'Closed' and o.status not in ('cancelled', 'error')`)
    ).rows as { grand_total: number; player_count: number | null }[];
    const each = (amount: number, booking: boolean) =>
      Math.max(0, Math.floor(amount / 100)) + (booking ? BOOKING_BONUS_POINTS : 0);
    const expected =
      charges.reduce((sum, row) => sum + each(row.amount, row.category === 'green-fee'), 0) +
      invoiceRows.reduce((sum, row) => sum + each(row.grand_total, row.player_count !== null), 0);
    expect(charges.length + invoiceRows.length).toBeGreaterThan(3);
    expect(answer.points).toBe(expected);
    expect(answer.activity).toHaveLength(Math.min(100, charges.length + invoiceRows.length));
    const dates = answer.activity.map((entry: { date: string }) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
