import type { Facility } from '@fairway/contract/facilities.contract';
import { releaseTicketIssuedSchema } from '@fairway/contract/release-queue-state.contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseQueues, releaseQueueTickets } from '../../db/schema/release-queue.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { setRelease, withTicket } from './release-queue-test-helpers.ts';
import { RELEASE_QUEUE_KEPT_MS, RELEASE_QUEUE_SWEEPS } from './release-queue.routes.ts';

// 06:50 in New York on Friday 2026-07-10: the waiting room of the 07:00 release is open.
const OPEN = new Date('2026-07-10T10:50:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');

let clock = OPEN;
let server: TestServer;
let north: number;

const db = () => server.database!.handle.db;
const rows = async () => ({
  queues: (await db().select({ n: count() }).from(releaseQueues))[0]!.n,
  tickets: (await db().select({ n: count() }).from(releaseQueueTickets))[0]!.n,
});

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  const facilities = (await accountsClient(server.baseUrl).get('/api/facilities')).body as Facility[];
  north = facilities.find((facility) => facility.courseId === 'harbor-pines-north')!.id;
  await setRelease(db(), { mode: 'fair-queue', releaseTime: '07:00' });
});
afterAll(() => server.close());

describe('the old-queues sweep', () => {
  it('keeps a queue and its tickets while they may still be asked about, and deletes both after', async () => {
    const api = accountsClient(server.baseUrl);
    const joined = await api.post(`/api/release-queue/${north}/tickets`);
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const { ticket } = releaseTicketIssuedSchema.parse(joined.body);
    expect(await rows()).toEqual({ queues: 1, tickets: 1 });

    clock = new Date(RELEASE.getTime() + RELEASE_QUEUE_KEPT_MS - 60_000);
    expect((await server.app.periodicJobs.runNow(RELEASE_QUEUE_SWEEPS.oldQueues)).changed).toBe(0);
    expect(await rows()).toEqual({ queues: 1, tickets: 1 });

    clock = new Date(RELEASE.getTime() + RELEASE_QUEUE_KEPT_MS + 60_000);
    expect(await server.app.periodicJobs.runNow(RELEASE_QUEUE_SWEEPS.oldQueues)).toEqual({ ran: true, changed: 1 });
    expect(await rows()).toEqual({ queues: 0, tickets: 0 });
    // The ticket is now nobody's: the same answer as an unknown one.
    expect((await api.get(`/api/release-queue/${north}/tickets/current`, withTicket(ticket))).status).toBe(404);
  });
});
