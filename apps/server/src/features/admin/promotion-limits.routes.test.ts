import type { AdminPromotion, AdminRate, RateSetsResponse } from '@fairway/contract/admin.contract';
import type { RateInvoiceResponse, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// MATRIX_NOW is Friday 2026-07-10 08:00 at Harbor Pines (America/New_York). 2026-07-14 is a
// Tuesday: north sells Prime (08:00–14:00) and, from 12:00 to 15:00, the Trade rate ($40, 2 or 4 players).
const TUESDAY = '2026-07-14';
const SATURDAY = '2026-07-18';
let server: TestServer;
let fx: Fixtures;
let counts: () => Promise<Record<string, number>>;
let south: number;
let rates: AdminRate[];
const rateOf = (name: string) => rates.find((rate) => rate.name === name)!;

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  counts = await tableCounter(server.database!.handle.db);
  south = await fx.api.facilityId('harbor-pines-south');
  rates = ((await fx.api.get('/api/admin/rate-sets', await as(MANAGER))).body as RateSetsResponse).rateSets
    .filter((set) => set.facilityId === fx.north.id)
    .flatMap((set) => set.rates);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
const MANAGER = 'manager@harborpines.example';

const promotion = (code: string, limits?: Record<string, unknown>) => ({
  code,
  type: 'percent',
  value: 15,
  allowedPlayers: [1, 2, 3, 4],
  validFrom: null,
  validTo: null,
  active: true,
  ...(limits ? { limits } : {}),
});
const create = async (body: ReturnType<typeof promotion>) => {
  const answer = await fx.api.post('/api/admin/promotions', body, await as(MANAGER));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as AdminPromotion;
};
const search = async (code: string, date = TUESDAY, facilityId = fx.north.id) =>
  (await fx.api.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}&promotionCode=${code}`))
    .body as TeeTimesResponse;
/** Each (tee time, rate name) of a search with whether the code priced it. */
const promoted = (answer: TeeTimesResponse) =>
  answer.teeTimes.flatMap((time) =>
    time.rates.map((rate) => ({ teetime: time.teetime, name: rate.name, promoted: rate.promotion !== null })),
  );
const addWithCode = async (cartId: string, teetime: string, rateId: number, code: string, players = 2) => {
  const answer = await fx.api.post(`/api/shopping-cart/${cartId}/cart-item`, {
    item: {
      type: 'tee-time',
      facilityId: fx.north.id,
      promotionCode: code,
      extra: { teetime, rateId, players, transportation: 'Cart' },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  type Item = {
    id: string;
    promotionCode: string | null;
    extra: { teetime: string; price: number; standardPrice: number };
  };
  return (answer.body.items as Item[]).find((item) => item.extra.teetime === teetime)!;
};

describe('promotion limits', () => {
  it('refuses limits that name what the alias does not sell or a window that ends before it starts, and writes nothing', async () => {
    const manager = await as(MANAGER);
    const simulatorSets = (
      (await fx.api.get('/api/admin/rate-sets', await as('manager@eaglesnest.example', 'simulator')))
        .body as RateSetsResponse
    ).rateSets;
    const otherCourse = simulatorSets[0]!.facilityId;
    const otherRate = simulatorSets[0]!.rates[0]!.rateId;
    const before = await counts();
    for (const [limits, status, message] of [
      [{ fromTime: '10:00', toTime: '08:00' }, 400, 'The time window must end after it starts'],
      [{ fromTime: '10:00', toTime: '10:00' }, 400, 'The time window must end after it starts'],
      [{ fromTime: '10:00' }, 400, 'Enter both ends of the time window, or neither'],
      [{ toTime: '24:00' }, 400, 'Enter both ends of the time window, or neither'],
      [{ fromTime: '24:00', toTime: '24:00' }, 400, 'Expected a local time as HH:mm'],
      [{ weekdays: [0] }, 400, ''],
      [{ weekdays: [6, 6] }, 400, 'Each day once'],
      [{ rateIds: [rateOf('Prime').rateId, rateOf('Prime').rateId] }, 400, 'Each rate once'],
      [{ facilityIds: [otherCourse] }, 404, `Unknown course ${otherCourse}`],
      [{ rateIds: [otherRate] }, 404, `Unknown rate ${otherRate}`],
      [{ rateIds: [999999] }, 404, 'Unknown rate 999999'],
      [
        { facilityIds: [south], rateIds: [rateOf('Prime').rateId] },
        400,
        'A chosen rate is not sold on the chosen courses',
      ],
    ] as const) {
      const answer = await fx.api.post('/api/admin/promotions', promotion('BADLIMIT', limits), manager);
      expect(answer.status, JSON.stringify(limits)).toBe(status);
      expect(JSON.stringify(answer.body), JSON.stringify(limits)).toContain(message);
      if (status === 404) expect(answer.body.error.details.field).toMatch(/^limits\./);
    }
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('limited to the public rates, a code never discounts the Trade rate: search, rate invoice and cart agree', async () => {
    const publicRates = rates.filter((rate) => !rate.trade).map((rate) => rate.rateId);
    const created = await create(promotion('PUBLIC15', { rateIds: publicRates }));
    expect(created.limits).toEqual({
      facilityIds: [],
      rateIds: [...publicRates].sort((a, b) => a - b),
      weekdays: [],
      fromTime: null,
      toTime: null,
    });

    const answer = await search('PUBLIC15');
    expect(answer.promotion).toEqual({ code: 'PUBLIC15', applied: true });
    const seen = promoted(answer);
    expect(seen.filter((row) => row.name === 'Trade').length).toBeGreaterThan(0);
    for (const row of seen) expect(row.promoted, `${row.teetime} ${row.name}`).toBe(row.name !== 'Trade');

    const both = answer.teeTimes.find(
      (time) => time.availableSlots === 4 && time.rates.some((rate) => rate.name === 'Trade'),
    )!;
    const prime = both.rates.find((rate) => rate.name === 'Prime')!;
    const trade = both.rates.find((rate) => rate.name === 'Trade')!;
    const invoice = async (rateId: number) =>
      (
        await fx.api.get(
          `/api/tee-times/rate/${rateId}/invoice?gncFacilityId=${fx.north.id}&players=2&promotionCode=PUBLIC15&teetime=${both.teetime}`,
        )
      ).body as RateInvoiceResponse;
    expect((await invoice(trade.rateId)).promotionCode).toBeNull();
    expect((await invoice(prime.rateId)).promotionCode).toBe('PUBLIC15');

    // The cart prices as search showed: the code stays on Prime and is dropped on Trade.
    const cartId = await fx.api.newCart();
    const tradeItem = await addWithCode(cartId, both.teetime, trade.rateId, 'PUBLIC15');
    expect(tradeItem).toMatchObject({ promotionCode: null, extra: { price: 4000, standardPrice: 4000 } });
    const other = answer.teeTimes.find(
      (time) =>
        time.availableSlots === 4 && time.teetime !== both.teetime && time.rates.some((r) => r.name === 'Prime'),
    )!;
    const primeItem = await addWithCode(cartId, other.teetime, prime.rateId, 'PUBLIC15');
    expect(primeItem).toMatchObject({
      promotionCode: 'PUBLIC15',
      extra: { price: prime.promotion!.greenFeeCart, standardPrice: prime.greenFeeCart },
    });
  });

  it('re-prices a cart item moved onto a rate outside the limits at the standard price, dropping the code', async () => {
    const answer = await search('PUBLIC15');
    const both = answer.teeTimes.filter(
      (time) => time.availableSlots === 4 && time.rates.some((rate) => rate.name === 'Trade'),
    )[1]!;
    const prime = both.rates.find((rate) => rate.name === 'Prime')!;
    const trade = both.rates.find((rate) => rate.name === 'Trade')!;
    const cartId = await fx.api.newCart();
    const item = await addWithCode(cartId, both.teetime, prime.rateId, 'PUBLIC15');
    expect(item.promotionCode).toBe('PUBLIC15');
    const changed = await fx.api.call('PATCH', `/api/shopping-cart/${cartId}/cart-item/${item.id}`, {
      item: { rateId: trade.rateId },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.items[0]).toMatchObject({ promotionCode: null, extra: { price: 4000, standardPrice: 4000 } });
  });

  it('keeps to its weekdays, its time window and its courses, in the course’s local time', async () => {
    await create(promotion('WEEKEND15', { weekdays: [6, 7] }));
    const tuesday = await search('WEEKEND15');
    expect(tuesday.promotion).toEqual({ code: 'WEEKEND15', applied: false });
    expect(promoted(tuesday).some((row) => row.promoted)).toBe(false);
    const saturday = await search('WEEKEND15', SATURDAY);
    expect(saturday.promotion).toEqual({ code: 'WEEKEND15', applied: true });
    expect(promoted(saturday).some((row) => row.promoted)).toBe(true);

    await create(promotion('EARLY15', { fromTime: '09:00', toTime: '10:30' }));
    const early = promoted(await search('EARLY15'));
    expect(early.some((row) => row.promoted)).toBe(true);
    for (const row of early) {
      const time = row.teetime.slice(11);
      expect(row.promoted, row.teetime).toBe(time >= '09:00' && time < '10:30');
    }

    const southOnly = await create(promotion('SOUTH15', { facilityIds: [south] }));
    expect(southOnly.limits.facilityIds).toEqual([south]);
    expect((await search('SOUTH15')).promotion).toEqual({ code: 'SOUTH15', applied: false });
    const atSouth = await search('SOUTH15', TUESDAY, south);
    expect(atSouth.promotion).toEqual({ code: 'SOUTH15', applied: true });
    expect(promoted(atSouth).every((row) => row.promoted)).toBe(true);

    // All at once: Prime on north, weekdays, 12:00–13:00.
    await create(
      promotion('LUNCH15', {
        facilityIds: [fx.north.id],
        rateIds: [rateOf('Prime').rateId],
        weekdays: [1, 2, 3, 4, 5],
        fromTime: '12:00',
        toTime: '13:00',
      }),
    );
    const lunch = promoted(await search('LUNCH15'));
    for (const row of lunch) {
      const time = row.teetime.slice(11);
      expect(row.promoted, `${row.teetime} ${row.name}`).toBe(
        row.name === 'Prime' && time >= '12:00' && time < '13:00',
      );
    }
    expect((await search('LUNCH15', SATURDAY)).promotion?.applied).toBe(false);
  });

  it('keeps the limits on an edit without them, replaces them on an edit with them, and audits them', async () => {
    const manager = await as(MANAGER);
    const created = await create(promotion('KEEP15', { weekdays: [1], fromTime: '06:00', toTime: '24:00' }));
    expect(created.limits).toMatchObject({ weekdays: [1], fromTime: '06:00', toTime: '24:00' });
    const edited = await fx.api.put(
      `/api/admin/promotions/${created.id}`,
      { ...promotion('KEEP15'), value: 20 },
      manager,
    );
    expect(edited.status).toBe(200);
    expect((edited.body as AdminPromotion).limits).toEqual(created.limits);
    const cleared = await fx.api.put(`/api/admin/promotions/${created.id}`, promotion('KEEP15', {}), manager);
    expect((cleared.body as AdminPromotion).limits).toEqual({
      facilityIds: [],
      rateIds: [],
      weekdays: [],
      fromTime: null,
      toTime: null,
    });
    const listed = ((await fx.api.get('/api/admin/promotions', manager)).body.promotions as AdminPromotion[]).find(
      (row) => row.code === 'KEEP15',
    )!;
    expect(listed.limits.weekdays).toEqual([]);
    const audits = await server
      .database!.handle.db.select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'promotion.update'), eq(adminAuditLog.target, `promotion:${created.id}`)));
    expect(audits.at(-1)!.details).toMatchObject({
      before: { limits: { weekdays: [1], fromTime: '06:00', toTime: '24:00' } },
      after: { limits: { weekdays: [], fromTime: null } },
    });
  });
});
