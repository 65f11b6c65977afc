import type { Facility } from '@fairway/contract/facilities.contract';
import { type ReleaseInfo, releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import type { TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FairQueueMorning,
  holdTwoInNewCart,
  joinFromNewAddresses,
  setRelease,
  startFairQueueMorning,
  withTicket,
} from './release-queue-test-helpers.ts';

// One waiting room per release instant (release-room.repository.ts): Harbor Pines North and South
// (both New York) release their day at the same 07:00, so their golfers wait in one line and a
// turn holds a tee time on either course. Desert Fairways' two courses (Phoenix, Denver) release
// an hour apart and keep a room each.
const OPEN = new Date('2026-07-10T10:50:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');

let clock = OPEN;
let morning: FairQueueMorning;
let south: number;

const infoOf = async (facilityId: number, alias = 'demo') => {
  const answer = await morning.api.get(`/api/release-queue/${facilityId}`, { alias });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ReleaseInfo;
};
const stateVia = async (facilityId: number, ticket: string) => {
  const answer = await morning.api.get(`/api/release-queue/${facilityId}/tickets/current`, withTicket(ticket));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return releaseTicketStateSchema.parse(answer.body);
};

beforeAll(async () => {
  morning = await startFairQueueMorning(() => clock, OPEN, 1);
  south = ((await morning.api.get('/api/facilities')).body as Facility[]).find(
    (one) => one.courseId === 'harbor-pines-south',
  )!.id;
});
afterAll(() => morning.server.close());

describe('a waiting room shared by the courses released at one instant', () => {
  it('names one room for courses in one time zone, and one per zone otherwise', async () => {
    expect((await infoOf(morning.north)).roomFacilityId).toBe(Math.min(morning.north, south));
    expect((await infoOf(south)).roomFacilityId).toBe(Math.min(morning.north, south));

    await setRelease(morning.server.database!.handle.db, { mode: 'fair-queue', releaseTime: '07:00' }, 'desert-group');
    const desert = (await morning.api.get('/api/facilities', { alias: 'desert-group' })).body as Facility[];
    expect(new Set(desert.map((course) => course.timeZone)).size).toBe(2);
    const rooms = await Promise.all(
      desert.map(async (course) => (await infoOf(course.id, 'desert-group')).roomFacilityId),
    );
    expect(rooms).toEqual(desert.map((course) => course.id));
  });

  it('keeps one place in line through either course, and a turn holds a tee time on the other course', async () => {
    const [first, second] = await joinFromNewAddresses(morning.api, morning.north, 2);
    // Joined through South: the same line, drawn with the other two.
    const [third] = await joinFromNewAddresses(morning.api, south, 1);
    clock = new Date(RELEASE.getTime() + 1000);
    const viaNorth = await stateVia(morning.north, first!);
    clock = new Date(clock.getTime() + 2000);
    const viaSouth = await stateVia(south, first!);
    expect([viaSouth.status, viaSouth.place]).toEqual([viaNorth.status, viaNorth.place]);

    // One line of three, one choosing at a time across both courses.
    const tickets = [first!, second!, third!];
    const states = [viaSouth, await stateVia(south, second!), await stateVia(morning.north, third!)];
    expect(states.map((state) => state.status).sort()).toEqual(['admitted', 'waiting', 'waiting']);
    expect(
      states
        .filter((state) => state.status === 'waiting')
        .map((state) => state.place)
        .sort(),
    ).toEqual([1, 2]);
    const turn = tickets[states.findIndex((state) => state.status === 'admitted')]!;

    // The turn holds on South.
    const southDay = (
      (await morning.api.get(`/api/v2/tee-times?date=${morning.day[0]!.teetime.slice(0, 10)}&facilityIds=${south}`))
        .body as TeeTimesResponse
    ).teeTimes;
    const held = await holdTwoInNewCart(morning.api, south, southDay[0]!, turn);
    expect(held.status, JSON.stringify(held.body)).toBe(201);

    // A ticket still waiting in the shared line is refused on South as on North.
    const waiting = tickets.find((ticket) => ticket !== turn)!;
    const refused = await holdTwoInNewCart(morning.api, south, southDay[1]!, waiting);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('RELEASE_TURN_REQUIRED');
  });
});
