import {
  STAFF_TOKEN_HEADER,
  type StaffRates,
  type TeeSheet,
  type WalkInResult,
} from '@fairway/contract/admin.contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { teeTimeOpenings } from '../../db/schema/openings.ts';
import { customers } from '../../db/schema/profile.ts';
import { teeTimeBlocks } from '../../db/schema/tee-time-blocks.ts';
import { reservationEvents } from '../../db/schema/reservations.ts';
import { reservations } from '../../db/schema/checkout.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// walk-in booking, move, cancel (with refund) and attendance from the
// operator's tee sheet. The clock starts at MATRIX_NOW (three days before DATE); the attendance
// tests move it to DATE's morning.

const DATE = '2026-07-13';
const MANAGER = 'manager@harborpines.example';
const OWNER = 'owner@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
let clock = MATRIX_NOW;
let server: TestServer;
let fx: Fixtures;
let south: number;
let free: string[];

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  south = await fx.api.facilityId('harbor-pines-south');
  // Open times of the South course that day, latest first (the fixtures book North).
  free = (await fx.api.teeTimes(DATE, south))
    .filter((time) => time.availableSlots === 4 && time.rates.length > 0)
    .map((time) => time.teetime)
    .reverse();
});
afterAll(() => server?.close());

const tokens = new Map<string, string>();
async function staffHeaders(username = MANAGER, alias = 'demo', extra: Record<string, string> = {}) {
  const cacheKey = `${alias}:${username}`;
  if (!tokens.has(cacheKey)) tokens.set(cacheKey, (await fx.staff(username, alias)).staffToken);
  return { alias, headers: { [STAFF_TOKEN_HEADER]: tokens.get(cacheKey)!, ...extra } };
}

let keys = 0;
const newKey = () => `walk-in-${Date.now()}-${++keys}`;

function nextFree(): string {
  const time = free.shift();
  if (!time) throw new Error('no open South tee time left');
  return time;
}

async function rateFor(teetime: string, facilityId = south) {
  const answer = await fx.api.get(`/api/admin/rates?facilityId=${facilityId}&teetime=${teetime}`, await staffHeaders());
  expect(answer.status).toBe(200);
  return (answer.body as StaffRates).rates.find(
    (rate) => rate.allowedPlayers.includes(2) && rate.allowedPlayers.includes(4),
  )!;
}

async function walkIn(teetime: string, overrides: Record<string, unknown> = {}, username = MANAGER, key = newKey()) {
  const rate = await rateFor(teetime);
  const body = {
    facilityId: south,
    teetime,
    players: 2,
    rateId: rate.rateId,
    golfer: { firstName: 'Walt', lastName: 'Inn', phone: '555-0100' },
    paymentMethod: 'cash',
    ...overrides,
  };
  return {
    answer: await fx.api.post(
      '/api/admin/reservations',
      body,
      await staffHeaders(username, 'demo', { 'idempotency-key': key }),
    ),
    body,
    rate,
    key,
  };
}

/** The local `HH:mm` a minute after a tee time's: a block of that one tee time ends there. */
function oneMinuteAfter(teetime: string): string {
  const minute = Number(teetime.slice(11, 13)) * 60 + Number(teetime.slice(14, 16)) + 1;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

async function sheetTime(teetime: string, facilityId = south) {
  const sheet = (
    await fx.api.get(`/api/admin/tee-sheet?date=${teetime.slice(0, 10)}&facilityId=${facilityId}`, await staffHeaders())
  ).body as TeeSheet;
  return sheet.courses[0]!.teeTimes.find((time) => time.teetime === teetime)!;
}

async function searchAvailable(teetime: string, facilityId = south) {
  return (
    (await fx.api.teeTimes(teetime.slice(0, 10), facilityId)).find((time) => time.teetime === teetime)
      ?.availableSlots ?? 0
  );
}

async function auditOf(target: string) {
  return server.app.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, target))
    .orderBy(desc(adminAuditLog.id));
}

