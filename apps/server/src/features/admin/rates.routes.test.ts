import type { AdminPromotion, AdminRate, RateSetsResponse } from '@fairway/contract/admin.contract';
import type { TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// MATRIX_NOW is 2026-07-10 08:00 at Harbor Pines (America/New_York); 2026-07-14 is a Tuesday.
const DATE = '2026-07-14';
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

const rateSets = async () =>
  ((await fx.api.get('/api/admin/rate-sets', await as(MANAGER))).body as RateSetsResponse).rateSets;
/** North's weekday "Prime" rate (08:00–14:00 on weekdays). */
const primeOfNorth = async () =>
  (await rateSets())
    .filter((set) => set.facilityId === fx.north.id)
    .flatMap((set) => set.rates)
    .find((rate) => rate.name === 'Prime')!;
const inputOf = (rate: AdminRate) => {
  const { rateId: _id, rateSetId: _set, isSimulator: _sim, updatedAt: _at, ...input } = rate;
  return input;
};
const search = async (query = '') =>
  (await fx.api.get(`/api/v2/tee-times?date=${DATE}&facilityIds=${fx.north.id}${query}`)).body as TeeTimesResponse;
const ratesInSearch = (answer: TeeTimesResponse, rateId: number) =>
  answer.teeTimes.flatMap((time) =>
    time.rates.filter((rate) => rate.rateId === rateId).map((rate) => ({ teetime: time.teetime, rate })),
  );
const auditOf = async (action: string, target: string) =>
  server
    .database!.handle.db.select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.target, target)));
const promotion = (overrides: Record<string, unknown> = {}) => ({
  code: 'RAIN20',
  type: 'percent',
  value: 20,
  allowedPlayers: [1, 2, 3, 4],
  validFrom: null,
  validTo: null,
  active: true,
  ...overrides,
});

