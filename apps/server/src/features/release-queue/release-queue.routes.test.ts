import type { Facility } from '@fairway/contract/facilities.contract';
import { releaseTicketIssuedSchema, releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import { releaseWindowOf } from '@fairway/domain/release-queue/release-schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { BEHIND_PROXY, fromNewAddress, setRelease, storedPositions, withTicket } from './release-queue-test-helpers.ts';

// 06:50 in New York on Friday 2026-07-10: the waiting room is open, the release is at 07:00.
const OPEN = new Date('2026-07-10T10:50:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');
const LIMITS = { admitAtOnce: 2, turnSeconds: 180 };
const EARLY = 10;

let clock = OPEN;
const now = () => clock;
let first: TestServer;
let second: TestServer;
let secondHandle: DatabaseHandle | undefined;
let north: number;
let releasedDay: string;

const db = () => first.database!.handle.db;
const apiOf = (server: TestServer) => accountsClient(server.baseUrl);
const path = () => `/api/release-queue/${north}/tickets`;
const join = async (server = first) => {
  const answer = await apiOf(server).post(path(), {}, fromNewAddress());
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return releaseTicketIssuedSchema.parse(answer.body);
};
const poll = (ticket: string, server = first) => apiOf(server).get(`${path()}/current`, withTicket(ticket));
const state = async (ticket: string, server = first) => {
  const answer = await poll(ticket, server);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return releaseTicketStateSchema.parse(answer.body);
};
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

beforeAll(async () => {
  first = await startTestServer({ now, releaseQueue: LIMITS, env: BEHIND_PROXY });
  // A second app instance over the same database: its own pool on PostgreSQL, as a second process has.
  const url = first.database!.url;
  secondHandle = url ? await openDatabase({ databaseUrl: url }) : undefined;
  second = await startTestServer({ now, releaseQueue: LIMITS, db: secondHandle?.db ?? db(), env: BEHIND_PROXY });
  const facilities = (await apiOf(first).get('/api/facilities')).body as Facility[];
  const facility = facilities.find((candidate) => candidate.courseId === 'harbor-pines-north')!;
  north = facility.id;
  const settings = await setRelease(db(), { mode: 'fair-queue', releaseTime: '07:00' });
  releasedDay = releaseWindowOf(OPEN, facility.timeZone, '07:00', settings.inventory.maxDaysOut).releasedDay;
});
afterAll(async () => {
  await second.close();
  await secondHandle?.close();
  await first.close();
});

describe('release queue', () => {
  const early: string[] = [];
  const late: string[] = [];

  it('refuses to open the waiting room in first-come mode', async () => {
    await setRelease(db(), { mode: 'first-come' });
    const answer = await apiOf(first).post(path());
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('RELEASE_NOT_OPEN');
    await setRelease(db(), { mode: 'fair-queue' });
  });

  it('lets golfers join before the release: a countdown on the server clock, no place yet', async () => {
    for (let index = 0; index < EARLY; index += 1) {
      const issued = await join(index % 2 === 0 ? first : second);
      expect(issued).toMatchObject({
        status: 'waiting',
        place: null,
        secondsToRelease: 600 - index,
        releasedDay,
        releaseAt: RELEASE.toISOString(),
        serverTime: clock.toISOString(),
      });
      expect(issued.ticket).toMatch(/^[\w-]{43}$/);
      early.push(issued.ticket);
      later(1);
    }
    expect(await storedPositions(db(), early)).toEqual(early.map(() => null));
  });

  it('draws the lottery once at the release, agreed by two instances polling at the same instant', async () => {
    clock = new Date(RELEASE.getTime() + 1000);
    // Both instances' first polls after the release race to draw.
    const states = await Promise.all(early.map((ticket, index) => state(ticket, index % 2 === 0 ? second : first)));
    const positions = (await storedPositions(db(), early)) as number[];
    expect([...positions].sort((a, b) => a - b)).toEqual(early.map((_, index) => index + 1));
    // Not the order of arrival (1 chance in 10! of failing by luck).
    expect(positions).not.toEqual(early.map((_, index) => index + 1));
    const admitted = states.filter((one) => one.status === 'admitted');
    expect(admitted).toHaveLength(LIMITS.admitAtOnce);
    for (const [index, one] of states.entries()) {
      if (positions[index]! <= LIMITS.admitAtOnce)
        expect(one).toMatchObject({
          status: 'admitted',
          place: null,
          turnEndsAt: new Date(clock.getTime() + 180_000).toISOString(),
        });
      else
        expect(one).toMatchObject({
          status: 'waiting',
          place: positions[index]! - LIMITS.admitAtOnce,
          secondsToRelease: 0,
        });
    }
  });

  it('puts arrivals after the release behind, in order of arrival', async () => {
    for (let index = 0; index < 3; index += 1) {
      const issued = await join(index === 1 ? second : first);
      late.push(issued.ticket);
      expect(issued).toMatchObject({ status: 'waiting', place: EARLY - LIMITS.admitAtOnce + index + 1 });
    }
    expect(await storedPositions(db(), late)).toEqual([EARLY + 1, EARLY + 2, EARLY + 3]);
  });

  it('answers the same places through either instance and after a restart', async () => {
    later(2);
    const throughFirst = await Promise.all(early.map((ticket) => state(ticket, first)));
    later(2);
    const throughSecond = await Promise.all(early.map((ticket) => state(ticket, second)));
    expect(throughSecond.map((one) => [one.status, one.place])).toEqual(
      throughFirst.map((one) => [one.status, one.place]),
    );

    const before = await storedPositions(db(), [...early, ...late]);
    const restarted = await startTestServer({ now, releaseQueue: LIMITS, db: db(), env: BEHIND_PROXY });
    try {
      later(2);
      const after = await Promise.all(early.map((ticket) => state(ticket, restarted)));
      expect(after.map((one) => [one.status, one.place])).toEqual(throughFirst.map((one) => [one.status, one.place]));
      expect(await storedPositions(db(), [...early, ...late])).toEqual(before);
    } finally {
      await restarted.close();
    }
  });

  it('admits in turns: the next when one leaves, and when a turn runs out', async () => {
    const positions = (await storedPositions(db(), early)) as number[];
    const byPosition = (position: number) => early[positions.indexOf(position)]!;
    later(2);
    expect((await state(byPosition(3))).place).toBe(1);

    const left = await apiOf(first).call('DELETE', `${path()}/current`, undefined, withTicket(byPosition(1)));
    expect(left.status).toBe(204);
    later(2);
    expect(await state(byPosition(1))).toMatchObject({ status: 'left' });
    expect(await state(byPosition(3))).toMatchObject({ status: 'admitted' });
    expect(await state(byPosition(4))).toMatchObject({ status: 'waiting', place: 1 });

    later(LIMITS.turnSeconds);
    expect(await state(byPosition(2))).toMatchObject({ status: 'expired', turnEndsAt: null });
    expect(await state(byPosition(4))).toMatchObject({ status: 'admitted' });
    expect(await state(byPosition(5))).toMatchObject({ status: 'admitted' });
    expect(await state(byPosition(6))).toMatchObject({ status: 'waiting', place: 1 });
  });

  it('paces polls: a second within 2 s is 429 with Retry-After, on either instance', async () => {
    later(2);
    const ticket = late[0]!;
    expect((await poll(ticket)).status).toBe(200);
    later(1);
    const tooSoon = await poll(ticket, second);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe('RATE_LIMITED');
    expect(tooSoon.headers.get('retry-after')).toBe('1');
    later(1);
    expect((await poll(ticket, second)).status).toBe(200);
  });

  it('knows no ticket of another queue or a made-up one', async () => {
    later(2);
    const unknown = await poll('A'.repeat(43));
    expect(unknown.status).toBe(404);
    const malformed = await poll('not-a-ticket');
    expect(malformed.status).toBe(400);
  });
});