describe('walk-in and phone bookings (POST /api/admin/reservations)', () => {
  it('books at the price of the rate, shows it on the sheet and in search at once, and audits it', async () => {
    const teetime = nextFree();
    const { answer, rate } = await walkIn(teetime);
    expect(answer.status).toBe(201);
    const result = answer.body as WalkInResult;
    // Green fees for two with the course's tax, no online convenience fee; paid in cash now.
    const rates = (await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, await staffHeaders()))
      .body as StaffRates;
    const fees = rate.greenFeeCart * 2;
    expect(result).toMatchObject({
      players: 2,
      rateName: rate.name,
      paymentMethod: 'cash',
      transportation: 'Cart',
      dueAtCourse: 0,
      linkedToGolferAccount: false,
    });
    expect(result.grandTotal).toBe(fees + Math.floor((fees * rates.taxRateBps + 5000) / 10000));
    expect(result.paidNow).toBe(result.grandTotal);

    const time = await sheetTime(teetime);
    expect(time.bookedPlayers).toBe(2);
    expect(time.availableSlots).toBe(2);
    const reservation = time.reservations.find((entry) => entry.reservationId === result.reservationId)!;
    expect(reservation.booker).toMatchObject({ firstName: 'Walt', lastName: 'Inn', phone: '555-0100' });
    expect(reservation.players.map((player) => player.paid)).toEqual([true, true]);
    expect(await searchAvailable(teetime)).toBe(2);

    const [entry] = await auditOf(`reservation:${result.reservationId}`);
    expect(entry).toMatchObject({
      action: 'reservation.book',
      username: MANAGER,
      details: expect.objectContaining({ paymentMethod: 'cash', amountCents: result.grandTotal, players: 2 }),
    });
  });

  it("prices the walk-in as search prices the tee time now, with the course's dynamic pricing", async () => {
    const teetime = nextFree();
    const base = await rateFor(teetime);
    // Three days out (MATRIX_NOW): +10 % within seven days, +20 % once anything is booked that day.
    const rule = {
      enabled: true,
      floorPercent: 80,
      ceilingPercent: 140,
      utilisationSteps: [{ atLeastPercent: 1, adjustPercent: 20 }],
      daysOutSteps: [{ withinDays: 7, adjustPercent: 10 }],
    };
    expect((await fx.api.put(`/api/admin/dynamic-pricing/${south}`, rule, await staffHeaders())).status).toBe(200);
    try {
      const online = (await fx.api.teeTimes(DATE, south))
        .find((time) => time.teetime === teetime)!
        .rates.find((rate) => rate.rateId === base.rateId)!;
      expect(online.greenFeeCart).toBeGreaterThan(base.greenFeeCart);
      const moved = await rateFor(teetime);
      expect([moved.greenFeeCart, moved.greenFeeWalking]).toEqual([online.greenFeeCart, online.greenFeeWalking]);

      const { answer } = await walkIn(teetime);
      expect(answer.status).toBe(201);
      const fees = online.greenFeeCart * 2;
      const { taxRateBps } = (
        await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, await staffHeaders())
      ).body as StaffRates;
      expect((answer.body as WalkInResult).grandTotal).toBe(fees + Math.floor((fees * taxRateBps + 5000) / 10000));
    } finally {
      await fx.api.put(`/api/admin/dynamic-pricing/${south}`, { ...rule, enabled: false }, await staffHeaders());
    }
  });

  it('leaves everything due at the course for pay-at-course, and links a golfer account whose e-mail is verified', async () => {
    const golfer = await fx.golfer();
    await server.app.db.update(customers).set({ emailVerifiedAt: null }).where(eq(customers.email, golfer.email));
    const unverified = await walkIn(nextFree(), {
      paymentMethod: 'pay-at-course',
      golfer: { firstName: 'Gold', lastName: 'Fer', email: golfer.email.toUpperCase() },
    });
    expect(unverified.answer.status).toBe(201);
    expect(unverified.answer.body).toMatchObject({ paidNow: 0, linkedToGolferAccount: false });
    expect(unverified.answer.body.dueAtCourse).toBe(unverified.answer.body.grandTotal);

    await server.app.db.update(customers).set({ emailVerifiedAt: MATRIX_NOW }).where(eq(customers.email, golfer.email));
    const linked = await walkIn(nextFree(), {
      paymentMethod: 'pay-at-course',
      golfer: { firstName: 'Gold', lastName: 'Fer', email: golfer.email },
    });
    expect(linked.answer.body).toMatchObject({ linkedToGolferAccount: true });
    const history = await fx.api.get('/api/reservation/history', { bearer: golfer.bearer });
    const ids = (history.body.items as { ReservationID: string }[]).map((item) => item.ReservationID);
    expect(ids).toContain(linked.answer.body.reservationId);
    expect(ids).not.toContain(unverified.answer.body.reservationId);
  });

  it('answers a replay with the first booking and refuses the key with another body (422), writing nothing', async () => {
    const teetime = nextFree();
    const first = await walkIn(teetime);
    const counts = await tableCounter(server.app.db);
    const before = await counts();
    const again = await fx.api.post(
      '/api/admin/reservations',
      first.body,
      await staffHeaders(MANAGER, 'demo', { 'idempotency-key': first.key }),
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.answer.body);
    const other = await fx.api.post(
      '/api/admin/reservations',
      { ...first.body, players: 1 },
      await staffHeaders(MANAGER, 'demo', { 'idempotency-key': first.key }),
    );
    expect(other.status).toBe(422);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const teetime = nextFree();
    const rate = await rateFor(teetime);
    const counts = await tableCounter(server.app.db);
    const before = await counts();
    const good = {
      facilityId: south,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { firstName: 'A' },
      paymentMethod: 'cash',
    };
    const bad = [
      { ...good, players: 5 },
      { ...good, players: 0 },
      { ...good, teetime: '2026-07-13T25:00' },
      { ...good, paymentMethod: 'cheque' },
      { ...good, golfer: { firstName: '' } },
      { ...good, golfer: { firstName: 'A', email: 'not-an-email' } },
      { ...good, rateId: 'x' },
    ];
    for (const body of bad) {
      const answer = await fx.api.post(
        '/api/admin/reservations',
        body,
        await staffHeaders(MANAGER, 'demo', { 'idempotency-key': newKey() }),
      );
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    const noKey = await fx.api.post('/api/admin/reservations', good, await staffHeaders());
    expect(noKey.status).toBe(400);
    const offSheet = await fx.api.post(
      '/api/admin/reservations',
      { ...good, teetime: `${DATE}T03:07` },
      await staffHeaders(MANAGER, 'demo', { 'idempotency-key': newKey() }),
    );
    expect(offSheet.status).toBe(409);
    const unknownRate = await fx.api.post(
      '/api/admin/reservations',
      { ...good, rateId: 999999 },
      await staffHeaders(MANAGER, 'demo', { 'idempotency-key': newKey() }),
    );
    expect(unknownRate.status).toBe(404);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it('refuses a walk-in or a move into a blocked time (409)', async () => {
    const blocked = nextFree();
    const block = {
      facilityId: south,
      kind: 'maintenance',
      reason: 'Aeration',
      startsOn: DATE,
      fromTime: blocked.slice(11, 16),
      toTime: oneMinuteAfter(blocked),
    };
    const created = await fx.api.post(
      '/api/admin/blocks',
      { block, acknowledgeConflicts: true },
      await staffHeaders(MANAGER),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    try {
      const refused = await walkIn(blocked);
      expect(refused.answer.status).toBe(409);
      expect(refused.answer.body.error).toMatchObject({
        code: 'TEE_TIME_BLOCKED',
        message: 'That time is blocked: Aeration',
        details: { blocked: true, blockReason: 'Aeration' },
      });
      const booked = (await walkIn(nextFree())).answer.body as WalkInResult;
      const move = await fx.api.put(
        `/api/admin/reservations/${booked.reservationId}/tee-time`,
        { facilityId: south, teetime: blocked },
        await staffHeaders(),
      );
      expect(move.status).toBe(409);
      expect(move.body.error).toMatchObject({ code: 'TEE_TIME_BLOCKED', details: { blocked: true } });
    } finally {
      await fx.api.call('DELETE', `/api/admin/blocks/${created.body.block.id}`, undefined, await staffHeaders(MANAGER));
    }
  });

  it("books into the alias's own league block when asked, and keeps it closed to golfers; a maintenance block or another alias's block stays closed", async () => {
    const [league, maintenance, foreign] = [nextFree(), nextFree(), nextFree()];
    const blockAt = (teetime: string, kind: string) => ({
      facilityId: south,
      kind,
      reason: `${kind} night`,
      startsOn: DATE,
      fromTime: teetime.slice(11, 16),
      toTime: oneMinuteAfter(teetime),
    });
    const created: number[] = [];
    for (const [teetime, kind] of [
      [league, 'league'],
      [maintenance, 'maintenance'],
    ] as const) {
      const answer = await fx.api.post(
        '/api/admin/blocks',
        { block: blockAt(teetime, kind), acknowledgeConflicts: true },
        await staffHeaders(MANAGER),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      created.push(answer.body.block.id as number);
    }
    const [otherEngine] = await server.app.db
      .select({ id: bookingEngines.id })
      .from(bookingEngines)
      .where(ne(bookingEngines.alias, 'demo'))
      .limit(1);
    const [foreignBlock] = await server.app.db
      .insert(teeTimeBlocks)
      .values({ ...blockAt(foreign, 'league'), bookingEngineId: otherEngine!.id, endsOn: DATE, kind: 'league' })
      .returning();
    try {
      const unasked = await walkIn(league);
      expect(unasked.answer.status).toBe(409);
      expect(unasked.answer.body.error).toMatchObject({
        code: 'TEE_TIME_BLOCKED',
        message: 'That time is blocked: league night',
      });

      const booked = await walkIn(league, { intoBlock: true });
      expect(booked.answer.status, JSON.stringify(booked.answer.body)).toBe(201);
      const reservationId = (booked.answer.body as WalkInResult).reservationId;
      expect((await sheetTime(league)).bookedPlayers).toBe(2);
      expect(await searchAvailable(league)).toBe(0); // the block still closes it to golfers
      expect((await auditOf(`reservation:${reservationId}`))[0]!.details).toMatchObject({ intoBlocks: [created[0]] });

      const closed = await walkIn(maintenance, { intoBlock: true });
      expect(closed.answer.status).toBe(409);
      expect(closed.answer.body.error).toMatchObject({
        code: 'TEE_TIME_BLOCKED',
        message: 'That time is blocked: maintenance night (maintenance: nothing is booked into it)',
        details: { blocked: true, kind: 'maintenance', blockReason: 'maintenance night' },
      });
      const theirs = await walkIn(foreign, { intoBlock: true });
      expect(theirs.answer.status).toBe(409);
      expect(theirs.answer.body.error).toMatchObject({
        code: 'TEE_TIME_BLOCKED',
        message: "That time is blocked: league night (another booking engine's block)",
      });
      expect((await sheetTime(maintenance)).bookedPlayers + (await sheetTime(foreign)).bookedPlayers).toBe(0);
    } finally {
      for (const id of created)
        await fx.api.call('DELETE', `/api/admin/blocks/${id}`, undefined, await staffHeaders(MANAGER));
      await server.app.db.delete(teeTimeBlocks).where(eq(teeTimeBlocks.id, foreignBlock!.id));
    }
  });

  it('never oversells: two walk-ins racing a golfer checkout for the last slots', async () => {
    const teetime = nextFree();
    const rate = await rateFor(teetime);
    // A golfer holds two of the four slots in their cart and checks out while two walk-ins of two are booked.
    const cartId = await fx.api.newCart();
    await fx.api.addTeeTime(
      cartId,
      south,
      teetime,
      (await fx.api.teeTimes(DATE, south)).find((time) => time.teetime === teetime)!.rates[0]!.rateId,
      2,
    );
    const invoice = await fx.api.invoice(cartId);
    const paymentToken = await fx.api.cardToken(cartId);
    const body = {
      facilityId: south,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { firstName: 'Race' },
      paymentMethod: 'card-present',
    };
    const [checkout, first, second] = await Promise.all([
      fx.api.pay(cartId, `race-${Date.now()}`, {
        paymentToken,
        invoiceTotalAmount: invoice.body.dueNow.original.total,
        formData: {
          firstName: 'Ray',
          lastName: 'Cer',
          email: 'racer@example.com',
          phone: '+1 (555) 010-2031',
          notes: 'Racing',
          teeTimePolicyAccepted: true,
        },
      }),
      fx.api.post(
        '/api/admin/reservations',
        body,
        await staffHeaders(MANAGER, 'demo', { 'idempotency-key': newKey() }),
      ),
      fx.api.post('/api/admin/reservations', body, await staffHeaders(OWNER, 'demo', { 'idempotency-key': newKey() })),
    ]);
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const time = await sheetTime(teetime);
    expect(time.bookedPlayers).toBe(4);
    expect(time.availableSlots).toBe(0);
    expect(await searchAvailable(teetime)).toBe(0);
  });
});

describe('roles and aliases', () => {
  it('lets every role book and check in, refuses pro-shop a cancellation (403), and other aliases and golfers (401 / 404)', async () => {
    for (const username of [OWNER, MANAGER, PROSHOP]) {
      const { answer } = await walkIn(nextFree(), {}, username);
      expect(answer.status, username).toBe(201);
    }
    const { answer } = await walkIn(nextFree());
    const id = answer.body.reservationId as string;
    const cancel = { refund: true, reason: 'Rain' };
    const refused = await fx.api.post(
      `/api/admin/reservations/${id}/cancellation`,
      cancel,
      await staffHeaders(PROSHOP, 'demo', { 'idempotency-key': newKey() }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');

    // A staff token of another alias, on this alias: no session here.
    const other = await fx.staff('manager@eaglesnest.example', 'simulator');
    const foreign = { alias: 'demo', headers: { [STAFF_TOKEN_HEADER]: other.staffToken, 'idempotency-key': newKey() } };
    expect((await fx.api.post(`/api/admin/reservations/${id}/cancellation`, cancel, foreign)).status).toBe(401);
    expect(
      (await fx.api.put(`/api/admin/reservations/${id}/tee-time`, { facilityId: south, teetime: nextFree() }, foreign))
        .status,
    ).toBe(401);
    // The same staff on their own alias: this alias's reservation is not theirs.
    const own = {
      alias: 'simulator',
      headers: { [STAFF_TOKEN_HEADER]: other.staffToken, 'idempotency-key': newKey() },
    };
    expect((await fx.api.post(`/api/admin/reservations/${id}/cancellation`, cancel, own)).status).toBe(404);
    expect(
      (await fx.api.put(`/api/admin/reservations/${id}/players/1/attendance`, { state: 'no-show' }, own)).status,
    ).toBe(404);
    // A golfer's token is never a staff token.
    const golfer = await fx.golfer();
    const valid = {
      facilityId: south,
      teetime: nextFree(),
      players: 1,
      rateId: 1,
      golfer: { firstName: 'X' },
      paymentMethod: 'cash',
    };
    expect(
      (
        await fx.api.post('/api/admin/reservations', valid, {
          bearer: golfer.bearer,
          headers: { 'idempotency-key': newKey() },
        })
      ).status,
    ).toBe(401);
    // Without the CSRF header the state-changing calls are refused.
    const noCsrf = await fx.api.post(`/api/admin/reservations/${id}/cancellation`, cancel, {
      ...(await staffHeaders(MANAGER, 'demo', { 'idempotency-key': newKey() })),
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(
      (await sheetTime(answer.body.teetime as string)).reservations.find((entry) => entry.reservationId === id)!.status,
    ).toBe('booked');
  });
});

describe('moving a booking (PUT /api/admin/reservations/{id}/tee-time)', () => {
  it('moves within capacity, records the freed slots as an operator opening and audits it; refuses a full time (409) writing nothing', async () => {
    const from = nextFree();
    const to = nextFree();
    const full = nextFree();
    const { answer } = await walkIn(from, { players: 3 });
    const id = answer.body.reservationId as string;
    await walkIn(full, { players: 2 });

    const counts = await tableCounter(server.app.db);
    const before = await counts();
    const refused = await fx.api.put(
      `/api/admin/reservations/${id}/tee-time`,
      { facilityId: south, teetime: full },
      await staffHeaders(PROSHOP),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'TEE_TIME_NOT_ENOUGH_SLOTS',
      message: 'Only 2 spots are free at that time',
      details: { availableSlots: 2, players: 3 },
    });
    const badBody = await fx.api.put(
      `/api/admin/reservations/${id}/tee-time`,
      { facilityId: south, teetime: 'soon' },
      await staffHeaders(PROSHOP),
    );
    expect(badBody.status).toBe(400);
    expect(countChanges(before, await counts())).toEqual([]);

    const moved = await fx.api.put(
      `/api/admin/reservations/${id}/tee-time`,
      { facilityId: south, teetime: to },
      await staffHeaders(PROSHOP),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      players: 3,
      from: { facilityId: south, teetime: from },
      to: { facilityId: south, teetime: to },
    });
    expect((await sheetTime(from)).bookedPlayers).toBe(0);
    expect((await sheetTime(to)).reservations.map((entry) => entry.reservationId)).toContain(id);
    expect(await searchAvailable(from)).toBe(4);
    expect(await searchAvailable(to)).toBe(1);

    const [entry] = await auditOf(`reservation:${id}`);
    expect(entry).toMatchObject({
      action: 'reservation.move',
      username: PROSHOP,
      details: expect.objectContaining({ players: 3, to: { facilityId: south, teetime: to } }),
    });
    const openings = await server.app.db
      .select()
      .from(teeTimeOpenings)
      .where(eq(teeTimeOpenings.sourceKey, `admin-audit:${entry!.id}`));
    expect(openings).toMatchObject([{ source: 'operator', facilityId: south, teetime: from, slots: 3 }]);
  });

  it('moves to the North course of the same alias', async () => {
    const { answer } = await walkIn(nextFree(), { players: 1 });
    const north = await fx.api.facilityId('harbor-pines-north');
    const target = (await fx.api.teeTimes(DATE, north)).filter((time) => time.availableSlots === 4).at(-1)!.teetime;
    const moved = await fx.api.put(
      `/api/admin/reservations/${answer.body.reservationId}/tee-time`,
      { facilityId: north, teetime: target },
      await staffHeaders(),
    );
    expect(moved.status).toBe(200);
    expect((await sheetTime(target, north)).reservations.map((entry) => entry.reservationId)).toContain(
      answer.body.reservationId,
    );
  });
});

describe('cancelling from the sheet (POST /api/admin/reservations/{id}/cancellation)', () => {
  it("refunds a golfer's card payment through the PaymentProvider, records the opening and the audit entry with reason and amount", async () => {
    const booked = await fx.reservation();
    const key = newKey();
    const answer = await fx.api.post(
      `/api/admin/reservations/${booked.reservationId}/cancellation`,
      { refund: true, reason: 'Rain-out' },
      await staffHeaders(MANAGER, 'demo', { 'idempotency-key': key }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.cancelledSlots).toEqual([1, 2]);
    expect(answer.body.refund).toMatchObject({ method: 'processor', currencyCode: 'USD' });
    expect(answer.body.refund.amountCents).toBeGreaterThan(0);
    expect(answer.body.refund.paymentStatus).toMatch(/refunded/);
    const [event] = await server.app.db
      .select()
      .from(reservationEvents)
      .where(and(eq(reservationEvents.reservationId, booked.reservationId), eq(reservationEvents.kind, 'cancelled')));
    expect(event).toMatchObject({
      amountCents: answer.body.refund.amountCents,
      reason: 'Rain-out',
      paymentId: booked.paymentId,
    });
    const openings = await server.app.db
      .select()
      .from(teeTimeOpenings)
      .where(eq(teeTimeOpenings.sourceKey, `reservation-event:${event!.id}`));
    expect(openings).toMatchObject([{ source: 'operator', slots: 2 }]);
    const [entry] = await auditOf(`reservation:${booked.reservationId}`);
    expect(entry).toMatchObject({
      action: 'reservation.cancel',
      username: MANAGER,
      details: expect.objectContaining({
        reason: 'Rain-out',
        refund: true,
        amountCents: answer.body.refund.amountCents,
        refundMethod: 'processor',
      }),
    });

    // A replay answers the first cancellation; nothing is refunded twice.
    const replay = await fx.api.post(
      `/api/admin/reservations/${booked.reservationId}/cancellation`,
      { refund: true, reason: 'Rain-out' },
      await staffHeaders(MANAGER, 'demo', { 'idempotency-key': key }),
    );
    expect(replay.body).toEqual(answer.body);
    const again = await fx.api.post(
      `/api/admin/reservations/${booked.reservationId}/cancellation`,
      { refund: true, reason: 'Rain-out' },
      await staffHeaders(MANAGER, 'demo', { 'idempotency-key': newKey() }),
    );
    expect(again.status).toBe(409);
  });

  it('offers on the sheet exactly the refund a staff cancellation makes, also where golfers get no green-fee refund', async () => {
    const booked = await fx.reservation();
    const [row] = await server.app.db
      .select({ teetime: reservations.teetime })
      .from(reservations)
      .where(eq(reservations.id, booked.reservationId));
    const [engine] = await server.app.db
      .select({ settings: bookingEngines.settings })
      .from(bookingEngines)
      .where(eq(bookingEngines.alias, 'demo'));
    const settings = (engine!.settings ?? {}) as Record<string, Record<string, unknown>>;
    await server.app.db
      .update(bookingEngines)
      .set({ settings: { ...settings, reservations: { ...settings.reservations, refundGreenFees: false } } })
      .where(eq(bookingEngines.alias, 'demo'));
    try {
      const entry = (await sheetTime(row!.teetime, booked.facilityId)).reservations.find(
        (reservation) => reservation.reservationId === booked.reservationId,
      )!;
      const offered = entry.players
        .filter((player) => player.slot === 2)
        .reduce((sum, player) => sum + player.refundable, 0);
      expect(offered).toBeGreaterThan(0);
      const cancelled = await fx.api.post(
        `/api/admin/reservations/${booked.reservationId}/cancellation`,
        { refund: true, reason: 'Left early', players: [2] },
        await staffHeaders(MANAGER, 'demo', { 'idempotency-key': newKey() }),
      );
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.refund).toMatchObject({ method: 'processor', amountCents: offered });
    } finally {
      await server.app.db.update(bookingEngines).set({ settings }).where(eq(bookingEngines.alias, 'demo'));
    }
  });

  it('records a cash refund given at the counter, or none without refund; a reason is required', async () => {
    const cash = (await walkIn(nextFree())).answer.body as WalkInResult;
    const counts = await tableCounter(server.app.db);
    const before = await counts();
    for (const body of [
      { refund: true },
      { refund: true, reason: '   ' },
      { reason: 'x' },
      { refund: true, reason: 'x', players: [] },
    ]) {
      const bad = await fx.api.post(
        `/api/admin/reservations/${cash.reservationId}/cancellation`,
        body,
        await staffHeaders(MANAGER, 'demo', { 'idempotency-key': newKey() }),
      );
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect(countChanges(before, await counts())).toEqual([]);
    const refunded = await fx.api.post(
      `/api/admin/reservations/${cash.reservationId}/cancellation`,
      { refund: true, reason: 'Left early', players: [2] },
      await staffHeaders(OWNER, 'demo', { 'idempotency-key': newKey() }),
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.refund).toMatchObject({ method: 'counter', amountCents: Math.floor(cash.grandTotal / 2) });
    const kept = await fx.api.post(
      `/api/admin/reservations/${cash.reservationId}/cancellation`,
      { refund: false, reason: 'No refund' },
      await staffHeaders(OWNER, 'demo', { 'idempotency-key': newKey() }),
    );
    expect(kept.body).toMatchObject({ cancelledSlots: [1], refund: { method: 'none', amountCents: 0 } });
    expect(await searchAvailable(cash.teetime)).toBe(4);
  });
});

describe('check-in and no-shows (PUT /api/admin/reservations/{id}/players/{slot}/attendance)', () => {
  it('checks players in and marks no-shows on the day, undoes them that day, audits each change, and refuses other days', async () => {
    const { answer } = await walkIn(nextFree(), { players: 2 });
    const id = answer.body.reservationId as string;
    const early = await fx.api.put(
      `/api/admin/reservations/${id}/players/1/attendance`,
      { state: 'checked-in' },
      await staffHeaders(PROSHOP),
    );
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('CHECK_IN_UNAVAILABLE');

    clock = new Date(`${DATE}T10:00:00Z`); // 06:00 at the course, before the first tee time
    tokens.clear();
    try {
      const set = async (slot: number, state: string) =>
        fx.api.put(`/api/admin/reservations/${id}/players/${slot}/attendance`, { state }, await staffHeaders(PROSHOP));
      expect((await set(1, 'checked-in')).status).toBe(200);
      expect((await set(2, 'no-show')).status).toBe(200);
      let time = await sheetTime(answer.body.teetime as string);
      expect(time.reservations[0]!.players.map((player) => player.status)).toEqual(['checked-in', 'no-show']);
      expect(time.reservations[0]!.checkedInPlayers).toBe(1);
      expect((await set(2, 'booked')).status).toBe(200);
      expect((await set(1, 'booked')).status).toBe(200);
      time = await sheetTime(answer.body.teetime as string);
      expect(time.reservations[0]!.players.map((player) => player.status)).toEqual(['booked', 'booked']);
      const actions = (await auditOf(`reservation:${id}`)).map((entry) => entry.action);
      expect(actions.slice(0, 4)).toEqual([
        'player.attendance-undone',
        'player.attendance-undone',
        'player.no-show',
        'player.check-in',
      ]);
      expect((await set(3, 'checked-in')).status).toBe(400);
      expect((await set(1, 'present')).status).toBe(400);
    } finally {
      clock = MATRIX_NOW;
      tokens.clear();
    }
  });
});
