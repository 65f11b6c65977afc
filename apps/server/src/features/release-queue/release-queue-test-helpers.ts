import type { Facility } from '@fairway/contract/facilities.contract';
import { type FacilitySettings, resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { RELEASE_TICKET_HEADER } from '@fairway/contract/release-queue.contract';
import type { TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { releaseWindowOf } from '@fairway/domain/release-queue/release-schedule';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { releaseQueueTickets } from '../../db/schema/release-queue.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { hashTicket } from './release-queue.repository.ts';

/** Writes the demo engine's release settings (merged over what is stored) and returns its resolved settings. */
export async function setRelease(
  db: Database,
  release: Partial<FacilitySettings['release']>,
  alias = 'demo',
): Promise<FacilitySettings> {
  const [engine] = await db.select().from(bookingEngines).where(eq(bookingEngines.alias, alias));
  const stored = (engine!.settings ?? {}) as Record<string, unknown>;
  const settings = { ...stored, release: { ...(stored.release as object), ...release } };
  await db.update(bookingEngines).set({ settings }).where(eq(bookingEngines.alias, alias));
  return resolveFacilitySettings(settings);
}

/** A test server's environment behind a proxy (TRUST_PROXY): each simulated client sends its own address. */
export const BEHIND_PROXY = { TRUST_PROXY: 'true' };

let addresses = 0;
/** Call options from a new client address (documentation range 198.18.0.0/15), as the proxy would forward it. */
export const fromNewAddress = () => {
  addresses += 1;
  return { headers: { 'x-forwarded-for': `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` } };
};

/** Call options carrying a ticket. */
export const withTicket = (ticket: string) => ({ headers: { [RELEASE_TICKET_HEADER]: ticket } });

/** The stored place of each ticket (null before the lottery). */
export async function storedPositions(db: Database, tickets: string[]): Promise<(number | null)[]> {
  const rows = await db
    .select({ hash: releaseQueueTickets.tokenHash, position: releaseQueueTickets.position })
    .from(releaseQueueTickets);
  const byHash = new Map(rows.map((row) => [row.hash, row.position]));
  return tickets.map((ticket) => byHash.get(hashTicket(ticket)) ?? null);
}

type Api = ReturnType<typeof accountsClient>;

/** A release morning under test: the server, a client, the course and its released day's tee times. */
export interface FairQueueMorning {
  server: TestServer;
  api: Api;
  north: number;
  day: TeeTime[];
}

/**
 * A test server on the clock `now` whose demo engine runs a fair queue at 07:00 with `admitAtOnce`
 * golfers choosing at once, and Harbor Pines North's released day as the search shows it at `open`.
 */
export async function startFairQueueMorning(
  now: () => Date,
  open: Date,
  admitAtOnce: number,
): Promise<FairQueueMorning> {
  const server = await startTestServer({ now, releaseQueue: { admitAtOnce, turnSeconds: 180 }, env: BEHIND_PROXY });
  const api = accountsClient(server.baseUrl);
  const facility = ((await api.get('/api/facilities')).body as Facility[]).find(
    (one) => one.courseId === 'harbor-pines-north',
  )!;
  const settings = await setRelease(server.database!.handle.db, {
    mode: 'fair-queue',
    releaseTime: '07:00',
    admitAtOnce,
  });
  const releasedDay = releaseWindowOf(open, facility.timeZone, '07:00', settings.inventory.maxDaysOut).releasedDay;
  const day = (
    (await api.get(`/api/v2/tee-times?date=${releasedDay}&facilityIds=${facility.id}`)).body as TeeTimesResponse
  ).teeTimes;
  expect(day.length).toBeGreaterThan(5);
  return { server, api, north: facility.id, day };
}

/** `count` new tickets of the course's waiting room, each joined from a new address. */
export async function joinFromNewAddresses(api: Api, facilityId: number, count: number): Promise<string[]> {
  const tickets: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await api.post(`/api/release-queue/${facilityId}/tickets`, {}, fromNewAddress());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    tickets.push(answer.body.ticket as string);
  }
  return tickets;
}

/** A hold of two players on `teeTime` in a new cart, under `ticket` (or none): the cart's answer. */
export async function holdTwoInNewCart(api: Api, facilityId: number, teeTime: TeeTime, ticket: string | null) {
  const cartId = (await api.post('/api/shopping-cart', {}, fromNewAddress())).body.cartId as string;
  const item = {
    type: 'tee-time',
    facilityId,
    extra: { teetime: teeTime.teetime, rateId: teeTime.rates[0]!.rateId, players: 2, transportation: 'Cart' },
  };
  return api.post(`/api/shopping-cart/${cartId}/cart-item`, { item }, ticket ? withTicket(ticket) : {});
}
