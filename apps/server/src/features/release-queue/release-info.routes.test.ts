import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { releaseInfoSchema } from '@fairway/contract/release-queue-state.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { BEHIND_PROXY, fromNewAddress, setRelease, withTicket } from './release-queue-test-helpers.ts';

// 06:50 in New York on Friday 2026-07-10: the waiting room is open, the release is at 07:00.
const OPEN = new Date('2026-07-10T10:50:00Z');
let clock = OPEN;
let server: TestServer;
let north: number;
const db = () => server.database!.handle.db;
const info = async (target = server) => {
  const answer = await accountsClient(target.baseUrl).get(`/api/release-queue/${north}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return releaseInfoSchema.parse(answer.body);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  const facilities = (await accountsClient(server.baseUrl).get('/api/facilities')).body as Facility[];
  north = facilities.find((candidate) => candidate.courseId === 'harbor-pines-north')!.id;
});
afterAll(() => server.close());

describe('GET /api/release-queue/{facilityId}', () => {
  it('tells the search a first-come engine has no waiting room', async () => {
    await setRelease(db(), { mode: 'first-come', releaseTime: '07:00' });
    expect(await info()).toMatchObject({
      mode: 'first-come',
      waitingRoomOpen: false,
      releaseTime: '07:00',
      secondsToRelease: 600,
    });
  });

  it('opens the waiting room 30 min before the release in fair-queue mode, on the server clock', async () => {
    await setRelease(db(), { mode: 'fair-queue', signInRequired: true });
    const answer = await info();
    expect(answer).toMatchObject({
      mode: 'fair-queue',
      waitingRoomOpen: true,
      signInRequired: true,
      releaseAt: '2026-07-10T11:00:00.000Z',
      opensAt: '2026-07-10T10:30:00.000Z',
      closesAt: '2026-07-10T13:00:00.000Z',
      serverTime: OPEN.toISOString(),
      secondsToRelease: 600,
    });
    expect(answer.releasedDay).toMatch(/^2026-07-\d\d$/);
    clock = new Date('2026-07-10T10:29:59Z');
    expect((await info()).waitingRoomOpen).toBe(false);
    clock = new Date('2026-07-10T13:00:00Z');
    expect(await info()).toMatchObject({ waitingRoomOpen: false, secondsToRelease: 0 });
    await setRelease(db(), { mode: 'first-come', signInRequired: false });
    clock = OPEN;
  });

  it('is 404 for a course the engine does not show', async () => {
    const answer = await accountsClient(server.baseUrl).get('/api/release-queue/999999');
    expect(answer.status).toBe(404);
  });
});

describe('the end-to-end tests’ release clock', () => {
  it('does not exist without DEV_DEADLINES', async () => {
    const answer = await accountsClient(server.baseUrl).post(`/api/dev/release-queue/${north}/release-in`, {
      seconds: 5,
    });
    expect(answer.status).toBe(404);
  });

  it('moves one engine’s release to within seconds, for the queue and the hold gate alike, and back', async () => {
    clock = new Date('2026-07-10T16:00:00Z');
    const dev = await startTestServer({ db: db(), now: () => clock, env: { DEV_DEADLINES: '1', ...BEHIND_PROXY } });
    try {
      await setRelease(db(), { mode: 'fair-queue', releaseTime: '07:00' });
      const { releasedDay, waitingRoomOpen } = await info(dev);
      expect(waitingRoomOpen).toBe(false);
      const search = await accountsClient(dev.baseUrl).get(
        `/api/v2/tee-times?date=${releasedDay}&facilityIds=${north}`,
      );
      const teeTime = (search.body as TeeTimesResponse).teeTimes.find((one) => one.availableSlots === 4)!;
      const hold = async () => {
        const cartId = (await accountsClient(dev.baseUrl).post('/api/shopping-cart', {})).body.cartId as string;
        const item = {
          type: 'tee-time',
          facilityId: north,
          extra: { teetime: teeTime.teetime, rateId: teeTime.rates[0]!.rateId, players: 2, transportation: 'Cart' },
        };
        return accountsClient(dev.baseUrl).post(`/api/shopping-cart/${cartId}/cart-item`, { item });
      };
      // Noon in New York: the queue closed hours ago, the released day is first-come again.
      const before = await hold();
      expect(before.status).toBe(201);
      const moved = await accountsClient(dev.baseUrl).post(`/api/dev/release-queue/${north}/release-in`, {
        seconds: 20,
        admitAtOnce: 1,
        turnSeconds: 30,
      });
      expect(moved.status).toBe(200);
      expect(await info(dev)).toMatchObject({
        waitingRoomOpen: true,
        secondsToRelease: 20,
        serverTime: '2026-07-10T10:59:40.000Z',
        releasedDay,
      });
      const refused = await hold();
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('RELEASE_TURN_REQUIRED');
      // Its turns at the pace asked for: one at a time, 30 s each.
      const tickets = [];
      for (let index = 0; index < 2; index += 1)
        tickets.push(
          (await accountsClient(dev.baseUrl).post(`/api/release-queue/${north}/tickets`, undefined, fromNewAddress()))
            .body.ticket as string,
        );
      clock = new Date(clock.getTime() + 21_000);
      const states = await Promise.all(
        tickets.map(
          async (ticket) =>
            (await accountsClient(dev.baseUrl).get(`/api/release-queue/${north}/tickets/current`, withTicket(ticket)))
              .body,
        ),
      );
      const admitted = states.find((one) => one.status === 'admitted');
      expect(admitted?.turnEndsAt).toBe(new Date(Date.parse(admitted?.serverTime as string) + 30_000).toISOString());
      expect(states.find((one) => one.status === 'waiting')?.place).toBe(1);
      const bad = await accountsClient(dev.baseUrl).post(`/api/dev/release-queue/${north}/release-in`, {
        seconds: 'soon',
      });
      expect(bad.status).toBe(400);
      const reset = await accountsClient(dev.baseUrl).call('DELETE', '/api/dev/release-queue/clock');
      expect(reset.status).toBe(204);
      // The engine's queues are gone with it: a repeated end-to-end run starts afresh.
      expect(
        (await accountsClient(dev.baseUrl).get(`/api/release-queue/${north}/tickets/current`, withTicket(tickets[0]!)))
          .status,
      ).toBe(404);
      expect(await info(dev)).toMatchObject({ waitingRoomOpen: false, serverTime: clock.toISOString() });
    } finally {
      await setRelease(db(), { mode: 'first-come' });
      await dev.close();
      clock = OPEN;
    }
  });
});
