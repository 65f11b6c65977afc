import type {
  BlockPreview,
  MoveTargets,
  StaffRates,
  TeeSheet,
  TeeSheetTime,
  WalkInResult,
} from '@fairway/contract/admin.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { countChanges, tableCounter } from '../../hardening/table-counts.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// The figures the operator console shows, from the API: how many tee times a block closes (the
// tee sheet then shows exactly those blocked), which tee times have started, the tee times a
// party can move to with the reason each other one is refused (the move's own refusal and words),
// and each player's attendance in words. The clock starts at MATRIX_NOW: Friday 2026-07-10 08:00
// at Harbor Pines (America/New_York); the booking window runs to 2026-07-24.

const TODAY = '2026-07-10';
const DATE = '2026-07-13';
const MANAGER = 'manager@harborpines.example';
const PROSHOP = 'proshop@harborpines.example';
let clock = MATRIX_NOW;
let server: TestServer;
let fx: Fixtures;
let south: number;
let free: string[];
let keys = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  fx = await createFixtures(server);
  south = await fx.api.facilityId('harbor-pines-south');
  // Open South times that day, latest first (the fixtures book North).
  free = (await fx.api.teeTimes(DATE, south))
    .filter((time) => time.availableSlots === 4 && time.rates.length > 0)
    .map((time) => time.teetime)
    .reverse();
});
afterAll(() => server?.close());

// Staff sessions lapse over the days the clock jumps: a test that moves it signs in afresh.
let as = staffCaller(() => fx);

function nextFree(): string {
  const time = free.shift();
  if (!time) throw new Error('no open South tee time left');
  return time;
}

async function sheet(date: string, facilityId: number, username = MANAGER): Promise<TeeSheet['courses'][number]> {
  const answer = await fx.api.get(`/api/admin/tee-sheet?date=${date}&facilityId=${facilityId}`, await as(username));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as TeeSheet).courses[0]!;
}

async function walkIn(teetime: string, players: number, facilityId = south) {
  const rates = (await fx.api.get(`/api/admin/rates?facilityId=${facilityId}&teetime=${teetime}`, await as(MANAGER)))
    .body as StaffRates;
  const rate = rates.rates.find((candidate) => candidate.allowedPlayers.includes(players));
  const manager = await as(MANAGER);
  return fx.api.post(
    '/api/admin/reservations',
    {
      facilityId,
      teetime,
      players,
      rateId: rate?.rateId ?? rates.rates[0]?.rateId ?? 1,
      golfer: { firstName: 'Fig', lastName: 'Ures' },
      paymentMethod: 'cash',
    },
    { ...manager, headers: { ...manager.headers, 'idempotency-key': `figures-${Date.now()}-${++keys}` } },
  );
}

