import { releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FairQueueMorning,
  holdTwoInNewCart,
  joinFromNewAddresses,
  startFairQueueMorning,
  storedPositions,
  withTicket,
} from './release-queue-test-helpers.ts';
import { statementsOf } from '../../test/statements-of.ts';

// A hold tried from a place in line sends that ticket to the back: the waiting room
// shows no Select buttons, so only a script sends one (hammering the release instant with every
// ticket it holds). Before the lottery such a ticket is drawn behind all who waited; after it, it
// goes behind everyone in line. The refusal comes from the ticket before the hold's transaction,
// so hundreds of them at the release instant do not each lock a cart and read its items and course. 06:50 in New York; the release is at 07:00; one golfer chooses at a time.
const OPEN = new Date('2026-07-10T10:50:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');
const WAITED = 6;

let clock = OPEN;
let morning: FairQueueMorning;

const db = () => morning.server.database!.handle.db;
const path = () => `/api/release-queue/${morning.north}/tickets`;
const join = async () => (await joinFromNewAddresses(morning.api, morning.north, 1))[0]!;
const stateOf = async (ticket: string) => {
  clock = new Date(clock.getTime() + 2000);
  const answer = await morning.api.get(`${path()}/current`, withTicket(ticket));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return releaseTicketStateSchema.parse(answer.body);
};
/** A hold of two players on the day's first tee time in a new cart, under `ticket` (or none). */
const hold = (ticket: string | null) => holdTwoInNewCart(morning.api, morning.north, morning.day[0]!, ticket);
// What a hold runs besides its new cart, the engine and its course with its room (the tenant memo
// and the release's course cache, room-course-cache.ts, skip those within their age; this test's
// clock moves). The hold's own reads of the course and of the room stay counted.
const counted = (statements: string[]) =>
  statements.filter(
    (statement) =>
      !/from "booking_engines"|insert into "carts"|booking_engine_facilities same_zone_link/.test(statement),
  );
const nextPosition = async () =>
  (await db().execute<{ next_position: number }>(`select next_position from release_queues`)).rows[0]!.next_position;

beforeAll(async () => {
  morning = await startFairQueueMorning(() => clock, OPEN, 1);
});
afterAll(() => morning.server.close());

describe('a hold tried from a place in line', () => {
  const waited: string[] = [];
  const jumpers: string[] = [];

  it('before the release: refused, and the ticket is drawn behind everyone who waited', async () => {
    jumpers.push(await join());
    waited.push(...(await joinFromNewAddresses(morning.api, morning.north, WAITED)));
    jumpers.push(await join());
    for (const jumper of jumpers) {
      const refused = await hold(jumper);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body).toMatchObject({
        error: { code: 'RELEASE_TURN_REQUIRED', message: expect.stringContaining('open for booking at 07:00') },
      });
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
    const byPlace = waited
      .map((ticket, index) => ({ ticket, position: positions[index]! }))
      .sort((a, b) => a.position - b.position);
    const [first, second, third] = byPlace.map((entry) => entry.ticket);
    expect((await stateOf(first!)).status).toBe('admitted');
    expect(await stateOf(third!)).toMatchObject({ status: 'waiting', place: 2 });

    const back = await nextPosition();
    const { value: refused, statements } = await statementsOf(() => hold(third!));
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    // Refused from the ticket before the hold's transaction: its read and the move; not the cart's
    // lock, its items, the room or the ticket twice.
    expect(counted(statements), statements.join('\n')).toHaveLength(2);
    expect(statements.filter((statement) => /"cart_items"|from "carts"| for update/.test(statement))).toEqual([]);
    expect(refused.body).toMatchObject({ error: { code: 'RELEASE_TURN_REQUIRED' } });
    expect(await storedPositions(db(), [third!])).toEqual([back]);
    expect(await nextPosition()).toBe(back + 1);
    expect(await stateOf(third!)).toMatchObject({ status: 'waiting', place: WAITED + 2 - 1 });
    expect(await stateOf(second!)).toMatchObject({ status: 'waiting', place: 1 });

    // Tried again: still refused, not moved again, and only the ticket read.
    const again = await statementsOf(() => hold(third!));
    expect(again.value.status).toBe(403);
    expect(counted(again.statements), again.statements.join('\n')).toHaveLength(1);
    expect(await storedPositions(db(), [third!])).toEqual([back]);
    expect(await nextPosition()).toBe(back + 1);
  });

  it('leaves alone a turn that holds, and a ticket already gone from the line', async () => {
    const positions = await storedPositions(db(), waited);
    const byPlace = waited
      .map((ticket, index) => ({ ticket, position: positions[index]! }))
      .sort((a, b) => a.position - b.position);
    const first = byPlace[0]!.ticket;
    expect((await hold(first)).status).toBe(201);

    const leaving = byPlace.at(-1)!.ticket;
    const before = await storedPositions(db(), [leaving]);
    expect((await morning.api.call('DELETE', `${path()}/current`, undefined, withTicket(leaving))).status).toBe(204);
    expect((await hold(leaving)).status).toBe(403);
    expect(await storedPositions(db(), [leaving])).toEqual(before);
  });
});
