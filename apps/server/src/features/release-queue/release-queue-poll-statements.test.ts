import type { Facility } from '@fairway/contract/facilities.contract';
import { type ReleaseTicketState, releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts-client.ts';
import { statementsOf } from '../../test/statements-of.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { BEHIND_PROXY, fromNewAddress, setRelease, storedPositions, withTicket } from './release-queue-test-helpers.ts';

// On release morning the waiting room's polls are most of the server's requests (about
// 20,000 of 25,000 in the full release-sim). A poll is answered from the process's snapshot of the
// queue (queue-snapshot.ts): the one that refreshes it, with nothing to do, runs the course and the
// snapshot's read; every other poll within the snapshot's age runs none, and no poll writes. The
// engine lookup by alias, which the tenant memo skips in production, is not counted. A poll ran 8
// statements at first, then 4 (the course, the poll recorded, the queue, the ticket with its place).
const REFRESH_CEILING = 2;
const OPEN = new Date('2026-07-10T10:50:00Z');
const AFTER_RELEASE = new Date('2026-07-10T11:00:01Z');

let clock = OPEN;
let server: TestServer;
let api: ReturnType<typeof accountsClient>;
let north: number;

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    releaseQueue: { admitAtOnce: 1, turnSeconds: 180 },
    env: BEHIND_PROXY,
  });
  api = accountsClient(server.baseUrl);
  north = ((await api.get('/api/facilities')).body as Facility[]).find(
    (one) => one.courseId === 'harbor-pines-north',
  )!.id;
  await setRelease(server.database!.handle.db, { mode: 'fair-queue', releaseTime: '07:00', admitAtOnce: 1 });
});
afterAll(() => server.close());

describe('a waiting-room poll', () => {
  it(`runs at most ${REFRESH_CEILING} statements to refresh the snapshot, none within its age, and still tells the place`, async () => {
    const path = `/api/release-queue/${north}/tickets`;
    const tickets: string[] = [];
    for (let joined = 0; joined < 3; joined += 1)
      tickets.push((await api.post(path, {}, fromNewAddress())).body.ticket as string);
    clock = AFTER_RELEASE;
    const poll = async (ticket: string) => {
      const answer = await api.get(`${path}/current`, withTicket(ticket));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return releaseTicketStateSchema.parse(answer.body);
    };
    // The first polls draw the lottery and give the one turn.
    const states: ReleaseTicketState[] = [];
    for (const ticket of tickets) states.push(await poll(ticket));
    const waiting = tickets.filter((_, index) => states[index]!.status === 'waiting');
    expect(waiting).toHaveLength(2);

    clock = new Date(AFTER_RELEASE.getTime() + 2_000);
    const { value, statements } = await statementsOf(() => poll(waiting[1]!));
    expect(value.status).toBe('waiting');
    const [mine, other] = await storedPositions(server.database!.handle.db, [waiting[1]!, waiting[0]!]);
    expect(value.place).toBe(mine! > other! ? 2 : 1);
    const counted = statements.filter((statement) => !/from "booking_engines"/.test(statement));
    expect(counted.length, counted.join('\n')).toBeLessThanOrEqual(REFRESH_CEILING);
    expect(counted.filter((statement) => /^\s*(update|insert|delete)\b/i.test(statement))).toEqual([]);

    // The other waiting golfer's poll at the same moment: from the snapshot, no statement, and its own place.
    const neighbour = await statementsOf(() => poll(waiting[0]!));
    expect(neighbour.value.place).toBe(value.place === 1 ? 2 : 1);
    expect(neighbour.statements.filter((statement) => !/from "booking_engines"/.test(statement))).toEqual([]);
  });
});

describe("a waiting golfer's leave", () => {
  // When a day sells out, the waiting line goes home at once (about 900 leaves within seconds in the
  // full release-sim): a waiting ticket frees no turn, so its leave looks for none to give.
  it('marks the ticket left without reading the queue, its turns or the open tee times, and the place behind moves up', async () => {
    const path = `/api/release-queue/${north}/tickets`;
    const [leaving, behind] = [
      (await api.post(path, {}, fromNewAddress())).body.ticket as string,
      (await api.post(path, {}, fromNewAddress())).body.ticket as string,
    ];
    clock = new Date(clock.getTime() + 4_000);
    const before = (await api.get(`${path}/current`, withTicket(behind))).body as ReleaseTicketState;
    expect(before.status).toBe('waiting');

    const { value: left, statements } = await statementsOf(() =>
      api.call('DELETE', `${path}/current`, undefined, withTicket(leaving)),
    );
    expect(left.status, JSON.stringify(left.body)).toBe(204);
    // The ticket read and the one update; not the queue's row, its turns or the open tee times.
    const counted = statements.filter((statement) => !/from "booking_engines"/.test(statement));
    expect(counted.length, counted.join('\n')).toBeLessThanOrEqual(2);
    expect(counted.filter((statement) => /"release_queues"|tee_time/.test(statement))).toEqual([]);

    clock = new Date(clock.getTime() + 2_000);
    const after = (await api.get(`${path}/current`, withTicket(behind))).body as ReleaseTicketState;
    expect(after.place).toBe(before.place! - 1);
    expect(((await api.get(`${path}/current`, withTicket(leaving))).body as ReleaseTicketState).status).toBe('left');
  });
});

describe('a ticket gone from this process (left, or its place handed to a new token)', () => {
  // Both used to drop the process's snapshot, so the next poll of anyone read the whole line again:
  // a release morning's scripts re-joining their accounts by the hundred made each process read
  // the line many times a second.
  it('leaves the snapshot for everyone else, while the gone ticket is answered from the database at once', async () => {
    const path = `/api/release-queue/${north}/tickets`;
    const signUp = await api.post('/api/profile', {
      emailAddress: 'snapshot.handover@example.com',
      password: 'Birdie2024',
      firstName: 'Jane',
      lastName: 'Handover',
    });
    const bearer = signUp.body.sessionToken as string;
    const account = fromNewAddress();
    const first = (await api.post(path, {}, { ...account, bearer })).body.ticket as string;
    const [leaving, neighbour, other] = [
      (await api.post(path, {}, fromNewAddress())).body.ticket as string,
      (await api.post(path, {}, fromNewAddress())).body.ticket as string,
      (await api.post(path, {}, fromNewAddress())).body.ticket as string,
    ];
    clock = new Date(clock.getTime() + 4_000);
    const poll = (ticket: string) => api.get(`${path}/current`, withTicket(ticket));
    // The neighbour's poll refreshes the snapshot: the line as of now, with every ticket above in it.
    expect((await poll(neighbour)).status).toBe(200);

    const handedOver = await api.post(path, {}, { ...account, bearer });
    expect(handedOver.status, JSON.stringify(handedOver.body)).toBe(200);
    expect((await api.call('DELETE', `${path}/current`, undefined, withTicket(leaving))).status).toBe(204);

    clock = new Date(clock.getTime() + 100);
    const { statements } = await statementsOf(async () => {
      expect((await poll(first)).status).toBe(404);
      expect(((await poll(leaving)).body as ReleaseTicketState).status).toBe('left');
      expect((await poll(handedOver.body.ticket as string)).status).toBe(200);
      // Another waiting golfer's first poll since: from the snapshot still.
      expect((await poll(other)).status).toBe(200);
    });
    // Each gone or new ticket's own read; the line (the snapshot's read) not once.
    const counted = statements.filter((statement) => !/from "booking_engines"/.test(statement));
    expect(counted, counted.join('\n')).toHaveLength(3);
    expect(counted.filter((statement) => /json_agg/.test(statement))).toEqual([]);
  });
});