const hhmm = (teetime: string) => teetime.slice(11, 16);
/** The local `HH:mm` a minute after a tee time's: a block of that one tee time ends there. */
function oneMinuteAfter(teetime: string): string {
  const minute = Number(teetime.slice(11, 13)) * 60 + Number(teetime.slice(14, 16)) + 1;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

describe('block preview (POST /api/admin/blocks/preview)', () => {
  const leagueBlock = (overrides: Record<string, unknown> = {}) => ({
    facilityId: fx.north.id,
    kind: 'league',
    reason: 'Tuesday league',
    startsOn: '2026-07-14',
    fromTime: '08:00',
    toTime: '10:00',
    ...overrides,
  });
  /** Tee times of the sheets of some dates that a block closes and have not started. */
  async function blockedOnSheets(blockId: number, dates: string[]) {
    const times: TeeSheetTime[] = [];
    for (const date of dates) times.push(...(await sheet(date, fx.north.id)).teeTimes);
    return times.filter((time) => time.blockIds.includes(blockId) && !time.started).map((time) => time.teetime);
  }

  it('counts exactly the tee times inside the block: 8 for 08:00–10:00, 1 for 08:00–08:15, the rest of the day for 07:00–24:00', async () => {
    const manager = await as(MANAGER);
    const count = async (overrides: Record<string, unknown>) =>
      ((await fx.api.post('/api/admin/blocks/preview', leagueBlock(overrides), manager)).body as BlockPreview)
        .closedTeeTimes;
    expect(await count({})).toBe(8);
    expect(await count({ toTime: '08:15' })).toBe(1);
    const day = (await sheet('2026-07-14', fx.north.id)).teeTimes.map((time) => time.teetime);
    expect(await count({ fromTime: '07:00', toTime: '24:00' })).toBe(
      day.filter((time) => hhmm(time) >= '07:00').length,
    );
  });

  it('counts what the tee sheet then shows blocked, on every date of a recurring block inside the booking window', async () => {
    const manager = await as(MANAGER);
    // Tuesdays 07-14, 07-21 (and 07-28, past the window that ends on 07-24).
    const tuesdays = leagueBlock({ startsOn: '2026-07-13', endsOn: '2026-07-31', weekdays: [2] });
    const preview = (await fx.api.post('/api/admin/blocks/preview', tuesdays, manager)).body as BlockPreview;
    const created = await fx.api.post('/api/admin/blocks', { block: tuesdays, acknowledgeConflicts: true }, manager);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.block.id as number;
    try {
      const blocked = await blockedOnSheets(id, ['2026-07-14', '2026-07-21']);
      expect(preview.closedTeeTimes).toBe(blocked.length);
      expect(blocked).toHaveLength(16);
      expect(blocked.slice(0, 8).map(hhmm)).toEqual([
        '08:00',
        '08:15',
        '08:30',
        '08:45',
        '09:00',
        '09:15',
        '09:30',
        '09:45',
      ]);
      // A Monday of the range is not a league date.
      expect((await blockedOnSheets(id, ['2026-07-13'])).length).toBe(0);
    } finally {
      await fx.api.call('DELETE', `/api/admin/blocks/${id}`, undefined, manager);
    }
  });

  it("leaves out today's tee times that have started, as the sheet marks them", async () => {
    const manager = await as(MANAGER);
    const morning = leagueBlock({ startsOn: TODAY, fromTime: '06:00', toTime: '10:00' });
    const preview = (await fx.api.post('/api/admin/blocks/preview', morning, manager)).body as BlockPreview;
    const created = await fx.api.post('/api/admin/blocks', { block: morning, acknowledgeConflicts: true }, manager);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.block.id as number;
    try {
      // 08:00 has started at 08:00; 08:15 … 09:45 have not.
      expect(preview.closedTeeTimes).toBe(7);
      expect(await blockedOnSheets(id, [TODAY])).toHaveLength(7);
      const startedInside = (await sheet(TODAY, fx.north.id)).teeTimes.filter(
        (time) => time.blockIds.includes(id) && time.started,
      );
      expect(startedInside.at(-1)!.teetime).toBe(`${TODAY}T08:00`);
    } finally {
      await fx.api.call('DELETE', `/api/admin/blocks/${id}`, undefined, manager);
    }
  });
});

describe('started tee times', () => {
  it("marks each tee time started or not, in the course's zone, by the server clock", async () => {
    const today = (await sheet(TODAY, fx.north.id, PROSHOP)).teeTimes;
    expect(today.filter((time) => time.started).every((time) => hhmm(time.teetime) <= '08:00')).toBe(true);
    expect(today.filter((time) => !time.started).every((time) => hhmm(time.teetime) > '08:00')).toBe(true);
    expect(today.find((time) => time.teetime === `${TODAY}T08:00`)?.started).toBe(true);
    expect(today.find((time) => time.teetime === `${TODAY}T08:15`)?.started).toBe(false);
    expect((await sheet('2026-07-11', fx.north.id)).teeTimes.some((time) => time.started)).toBe(false);
    expect((await sheet('2026-07-09', fx.north.id)).teeTimes.every((time) => time.started)).toBe(true);
  });

  it('refuses a walk-in or phone booking on a started time with TEE_TIME_STARTED, writing nothing', async () => {
    await as(MANAGER);
    const counts = await tableCounter(server.app.db);
    const before = await counts();
    for (const teetime of [`${TODAY}T07:30`, `${TODAY}T08:00`, '2026-07-09T10:00']) {
      const answer = await walkIn(teetime, 2, fx.north.id);
      expect(answer.status, teetime).toBe(409);
      expect(answer.body.error, teetime).toMatchObject({
        code: 'TEE_TIME_STARTED',
        message: 'That tee time has already started',
      });
    }
    expect(countChanges(before, await counts())).toEqual([]);
    expect((await walkIn(`${TODAY}T08:15`, 1, fx.north.id)).status).toBe(201);
  });
});

describe('move targets (GET /api/admin/reservations/{id}/move-targets)', () => {
  it('offers only times the party can take, gives every other time its reason, and the move refuses with the same code and words', async () => {
    const [from, short, blocked, open] = [nextFree(), nextFree(), nextFree(), nextFree()];
    const party = (await walkIn(from, 3)).body as WalkInResult;
    expect((await walkIn(short, 2)).status).toBe(201);
    const manager = await as(MANAGER);
    const block = await fx.api.post(
      '/api/admin/blocks',
      {
        block: {
          facilityId: south,
          kind: 'league',
          reason: 'Tuesday league',
          startsOn: DATE,
          fromTime: hhmm(blocked),
          toTime: oneMinuteAfter(blocked),
        },
        acknowledgeConflicts: true,
      },
      manager,
    );
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    try {
      const answer = await fx.api.get(
        `/api/admin/reservations/${party.reservationId}/move-targets?date=${DATE}&facilityId=${south}`,
        await as(PROSHOP),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const targets = answer.body as MoveTargets;
      expect(targets).toMatchObject({
        reservationId: party.reservationId,
        players: 3,
        from: { facilityId: south, teetime: from },
      });
      const times = targets.courses[0]!.teeTimes;
      const at = (teetime: string) => times.find((time) => time.teetime === teetime);
      expect(at(from)).toBeUndefined();
      expect(at(short)).toMatchObject({
        freeSlots: 2,
        refusal: {
          code: 'TEE_TIME_NOT_ENOUGH_SLOTS',
          message: 'Only 2 spots are free at that time',
          details: { availableSlots: 2, players: 3 },
        },
      });
      expect(at(blocked)!.refusal).toMatchObject({
        code: 'TEE_TIME_BLOCKED',
        message: 'That time is blocked: Tuesday league',
        details: { blockId: block.body.block.id, kind: 'league', blockReason: 'Tuesday league' },
      });
      expect(at(open)).toEqual({ teetime: open, freeSlots: 4, refusal: null });
      // Every time offered (no refusal) has room for the party; every refused one says why.
      for (const time of times) {
        if (time.refusal === null) expect(time.freeSlots, time.teetime).toBeGreaterThanOrEqual(3);
        else expect(time.refusal.message, time.teetime).not.toBe('');
      }

      // The move answers each refused time with the refusal the list gave it.
      for (const teetime of [short, blocked]) {
        const refused = await fx.api.put(
          `/api/admin/reservations/${party.reservationId}/tee-time`,
          { facilityId: south, teetime },
          await as(PROSHOP),
        );
        expect(refused.status, teetime).toBe(409);
        expect(refused.body.error).toMatchObject({
          code: at(teetime)!.refusal!.code,
          message: at(teetime)!.refusal!.message,
        });
      }
      const moved = await fx.api.put(
        `/api/admin/reservations/${party.reservationId}/tee-time`,
        { facilityId: south, teetime: open },
        await as(PROSHOP),
      );
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    } finally {
      await fx.api.call('DELETE', `/api/admin/blocks/${block.body.block.id}`, undefined, manager);
    }
  });

  it("refuses today's started times with TEE_TIME_STARTED, in the list and in the move, and lists every course without facilityId", async () => {
    const party = (await walkIn(nextFree(), 1)).body as WalkInResult;
    const answer = await fx.api.get(
      `/api/admin/reservations/${party.reservationId}/move-targets?date=${TODAY}`,
      await as(MANAGER),
    );
    expect(answer.status).toBe(200);
    const targets = answer.body as MoveTargets;
    expect(targets.courses.map((course) => course.facilityId).sort()).toEqual([fx.north.id, south].sort());
    const north = targets.courses.find((course) => course.facilityId === fx.north.id)!.teeTimes;
    const started = north.find((time) => time.teetime === `${TODAY}T07:45`)!;
    expect(started.refusal).toEqual({
      code: 'TEE_TIME_STARTED',
      message: 'That tee time has already started',
      details: {},
    });
    expect(north.filter((time) => hhmm(time.teetime) > '08:00').some((time) => time.refusal === null)).toBe(true);
    const refused = await fx.api.put(
      `/api/admin/reservations/${party.reservationId}/tee-time`,
      { facilityId: fx.north.id, teetime: started.teetime },
      await as(MANAGER),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'TEE_TIME_STARTED',
      message: 'That tee time has already started',
    });
  });

  it("answers a party that cannot move as the move would, another alias's booking 404, golfers 401, bad input 400", async () => {
    const party = (await walkIn(nextFree(), 2)).body as WalkInResult;
    const path = (id: string, query = `date=${DATE}`) => `/api/admin/reservations/${id}/move-targets?${query}`;
    const manager = await as(MANAGER);
    const cancelled = await fx.api.post(
      `/api/admin/reservations/${party.reservationId}/cancellation`,
      { refund: false, reason: 'Rain' },
      { ...manager, headers: { ...manager.headers, 'idempotency-key': `figures-cancel-${++keys}` } },
    );
    expect(cancelled.status).toBe(200);
    expect((await fx.api.get(path(party.reservationId), manager)).body.error.code).toBe('RESERVATION_CANCELLED');
    const other = await as('manager@eaglesnest.example', 'simulator');
    expect((await fx.api.get(path(party.reservationId), other)).status).toBe(404);
    expect((await fx.api.get(path(party.reservationId), { bearer: fx.main.bearer })).status).toBe(401);
    for (const query of ['', 'date=2026-02-30', `date=${DATE}&facilityId=abc`])
      expect((await fx.api.get(path(party.reservationId, query), manager)).status, query).toBe(400);
    const simulatorCourse = (await fx.api.get('/api/facilities', { alias: 'simulator' })).body as { id: number }[];
    const live = (await walkIn(nextFree(), 1)).body as WalkInResult;
    expect(
      (await fx.api.get(path(live.reservationId, `date=${DATE}&facilityId=${simulatorCourse[0]!.id}`), manager)).status,
    ).toBe(404);
  });
});

describe('attendance in words', () => {
  it('gives each player expected, checked-in or no-show (null once cancelled), as the sheet shows them', async () => {
    const party = (await walkIn(nextFree(), 3)).body as WalkInResult;
    clock = new Date(`${DATE}T10:00:00Z`); // 06:00 at the course, the tee time's day
    as = staffCaller(() => fx);
    try {
      const proShop = await as(PROSHOP);
      const set = (slot: number, state: string) =>
        fx.api.put(`/api/admin/reservations/${party.reservationId}/players/${slot}/attendance`, { state }, proShop);
      expect((await set(1, 'checked-in')).status).toBe(200);
      expect((await set(2, 'no-show')).status).toBe(200);
      const manager = await as(MANAGER);
      const cancelled = await fx.api.post(
        `/api/admin/reservations/${party.reservationId}/cancellation`,
        { players: [3], refund: false, reason: 'Went home' },
        { ...manager, headers: { ...manager.headers, 'idempotency-key': `figures-cancel-${++keys}` } },
      );
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const time = (await sheet(DATE, south)).teeTimes.find((entry) => entry.teetime === party.teetime)!;
      const reservation = time.reservations.find((entry) => entry.reservationId === party.reservationId)!;
      expect(reservation.players.map((player) => [player.status, player.attendance])).toEqual([
        ['checked-in', 'checked-in'],
        ['no-show', 'no-show'],
        ['cancelled', null],
      ]);
      expect((await set(2, 'booked')).status).toBe(200);
      const again = (await sheet(DATE, south)).teeTimes.find((entry) => entry.teetime === party.teetime)!;
      expect(
        again.reservations.find((entry) => entry.reservationId === party.reservationId)!.players[1]!.attendance,
      ).toBe('expected');
    } finally {
      clock = MATRIX_NOW;
      as = staffCaller(() => fx);
    }
  });
});
