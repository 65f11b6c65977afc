import type {
  CourseDynamicPricing,
  DynamicPricingPreview,
  DynamicPricingResponse,
} from '@fairway/contract/admin-dynamic-pricing.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { guestCookieName } from '@fairway/contract/session.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// MATRIX_NOW is Friday 2026-07-10 08:00 at Harbor Pines (America/New_York): 2026-07-15 is 5 days out.
const DATE = '2026-07-15';
let server: TestServer;
let fx: Fixtures;
let counts: () => Promise<Record<string, number>>;

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  counts = await tableCounter(server.database!.handle.db);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
const MANAGER = 'manager@harborpines.example';
const PRO_SHOP = 'proshop@harborpines.example';

const OFF = { enabled: false, floorPercent: 100, ceilingPercent: 100, utilisationSteps: [], daysOutSteps: [] };
/** +10 % within 7 days out; +20 % once 1 % of the day is booked; floor 80 %, ceiling 125 %. */
const RULE = {
  enabled: true,
  floorPercent: 80,
  ceilingPercent: 125,
  utilisationSteps: [
    { atLeastPercent: 0, adjustPercent: 0 },
    { atLeastPercent: 1, adjustPercent: 20 },
  ],
  daysOutSteps: [{ withinDays: 7, adjustPercent: 10 }],
};

const teeTimes = async (date = DATE) => fx.api.teeTimes(date, fx.north.id);
/** The base green fees of the north course's rates, read with the rule off. */
let base: Map<number, { cart: number; walking: number }>;
const auditOf = async (target: string) =>
  server
    .database!.handle.db.select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, 'dynamic-pricing.update'), eq(adminAuditLog.target, target)));

