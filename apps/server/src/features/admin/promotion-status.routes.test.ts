import type { AdminPromotion } from '@fairway/contract/admin.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestForm } from '../checkout/checkout.testing.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// The promotions list says where each code stands today, on the alias's local calendar (Harbor
// Pines, America/New_York): a code valid to 2026-11-01 reads expired on 2026-12-02.

const MANAGER = 'manager@harborpines.example';
/** Noon on 2026-12-02 at the course. */
const NOON = new Date('2026-12-02T17:00:00Z');
// The fixtures are built on the matrix's day; the tests then run on NOON.
let clock = MATRIX_NOW;
let server: TestServer;
let fx: Fixtures;
let as = staffCaller(() => fx);

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000', CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  clock = NOON;
});
afterAll(() => server?.close());

const promotion = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  type: 'percent',
  value: 20,
  allowedPlayers: [1, 2, 3, 4],
  validFrom: null,
  validTo: null,
  active: true,
  ...overrides,
});

async function create(code: string, overrides: Record<string, unknown> = {}): Promise<AdminPromotion> {
  const answer = await fx.api.post('/api/admin/promotions', promotion(code, overrides), await as(MANAGER));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as AdminPromotion;
}

async function statuses(): Promise<Map<string, string>> {
  const answer = await fx.api.get('/api/admin/promotions', await as(MANAGER));
  expect(answer.status).toBe(200);
  return new Map((answer.body.promotions as AdminPromotion[]).map((entry) => [entry.code, entry.status]));
}

/** Runs `check` with the clock at `at`, signing staff in afresh (sessions lapse as the clock jumps). */
async function at(instant: string, check: () => Promise<void>) {
  clock = new Date(instant);
  as = staffCaller(() => fx);
  try {
    await check();
  } finally {
    clock = NOON;
    as = staffCaller(() => fx);
  }
}

describe('promotion status (GET /api/admin/promotions)', () => {
  it('reads each code as expired, scheduled, active or inactive from its dates and switch', async () => {
    expect((await create('SUMMERX', { validFrom: '2026-06-01', validTo: '2026-11-01' })).status).toBe('expired');
    await create('WINTERX', { validFrom: '2026-12-10' });
    await create('TODAYX', { validFrom: '2026-12-02', validTo: '2026-12-02' });
    const off = await create('OFFX', { active: false });
    const now = await statuses();
    expect(
      Object.fromEntries(['SUMMERX', 'WINTERX', 'TODAYX', 'OFFX', 'SPRING10'].map((code) => [code, now.get(code)])),
    ).toEqual({
      SUMMERX: 'expired',
      WINTERX: 'scheduled',
      TODAYX: 'active',
      OFFX: 'inactive',
      SPRING10: 'active',
    });
    // An edit answers the new status.
    const edited = await fx.api.put(`/api/admin/promotions/${off.id}`, promotion('OFFX'), await as(MANAGER));
    expect(edited.body.status).toBe('active');
  });

  it("counts the dates on the course's calendar, both ends inclusive", async () => {
    await create('EDGEX', { validFrom: '2026-12-03', validTo: '2026-12-03' });
    // 23:30 on 2026-12-02 in New York is already 2026-12-03 in UTC.
    await at('2026-12-03T04:30:00Z', async () => expect((await statuses()).get('EDGEX')).toBe('scheduled'));
    await at('2026-12-03T05:30:00Z', async () => expect((await statuses()).get('EDGEX')).toBe('active'));
    await at('2026-12-04T04:59:00Z', async () => expect((await statuses()).get('EDGEX')).toBe('active'));
    await at('2026-12-04T05:01:00Z', async () => expect((await statuses()).get('EDGEX')).toBe('expired'));
  });

  it('reads a code used up once its bookings reach its cap in all', async () => {
    await create('ONCEX', { maxUses: 1 });
    expect((await statuses()).get('ONCEX')).toBe('active');
    const teeTime = (await fx.api.teeTimes('2026-12-05', fx.north.id)).find(
      (time) => time.availableSlots === 4 && time.rates.length > 0,
    )!;
    const cartId = await fx.api.newCart();
    const added = await fx.api.post(`/api/shopping-cart/${cartId}/cart-item`, {
      item: {
        type: 'tee-time',
        facilityId: fx.north.id,
        promotionCode: 'ONCEX',
        extra: { teetime: teeTime.teetime, rateId: teeTime.rates[0]!.rateId, players: 2, transportation: 'Cart' },
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((added.body.items as { promotionCode: string | null }[])[0]!.promotionCode).toBe('ONCEX');
    const dueNow = (await fx.api.invoice(cartId)).body.dueNow.original.total as number;
    const paid = await fx.api.pay(cartId, `promotion-status-${Date.now()}`, {
      paymentToken: await fx.api.cardToken(cartId),
      invoiceTotalAmount: dueNow,
      formData: guestForm(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const listed = (
      (await fx.api.get('/api/admin/promotions', await as(MANAGER))).body.promotions as AdminPromotion[]
    ).find((entry) => entry.code === 'ONCEX')!;
    expect(listed).toMatchObject({ uses: 1, maxUses: 1, status: 'used-up' });
  });
});
