import type { AdminRate, RateSetsResponse } from '@fairway/contract/admin.contract';
import type { Rate, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { customers } from '../../db/schema/profile.ts';
import { customerMemberships, membershipPlans } from '../../db/schema/store.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import type { CallOptions } from '../../test/accounts-client.ts';
import { statementsOf } from '../../test/statements-of.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// Members' rates: created in the console, shown in search and booked only by golfers
// holding an active membership of the course where user.memberGuestRate is on, priced Member
// (slot 1) and Member Guest (players 2-4). The search cache is on here, to show it does not leak.
const DATE = '2026-07-14';
let server: TestServer;
let fx: Fixtures;
let counts: () => Promise<Record<string, number>>;
const as = staffCaller(() => fx);
const MANAGER = 'manager@harborpines.example';
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({
    now: () => MATRIX_NOW,
    searchCacheMs: 60_000,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  counts = await tableCounter(db());
});
afterAll(() => server?.close());

async function setMemberGuestRate(on: boolean) {
  const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
  const settings = engine!.settings as { user?: Record<string, unknown> };
  await db()
    .update(bookingEngines)
    .set({ settings: { ...settings, user: { ...settings.user, memberGuestRate: on } }, updatedAt: new Date() })
    .where(eq(bookingEngines.id, engine!.id));
}

/** A signed-in golfer holding an active membership of the course. */
async function member(facilityId: number): Promise<CallOptions & { email: string; membershipId: string }> {
  const golfer = await fx.golfer();
  const [customer] = await db().select().from(customers).where(eq(customers.email, golfer.email));
  const [plan] = await db().select().from(membershipPlans).where(eq(membershipPlans.facilityId, facilityId));
  const [membership] = await db()
    .insert(customerMemberships)
    .values({
      customerId: customer!.id,
      planId: plan!.id,
      facilityId,
      cartItemId: crypto.randomUUID(),
      name: plan!.name,
      price: 0,
      initiationFee: 0,
      frequencyType: 'annually',
      renews: false,
      currencyCode: 'USD',
      status: 'active',
      startDate: '2026-07-01',
    })
    .returning();
  return { bearer: golfer.bearer, email: golfer.email, membershipId: membership!.id };
}

const membersRate = {
  name: 'Members Prime',
  holes: 18,
  greenFeeCart: 3000,
  greenFeeWalking: 2000,
  transactionFee: 100,
  transportation: 'Both',
  allowedPlayers: [1, 2, 3, 4],
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  fromTime: '06:00',
  toTime: '24:00',
  showAsHotDeal: false,
  trade: false,
  audience: 'members',
  memberGuestFeeCart: 5500,
  memberGuestFeeWalking: 4500,
};

const search = async (options: CallOptions = {}) =>
  (await fx.api.get(`/api/v2/tee-times?date=${DATE}&facilityIds=${fx.north.id}`, options)).body as TeeTimesResponse;
const offered = (answer: TeeTimesResponse, rateId: number): Rate[] =>
  answer.teeTimes.flatMap((time) => time.rates.filter((rate) => rate.rateId === rateId));
const firstTimeWith = (answer: TeeTimesResponse, rateId: number) =>
  answer.teeTimes.find((time) => time.availableSlots === 4 && time.rates.some((rate) => rate.rateId === rateId))!;
const addItem = (cartId: string, teetime: string, rateId: number, options: CallOptions) =>
  fx.api.post(
    `/api/shopping-cart/${cartId}/cart-item`,
    {
      item: {
        type: 'tee-time',
        facilityId: fx.north.id,
        extra: { teetime, rateId, players: 3, transportation: 'Cart' },
      },
    },
    options,
  );

let rate: AdminRate;

describe("members' rates", () => {
  it('are created by a manager, validated (member-guest fees required) and audited; pro-shop staff 403, another alias 404', async () => {
    const manager = await as(MANAGER);
    const sets = ((await fx.api.get('/api/admin/rate-sets', manager)).body as RateSetsResponse).rateSets;
    const set = sets.find(
      (candidate) => candidate.facilityId === fx.north.id && !candidate.rates.some((entry) => entry.isSimulator),
    )!;
    const proShop = await as('proshop@harborpines.example');
    const otherAlias = await as('manager@eaglesnest.example', 'simulator');
    const before = await counts();
    const missing = await fx.api.post(
      '/api/admin/rates',
      { rateSetId: set.rateSetId, rate: { ...membersRate, memberGuestFeeWalking: null } },
      manager,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(missing.body)).toContain("Enter the member-guest fees of a members' rate");
    expect(
      (
        await fx.api.post(
          '/api/admin/rates',
          { rateSetId: set.rateSetId, rate: { ...membersRate, memberGuestFeeCart: -1 } },
          manager,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await fx.api.post(
          '/api/admin/rates',
          { rateSetId: set.rateSetId, rate: { ...membersRate, audience: 'vip' } },
          manager,
        )
      ).status,
    ).toBe(400);
    expect(
      (await fx.api.post('/api/admin/rates', { rateSetId: set.rateSetId, rate: membersRate }, proShop)).status,
    ).toBe(403);
    expect(
      (await fx.api.post('/api/admin/rates', { rateSetId: set.rateSetId, rate: membersRate }, otherAlias)).status,
    ).toBe(404);
    expect(countChanges(before, await counts())).toEqual([]);

    const created = await fx.api.post('/api/admin/rates', { rateSetId: set.rateSetId, rate: membersRate }, manager);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    rate = created.body as AdminRate;
    expect(rate).toMatchObject({
      audience: 'members',
      greenFeeCart: 3000,
      memberGuestFeeCart: 5500,
      memberGuestFeeWalking: 4500,
    });
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'rate.create'), eq(adminAuditLog.target, `rate:${rate.rateId}`)));
    expect(audit!.details).toMatchObject({
      before: null,
      after: { audience: 'members', memberGuestFeeCart: 5500, memberGuestFeeWalking: 4500 },
    });

    // An edit to a public rate drops the member-guest fees, and is audited with before and after.
    const { rateId: _id, rateSetId: _set, isSimulator: _sim, updatedAt: _at, ...input } = rate;
    const edited = await fx.api.put(`/api/admin/rates/${rate.rateId}`, { ...input, audience: 'public' }, manager);
    expect(edited.body).toMatchObject({ audience: 'public', memberGuestFeeCart: null, memberGuestFeeWalking: null });
    const back = await fx.api.put(`/api/admin/rates/${rate.rateId}`, input, manager);
    expect(back.body).toMatchObject({ audience: 'members', memberGuestFeeCart: 5500 });
    const edits = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'rate.update'), eq(adminAuditLog.target, `rate:${rate.rateId}`)));
    expect(edits.map((entry) => (entry.details as { after: { audience: string } }).after.audience)).toEqual([
      'public',
      'members',
    ]);
  });

  it('show only to members of the course where the setting is on, without leaking through the search cache', async () => {
    await setMemberGuestRate(true);
    const atNorth = await member(fx.north.id);
    const stranger = { bearer: fx.main.bearer };
    // The anonymous answer is cached first: the member still gets theirs, and nobody else gets it after.
    expect(offered(await search(), rate.rateId)).toEqual([]);
    const seen = offered(await search(atNorth), rate.rateId);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toMatchObject({
      greenFeeCart: 3000,
      greenFeeWalking: 2000,
      memberGuestFees: { cart: 5500, walking: 4500 },
      promotion: null,
    });
    expect(offered(await search(), rate.rateId)).toEqual([]);
    expect(offered(await search(stranger), rate.rateId)).toEqual([]);
    // Public rates are the same for everyone.
    expect((await search(stranger)).teeTimes.length).toBe((await search()).teeTimes.length);

    await setMemberGuestRate(false);
    expect(offered(await search(atNorth), rate.rateId)).toEqual([]);
  });

  it("read a signed-in golfer's member courses once per cache window, not on every search", async () => {
    await setMemberGuestRate(true);
    const atNorth = await member(fx.north.id);
    const first = await statementsOf(() => search(atNorth));
    expect(offered(first.value, rate.rateId).length).toBeGreaterThan(0);
    expect(first.statements.some((text) => /customer_memberships/.test(text))).toBe(true);
    // The same golfer again within the window: the answer and the member courses both come from
    // the micro-cache, so no statement reads the session or the memberships.
    const again = await statementsOf(() => search(atNorth));
    expect(offered(again.value, rate.rateId)).toEqual(offered(first.value, rate.rateId));
    expect(again.statements.filter((text) => /sessions|customer_memberships/.test(text))).toEqual([]);
    // Another golfer's session is looked up for itself.
    const { bearer } = await fx.golfer();
    const other = await statementsOf(() => search({ bearer }));
    expect(other.statements.some((text) => /sessions/.test(text))).toBe(true);
  });

  it('are booked by a member at Member and Member Guest prices; refused (403, nothing written) to others and where the setting is off', async () => {
    await setMemberGuestRate(true);
    const atNorth = await member(fx.north.id);
    const time = firstTimeWith(await search(atNorth), rate.rateId);

    const strangerCart = await fx.api.newCart({ bearer: fx.main.bearer });
    const anonymousCart = await fx.api.newCart();
    const before = await counts();
    for (const [cartId, options] of [
      [strangerCart, { bearer: fx.main.bearer }],
      [anonymousCart, {}],
    ] as const) {
      const refused = await addItem(cartId, time.teetime, rate.rateId, options);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: 'MEMBERS_ONLY_RATE',
        message: expect.stringContaining('reserved for members of the course'),
      });
    }
    const preview = await fx.api.get(
      `/api/tee-times/rate/${rate.rateId}/invoice?gncFacilityId=${fx.north.id}&players=3&transportation=Cart`,
    );
    expect(preview.status).toBe(404);
    expect(countChanges(before, await counts())).toEqual([]);

    const memberPreview = await fx.api.get(
      `/api/tee-times/rate/${rate.rateId}/invoice?gncFacilityId=${fx.north.id}&players=3&transportation=Cart`,
      atNorth,
    );
    expect(
      memberPreview.body.items.map((item: { label: string; quantity: number; unitPrice: number }) => [
        item.label,
        item.quantity,
        item.unitPrice,
      ]),
    ).toEqual([
      ['Member', 1, 3000],
      ['Member Guest', 2, 5500],
      ['Convenience Fee', 3, 100],
    ]);

    const cartId = await fx.api.newCart(atNorth);
    const added = await addItem(cartId, time.teetime, rate.rateId, atNorth);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const invoice = await fx.api.invoice(cartId, atNorth);
    const lines = invoice.body.invoices[0].items as { label: string; quantity: number; unitAmount: number }[];
    expect(
      lines
        .filter((line) => line.label.startsWith('Member'))
        .map((line) => [line.label, line.quantity, line.unitAmount]),
    ).toEqual([
      ['Member', 1, 3000],
      ['Member Guest', 2, 5500],
    ]);
    expect(invoice.body.invoices[0].subTotal).toBe(3000 + 2 * 5500 + 3 * 100);

    await setMemberGuestRate(false);
    const offCart = await fx.api.newCart(atNorth);
    expect(
      (await addItem(offCart, firstTimeWith(await search(), time.rates[0]!.rateId).teetime, rate.rateId, atNorth))
        .status,
    ).toBe(403);
  });

  it('are paid only while the payer is still a member: a membership that ended after the add refuses the payment (403, nothing charged or written)', async () => {
    await setMemberGuestRate(true);
    const atNorth = await member(fx.north.id);
    const time = firstTimeWith(await search(atNorth), rate.rateId);
    const cartId = await fx.api.newCart(atNorth);
    expect((await addItem(cartId, time.teetime, rate.rateId, atNorth)).status).toBe(201);
    const dueNow = (await fx.api.invoice(cartId, atNorth)).body.dueNow.original.total as number;
    const paymentToken = await fx.api.cardToken(cartId, undefined, atNorth);
    const payment = {
      paymentToken,
      invoiceTotalAmount: dueNow,
      formData: {
        firstName: 'Mia',
        lastName: 'Member',
        email: atNorth.email,
        phone: '+1 555 010 2030',
        notes: 'Members day',
        teeTimePolicyAccepted: true,
      },
    };

    await db()
      .update(customerMemberships)
      .set({ status: 'expired' })
      .where(eq(customerMemberships.id, atNorth.membershipId));
    const before = await counts();
    const refused = await fx.api.pay(cartId, `lapsed-${atNorth.membershipId}`, payment, atNorth);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'MEMBERS_ONLY_RATE',
      message: expect.stringContaining('reserved for members of the course'),
    });
    expect(countChanges(before, await counts())).toEqual([]);

    // The same cart pays once the membership is active again: the refusal was the membership's.
    await db()
      .update(customerMemberships)
      .set({ status: 'active' })
      .where(eq(customerMemberships.id, atNorth.membershipId));
    const paid = await fx.api.pay(cartId, `renewed-${atNorth.membershipId}`, payment, atNorth);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order.invoices[0].items.map((line: { label: string }) => line.label)).toEqual(
      expect.arrayContaining(['Member', 'Member Guest']),
    );
  });
});
