import type { TeeSheet } from '@fairway/contract/admin.contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// Golfers a partner site (teetime-deals, an affiliate alias reselling Harbor Pines) sold are the
// course's golfers: the sheet of the alias that runs the course (demo) lists them by name with
// their reference and lets its staff check them in or mark them no-show. The partner site itself
// still sees the course's own golfers only as a count, moving or cancelling stays the seller's,
// and an alias that does not show the course sees nothing of them.

const DATE = '2026-07-13';
const MANAGER = 'manager@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
let clock = MATRIX_NOW;
let server: TestServer;
let fx: Fixtures;
let api: ReturnType<typeof reservationsClient>;
let partnerBooking: Awaited<ReturnType<ReturnType<typeof reservationsClient>['book']>>;
let partnerEmail: string;
let ownBooking: Awaited<ReturnType<Fixtures['reservation']>>;
/** The local tee time of the fixture's own booking (through demo). */
let ownTime: string;
let as = staffCaller(() => fx);

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000', CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  api = reservationsClient(server, () => server.app.db);
  const golfer = await api.newGolfer('teetime-deals');
  partnerEmail = golfer.email;
  partnerBooking = await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', DATE, 2, '09:00');
  ownBooking = await fx.reservation();
  const answer = await sheetOf(MANAGER);
  ownTime = (answer.body as TeeSheet).courses[0]!.teeTimes.find((entry) =>
    entry.reservations.some((reservation) => reservation.reservationId === ownBooking.reservationId),
  )!.teetime;
});
afterAll(() => server?.close());

async function sheetOf(username: string, alias = 'demo') {
  return fx.api.get(`/api/admin/tee-sheet?date=${DATE}&facilityId=${fx.north.id}`, await as(username, alias));
}

function timeOf(sheet: TeeSheet, teetime: string) {
  return sheet.courses[0]!.teeTimes.find((time) => time.teetime === teetime)!;
}

