import type { Facility } from '@fairway/contract/facilities.contract';
import { type ReleaseTicketState, releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts-client.ts';
import { statementsOf } from '../../test/statements-of.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { BEHIND_PROXY, fromNewAddress, setRelease, storedPositions, withTicket } from './release-queue-test-helpers.ts';

// On release morning the waiting room's polls are most of the server's requests (about
// 20,000 of 26,000 in the full release-sim). A poll that finds nothing to do runs these statements:
// the course, the poll recorded (returning the ticket), the queue with its line and turns, and the
// ticket with its place; the engine lookup by alias, which the tenant memo skips in production, is
// not counted. It ran 8 before (the ticket read twice, the queue, the line and the turns apart).
const POLL_CEILING = 4;
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
  it(`runs at most ${POLL_CEILING} statements when there is nothing to do, and still tells the place`, async () => {
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
    expect(counted.length, counted.join('\n')).toBeLessThanOrEqual(POLL_CEILING);
  });
});
