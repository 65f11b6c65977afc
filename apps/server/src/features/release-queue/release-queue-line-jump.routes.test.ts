import type { Facility } from '@fairway/contract/facilities.contract';
import { releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import type { TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { releaseWindowOf } from '@fairway/domain/release-queue/release-schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { BEHIND_PROXY, fromNewAddress, setRelease, storedPositions, withTicket } from './release-queue-test-helpers.ts';

// A hold tried from a place in line sends that ticket to the back (issue #19): the waiting room
// shows no Select buttons, so only a script sends one (hammering the release instant with every
// ticket it holds). Before the lottery such a ticket is drawn behind all who waited; after it, it
// goes behind everyone in line. 06:50 in New York; the release is at 07:00; one golfer chooses at a time.
const OPEN = new Date('2026-07-10T10:50:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');
const WAITED = 6;

let clock = OPEN;
let server: TestServer;
let api: ReturnType<typeof accountsClient>;
let north: number;
let day: TeeTime[];

const db = () => server.database!.handle.db;
const path = () => `/api/release-queue/${north}/tickets`;
const join = async () => {
  const answer = await api.post(path(), {}, fromNewAddress());
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.ticket as string;
};
const stateOf = async (ticket: string) => {
  clock = new Date(clock.getTime() + 2000);
  const answer = await api.get(`${path()}/current`, withTicket(ticket));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return releaseTicketStateSchema.parse(answer.body);
};
/** A hold of two players on the day's first tee time in a new cart, under `ticket` (or none). */
const hold = async (ticket: string | null) => {
  const cartId = (await api.post('/api/shopping-cart', {}, fromNewAddress())).body.cartId as string;
  const teeTime = day[0]!;
  const item = { type: 'tee-time', facilityId: north, extra: { teetime: teeTime.teetime, rateId: teeTime.rates[0]!.rateId, players: 2, transportation: 'Cart' } };
  return api.post(`/api/shopping-cart/${cartId}/cart-item`, { item }, ticket ? withTicket(ticket) : {});
};
const nextPosition = async () => (await db().execute<{ next_position: number }>(`select next_position from release_queues`)).rows[0]!.next_position;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, releaseQueue: { admitAtOnce: 1, turnSeconds: 180 }, env: BEHIND_PROXY });
  api = accountsClient(server.baseUrl);
  const facility = ((await api.get('/api/facilities')).body as Facility[]).find((one) => one.courseId === 'harbor-pines-north')!;
  north = facility.id;
  const settings = await setRelease(db(), { mode: 'fair-queue', releaseTime: '07:00', admitAtOnce: 1 });
  const releasedDay = releaseWindowOf(OPEN, facility.timeZone, '07:00', settings.inventory.maxDaysOut).releasedDay;
  day = ((await api.get(`/api/v2/tee-times?date=${releasedDay}&facilityIds=${north}`)).body as TeeTimesResponse).teeTimes;
  expect(day.length).toBeGreaterThan(5);
});
afterAll(() => server.close());

describe('a hold tried from a place in line', () => {
  const waited: string[] = [];
  const jumpers: string[] = [];

  it('before the release: refused, and the ticket is drawn behind everyone who waited', async () => {
    jumpers.push(await join());
    for (let index = 0; index < WAITED; index += 1) waited.push(await join());
    jumpers.push(await join());
    for (const jumper of jumpers) {
      const refused = await hold(jumper);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'RELEASE_TURN_REQUIRED', message: expect.stringContaining('open for booking at 07:00') } });
    }
    // Without a ticket there is nobody to send back: refused, and nothing else changes.
    expect((await hold(null)).status).toBe(403);

    clock = new Date(RELEASE.getTime() + 1000);
    await stateOf(waited[0]!);
    const positions = await storedPositions(db(), [...waited, ...jumpers]);
    expect([...positions.slice(0, WAITED)].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...positions.slice(WAITED)].sort()).toEqual([WAITED + 1, WAITED + 2]);
  });

  it('after the lottery: refused, and the ticket goes behind everyone in line, once', async () => {
    const positions = await storedPositions(db(), waited);
    const byPlace = waited.map((ticket, index) => ({ ticket, position: positions[index]! })).sort((a, b) => a.position - b.position);
    const [first, second, third] = byPlace.map((entry) => entry.ticket);
    expect((await stateOf(first!)).status).toBe('admitted');
    expect(await stateOf(third!)).toMatchObject({ status: 'waiting', place: 2 });

    const back = await nextPosition();
    const refused = await hold(third!);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'RELEASE_TURN_REQUIRED' } });
    expect(await storedPositions(db(), [third!])).toEqual([back]);
    expect(await nextPosition()).toBe(back + 1);
    expect(await stateOf(third!)).toMatchObject({ status: 'waiting', place: WAITED + 2 - 1 });
    expect(await stateOf(second!)).toMatchObject({ status: 'waiting', place: 1 });

    // Tried again: still refused, not moved again.
    expect((await hold(third!)).status).toBe(403);
    expect(await storedPositions(db(), [third!])).toEqual([back]);
    expect(await nextPosition()).toBe(back + 1);
  });

  it('leaves alone a turn that holds, and a ticket already gone from the line', async () => {
    const positions = await storedPositions(db(), waited);
    const byPlace = waited.map((ticket, index) => ({ ticket, position: positions[index]! })).sort((a, b) => a.position - b.position);
    const first = byPlace[0]!.ticket;
    expect((await hold(first)).status).toBe(201);

    const leaving = byPlace.at(-1)!.ticket;
    const before = await storedPositions(db(), [leaving]);
    expect((await api.call('DELETE', `${path()}/current`, undefined, withTicket(leaving))).status).toBe(204);
    expect((await hold(leaving)).status).toBe(403);
    expect(await storedPositions(db(), [leaving])).toEqual(before);
  });
});