describe('rates and promotions', () => {
  it('lets owners and managers read and change them, refuses pro-shop staff (403), golfers (401) and other aliases (404)', async () => {
    for (const username of ['owner@harborpines.example', MANAGER]) {
      const sets = await fx.api.get('/api/admin/rate-sets', await as(username));
      expect(sets.status, username).toBe(200);
      expect(
        (sets.body as RateSetsResponse).rateSets.some((set) => set.facilityId === fx.north.id && set.rates.length > 0),
      ).toBe(true);
      expect(
        (await fx.api.get('/api/admin/promotions', await as(username))).body.promotions.map(
          (p: AdminPromotion) => p.code,
        ),
      ).toContain('SPRING10');
    }
    const prime = await primeOfNorth();
    const spring = (
      (await fx.api.get('/api/admin/promotions', await as(MANAGER))).body.promotions as AdminPromotion[]
    ).find((p) => p.code === 'SPRING10')!;
    const proShop = await as(PRO_SHOP);
    const other = await as('manager@eaglesnest.example', 'simulator');
    const before = await counts();
    expect((await fx.api.get('/api/admin/rate-sets', proShop)).body.error.code).toBe('FORBIDDEN');
    expect((await fx.api.get('/api/admin/promotions', proShop)).status).toBe(403);
    expect((await fx.api.put(`/api/admin/rates/${prime.rateId}`, inputOf(prime), proShop)).status).toBe(403);
    expect(
      (await fx.api.post('/api/admin/rates', { rateSetId: prime.rateSetId, rate: inputOf(prime) }, proShop)).status,
    ).toBe(403);
    expect((await fx.api.post('/api/admin/promotions', promotion(), proShop)).status).toBe(403);
    expect((await fx.api.put(`/api/admin/promotions/${spring.id}`, promotion(), proShop)).status).toBe(403);
    expect(
      (await fx.api.put(`/api/admin/rates/${prime.rateId}`, inputOf(prime), { bearer: fx.main.bearer })).status,
    ).toBe(401);
    // A demo manager's token sent through another alias is nobody's session there.
    expect((await fx.api.get('/api/admin/rate-sets', { ...(await as(MANAGER)), alias: 'simulator' })).status).toBe(401);
    // The simulator alias does not show Harbor Pines North, nor own demo's codes.
    expect(
      (await fx.api.put(`/api/admin/rates/${prime.rateId}`, { ...inputOf(prime), greenFeeCart: 1 }, other)).status,
    ).toBe(404);
    expect(
      (await fx.api.post('/api/admin/rates', { rateSetId: prime.rateSetId, rate: inputOf(prime) }, other)).status,
    ).toBe(404);
    expect((await fx.api.put(`/api/admin/promotions/${spring.id}`, promotion(), other)).status).toBe(404);
    expect(
      ((await fx.api.get('/api/admin/rate-sets', other)).body as RateSetsResponse).rateSets.some(
        (set) => set.facilityId === fx.north.id,
      ),
    ).toBe(false);
    expect(
      (await fx.api.get('/api/admin/promotions', other)).body.promotions.map((p: AdminPromotion) => p.code),
    ).not.toContain('SPRING10');
    // No CSRF header: refused like every state-changing call.
    expect(
      (await fx.api.put(`/api/admin/rates/${prime.rateId}`, inputOf(prime), { ...(await as(MANAGER)), csrf: false }))
        .status,
    ).toBe(403);
    expect((await fx.api.call('PUT', '/api/admin/rates/999999', inputOf(prime), await as(MANAGER))).status).toBe(404);
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await primeOfNorth()).greenFeeCart).toBe(prime.greenFeeCart);
  });

  it('answers bad rates and promotions 400 (or 409 for a code the alias has) and writes nothing', async () => {
    const manager = await as(MANAGER);
    const prime = await primeOfNorth();
    const good = inputOf(prime);
    const before = await counts();
    for (const bad of [
      { ...good, greenFeeCart: -100 },
      { ...good, greenFeeWalking: 12.5 },
      { ...good, greenFeeCart: '89.00' },
      { ...good, fromTime: '14:00', toTime: '08:00' },
      { ...good, fromTime: '08:00', toTime: '08:00' },
      { ...good, fromTime: '8:00' },
      { ...good, daysOfWeek: [] },
      { ...good, daysOfWeek: [0] },
      { ...good, daysOfWeek: [1, 1] },
      { ...good, allowedPlayers: [5] },
      { ...good, allowedPlayers: [] },
      { ...good, holes: 27 },
      { ...good, name: '   ' },
      { ...good, transportation: 'Horse' },
    ]) {
      const answer = await fx.api.put(`/api/admin/rates/${prime.rateId}`, bad, manager);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    const band = await fx.api.put(
      `/api/admin/rates/${prime.rateId}`,
      { ...good, fromTime: '14:00', toTime: '08:00' },
      manager,
    );
    expect(JSON.stringify(band.body)).toContain('The band must end after it starts');
    expect((await fx.api.put('/api/admin/rates/abc', good, manager)).status).toBe(400);
    expect(
      (
        await fx.api.post(
          '/api/admin/rates',
          { rateSetId: prime.rateSetId, rate: { ...good, greenFeeCart: -1 } },
          manager,
        )
      ).status,
    ).toBe(400);
    for (const bad of [
      promotion({ validFrom: '2026-08-01', validTo: '2026-07-01' }),
      promotion({ value: 150 }),
      promotion({ value: -5 }),
      promotion({ type: 'bogus' }),
      promotion({ code: 'x' }),
      promotion({ code: 'NO SPACES' }),
      promotion({ allowedPlayers: [5] }),
      promotion({ validFrom: '2026-02-30' }),
      promotion({ maxUses: 0 }),
      promotion({ maxUsesPerGolfer: 2.5 }),
      promotion({ maxUses: '10' }),
    ]) {
      const answer = await fx.api.post('/api/admin/promotions', bad, manager);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      JSON.stringify(
        (
          await fx.api.post(
            '/api/admin/promotions',
            promotion({ validFrom: '2026-08-01', validTo: '2026-07-01' }),
            manager,
          )
        ).body,
      ),
    ).toContain('The promotion must end on or after its first day');
    const duplicate = await fx.api.post('/api/admin/promotions', promotion({ code: ' spring10 ' }), manager);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatchObject({
      code: 'CONFLICT',
      message: 'A promotion with the code SPRING10 already exists',
    });
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('shows a new green fee in golfers’ search at once, and audits the change with before and after', async () => {
    const manager = await as(MANAGER);
    const prime = await primeOfNorth();
    const seen = ratesInSearch(await search(), prime.rateId);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]!.rate.greenFeeCart).toBe(prime.greenFeeCart);

    expect(prime.transactionFee).toBeGreaterThan(0);
    const { transactionFee: _fee, ...withoutFee } = inputOf(prime);
    const edited = await fx.api.put(
      `/api/admin/rates/${prime.rateId}`,
      { ...withoutFee, greenFeeCart: 9350, greenFeeWalking: 7150, showAsHotDeal: true },
      manager,
    );
    expect(edited.status).toBe(200);
    // A fee the console does not send stays as it was.
    expect(edited.body).toMatchObject({
      rateId: prime.rateId,
      greenFeeCart: 9350,
      greenFeeWalking: 7150,
      showAsHotDeal: true,
      transactionFee: prime.transactionFee,
    });
    const after = ratesInSearch(await search(), prime.rateId);
    expect(after.length).toBe(seen.length);
    expect(
      after.every(({ rate }) => rate.greenFeeCart === 9350 && rate.greenFeeWalking === 7150 && rate.showAsHotDeal),
    ).toBe(true);

    // A narrower band sells the rate on fewer tee times.
    await fx.api.put(
      `/api/admin/rates/${prime.rateId}`,
      { ...inputOf(prime), greenFeeCart: 9350, greenFeeWalking: 7150, fromTime: '10:00', toTime: '12:00' },
      manager,
    );
    const narrowed = ratesInSearch(await search(), prime.rateId);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every(({ teetime }) => teetime.slice(11) >= '10:00' && teetime.slice(11) < '12:00')).toBe(true);

    const [first, second] = await auditOf('rate.update', `rate:${prime.rateId}`);
    expect(first!.username).toBe(MANAGER);
    expect(first!.details).toMatchObject({
      facilityId: fx.north.id,
      before: { greenFeeCart: prime.greenFeeCart, greenFeeWalking: prime.greenFeeWalking, showAsHotDeal: false },
      after: { greenFeeCart: 9350, greenFeeWalking: 7150, showAsHotDeal: true },
    });
    expect(second!.details).toMatchObject({
      before: { fromTime: '08:00', toTime: '14:00' },
      after: { fromTime: '10:00', toTime: '12:00' },
    });
    await fx.api.put(`/api/admin/rates/${prime.rateId}`, inputOf(prime), manager);
    expect(ratesInSearch(await search(), prime.rateId)[0]!.rate.greenFeeCart).toBe(prime.greenFeeCart);
  });

  it('adds a rate to a set, sold in search on its band, audited', async () => {
    const manager = await as(MANAGER);
    const prime = await primeOfNorth();
    const created = await fx.api.post(
      '/api/admin/rates',
      {
        rateSetId: prime.rateSetId,
        rate: {
          ...inputOf(prime),
          name: 'Member Guest',
          greenFeeCart: 5500,
          greenFeeWalking: 4500,
          allowedPlayers: [2, 4],
          daysOfWeek: [2],
          fromTime: '12:00',
          toTime: '13:00',
        },
      },
      manager,
    );
    expect(created.status).toBe(200);
    const rate = created.body as AdminRate;
    expect(rate).toMatchObject({
      rateSetId: prime.rateSetId,
      name: 'Member Guest',
      allowedPlayers: [2, 4],
      daysOfWeek: [2],
      isSimulator: false,
    });
    expect((await rateSets()).flatMap((set) => set.rates).some((candidate) => candidate.rateId === rate.rateId)).toBe(
      true,
    );
    const sold = ratesInSearch(await search(), rate.rateId);
    expect(sold.length).toBeGreaterThan(0);
    expect(
      sold.every(
        ({ teetime, rate: offered }) =>
          teetime.slice(11) >= '12:00' && teetime.slice(11) < '13:00' && offered.greenFeeCart === 5500,
      ),
    ).toBe(true);
    const [audit] = await auditOf('rate.create', `rate:${rate.rateId}`);
    expect(audit!.details).toMatchObject({
      rateSetId: prime.rateSetId,
      before: null,
      after: { name: 'Member Guest', greenFeeCart: 5500 },
    });
  });

  it('creates and edits promotion codes of every §9 type; search applies an active one in its dates, audited', async () => {
    const manager = await as(MANAGER);
    for (const [type, value] of [
      ['none', 0],
      ['fixed', 4000],
      ['amount', 700],
    ] as const) {
      const answer = await fx.api.post(
        '/api/admin/promotions',
        promotion({ code: `TYPE-${type}`, type, value }),
        manager,
      );
      expect(answer.status, type).toBe(200);
      expect(answer.body).toMatchObject({ code: `TYPE-${type.toUpperCase()}`, type, value, active: true });
    }
    const created = await fx.api.post(
      '/api/admin/promotions',
      promotion({ code: 'rain20', validFrom: '2026-07-10', validTo: '2026-07-20', allowedPlayers: [4, 2] }),
      manager,
    );
    expect(created.status).toBe(200);
    const rain = created.body as AdminPromotion;
    expect(rain).toMatchObject({
      code: 'RAIN20',
      type: 'percent',
      value: 20,
      allowedPlayers: [2, 4],
      validFrom: '2026-07-10',
      validTo: '2026-07-20',
      active: true,
    });
    const applied = await search('&promotionCode=RAIN20');
    expect(applied.promotion).toEqual({ code: 'RAIN20', applied: true });
    const promoted = applied.teeTimes.flatMap((time) => time.rates).find((rate) => rate.promotion)!;
    expect(promoted.promotion!.greenFeeCart).toBe(Math.round(promoted.greenFeeCart * 0.8));

    const prime = await primeOfNorth();
    const invoice = async () =>
      (
        await fx.api.get(
          `/api/tee-times/rate/${prime.rateId}/invoice?gncFacilityId=${fx.north.id}&players=2&promotionCode=RAIN20`,
        )
      ).body;
    expect((await invoice()).promotionCode).toBe('RAIN20');

    // Switched off: it applies nowhere (search, the rate invoice, hence the cart's pricing).
    const off = await fx.api.put(
      `/api/admin/promotions/${rain.id}`,
      promotion({ validFrom: '2026-07-10', validTo: '2026-07-20', active: false }),
      manager,
    );
    expect(off.status).toBe(200);
    expect((await search('&promotionCode=RAIN20')).promotion).toEqual({ code: 'RAIN20', applied: false });
    expect((await invoice()).promotionCode).toBeNull();
    // Dates that end before the searched day: not applied either.
    await fx.api.put(`/api/admin/promotions/${rain.id}`, promotion({ validTo: '2026-07-13' }), manager);
    expect((await search('&promotionCode=RAIN20')).promotion).toEqual({ code: 'RAIN20', applied: false });
    // Another of the alias's codes: 409, nothing written.
    const before = await counts();
    expect(
      (await fx.api.put(`/api/admin/promotions/${rain.id}`, promotion({ code: 'SPRING10' }), manager)).status,
    ).toBe(409);
    expect((await fx.api.put('/api/admin/promotions/999999', promotion(), manager)).status).toBe(404);
    expect(countChanges(before, await counts())).toEqual([]);

    const [create] = await auditOf('promotion.create', `promotion:${rain.id}`);
    expect(create!.details).toMatchObject({
      before: null,
      after: { code: 'RAIN20', type: 'percent', value: 20, active: true },
    });
    const updates = await auditOf('promotion.update', `promotion:${rain.id}`);
    expect(updates.map((row) => row.details)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ active: true }),
        after: expect.objectContaining({ active: false }),
      }),
      expect.objectContaining({
        before: expect.objectContaining({ validTo: '2026-07-20' }),
        after: expect.objectContaining({ validTo: '2026-07-13', active: true }),
      }),
    ]);
    // Two saves of one new code at once: one is created, the other is a 409 (never a 500).
    const racing = await Promise.all([
      fx.api.post('/api/admin/promotions', promotion({ code: 'RACE1' }), manager),
      fx.api.post('/api/admin/promotions', promotion({ code: 'RACE1' }), manager),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const listed = (await fx.api.get('/api/admin/promotions', manager)).body.promotions as AdminPromotion[];
    expect(listed.map((p) => p.code)).toEqual(
      expect.arrayContaining(['RAIN20', 'TYPE-NONE', 'TYPE-FIXED', 'TYPE-AMOUNT', 'SPRING10']),
    );
  });

  it('keeps usage limits on a code, audited, and lists its uses (bookings with the code, not cancelled)', async () => {
    const manager = await as(MANAGER);
    const created = await fx.api.post(
      '/api/admin/promotions',
      promotion({ code: 'CAPPED', maxUses: 100, maxUsesPerGolfer: 2 }),
      manager,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 'CAPPED', maxUses: 100, maxUsesPerGolfer: 2, uses: 0 });
    const capped = created.body as AdminPromotion;
    // Leaving the limits out means none.
    const open = await fx.api.put(`/api/admin/promotions/${capped.id}`, promotion({ code: 'CAPPED' }), manager);
    expect(open.body).toMatchObject({ maxUses: null, maxUsesPerGolfer: null });
    const updates = await auditOf('promotion.update', `promotion:${capped.id}`);
    expect(updates.at(-1)!.details).toMatchObject({
      before: { maxUses: 100, maxUsesPerGolfer: 2 },
      after: { maxUses: null, maxUsesPerGolfer: null },
    });
    const listed = ((await fx.api.get('/api/admin/promotions', manager)).body.promotions as AdminPromotion[]).find(
      (p) => p.code === 'CAPPED',
    )!;
    expect(listed).toMatchObject({ uses: 0, maxUses: null });
  });
});
