import type { Facility } from '@fairway/contract/facilities.contract';
import { releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import type { TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { releaseWindowOf } from '@fairway/domain/release-queue/release-schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { BEHIND_PROXY, fromNewAddress, setRelease, withTicket } from './release-queue-test-helpers.ts';

// admitAtOnce counts golfers choosing, not turns (issue #19): a turn that holds its tee time is
// paying, so the next in line starts choosing meanwhile. One chooses at a time here, on a day
// with every tee time open. 06:50 in New York; the release is at 07:00.
const OPEN = new Date('2026-07-10T10:50:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');

let clock = OPEN;
let server: TestServer;
let api: ReturnType<typeof accountsClient>;
let north: number;
let day: TeeTime[];

const path = () => `/api/release-queue/${north}/tickets`;
const statusOf = async (ticket: string) => {
  const answer = await api.get(`${path()}/current`, withTicket(ticket));
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
  const cartId = (await api.post('/api/shopping-cart', {}, fromNewAddress())).body.cartId as string;
  const teeTime = day[index]!;
  const item = { type: 'tee-time', facilityId: north, extra: { teetime: teeTime.teetime, rateId: teeTime.rates[0]!.rateId, players: 2, transportation: 'Cart' } };
  const held = await api.post(`/api/shopping-cart/${cartId}/cart-item`, { item }, withTicket(ticket));
  expect(held.status, JSON.stringify(held.body)).toBe(201);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, releaseQueue: { admitAtOnce: 1, turnSeconds: 180 }, env: BEHIND_PROXY });
  api = accountsClient(server.baseUrl);
  const facility = ((await api.get('/api/facilities')).body as Facility[]).find((one) => one.courseId === 'harbor-pines-north')!;
  north = facility.id;
  const settings = await setRelease(server.database!.handle.db, { mode: 'fair-queue', releaseTime: '07:00', admitAtOnce: 1 });
  const releasedDay = releaseWindowOf(OPEN, facility.timeZone, '07:00', settings.inventory.maxDaysOut).releasedDay;
  day = ((await api.get(`/api/v2/tee-times?date=${releasedDay}&facilityIds=${north}`)).body as TeeTimesResponse).teeTimes;
  expect(day.length).toBeGreaterThan(5);
});
afterAll(() => server.close());

describe('golfers choosing at once', () => {
  it('starts the next golfer choosing once a turn holds its tee time, not when the turn ends', async () => {
    const tickets: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const answer = await api.post(path(), {}, fromNewAddress());
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      tickets.push(answer.body.ticket as string);
    }
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