/** A guest's paid booking of `players` on a tee time: the cart item's price and what the payment charged. */
async function book(time: TeeTime, players: number) {
  const rate = time.rates[0]!;
  const cartId = await fx.api.newCart();
  const cart = await fx.api.addTeeTime(cartId, fx.north.id, time.teetime, rate.rateId, players);
  const invoice = await fx.api.invoice(cartId);
  expect(invoice.status).toBe(200);
  const paymentToken = await fx.api.cardToken(cartId, undefined, { alias: 'demo' });
  const dueNow = invoice.body.dueNow.original.total as number;
  const paid = await fx.api.pay(cartId, `dynamic-${fx.unique()}`, {
    paymentToken,
    invoiceTotalAmount: dueNow,
    formData: {
      firstName: 'Ada',
      lastName: 'Dynamic',
      email: `dyn-${fx.unique()}@example.com`,
      phone: '+1 (555) 010-2030',
      notes: 'Two carts please',
      teeTimePolicyAccepted: true,
    },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(paid.cookies.some((cookie) => cookie.startsWith(guestCookieName('demo')))).toBe(true);
  type Line = { kind: string; unitAmount: number; amount: number };
  // The primary player's green fee and the other players' (SPEC §3 invoice lines).
  const lines = (paid.body.order.invoices[0].items as Line[]).filter(
    (line) => line.kind === 'green-fees' || line.kind === 'player-two-to-four',
  );
  const greenFees = { unitAmount: lines[0]!.unitAmount, amount: lines.reduce((sum, line) => sum + line.amount, 0) };
  return { item: cart.items[0].extra as { price: number; rates: { price: number }[] }, greenFees };
}

describe('dynamic pricing', () => {
  it('refuses pro-shop staff (403), golfers (401) and another alias (404), and writes nothing', async () => {
    const proShop = await as(PRO_SHOP);
    const other = await as('manager@eaglesnest.example', 'simulator');
    const manager = await as(MANAGER);
    const before = await counts();
    expect((await fx.api.get('/api/admin/dynamic-pricing', proShop)).status).toBe(403);
    expect((await fx.api.put(`/api/admin/dynamic-pricing/${fx.north.id}`, RULE, proShop)).status).toBe(403);
    expect((await fx.api.post(`/api/admin/dynamic-pricing/${fx.north.id}/preview`, RULE, proShop)).status).toBe(403);
    expect(
      (await fx.api.put(`/api/admin/dynamic-pricing/${fx.north.id}`, RULE, { bearer: fx.main.bearer })).status,
    ).toBe(401);
    expect((await fx.api.put(`/api/admin/dynamic-pricing/${fx.north.id}`, RULE, other)).status).toBe(404);
    expect((await fx.api.post(`/api/admin/dynamic-pricing/${fx.north.id}/preview`, RULE, other)).status).toBe(404);
    expect(
      ((await fx.api.get('/api/admin/dynamic-pricing', other)).body as DynamicPricingResponse).courses.some(
        (course) => course.facilityId === fx.north.id,
      ),
    ).toBe(false);
    expect((await fx.api.put('/api/admin/dynamic-pricing/999999', RULE, manager)).status).toBe(404);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('lists every course of the alias with the rule off until one is saved', async () => {
    const answer = (await fx.api.get('/api/admin/dynamic-pricing', await as(MANAGER))).body as DynamicPricingResponse;
    const north = answer.courses.find((course) => course.facilityId === fx.north.id)!;
    expect(north).toMatchObject({ rule: OFF, updatedAt: null, currencyCode: 'USD' });
    base = new Map(
      (await teeTimes()).flatMap((time) =>
        time.rates.map((rate) => [rate.rateId, { cart: rate.greenFeeCart, walking: rate.greenFeeWalking }] as const),
      ),
    );
    expect(base.size).toBeGreaterThan(0);
  });

  it('answers a bad rule 400 VALIDATION_FAILED with the field, and writes nothing', async () => {
    const manager = await as(MANAGER);
    const before = await counts();
    for (const [bad, message] of [
      [{ ...RULE, floorPercent: 120 }, 'The floor is at most 100 %'],
      [{ ...RULE, ceilingPercent: 90 }, 'The ceiling is at least 100 %'],
      [
        { ...RULE, utilisationSteps: [...RULE.utilisationSteps].reverse() },
        'Utilisation steps go from the lowest threshold up',
      ],
      [{ ...RULE, daysOutSteps: [{ withinDays: -2, adjustPercent: 5 }] }, 'Days out cannot be negative'],
      [{ ...RULE, enabled: 'yes' }, ''],
    ] as const) {
      for (const path of [
        `/api/admin/dynamic-pricing/${fx.north.id}`,
        `/api/admin/dynamic-pricing/${fx.north.id}/preview`,
      ]) {
        const answer = await fx.api.call(path.endsWith('preview') ? 'POST' : 'PUT', path, bad, manager);
        expect(answer.status, JSON.stringify(bad)).toBe(400);
        expect(answer.body.error.code).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(answer.body)).toContain(message);
      }
    }
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it("previews the next 7 days' prices of a draft rule without saving it", async () => {
    const before = await counts();
    const answer = await fx.api.post(`/api/admin/dynamic-pricing/${fx.north.id}/preview`, RULE, await as(MANAGER));
    expect(answer.status).toBe(200);
    const preview = answer.body as DynamicPricingPreview;
    expect(preview.days.map((day) => day.date)).toEqual([
      '2026-07-10',
      '2026-07-11',
      '2026-07-12',
      '2026-07-13',
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
    ]);
    expect(preview.days.map((day) => day.daysOut)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const wednesday = preview.days.find((day) => day.date === DATE)!;
    expect(wednesday.utilisationPercent).toBe(0);
    expect(wednesday.rates.length).toBeGreaterThan(0);
    // Nobody booked yet: +10 % for days out only.
    for (const rate of wednesday.rates) expect(rate.adjustedCart).toBe(Math.round(rate.greenFeeCart * 1.1));
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await teeTimes())[0]!.rates[0]!.greenFeeCart).toBe(base.get((await teeTimes())[0]!.rates[0]!.rateId)!.cart);
  });

  it('moves golfers’ search prices once enabled and again as bookings fill the day; checkout charges the price searched; audited', async () => {
    const manager = await as(MANAGER);
    const saved = await fx.api.put(`/api/admin/dynamic-pricing/${fx.north.id}`, RULE, manager);
    expect(saved.status).toBe(200);
    expect(saved.body as CourseDynamicPricing).toMatchObject({ facilityId: fx.north.id, rule: RULE });

    const quiet = await teeTimes();
    for (const time of quiet)
      for (const rate of time.rates) expect(rate.greenFeeCart).toBe(Math.round(base.get(rate.rateId)!.cart * 1.1));

    // A golfer books what search showed, at that price (the cart item holds it; checkout charges it).
    const [first, held] = quiet.filter((time) => time.availableSlots === 4) as [TeeTime, TeeTime];
    const quoted = first.rates[0]!;
    // Another golfer holds a tee time at the quiet price while the day fills.
    const heldCart = await fx.api.newCart();
    await fx.api.addTeeTime(heldCart, fx.north.id, held.teetime, held.rates[0]!.rateId, 2);
    const booked = await book(first, 4);
    expect(booked.item.price).toBe(quoted.greenFeeCart);
    expect(booked.item.rates[0]!.price).toBe(quoted.greenFeeCart * 4);
    expect(booked.greenFees).toMatchObject({ unitAmount: quoted.greenFeeCart, amount: quoted.greenFeeCart * 4 });

    // 4 players is past 1 % of the day: +20 % +10 %, kept under the 125 % ceiling.
    const busy = await teeTimes();
    for (const time of busy) {
      for (const rate of time.rates) {
        const { cart, walking } = base.get(rate.rateId)!;
        expect(rate.greenFeeCart).toBe(Math.min(Math.round(cart * 1.3), Math.floor(cart * 1.25)));
        expect(rate.greenFeeWalking).toBeLessThanOrEqual(Math.floor(walking * 1.25));
      }
    }
    // The hold keeps the price it was quoted: its invoice charges it, not the busier day's price.
    const heldInvoice = await fx.api.invoice(heldCart);
    type Line = { kind: string; amount: number };
    const heldFees = (heldInvoice.body.invoices[0].items as Line[]).filter(
      (line) => line.kind === 'green-fees' || line.kind === 'player-two-to-four',
    );
    expect(heldFees.reduce((sum, line) => sum + line.amount, 0)).toBe(held.rates[0]!.greenFeeCart * 2);
    const second = busy.find(
      (time) => time.availableSlots === 4 && time.teetime !== first.teetime && time.teetime !== held.teetime,
    )!;
    const rebooked = await book(second, 2);
    expect(rebooked.item.price).toBe(second.rates[0]!.greenFeeCart);
    expect(rebooked.greenFees.amount).toBe(second.rates[0]!.greenFeeCart * 2);
    expect(rebooked.item.price).toBeGreaterThan(quoted.greenFeeCart);

    // Search and the preview agree on each day's utilisation: every day is priced by its own bookings.
    const preview = (await fx.api.post(`/api/admin/dynamic-pricing/${fx.north.id}/preview`, RULE, manager))
      .body as DynamicPricingPreview;
    for (const day of preview.days.filter((candidate) => candidate.date >= '2026-07-11')) {
      const prices = new Map(day.rates.map((rate) => [rate.rateId, rate.adjustedCart]));
      for (const time of await teeTimes(day.date))
        for (const rate of time.rates)
          expect(rate.greenFeeCart, `${time.teetime} ${rate.name}`).toBe(prices.get(rate.rateId));
    }
    expect(preview.days.find((day) => day.date === DATE)!.utilisationPercent).toBeGreaterThanOrEqual(1);

    const [audit] = await auditOf(`facility:${fx.north.id}`);
    expect(audit!.username).toBe(MANAGER);
    expect(audit!.details).toMatchObject({ facilityId: fx.north.id, before: null, after: RULE });
  });

  it('never prices below the floor, and switching the rule off restores the rate price', async () => {
    const manager = await as(MANAGER);
    const cheap = {
      ...RULE,
      floorPercent: 90,
      utilisationSteps: [{ atLeastPercent: 0, adjustPercent: -60 }],
      daysOutSteps: [],
    };
    expect((await fx.api.put(`/api/admin/dynamic-pricing/${fx.north.id}`, cheap, manager)).status).toBe(200);
    for (const time of await teeTimes())
      for (const rate of time.rates) expect(rate.greenFeeCart).toBe(Math.ceil(base.get(rate.rateId)!.cart * 0.9));

    expect(
      (await fx.api.put(`/api/admin/dynamic-pricing/${fx.north.id}`, { ...cheap, enabled: false }, manager)).status,
    ).toBe(200);
    for (const time of await teeTimes())
      for (const rate of time.rates) expect(rate.greenFeeCart).toBe(base.get(rate.rateId)!.cart);
    const audits = await auditOf(`facility:${fx.north.id}`);
    expect(audits).toHaveLength(3);
    expect(audits[2]!.details).toMatchObject({
      before: { enabled: true, floorPercent: 90 },
      after: { enabled: false },
    });
  });

  it('explains each previewed price (steps in order, unclamped price, floor or ceiling) and prices each tee time as search does', async () => {
    const manager = await as(MANAGER);
    // Tomorrow: −30 % days out clamps at the 90 % floor; DATE (5 days out, booked above 1 %): +10 % +10 % clamps at 115 %.
    const clamping = {
      enabled: true,
      floorPercent: 90,
      ceilingPercent: 115,
      utilisationSteps: [
        { atLeastPercent: 0, adjustPercent: 5 },
        { atLeastPercent: 1, adjustPercent: 10 },
      ],
      daysOutSteps: [
        { withinDays: 3, adjustPercent: -30 },
        { withinDays: 7, adjustPercent: 10 },
      ],
    };
    expect((await fx.api.put(`/api/admin/dynamic-pricing/${fx.north.id}`, clamping, manager)).status).toBe(200);
    const preview = (await fx.api.post(`/api/admin/dynamic-pricing/${fx.north.id}/preview`, clamping, manager))
      .body as DynamicPricingPreview;

    const busy = preview.days.find((day) => day.date === DATE)!;
    const steps = [
      { kind: 'utilisation', index: 1, atLeastPercent: 1, adjustPercent: 10 },
      { kind: 'daysOut', index: 1, withinDays: 7, adjustPercent: 10 },
    ];
    expect(busy.steps).toEqual(steps);
    for (const rate of busy.rates) {
      const cart = rate.greenFeeCart;
      expect(rate.cart, rate.name).toEqual({
        base: cart,
        steps,
        adjustPercent: 20,
        unclamped: Math.floor((cart * 120 + 50) / 100),
        clamp: { limit: 'ceiling', percent: 115, price: Math.floor((cart * 115) / 100) },
        price: Math.floor((cart * 115) / 100),
      });
      expect(rate.adjustedCart).toBe(rate.cart.price);
      expect(rate.adjustedWalking).toBe(rate.walking.price);
    }
    const tomorrow = preview.days.find((day) => day.date === '2026-07-11')!;
    expect(tomorrow.steps.at(-1)).toEqual({ kind: 'daysOut', index: 0, withinDays: 3, adjustPercent: -30 });
    for (const rate of tomorrow.rates)
      expect(rate.cart.clamp, rate.name).toEqual({
        limit: 'floor',
        percent: 90,
        price: Math.ceil((rate.greenFeeCart * 90) / 100),
      });

    // What a golfer pays for each tee time is the preview's final price, cart and walking.
    for (const day of preview.days.filter((candidate) => candidate.date >= '2026-07-11')) {
      const byRate = new Map(day.rates.map((rate) => [rate.rateId, rate]));
      const times = await teeTimes(day.date);
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) {
        for (const rate of time.rates) {
          const previewed = byRate.get(rate.rateId)!;
          expect(rate.greenFeeCart, `${time.teetime} ${rate.name}`).toBe(previewed.cart.price);
          expect(rate.greenFeeWalking, `${time.teetime} ${rate.name}`).toBe(previewed.walking.price);
        }
      }
    }
    expect(
      (await fx.api.put(`/api/admin/dynamic-pricing/${fx.north.id}`, { ...clamping, enabled: false }, manager)).status,
    ).toBe(200);
  });
});
