import { releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FairQueueMorning,
  holdTwoInNewCart,
  joinFromNewAddresses,
  startFairQueueMorning,
  withTicket,
} from './release-queue-test-helpers.ts';

// admitAtOnce counts golfers choosing, not turns: a turn that holds its tee time is
// paying, so the next in line starts choosing meanwhile. One chooses at a time here, on a day
// with every tee time open. 06:50 in New York; the release is at 07:00.
const OPEN = new Date('2026-07-10T10:50:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');

let clock = OPEN;
let morning: FairQueueMorning;

const statusOf = async (ticket: string) => {
  const answer = await morning.api.get(`/api/release-queue/${morning.north}/tickets/current`, withTicket(ticket));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return releaseTicketStateSchema.parse(answer.body).status;
};
/** Each ticket's status two seconds later (the poll pace), in order. */
const statusesLater = async (tickets: string[]) => {
  clock = new Date(clock.getTime() + 2000);
  const statuses = [];
  for (const ticket of tickets) statuses.push(await statusOf(ticket));
  return statuses;
};
/** Holds two players on the day's `index`-th tee time in a new cart, in the ticket's turn. */
const holdTwo = async (ticket: string, index: number) => {
  const held = await holdTwoInNewCart(morning.api, morning.north, morning.day[index]!, ticket);
  expect(held.status, JSON.stringify(held.body)).toBe(201);
};

beforeAll(async () => {
  morning = await startFairQueueMorning(() => clock, OPEN, 1);
});
afterAll(() => morning.server.close());

describe('golfers choosing at once', () => {
  it('starts the next golfer choosing once a turn holds its tee time, not when the turn ends', async () => {
    const tickets = await joinFromNewAddresses(morning.api, morning.north, 3);
    clock = new Date(RELEASE.getTime() + 1000);
    const atRelease = await statusesLater(tickets);
    expect([...atRelease].sort()).toEqual(['admitted', 'waiting', 'waiting']);
    const first = tickets[atRelease.indexOf('admitted')]!;

    // Still choosing: nobody else starts, however long it takes within the turn.
    expect(await statusesLater(tickets)).toEqual(atRelease);

    // Held, so paying: the next in line starts choosing while the first turn still runs.
    await holdTwo(first, 0);
    const afterHold = await statusesLater(tickets);
    expect(afterHold.filter((status) => status === 'admitted')).toHaveLength(2);
    expect(afterHold[tickets.indexOf(first)]).toBe('admitted');
    const second = tickets.find((ticket, index) => ticket !== first && afterHold[index] === 'admitted')!;

    await holdTwo(second, 1);
    expect(await statusesLater(tickets)).toEqual(['admitted', 'admitted', 'admitted']);
  });
});
