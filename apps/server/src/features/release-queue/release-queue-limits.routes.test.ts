import type { Facility } from '@fairway/contract/facilities.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { releaseQueues, releaseQueueTickets } from '../../db/schema/release-queue.ts';
import { accountsClient, type CallOptions } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { BEHIND_PROXY, setRelease, storedPositions, withTicket } from './release-queue-test-helpers.ts';

// Limits that bind scripts without hurting people: one live ticket per account,
// a few per address for anonymous clients, joins paced per client, one lottery draw per address, dealt in rounds.
// 06:40 in New York on Friday 2026-07-10: the waiting room is open, the release is at 07:00.
const OPEN = new Date('2026-07-10T10:40:00Z');
const RELEASE = new Date('2026-07-10T11:00:00Z');
const LIMITS = { admitAtOnce: 1, turnSeconds: 180, ticketsPerAddress: 3 };

let clock = OPEN;
const now = () => clock;
let proxied: TestServer;
let direct: TestServer;
let north: number;
const db = () => proxied.database!.handle.db;
const path = () => `/api/release-queue/${north}/tickets`;
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const from = (address: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { 'x-forwarded-for': address, ...options.headers },
});
const join = (options: CallOptions, server = proxied) => accountsClient(server.baseUrl).post(path(), {}, options);
const joined = async (options: CallOptions, server = proxied) => {
  const answer = await join(options, server);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  later(2);
  return answer.body.ticket as string;
};
let golfers = 0;
const signUp = async () => {
  const answer = await accountsClient(proxied.baseUrl).post('/api/profile', {
    emailAddress: `queue${++golfers}@example.com`,
    password: 'Birdie2024',
    firstName: 'Jane',
    lastName: `Queue${golfers}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body.sessionToken as string;
};

beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY=true): the address is the X-Forwarded-For the proxy sets.
  proxied = await startTestServer({ now, releaseQueue: LIMITS, env: BEHIND_PROXY });
  // No proxy trusted: the address is the TCP peer, whatever X-Forwarded-For says.
  direct = await startTestServer({ now, releaseQueue: LIMITS, db: db() });
  const facilities = (await accountsClient(proxied.baseUrl).get('/api/facilities')).body as Facility[];
  north = facilities.find((candidate) => candidate.courseId === 'harbor-pines-north')!.id;
  await setRelease(db(), { mode: 'fair-queue', releaseTime: '07:00' });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

describe('release queue limits per client', () => {
  const household: string[] = [];

  it('paces joins per address: a second new ticket within 2 s is 429 with Retry-After', async () => {
    const first = await join(from('198.51.100.7'));
    expect(first.status).toBe(201);
    household.push(first.body.ticket as string);
    later(1);
    const tooSoon = await join(from('198.51.100.7'));
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe('RATE_LIMITED');
    expect(tooSoon.headers.get('retry-after')).toBe('1');
    // Another address is not slowed down.
    await joined(from('198.51.100.8'));
  });

  it('lets a household share a connection up to the cap, then answers 429 until one leaves', async () => {
    household.push(await joined(from('198.51.100.7')), await joined(from('198.51.100.7')));
    const fourth = await join(from('198.51.100.7'));
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { ticketsPerAddress: 3 } });
    expect(fourth.body.error.message).toContain('already holds 3 places');

    const left = await accountsClient(proxied.baseUrl).call(
      'DELETE',
      `${path()}/current`,
      undefined,
      withTicket(household.pop()!),
    );
    expect(left.status).toBe(204);
    household.push(await joined(from('198.51.100.7')));
  });

  it('uses the TCP address when no proxy is trusted: a forged X-Forwarded-For does not escape the cap', async () => {
    for (let index = 0; index < LIMITS.ticketsPerAddress; index += 1) await joined(from(`203.0.113.${index}`), direct);
    const forged = await join(from('203.0.113.99'), direct);
    expect(forged.status).toBe(429);
    expect(forged.body.error.message).toContain('already holds 3 places');
  });

  it('gives a signed-in golfer one live ticket: joining again hands over the same place under a new token', async () => {
    const bearer = await signUp();
    // Not counted in the anonymous cap of the household's full address.
    const first = await join(from('198.51.100.7', { bearer }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await join(from('192.0.2.50', { bearer }));
    expect(again.status).toBe(200);
    expect(again.body.ticket).not.toBe(first.body.ticket);
    expect(
      (await accountsClient(proxied.baseUrl).get(`${path()}/current`, withTicket(first.body.ticket as string))).status,
    ).toBe(404);
    expect(
      (await accountsClient(proxied.baseUrl).get(`${path()}/current`, withTicket(again.body.ticket as string))).status,
    ).toBe(200);
    const stored = await storedPositions(db(), [again.body.ticket as string]);
    expect(stored).toEqual([null]);
  });

  it("holds each client's rules when its joins arrive at once (before the draw, joins run side by side)", async () => {
    const burst = await Promise.all(Array.from({ length: 5 }, () => join(from('198.51.100.20'))));
    expect(burst.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429, 429]);
    const bearer = await signUp();
    const account = await Promise.all(Array.from({ length: 4 }, () => join(from('198.51.100.21', { bearer }))));
    expect(account.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    const rows = await db()
      .select({ id: releaseQueueTickets.id })
      .from(releaseQueueTickets)
      .where(eq(releaseQueueTickets.clientAddress, '198.51.100.21'));
    expect(rows).toHaveLength(1);
    // Each answer is read with its own join: a later join handing the place on cannot turn it into a 404.
    for (let round = 0; round < 10; round += 1) {
      const again = await Promise.all(Array.from({ length: 4 }, () => join(from('198.51.100.21', { bearer }))));
      expect(again.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    }
    later(2);
  });

  it("draws once per address, in rounds: an address's second ticket waits behind every address's first", async () => {
    for (let index = 0; index < 8; index += 1) await joined(from(`192.0.2.${index + 1}`));
    clock = new Date(RELEASE.getTime() + 1000);
    const state = await accountsClient(proxied.baseUrl).get(`${path()}/current`, withTicket(household[0]!));
    expect(state.status, JSON.stringify(state.body)).toBe(200);
    const drawn = await db()
      .selectDistinct({ address: releaseQueueTickets.clientAddress })
      .from(releaseQueueTickets)
      .where(isNull(releaseQueueTickets.leftAt));
    const places = (await storedPositions(db(), household)) as number[];
    expect(places.every((place) => place !== null)).toBe(true);
    expect(places[0]).toBeLessThanOrEqual(drawn.length);
    expect(places[1]).toBeGreaterThan(drawn.length);
    expect(places[2]).toBeGreaterThan(places[1]!);
  });

  it("after the draw, gives joins arriving at once the next places, each once, and still holds each client's rules", async () => {
    later(2);
    const nextPosition = async () =>
      (await db().select({ next: releaseQueues.nextPosition }).from(releaseQueues))[0]!.next;
    const back = await nextPosition();
    const late = await Promise.all(Array.from({ length: 6 }, (_, index) => join(from(`198.51.100.${60 + index}`))));
    expect(late.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const tickets = late.map((answer) => answer.body.ticket as string);
    const positions = (await storedPositions(db(), tickets)) as number[];
    expect([...positions].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5].map((offset) => back + offset));
    // Each answer tells its own place: one behind another, in the order of the places taken.
    const places = late.map((answer) => answer.body.place as number);
    const byPosition = positions.map((position, index) => ({ position, place: places[index]! }));
    byPosition.sort((a, b) => a.position - b.position);
    for (let index = 1; index < byPosition.length; index += 1)
      expect(byPosition[index]!.place).toBe(byPosition[index - 1]!.place + 1);

    const oneAddress = await Promise.all(Array.from({ length: 4 }, () => join(from('198.51.100.70'))));
    expect(oneAddress.map((answer) => answer.status).sort()).toEqual([201, 429, 429, 429]);
    expect(await nextPosition()).toBe(back + 7);
  });
});
