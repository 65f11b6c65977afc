import { releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseQueues } from '../../db/schema/release-queue.ts';
import { teeTimeLocks } from '../../db/schema/tee-times.ts';
import {
  type FairQueueMorning,
  holdTwoInNewCart,
  joinFromNewAddresses,
  startFairQueueMorning,
  withTicket,
} from './release-queue-test-helpers.ts';

// Turns never outnumber what is left to choose: with one tee time left on the
// released day (of both courses of the waiting room) and three turns free, one golfer chooses at a time; once nothing is left, turns
// go on to let those in line learn it, and whoever still waits is told the day is taken for now.
// 06:50 in New York; the release is at 07:00.
const OPEN = new Date('2026-07-10T10:50:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');

let clock = OPEN;
let morning: FairQueueMorning;
let lastOpen: TeeTime;
let firstHeld: TeeTime;

const db = () => morning.server.database!.handle.db;
const path = () => `/api/release-queue/${morning.north}/tickets`;
const stateOf = async (ticket: string) => {
  const answer = await morning.api.get(`${path()}/current`, withTicket(ticket));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return releaseTicketStateSchema.parse(answer.body);
};
const statusOf = async (ticket: string) => (await stateOf(ticket)).status;

/** A new cart holding two players on the last open tee time, in the ticket's turn. */
const holdTwo = async (ticket: string) => {
  const held = await holdTwoInNewCart(morning.api, morning.north, lastOpen, ticket);
  expect(held.status, JSON.stringify(held.body)).toBe(201);
};
/** Two seconds later (the poll pace), the tickets other than `before` that now have a turn. */
const nextAdmitted = async (tickets: string[], before: string[]) => {
  clock = new Date(clock.getTime() + 2000);
  const admitted: string[] = [];
  for (const ticket of tickets)
    if ((await statusOf(ticket)) === 'admitted' && !before.includes(ticket)) admitted.push(ticket);
  return admitted;
};

beforeAll(async () => {
  morning = await startFairQueueMorning(() => clock, OPEN, 3);
  const { day, north } = morning;
  // Every tee time of the day but North's last is held by someone else, past the morning, on both
  // courses: South is released at the same instant, in the same waiting room.
  lastOpen = day.at(-1)!;
  firstHeld = day[0]!;
  const south = ((await morning.api.get('/api/facilities')).body as Facility[]).find(
    (one) => one.courseId === 'harbor-pines-south',
  )!.id;
  const southDay = (
    (await morning.api.get(`/api/v2/tee-times?date=${lastOpen.teetime.slice(0, 10)}&facilityIds=${south}`))
      .body as TeeTimesResponse
  ).teeTimes;
  const heldBy = (facilityId: number, teeTimes: TeeTime[]) =>
    teeTimes.map((teeTime) => ({
      facilityId,
      teeTime: teeTime.teetime,
      slots: 4,
      holder: 'other-golfers',
      expiresAt: new Date(RELEASE.getTime() + 3_600_000),
    }));
  await db()
    .insert(teeTimeLocks)
    .values([...heldBy(north, day.slice(0, -1)), ...heldBy(south, southDay)]);
});
afterAll(() => morning.server.close());

describe('turns given by what is left', () => {
  it('lets no more golfers choose at once than tee times are left, lets the line in to learn it is sold out, and tells who still waits', async () => {
    const tickets = await joinFromNewAddresses(morning.api, morning.north, 6);
    clock = new Date(RELEASE.getTime() + 1000);
    const statuses = [];
    for (const ticket of tickets) statuses.push(await statusOf(ticket));
    expect([...statuses].sort()).toEqual(['admitted', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting']);

    // The admitted golfer holds two of its four slots: one tee time still has room, so one more chooses.
    const first = tickets[statuses.indexOf('admitted')]!;
    await holdTwo(first);
    const second = await nextAdmitted(tickets, [first]);
    expect(second).toHaveLength(1);

    // The second holds the last two slots: nothing is left, so three more (the free turns) get a
    // turn to learn it, and the one still waiting is told the day is taken for now, keeping the place.
    await holdTwo(second[0]!);
    const learning = await nextAdmitted(tickets, [first, second[0]!]);
    expect(learning).toHaveLength(3);
    const last = tickets.find((ticket) => ![first, second[0]!, ...learning].includes(ticket))!;
    clock = new Date(clock.getTime() + 2000);
    expect(await stateOf(last)).toMatchObject({ status: 'waiting', place: 1, soldOut: true });

    // A hold lapses (the other golfers' locks of one tee time end) and those learning leave: the
    // next turn goes by what is open again, and the mark is gone.
    await db().delete(teeTimeLocks).where(eq(teeTimeLocks.teeTime, firstHeld.teetime));
    for (const ticket of learning)
      expect((await morning.api.call('DELETE', `${path()}/current`, undefined, withTicket(ticket))).status).toBe(204);
    clock = new Date(clock.getTime() + 2000);
    expect(await stateOf(last)).toMatchObject({ status: 'admitted' });
    expect(await db().select({ soldOutAt: releaseQueues.soldOutAt }).from(releaseQueues)).toEqual([
      { soldOutAt: null },
    ]);
  });
});
