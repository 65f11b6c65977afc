import type { GolferSearchResponse } from '@fairway/contract/admin-golfers.contract';
import type { PhoneBookingQuote } from '@fairway/contract/admin-phone-booking.contract';
import {
  STAFF_TOKEN_HEADER,
  type StaffRates,
  type TeeSheet,
  type WalkInResult,
} from '@fairway/contract/admin.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { reservations } from '../../db/schema/checkout.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// The phone booking: the caller found among accounts and earlier guests, the other players named,
// a promotion code priced as golfers' search prices it, and a manager's price override, audited.

const DATE = '2026-07-13';
const MANAGER = 'manager@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
let server: TestServer;
let fx: Fixtures;
let south: number;
let free: string[];

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  south = await fx.api.facilityId('harbor-pines-south');
  free = (await fx.api.teeTimes(DATE, south))
    .filter((time) => time.availableSlots === 4 && time.rates.length > 0)
    .map((time) => time.teetime)
    .reverse();
});
afterAll(() => server?.close());

const tokens = new Map<string, string>();
async function staffHeaders(username = MANAGER, extra: Record<string, string> = {}) {
  if (!tokens.has(username)) tokens.set(username, (await fx.staff(username)).staffToken);
  return { alias: 'demo', headers: { [STAFF_TOKEN_HEADER]: tokens.get(username)!, ...extra } };
}

let keys = 0;
const newKey = () => `phone-${Date.now()}-${++keys}`;

function nextFree(): string {
  const time = free.shift();
  if (!time) throw new Error('no open South tee time left');
  return time;
}

/** A public rate of the time that takes parties of 2 and 4. */
async function rateFor(teetime: string) {
  const answer = await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, await staffHeaders());
  expect(answer.status).toBe(200);
  return (answer.body as StaffRates).rates.find(
    (rate) => rate.allowedPlayers.includes(2) && rate.allowedPlayers.includes(4) && !/member/i.test(rate.name),
  )!;
}

async function book(teetime: string, overrides: Record<string, unknown> = {}, username = MANAGER) {
  const rate = await rateFor(teetime);
  const body = {
    facilityId: south,
    teetime,
    players: 2,
    rateId: rate.rateId,
    golfer: { firstName: 'Phoebe', lastName: 'Caller', phone: '555-0142' },
    paymentMethod: 'pay-at-course',
    ...overrides,
  };
  const answer = await fx.api.post(
    '/api/admin/reservations',
    body,
    await staffHeaders(username, { 'idempotency-key': newKey() }),
  );
  return { answer, rate };
}

/** A party's fee per player where the booking leaves the transportation to the rate (cart, unless walking only). */
const feeOf = (fees: { greenFeeCart: number; greenFeeWalking: number }, rate: { transportation: string }) =>
  rate.transportation === 'Walking' ? fees.greenFeeWalking : fees.greenFeeCart;

const auditOf = (target: string) =>
  server.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.target, target)).orderBy(desc(adminAuditLog.id));

describe('the golfer lookup finds guests who booked before (GET /api/admin/golfers?include=guests)', () => {
  it('finds a guest by the digits of their phone, however it is typed, and only when asked', async () => {
    const lastName = `Guestly${Date.now()}`;
    const { answer } = await book(nextFree(), {
      golfer: { firstName: 'Gina', lastName, email: `${lastName.toLowerCase()}@example.com`, phone: '(555) 310-7788' },
    });
    expect(answer.status).toBe(201);
    const search = async (q: string, include = true) =>
      (
        await fx.api.get(
          `/api/admin/golfers?${new URLSearchParams({ q, ...(include ? { include: 'guests' } : {}) })}`,
          await staffHeaders(PROSHOP),
        )
      ).body as GolferSearchResponse;

    const byPhone = await search('555 310 77');
    expect(byPhone.guests).toContainEqual(
      expect.objectContaining({ firstName: 'Gina', lastName, phone: '(555) 310-7788' }),
    );
    expect((await search(lastName)).guests).toHaveLength(1);
    // The Golfers screen's own search (no include) still lists accounts only.
    expect((await search(lastName, false)).guests).toBeUndefined();
    // Another alias never sees this alias's guests.
    const other = await fx.staff('manager@teetimedeals.example', 'teetime-deals');
    const elsewhere = await fx.api.get(`/api/admin/golfers?q=${lastName}&include=guests`, {
      alias: 'teetime-deals',
      headers: { [STAFF_TOKEN_HEADER]: other.staffToken },
    });
    expect((elsewhere.body as GolferSearchResponse).guests).toEqual([]);
  });
});

describe('per-player names (POST /api/admin/reservations playerNames)', () => {
  it('shows the names staff took on the tee sheet, the booker as player 1', async () => {
    const teetime = nextFree();
    const { answer } = await book(teetime, { players: 4, playerNames: ['Ann Two', '', 'Dee Four'] });
    expect(answer.status).toBe(201);
    const booked = answer.body as WalkInResult;
    expect(booked.namedPlayers).toEqual([
      { slot: 2, name: 'Ann Two' },
      { slot: 4, name: 'Dee Four' },
    ]);
    const sheet = (await fx.api.get(`/api/admin/tee-sheet?date=${DATE}&facilityId=${south}`, await staffHeaders()))
      .body as TeeSheet;
    const reservation = sheet.courses[0]!.teeTimes.flatMap((time) => time.reservations).find(
      (entry) => entry.reservationId === booked.reservationId,
    )!;
    expect(reservation.players.map((player) => player.name)).toEqual(['Phoebe Caller', 'Ann Two', null, 'Dee Four']);
  });

  it('refuses more names than players after the booker, writing nothing', async () => {
    const counter = await tableCounter(server.app.db);
    const before = await counter();
    const { answer } = await book(nextFree(), { players: 2, playerNames: ['One', 'Two'] });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'playerNames' } });
    expect(countChanges(before, await counter())).toEqual([]);
  });
});