describe('bookings sold through a partner alias, on the sheet of the alias that runs the course', () => {
  it('lists their players by name with the reference and the partner it was sold through', async () => {
    const answer = await sheetOf(PROSHOP);
    expect(answer.status).toBe(200);
    const time = timeOf(answer.body as TeeSheet, partnerBooking.teetime);
    const listed = time.reservations.find((entry) => entry.reservationId === partnerBooking.reservationId)!;
    expect(listed).toMatchObject({
      bookedThrough: { alias: 'teetime-deals', name: 'TeeTime Deals' },
      confirmationNumber: partnerBooking.order.reservations[0].confirmationNumber,
      booker: { email: partnerEmail },
      totalPlayers: 2,
    });
    expect(listed.players.map((player) => player.attendance)).toEqual(['expected', 'expected']);
    expect(listed.players[0]!.name).toEqual(expect.any(String));
    expect(time.otherEnginePlayers).toBe(0);
    // The alias's own bookings say so.
    const own = timeOf(answer.body as TeeSheet, ownTime);
    expect(
      own.reservations.find((entry) => entry.reservationId === ownBooking.reservationId)!.bookedThrough,
    ).toBeNull();
  });

  it('lets its staff check them in, mark a no-show and undo it on the day, audited on its own log', async () => {
    clock = new Date(`${DATE}T10:00:00Z`); // 06:00 at the course, the tee time's day
    as = staffCaller(() => fx);
    try {
      const proShop = await as(PROSHOP);
      const set = (slot: number, state: string) =>
        fx.api.put(
          `/api/admin/reservations/${partnerBooking.reservationId}/players/${slot}/attendance`,
          { state },
          proShop,
        );
      expect((await set(1, 'checked-in')).status).toBe(200);
      expect((await set(2, 'no-show')).status).toBe(200);
      const time = timeOf((await sheetOf(PROSHOP)).body as TeeSheet, partnerBooking.teetime);
      const listed = time.reservations.find((entry) => entry.reservationId === partnerBooking.reservationId)!;
      expect(listed.players.map((player) => player.attendance)).toEqual(['checked-in', 'no-show']);
      expect(listed.checkedInPlayers).toBe(1);
      expect((await set(2, 'booked')).status).toBe(200);
      const [entry] = await server.app.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.target, `reservation:${partnerBooking.reservationId}`))
        .orderBy(desc(adminAuditLog.id))
        .limit(1);
      expect(entry).toMatchObject({ action: 'player.attendance-undone', username: PROSHOP });
    } finally {
      clock = MATRIX_NOW;
      as = staffCaller(() => fx);
    }
  });

  it('leaves moving and cancelling them to the alias that sold them (404 here)', async () => {
    const manager = await as(MANAGER);
    const moved = await fx.api.put(
      `/api/admin/reservations/${partnerBooking.reservationId}/tee-time`,
      { facilityId: fx.north.id, teetime: `${DATE}T15:00` },
      manager,
    );
    expect(moved.status).toBe(404);
    const cancelled = await fx.api.post(
      `/api/admin/reservations/${partnerBooking.reservationId}/cancellation`,
      { refund: false, reason: 'Rain' },
      { ...manager, headers: { ...manager.headers, 'idempotency-key': 'partner-cancel' } },
    );
    expect(cancelled.status).toBe(404);
    expect(
      (await fx.api.get(`/api/admin/reservations/${partnerBooking.reservationId}/move-targets?date=${DATE}`, manager))
        .status,
    ).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("shows the partner site its own booking, and the course's own golfers only as a count", async () => {
    const answer = await sheetOf('manager@teetimedeals.example', 'teetime-deals');
    expect(answer.status).toBe(200);
    const sheet = answer.body as TeeSheet;
    const mine = timeOf(sheet, partnerBooking.teetime).reservations;
    expect(mine.map((entry) => [entry.reservationId, entry.bookedThrough])).toEqual([
      [partnerBooking.reservationId, null],
    ]);
    const text = JSON.stringify(sheet);
    for (const marker of ownBooking.owner.markers) expect(text).not.toContain(marker);
    expect(text).not.toContain(ownBooking.reservationId);
    expect(timeOf(sheet, ownTime).otherEnginePlayers).toBe(2);
    // Nor may it check the course's own golfers in.
    clock = new Date(`${DATE}T10:00:00Z`);
    as = staffCaller(() => fx);
    try {
      const attendance = await fx.api.put(
        `/api/admin/reservations/${ownBooking.reservationId}/players/1/attendance`,
        { state: 'checked-in' },
        await as('manager@teetimedeals.example', 'teetime-deals'),
      );
      expect(attendance.status).toBe(404);
    } finally {
      clock = MATRIX_NOW;
      as = staffCaller(() => fx);
    }
  });

  it('shows an alias that does not sell the course nothing of them, and lets it touch none', async () => {
    clock = new Date(`${DATE}T10:00:00Z`);
    as = staffCaller(() => fx);
    try {
      // desert-group shares Saguaro Canyon with the partner site, not Harbor Pines.
      for (const [username, alias] of [
        ['manager@desertgroup.example', 'desert-group'],
        ['manager@mapleridge.example', 'maple-ridge'],
      ] as const) {
        const staff = await as(username, alias);
        const sheet = await fx.api.get(`/api/admin/tee-sheet?date=${DATE}`, staff);
        expect(sheet.status, alias).toBe(200);
        expect(JSON.stringify(sheet.body), alias).not.toContain(partnerBooking.reservationId);
        expect(JSON.stringify(sheet.body), alias).not.toContain(partnerEmail);
        expect((await sheetOf(username, alias)).status, alias).toBe(404);
        const attendance = await fx.api.put(
          `/api/admin/reservations/${partnerBooking.reservationId}/players/1/attendance`,
          { state: 'no-show' },
          staff,
        );
        expect(attendance.status, alias).toBe(404);
      }
    } finally {
      clock = MATRIX_NOW;
      as = staffCaller(() => fx);
    }
  });
});
