import { STAFF_TOKEN_HEADER, type TeeSheet } from '@fairway/contract/admin.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const DATE = '2026-07-13';
let server: TestServer;
let fx: Fixtures;
let booked: Awaited<ReturnType<Fixtures['reservation']>>;
let held: Awaited<ReturnType<Fixtures['cartWithItem']>>;

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  booked = await fx.reservation();
  held = await fx.cartWithItem();
});
afterAll(() => server?.close());

async function sheetAs(username: string, query: string, alias = 'demo') {
  const staff = await fx.staff(username, alias);
  return fx.api.get(`/api/admin/tee-sheet?${query}`, { alias, headers: { [STAFF_TOKEN_HEADER]: staff.staffToken } });
}

function timeOf(
  sheet: TeeSheet,
  facilityId: number,
  predicate: (time: TeeSheet['courses'][number]['teeTimes'][number]) => boolean,
) {
  return sheet.courses.find((course) => course.facilityId === facilityId)!.teeTimes.find(predicate);
}

describe('GET /api/admin/tee-sheet', () => {
  it('shows every role the booked party with names, rate, paid and due, and the cart hold, with the counts search uses', async () => {
    // The checkout form's booker (checkout-test-helpers' guestForm) with the golfer's e-mail.
    const lead = booked.owner.markers[0]!;
    for (const username of [
      'owner@harborpines.example',
      'manager@harborpines.example',
      'proshop@harborpines.example',
    ]) {
      const answer = await sheetAs(username, `date=${DATE}`);
      expect(answer.status, username).toBe(200);
      const sheet = answer.body as TeeSheet;
      expect(sheet.date).toBe(DATE);
      expect(sheet.courses.map((course) => course.courseId)).toEqual(['harbor-pines-north', 'harbor-pines-south']);
      const bookedTime = timeOf(sheet, booked.facilityId, (time) =>
        time.reservations.some((reservation) => reservation.reservationId === booked.reservationId),
      )!;
      const reservation = bookedTime.reservations.find((entry) => entry.reservationId === booked.reservationId)!;
      expect(reservation.booker).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: lead });
      expect(reservation.players).toHaveLength(2);
      expect(reservation.players[0]).toMatchObject({ slot: 1, name: 'Ada Lovelace', status: 'booked' });
      expect(reservation.status).toBe('booked');
      expect(reservation.totalPlayers).toBe(2);
      expect(reservation.checkedInPlayers).toBe(0);
      expect(reservation.rateName).toEqual(expect.any(String));
      expect(reservation.paidNow).toBeGreaterThan(0);
      expect(reservation.dueAtCourse).toBeGreaterThanOrEqual(0);
      expect(reservation.currencyCode).toBe('USD');
      expect(bookedTime.bookedPlayers).toBe(2);
      expect(bookedTime.otherEnginePlayers).toBe(0);
      expect(bookedTime.availableSlots).toBe(2);

      const heldTime = timeOf(sheet, held.facilityId, (time) => time.teetime === held.teetime)!;
      expect(heldTime.holds).toEqual([{ kind: 'cart-hold', slots: 2, expiresAt: expect.any(String) }]);
      expect(heldTime.heldSlots).toBe(2);
      expect(heldTime.reservations).toEqual([]);
      expect(JSON.stringify(heldTime)).not.toContain(held.cartId);

      // Golfers' search counts the same players and holds.
      const search = (await fx.api.get(`/api/v2/tee-times?date=${DATE}&facilityIds=${booked.facilityId}`)).body
        .teeTimes as TeeTime[];
      for (const time of [bookedTime, heldTime]) {
        const found = search.find((entry) => entry.teetime === time.teetime);
        expect(found?.availableSlots ?? 0, time.teetime).toBe(time.availableSlots);
      }
    }
  });

  it('lists every interval of the day, free ones included, in order', async () => {
    const sheet = (await sheetAs('proshop@harborpines.example', `date=${DATE}&facilityId=${booked.facilityId}`))
      .body as TeeSheet;
    const times = sheet.courses[0]!.teeTimes.map((time) => time.teetime);
    expect(times.length).toBeGreaterThan(20);
    expect([...times].sort()).toEqual(times);
    expect(times.every((time) => time.startsWith(`${DATE}T`))).toBe(true);
    expect(sheet.courses[0]!.teeTimes.filter((time) => time.availableSlots === 4).length).toBeGreaterThan(10);
  });

  it('filters by facilityId, and answers 404 for a course the alias does not show', async () => {
    const one = await sheetAs('manager@harborpines.example', `date=${DATE}&facilityId=${booked.facilityId}`);
    expect(one.status).toBe(200);
    expect((one.body as TeeSheet).courses.map((course) => course.facilityId)).toEqual([booked.facilityId]);
    const simulatorCourses = (await fx.api.get('/api/facilities', { alias: 'simulator' })).body as Facility[];
    const other = await sheetAs('manager@harborpines.example', `date=${DATE}&facilityId=${simulatorCourses[0]!.id}`);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('NOT_FOUND');
  });

  it('shows another alias selling the same course the players only as a count, without names', async () => {
    const answer = await sheetAs(
      'manager@teetimedeals.example',
      `date=${DATE}&facilityId=${booked.facilityId}`,
      'teetime-deals',
    );
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body);
    for (const marker of booked.owner.markers) expect(text).not.toContain(marker);
    const sheet = answer.body as TeeSheet;
    expect(sheet.courses[0]!.teeTimes.reduce((sum, time) => sum + time.otherEnginePlayers, 0)).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('answers a bad or missing date with a 400 and writes nothing', async () => {
    const staff = await fx.staff();
    const counts = await tableCounter(server.app.db);
    const before = await counts();
    for (const query of [
      'date=2026-02-30',
      'date=13-07-2026',
      '',
      `date=${DATE}&facilityId=abc`,
      `date=${DATE}&facilityId=-1`,
    ]) {
      const answer = await fx.api.get(`/api/admin/tee-sheet?${query}`, {
        headers: { [STAFF_TOKEN_HEADER]: staff.staffToken },
      });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code, query).toBe('VALIDATION_FAILED');
    }
    expect(countChanges(before, await counts())).toEqual([]);
  });
});