describe('promotion codes, priced as golfers search prices them', () => {
  it('quotes and books SPRING10 at the promoted fee search shows for the same rate and time, and records its use', async () => {
    const teetime = nextFree();
    const rate = await rateFor(teetime);
    const search = (
      await fx.api.get(`/api/v2/tee-times?date=${DATE}&facilityIds=${south}&promotionCode=spring10`, { alias: 'demo' })
    ).body as { teeTimes: TeeTime[] };
    const online = search.teeTimes
      .find((time) => time.teetime === teetime)!
      .rates.find((entry) => entry.rateId === rate.rateId)!;
    expect(online.promotion).not.toBeNull();

    const quote = await fx.api.get(
      `/api/admin/reservations/quote?facilityId=${south}&teetime=${teetime}&rateId=${rate.rateId}&players=2&promotionCode=spring10`,
      await staffHeaders(PROSHOP),
    );
    expect(quote.status).toBe(200);
    const quoted = quote.body as PhoneBookingQuote;
    const discount = (feeOf(rate, rate) - feeOf(online.promotion!, rate)) * 2;
    expect(discount).toBeGreaterThan(0);
    expect(quoted).toMatchObject({
      standardGreenFees: feeOf(rate, rate) * 2,
      greenFees: feeOf(online.promotion!, rate) * 2,
      promotion: { code: 'SPRING10', applied: true, discountCents: discount },
    });

    const { answer } = await book(teetime, { promotionCode: 'spring10' }, PROSHOP);
    expect(answer.status).toBe(201);
    const booked = answer.body as WalkInResult;
    expect(booked).toMatchObject({ promotionCode: 'SPRING10', grandTotal: quoted.grandTotal, priceOverridden: false });
    const [row] = await server.app.db.select().from(reservations).where(eq(reservations.id, booked.reservationId));
    expect(row).toMatchObject({ promotionCode: 'SPRING10', promotionDiscount: discount });
  });

  it('answers "Promotion could not be applied" for an unknown, expired or non-applying code, booking nothing', async () => {
    const teetime = nextFree();
    const rate = await rateFor(teetime);
    const quote = await fx.api.get(
      `/api/admin/reservations/quote?facilityId=${south}&teetime=${teetime}&rateId=${rate.rateId}&players=2&promotionCode=NOSUCHCODE`,
      await staffHeaders(),
    );
    expect((quote.body as PhoneBookingQuote).promotion).toEqual({
      code: 'NOSUCHCODE',
      applied: false,
      discountCents: 0,
    });
    expect((quote.body as PhoneBookingQuote).greenFees).toBe(feeOf(rate, rate) * 2);

    const counter = await tableCounter(server.app.db);
    const before = await counter();
    // Unknown; out of its dates (SUMMER25 ended a month ago); for foursomes only (FOURSOME49 with two players).
    for (const promotionCode of ['NOSUCHCODE', 'SUMMER25', 'FOURSOME49']) {
      const { answer } = await book(teetime, { promotionCode });
      expect(answer.status, promotionCode).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Promotion could not be applied',
        details: { field: 'promotionCode', promotionCode },
      });
    }
    expect(countChanges(before, await counter())).toEqual([]);
  });
});

describe('price override (permission prices:override)', () => {
  it('refuses pro-shop staff with 403, writing nothing', async () => {
    await staffHeaders(PROSHOP);
    const counter = await tableCounter(server.app.db);
    const before = await counter();
    const { answer } = await book(nextFree(), { priceOverride: { greenFeesCents: 5000, reason: 'Regular' } }, PROSHOP);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('FORBIDDEN');
    expect(countChanges(before, await counter())).toEqual([]);
  });

  it("books a manager's price with tax on top, and audits the price before and after with the reason", async () => {
    const teetime = nextFree();
    const { answer, rate } = await book(teetime, {
      priceOverride: { greenFeesCents: 5000, reason: 'Greens committee' },
    });
    expect(answer.status).toBe(201);
    const booked = answer.body as WalkInResult;
    const { taxRateBps } = (
      await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, await staffHeaders())
    ).body as StaffRates;
    expect(booked).toMatchObject({ priceOverridden: true, promotionCode: null });
    expect(booked.grandTotal).toBe(5000 + Math.floor((5000 * taxRateBps + 5000) / 10000));
    const entries = await auditOf(`reservation:${booked.reservationId}`);
    expect(entries.find((entry) => entry.action === 'reservation.price-override')).toMatchObject({
      username: MANAGER,
      details: {
        confirmationNumber: booked.confirmationNumber,
        beforeCents: feeOf(rate, rate) * 2,
        afterCents: 5000,
        reason: 'Greens committee',
      },
    });
    // The Activity screen says it in words.
    const activity = await fx.api.get(`/api/admin/activity?action=reservation.price-override`, await staffHeaders());
    expect(activity.status).toBe(200);
    expect(activity.body.entries[0].summary).toMatchObject({
      key: 'activity.reservation.price-override',
      params: { confirmation: booked.confirmationNumber, reason: 'Greens committee' },
    });
  });

  it('refuses an override together with a code', async () => {
    const { answer } = await book(nextFree(), {
      promotionCode: 'SPRING10',
      priceOverride: { greenFeesCents: 100, reason: 'Both' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toMatchObject({ field: 'priceOverride' });
  });
});
