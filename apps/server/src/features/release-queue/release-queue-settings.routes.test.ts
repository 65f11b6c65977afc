import type { Facility } from '@fairway/contract/facilities.contract';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseQueueTickets } from '../../db/schema/release-queue.ts';
import { accountsClient, type CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { BEHIND_PROXY, fromNewAddress, setRelease, withTicket } from './release-queue-test-helpers.ts';

// The operator's release settings drive the waiting room: how many golfers choose at
// once and for how long (no app option overrides them here), and sign-in before joining.
// 06:40 in New York on Friday 2026-07-10: the waiting room is open, the release is at 07:00.
const OPEN = new Date('2026-07-10T10:40:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');

let clock = OPEN;
const now = () => clock;
let server: TestServer;
let north: number;
const db = () => server.database!.handle.db;
const path = () => `/api/release-queue/${north}/tickets`;
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const join = (options: CallOptions) => accountsClient(server.baseUrl).post(path(), {}, options);
const state = async (ticket: string) => {
  const answer = await accountsClient(server.baseUrl).get(`${path()}/current`, withTicket(ticket));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { status: string; place: number | null; turnEndsAt: string | null };
};

beforeAll(async () => {
  server = await startTestServer({ now, env: BEHIND_PROXY });
  const facilities = (await accountsClient(server.baseUrl).get('/api/facilities')).body as Facility[];
  north = facilities.find((candidate) => candidate.courseId === 'harbor-pines-north')!.id;
});
afterAll(() => server.close());

describe('release queue: the operator settings', () => {
  it('validates the turns: at least one golfer at once, 30 s to 30 min each', () => {
    expect(resolveFacilitySettings({}).release).toMatchObject({ admitAtOnce: 10, turnSeconds: 180 });
    expect(() => resolveFacilitySettings({ release: { admitAtOnce: 0 } })).toThrow();
    expect(() => resolveFacilitySettings({ release: { turnSeconds: 10 } })).toThrow();
    expect(() => resolveFacilitySettings({ release: { turnSeconds: 1801 } })).toThrow();
  });

  it('admits as many at once as the operator says, each for the operator turn length', async () => {
    await setRelease(db(), {
      mode: 'fair-queue',
      releaseTime: '07:00',
      signInRequired: false,
      admitAtOnce: 2,
      turnSeconds: 60,
    });
    const tickets: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const answer = await join(fromNewAddress());
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      tickets.push(answer.body.ticket as string);
    }
    clock = RELEASE;
    const states = [];
    for (const ticket of tickets) states.push(await state(ticket));
    const admitted = states.filter((one) => one.status === 'admitted');
    expect(admitted).toHaveLength(2);
    for (const one of admitted) expect(Date.parse(one.turnEndsAt!)).toBe(RELEASE.getTime() + 60_000);
    const waiting = tickets[states.findIndex((one) => one.status === 'waiting')]!;
    later(61);
    expect(await state(waiting)).toMatchObject({ status: 'admitted' });
  });

  it('keeps anonymous golfers out of the waiting room when sign-in is required; a signed-in golfer joins', async () => {
    clock = OPEN;
    await setRelease(db(), { mode: 'fair-queue', releaseTime: '07:00', signInRequired: true });
    const before = (await db().select().from(releaseQueueTickets)).length;
    const anonymous = await join(fromNewAddress());
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.error).toMatchObject({
      code: 'RELEASE_SIGN_IN_REQUIRED',
      message: 'Please sign in to book tee times on the day being released.',
    });
    expect((await db().select().from(releaseQueueTickets)).length).toBe(before);

    const signUp = await accountsClient(server.baseUrl).post('/api/profile', {
      emailAddress: 'queue.settings@example.com',
      password: 'Birdie2024',
      firstName: 'Jane',
      lastName: 'Settings',
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBeLessThan(300);
    const signedIn = await join({ ...fromNewAddress(), bearer: signUp.body.sessionToken as string });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(201);
  });
});
