import {
  STAFF_TOKEN_HEADER,
  type StaffRates,
  type TeeSheet,
  type WalkInResult,
} from '@fairway/contract/admin.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// The day's sheet as CSV. On Harbor Pines South on DATE (nobody else books it in this file's
// database): a cash walk-in whose booker's name and notes start like formulas (one player checked in,
// one a no-show), a pay-at-course party of three with one player cancelled, and a walk-in sold by
// the partner site teetime-deals. The file's rows are the players of the tee sheet's answer.

const DATE = '2026-07-16';
const MANAGER = 'manager@harborpines.example';
const OWNER = 'owner@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
const DEALS = 'manager@teetimedeals.example';
let clock = MATRIX_NOW;
let server: TestServer;
let fx: Fixtures;
let south: number;
let free: string[];

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  south = await fx.api.facilityId('harbor-pines-south');
  free = (await fx.api.teeTimes(DATE, south))
    .filter(
      (time) => time.availableSlots === 4 && time.rates.some((rate) => !rate.trade && rate.allowedPlayers.includes(3)),
    )
    .map((time) => time.teetime);
});
afterAll(() => server?.close());

const as = staffCaller(() => fx);
let keys = 0;
const key = () => `tee-sheet-csv-${Date.now()}-${++keys}`;

async function walkIn(
  players: number,
  paymentMethod: string,
  golfer: { firstName: string; lastName: string },
  extra: { notes?: string; username?: string; alias?: string } = {},
) {
  const teetime = free.pop()!;
  const staff = await as(extra.username ?? MANAGER, extra.alias);
  const rates = (await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, staff)).body as StaffRates;
  const rate = rates.rates.find((entry) => entry.allowedPlayers.includes(players))!;
  const body = { facilityId: south, teetime, players, rateId: rate.rateId, golfer, paymentMethod, notes: extra.notes };
  const answer = await fx.api.post('/api/admin/reservations', body, {
    ...staff,
    headers: { ...staff.headers, 'idempotency-key': key() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as WalkInResult;
}

/** RFC 4180 as the file is written: quoted cells with doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[at + 1] === '"') {
        cell += '"';
        at++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      at++;
    } else cell += char;
  }
  return rows;
}

/** What a spreadsheet must never run: a cell starting with = + - @ (tab, CR) comes with a leading '. */
const formulaSafe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** The rows the tee sheet's answer says the file must have: each player of each listed party. */
function rowsOf(sheet: TeeSheet): string[][] {
  return sheet.courses.flatMap((course) =>
    course.teeTimes.flatMap((time) =>
      time.reservations.flatMap((reservation) =>
        reservation.players.map((player) =>
          [
            course.name,
            `${time.teetime.slice(0, 10)} ${time.teetime.slice(11, 16)}`,
            course.timeZone,
            reservation.confirmationNumber,
            String(player.slot),
            player.name ?? '',
            `${reservation.booker.firstName} ${reservation.booker.lastName}`.trim(),
            String(reservation.totalPlayers),
            String(reservation.holes),
            reservation.transportation,
            reservation.rateName,
            player.status,
            player.attendance ?? '',
            player.paid ? 'yes' : 'no',
            (player.dueAtCourse / 100).toFixed(2),
            reservation.currencyCode,
            reservation.bookedThrough?.alias ?? '',
            reservation.notes,
          ].map(formulaSafe),
        ),
      ),
    ),
  );
}

const HEADER =
  'course,tee_time,time_zone,confirmation_number,player_slot,name,booker,party_size,holes,transportation,rate,status,attendance,paid,due,currency,booked_through,notes';

let cash: WalkInResult;
let payAtCourse: WalkInResult;
let deals: WalkInResult;

describe('GET /api/admin/tee-sheet.csv', () => {
  it('books the day: a cash party checked in and a no-show, a party with a cancelled player, a partner sale', async () => {
    cash = await walkIn(
      2,
      'cash',
      { firstName: '=HYPERLINK("x")', lastName: 'Putt, "Jr"' },
      { notes: '+Carts at 7, please' },
    );
    payAtCourse = await walkIn(3, 'pay-at-course', { firstName: 'Paula', lastName: 'Later' }, { notes: 'Birthday' });
    deals = await walkIn(
      2,
      'cash',
      { firstName: 'Dee', lastName: 'Deals' },
      { username: DEALS, alias: 'teetime-deals' },
    );
    const manager = await as(MANAGER);
    const cancelled = await fx.api.post(
      `/api/admin/reservations/${payAtCourse.reservationId}/cancellation`,
      { refund: false, reason: 'One went home', players: [2] },
      { ...manager, headers: { ...manager.headers, 'idempotency-key': key() } },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    clock = new Date(`${DATE}T10:00:00Z`); // 06:00 at the course: the day's attendance can be marked
    const onTheDay = { alias: 'demo', headers: { [STAFF_TOKEN_HEADER]: (await fx.staff(PROSHOP)).staffToken } };
    for (const [slot, state] of [
      [1, 'checked-in'],
      [2, 'no-show'],
    ] as const) {
      const marked = await fx.api.put(
        `/api/admin/reservations/${cash.reservationId}/players/${slot}/attendance`,
        { state },
        onTheDay,
      );
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    }
    clock = MATRIX_NOW; // the other calls' sessions were opened then
  });

  it('writes one row per player, the rows of the tee sheet answer, formula-safe, for owners, managers and pro-shop staff', async () => {
    for (const username of [PROSHOP, MANAGER, OWNER]) {
      const staff = await as(username);
      const sheet = (await fx.api.get(`/api/admin/tee-sheet?date=${DATE}`, staff)).body as TeeSheet;
      const answer = await fx.api.get(`/api/admin/tee-sheet.csv?date=${DATE}`, staff);
      expect(answer.status, username).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="fairway-tee-sheet-demo-${DATE}.csv"`,
      );
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const csv = answer.body as string;
      expect(csv.endsWith('\r\n')).toBe(true);
      const [header, ...rows] = parseCsv(csv);
      expect(header!.join(','), username).toBe(HEADER);
      expect(rows, username).toEqual(rowsOf(sheet));
      // 2 cash + 3 pay-at-course (one cancelled) + the partner's 2, all on South (the seed's own bookings beside them).
      const ours = [cash, payAtCourse, deals].map((party) => party.confirmationNumber);
      expect(rows.filter((row) => ours.includes(row[3]!))).toHaveLength(7);
    }

    const csv = (await fx.api.get(`/api/admin/tee-sheet.csv?date=${DATE}&facilityId=${south}`, await as(PROSHOP)))
      .body as string;
    // The booker's name and the notes start like formulas: prefixed with ', and quoted for their commas and quotes.
    expect(csv).toContain(
      `,${cash.confirmationNumber},1,"'=HYPERLINK(""x"") Putt, ""Jr""","'=HYPERLINK(""x"") Putt, ""Jr""",2,`,
    );
    expect(csv).toContain(`,"'+Carts at 7, please"\r\n`);
    const rows = parseCsv(csv).slice(1);
    const of = (confirmation: string, slot: number) =>
      rows.find((row) => row[3] === confirmation && row[4] === String(slot))!;
    expect(of(cash.confirmationNumber, 1).slice(11, 15)).toEqual(['checked-in', 'checked-in', 'yes', '0.00']);
    expect(of(cash.confirmationNumber, 2).slice(11, 13)).toEqual(['no-show', 'no-show']);
    expect(of(payAtCourse.confirmationNumber, 2).slice(11, 13)).toEqual(['cancelled', '']);
    expect(of(payAtCourse.confirmationNumber, 1)[5]).toBe('Paula Later');
    expect(of(payAtCourse.confirmationNumber, 3)[5]).toBe('');
    expect(of(payAtCourse.confirmationNumber, 3)[6]).toBe('Paula Later');
    expect(of(payAtCourse.confirmationNumber, 1)[13]).toBe('no');
    expect(Number(of(payAtCourse.confirmationNumber, 1)[14])).toBeGreaterThan(0);
    expect(of(deals.confirmationNumber, 1)[16]).toBe('teetime-deals');
    expect(of(cash.confirmationNumber, 1)[1]).toBe(cash.teetime.replace('T', ' '));
    expect(of(cash.confirmationNumber, 1)[2]).toBe('America/New_York');
  });

  it("gives a partner site its own players only, and names one course's file after it", async () => {
    const staff = await as(DEALS, 'teetime-deals');
    const answer = await fx.api.get(`/api/admin/tee-sheet.csv?date=${DATE}&facilityId=${south}`, staff);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="fairway-tee-sheet-teetime-deals-harbor-pines-south-${DATE}.csv"`,
    );
    const rows = parseCsv(answer.body as string).slice(1);
    expect(rows.map((row) => row[3])).toEqual([deals.confirmationNumber, deals.confirmationNumber]);
    expect(answer.body).not.toContain('Putt');
    expect(answer.body).not.toContain('Paula');
  });

  it('refuses another alias’s course (404), other tokens (401) and bad input (400), like the sheet', async () => {
    const lounge = await fx.api.facilityId('eagles-nest-lounge', 'simulator');
    const otherCourse = await fx.api.get(
      `/api/admin/tee-sheet.csv?date=${DATE}&facilityId=${lounge}`,
      await as(PROSHOP),
    );
    expect(otherCourse.status).toBe(404);
    expect(otherCourse.body.error.code).toBe('NOT_FOUND');
    const dealsToken = await as(DEALS, 'teetime-deals');
    expect((await fx.api.get(`/api/admin/tee-sheet.csv?date=${DATE}`, { ...dealsToken, alias: 'demo' })).status).toBe(
      401,
    );
    expect((await fx.api.get(`/api/admin/tee-sheet.csv?date=${DATE}`, { bearer: fx.main.bearer })).status).toBe(401);
    expect((await fx.api.get(`/api/admin/tee-sheet.csv?date=${DATE}`)).status).toBe(401);
    for (const query of ['date=2026-7-16', '', `date=${DATE}&facilityId=x`, 'date=2026-02-30']) {
      const answer = await fx.api.get(`/api/admin/tee-sheet.csv?${query}`, await as(PROSHOP));
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});
