import {
  NO_SHOWS_PAGE_SIZE_MAX,
  type NoShowPlayer,
  type NoShowPlayersPage,
  type NoShowsReport,
} from '@fairway/contract/admin-reports.contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDays, reportReservations } from '../../db/schema/report-summaries.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// The no-shows report's players, a page at a time (GET /api/admin/reports/no-shows/players). More
// no-show players than the largest page, written straight into the summaries the report reads
// (report_reservations and their day totals in report_days, as the booking transactions keep
// them: admin/report-summaries.routes.test.ts checks those against real bookings): several
// reservations on one tee time (the reservation id breaks the tie), up to four players each (a page
// may end inside a reservation), on both demo courses, beside reservations without a no-show and
// teetime-deals' no-shows on the same course and days.

const FROM = '2026-08-03';
const TO = '2026-08-05';
const RANGE = `from=${FROM}&to=${TO}`;
const MANAGER = 'manager@harborpines.example';
const DEALS = 'manager@teetimedeals.example';
let server: TestServer;
let fx: Fixtures;
let north: number;
let south: number;
/** The demo alias's no-show players written, in the list's order. */
let expected: NoShowPlayer[] = [];

beforeAll(async () => {
  server = await startTestServer({ now: () => MATRIX_NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  north = fx.north.id;
  south = await fx.api.facilityId('harbor-pines-south');
  const db = server.app.db;
  const engineOf = async (alias: string) =>
    (await db.select().from(bookingEngines).where(eq(bookingEngines.alias, alias)))[0]!.id;
  const demo = await engineOf('demo');
  const deals = await engineOf('teetime-deals');
  const rows: (typeof reportReservations.$inferInsert)[] = [];
  let made = 0;
  for (const [dayIndex, day] of [FROM, '2026-08-04', TO].entries())
    for (const facilityId of [north, south])
      for (const time of ['07:00', '07:10', '08:30', '12:00', '16:20']) {
        // Three reservations a tee time; the third has no no-show.
        for (let party = 0; party < 3; party++) {
          made += 1;
          const slots = party === 2 ? [] : Array.from({ length: 1 + ((made + dayIndex) % 4) }, (_, slot) => slot + 1);
          rows.push({
            reservationId: randomUUID(),
            bookingEngineId: demo,
            facilityId,
            playDate: day,
            teetime: `${day}T${time}`,
            channel: 'cash',
            rateName: 'Paging',
            holes: 18,
            promotionCode: '',
            cancelled: false,
            players: 4,
            playersLeft: 4,
            bookedCents: 0,
            refundedCents: 0,
            promotionDiscountCents: 0,
            noShowSlots: slots,
            confirmationNumber: `PG-${String(made).padStart(4, '0')}`,
            bookerFirstName: 'Page',
            bookerLastName: `Golfer ${made}`,
          });
        }
      }
  // Another alias's no-shows on the same course, tee times and days.
  const theirs = rows
    .filter((row) => row.facilityId === south)
    .map((row) => ({ ...row, reservationId: randomUUID(), bookingEngineId: deals, bookerLastName: 'Deals' }));
  await db.insert(reportReservations).values([...rows, ...theirs]);
  // Their day totals, as the summaries' triggers keep them.
  const days = new Map<
    string,
    { row: (typeof rows)[number]; reservations: number; players: number; noShows: number }
  >();
  for (const row of [...rows, ...theirs]) {
    const dayKey = `${row.bookingEngineId}/${row.facilityId}/${row.playDate}`;
    const total = days.get(dayKey) ?? { row, reservations: 0, players: 0, noShows: 0 };
    total.reservations += 1;
    total.players += row.playersLeft;
    total.noShows += row.noShowSlots.length;
    days.set(dayKey, total);
  }
  await db.insert(reportDays).values(
    [...days.values()].map(({ row, reservations, players, noShows }) => ({
      bookingEngineId: row.bookingEngineId,
      facilityId: row.facilityId,
      playDate: row.playDate,
      channel: row.channel,
      rateName: row.rateName,
      holes: row.holes,
      promotionCode: row.promotionCode,
      cancelled: row.cancelled,
      reservations,
      players,
      playersLeft: players,
      bookedCents: 0,
      refundedCents: 0,
      promotionDiscountCents: 0,
      noShows,
    })),
  );
  const counts = (await fx.api.get(`/api/admin/reports/no-shows?${RANGE}`, await as(MANAGER))).body as NoShowsReport;
  const names = new Map(counts.courses.map((course) => [course.facilityId, course.name]));
  const desc = (a: string, b: string) => (a > b ? -1 : a < b ? 1 : 0);
  expected = rows
    .sort((a, b) => desc(a.teetime, b.teetime) || desc(a.reservationId!, b.reservationId!))
    .flatMap((row) =>
      row.noShowSlots.map((slot) => ({
        facilityId: row.facilityId,
        courseName: names.get(row.facilityId)!,
        teetime: row.teetime,
        confirmationNumber: row.confirmationNumber!,
        bookerName: `Page ${row.bookerLastName}`,
        slot,
      })),
    );
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);

async function page(query: string, username = MANAGER, alias = 'demo') {
  const answer = await fx.api.get(`/api/admin/reports/no-shows/players?${query}`, await as(username, alias));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as NoShowPlayersPage;
}

/** Every page of the list at `limit`, following nextBefore; each page's size checked. */
async function allPages(query: string, limit: number, username = MANAGER, alias = 'demo') {
  const pages: NoShowPlayer[][] = [];
  let before: string | null = null;
  do {
    const cursor: string = before === null ? '' : `&${new URLSearchParams({ before })}`;
    const found = await page(`${query}&limit=${limit}${cursor}`, username, alias);
    pages.push(found.players);
    before = found.nextBefore;
    if (before !== null) expect(found.players, 'a page with an older one after it is full').toHaveLength(limit);
    expect(pages.length).toBeLessThan(1000);
  } while (before !== null);
  return pages;
}

describe('the no-show players, a page at a time', () => {
  it('holds more players than the largest page, on both courses', () => {
    expect(expected.length).toBeGreaterThan(NO_SHOWS_PAGE_SIZE_MAX + 20);
    expect(new Set(expected.map((player) => player.facilityId))).toEqual(new Set([north, south]));
  });

  it('answers the default page of 50, newest tee time first, then the largest pages, with no player twice and none left out', async () => {
    const first = await page(RANGE);
    expect(first.players).toEqual(expected.slice(0, 50));
    expect(first.nextBefore).not.toBeNull();
    const pages = await allPages(RANGE, NO_SHOWS_PAGE_SIZE_MAX);
    expect(pages.map((players) => players.length)).toEqual([
      NO_SHOWS_PAGE_SIZE_MAX,
      ...(expected.length > 2 * NO_SHOWS_PAGE_SIZE_MAX ? [NO_SHOWS_PAGE_SIZE_MAX] : []),
      expected.length % NO_SHOWS_PAGE_SIZE_MAX || NO_SHOWS_PAGE_SIZE_MAX,
    ]);
    expect(pages.flat()).toEqual(expected);
  });

  it('continues across pages that end inside a reservation and between reservations of one tee time', async () => {
    for (const limit of [2, 7]) expect((await allPages(RANGE, limit)).flat(), `limit=${limit}`).toEqual(expected);
    // A page of 3 over a reservation of four players ends inside it; the next starts at its fourth.
    const four = expected.findIndex(
      (player, index) => player.slot === 1 && expected[index + 3]?.slot === 4 && index + 3 <= NO_SHOWS_PAGE_SIZE_MAX,
    );
    expect(four).toBeGreaterThan(-1);
    const cut = expected[four + 2]!;
    const rest = await page(
      `${RANGE}&limit=2&${new URLSearchParams({ before: (await page(`${RANGE}&limit=${four + 3}`)).nextBefore! })}`,
    );
    expect(cut.slot).toBe(3);
    expect(rest.players[0]).toEqual(expected[four + 3]);
  });

  it('keeps to the range and the course asked for', async () => {
    const day = await allPages(`from=${TO}&to=${TO}`, 40);
    expect(day.flat()).toEqual(expected.filter((player) => player.teetime.startsWith(TO)));
    const course = await allPages(`${RANGE}&facilityId=${south}`, 40);
    expect(course.flat()).toEqual(expected.filter((player) => player.facilityId === south));
    expect((await page(`from=2026-08-06&to=2026-08-10`)).players).toEqual([]);
  });

  it("counts per course as many players as its pages list, and never lists another alias's players", async () => {
    const counts = (await fx.api.get(`/api/admin/reports/no-shows?${RANGE}`, await as(MANAGER))).body as NoShowsReport;
    const listed = (await allPages(RANGE, 100)).flat();
    for (const course of counts.courses)
      expect(course.noShows, course.name).toBe(
        listed.filter((player) => player.facilityId === course.facilityId).length,
      );
    expect(counts.courses.reduce((sum, course) => sum + course.noShows, 0)).toBe(expected.length);
    expect(listed.some((player) => player.bookerName.endsWith('Deals'))).toBe(false);

    // teetime-deals sees its own only, and a cursor taken from demo's list shows it nothing of demo's.
    const theirs = (await allPages(RANGE, 100, DEALS, 'teetime-deals')).flat();
    expect(theirs.length).toBe(expected.filter((player) => player.facilityId === south).length);
    expect(theirs.every((player) => player.bookerName === 'Page Deals')).toBe(true);
    const cursor = (await page(`${RANGE}&limit=5`)).nextBefore!;
    const after = await page(`${RANGE}&${new URLSearchParams({ before: cursor })}`, DEALS, 'teetime-deals');
    expect(after.players.every((player) => player.bookerName === 'Page Deals')).toBe(true);
  });

  it('refuses a page above the largest, a page of 0 and a cursor not from nextBefore: 400 in the error shape', async () => {
    for (const query of [
      `limit=${NO_SHOWS_PAGE_SIZE_MAX + 1}`,
      'limit=0',
      'before=2026-08-05T07:00',
      'before=x~y~1',
      `before=2026-08-05T07:00~${randomUUID()}~0`,
    ]) {
      const answer = await fx.api.get(`/api/admin/reports/no-shows/players?${RANGE}&${query}`, await as(MANAGER));
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toEqual({
        error: expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.any(String) }),
      });
    }
  });
});
