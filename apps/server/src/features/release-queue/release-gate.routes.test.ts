import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime, TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { releaseWindowOf } from '@fairway/domain/release-queue/release-schedule';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { accountsClient, type CallOptions } from '../../test/accounts-client.ts';
import { BEHIND_PROXY, fromNewAddress, setRelease, withTicket } from './release-queue-test-helpers.ts';

// 06:50 in New York on Friday 2026-07-10; the day 14 days out is released at 07:00.
const BEFORE = new Date('2026-07-10T10:50:00Z');
const AFTER = new Date('2026-07-10T11:00:05Z');
let clock = BEFORE;
let server: TestServer;
let api: ReturnType<typeof accountsClient>;
let north: number;
let south: number;
let releasedDay: string;
let released: TeeTime[];
let otherDay: TeeTime[];

const db = () => server.database!.handle.db;
const itemOf = (teeTime: TeeTime, facilityId = north) => ({
  type: 'tee-time',
  facilityId,
  extra: { teetime: teeTime.teetime, rateId: teeTime.rates[0]!.rateId, players: 2, transportation: 'Cart' },
});
/** The tee time (on North unless told) added for two players to a cart: a new one (the golfer's own when signed in) unless given. */
const add = async (teeTime: TeeTime, options: CallOptions = {}, cartId?: string, facilityId = north) => {
  const cart = cartId ?? ((await api.post('/api/shopping-cart', {}, options)).body.cartId as string);
  return api.post(`/api/shopping-cart/${cart}/cart-item`, { item: itemOf(teeTime, facilityId) }, options);
};
const openSlots = async (teeTime: TeeTime) =>
  (await openTeeTimes(releasedDay, false)).find((one) => one.teetime === teeTime.teetime)?.availableSlots;
const openTeeTimes = async (date: string, whollyOpen = true, facilityId = north) =>
  (
    (await api.get(`/api/v2/tee-times?date=${date}&facilityIds=${facilityId}`)).body as TeeTimesResponse
  ).teeTimes.filter((teeTime) => !whollyOpen || teeTime.availableSlots === 4);
const join = async () => {
  const answer = await api.post(`/api/release-queue/${north}/tickets`, {}, fromNewAddress());
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.ticket as string;
};
let golfers = 0;
const signUp = async (email: string) => {
  const answer = await api.post('/api/profile', {
    emailAddress: email,
    password: 'Birdie2024',
    firstName: 'Jane',
    lastName: `Doe${++golfers}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return { bearer: answer.body.sessionToken as string };
};

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    releaseQueue: { admitAtOnce: 1, turnSeconds: 180 },
    env: BEHIND_PROXY,
  });
  api = accountsClient(server.baseUrl);
  const courses = (await api.get('/api/facilities')).body as Facility[];
  const facility = courses.find((one) => one.courseId === 'harbor-pines-north')!;
  north = facility.id;
  south = courses.find((one) => one.courseId === 'harbor-pines-south')!.id;
  const settings = await setRelease(db(), { mode: 'fair-queue', releaseTime: '07:00' });
  releasedDay = releaseWindowOf(BEFORE, facility.timeZone, '07:00', settings.inventory.maxDaysOut).releasedDay;
  released = await openTeeTimes(releasedDay);
  otherDay = await openTeeTimes(DateTime.fromISO(releasedDay).minus({ days: 1 }).toISODate()!);
  expect(released.length).toBeGreaterThan(10);
});
afterAll(() => server.close());

describe('release rules on cart holds', () => {
  it('in fair-queue mode, refuses the released day before the release, and other days are untouched', async () => {
    clock = BEFORE;
    const early = await add(released[0]!);
    expect(early.status).toBe(403);
    expect(early.body.error).toMatchObject({
      code: 'RELEASE_TURN_REQUIRED',
      message: `Tee times on ${releasedDay} open for booking at 07:00.`,
    });
    expect((await add(otherDay[0]!)).status).toBe(201);
  });

  it('after the release, holds only with a ticket whose turn runs', async () => {
    clock = BEFORE;
    const firstTicket = await join();
    const secondTicket = await join();
    clock = AFTER;
    const withoutTicket = await add(released[1]!);
    expect(withoutTicket.status).toBe(403);
    expect(withoutTicket.body.error).toMatchObject({
      code: 'RELEASE_TURN_REQUIRED',
      message:
        'Tee times on the day being released are booked in turns. Please wait in the waiting room for your turn.',
    });
    expect((await add(released[1]!, withTicket('B'.repeat(43)))).status).toBe(403);

    // One turn at a time: the lottery admits one of the two.
    const states = await Promise.all(
      [firstTicket, secondTicket].map(
        async (ticket) =>
          (await api.get(`/api/release-queue/${north}/tickets/current`, withTicket(ticket))).body.status,
      ),
    );
    expect([...states].sort()).toEqual(['admitted', 'waiting']);
    const admitted = states[0] === 'admitted' ? firstTicket : secondTicket;
    const waiting = admitted === firstTicket ? secondTicket : firstTicket;
    const refused = await add(released[1]!, withTicket(waiting));
    expect(refused.status).toBe(403);
    const held = await add(released[1]!, withTicket(admitted));
    expect(held.status, JSON.stringify(held.body)).toBe(201);

    // One turn, one cart: a hold in a new cart under the same ticket is refused and holds
    // nothing; the turn's own cart takes another tee time.
    const elsewhere = await add(released[2]!, withTicket(admitted));
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.error).toMatchObject({
      code: 'RELEASE_TURN_ONE_CART',
      message: 'During your turn, tee times are held in one cart. Please finish your booking in that cart.',
    });
    expect(await openSlots(released[2]!)).toBe(4);
    const sameCart = await add(released[2]!, withTicket(admitted), held.body.cartId as string);
    expect(sameCart.status, JSON.stringify(sameCart.body)).toBe(201);
    expect(await openSlots(released[2]!)).toBe(2);

    // After the turn ran out, the ticket no longer holds.
    clock = new Date(AFTER.getTime() + 181_000);
    expect((await add(released[9]!, withTicket(admitted))).status).toBe(403);
  });

  it('in first-come mode, holds the released day without a ticket', async () => {
    await setRelease(db(), { mode: 'first-come' });
    clock = AFTER;
    expect((await add(released[3]!)).status).toBe(201);
  });

  it('asks for sign-in on the released day when the operator does', async () => {
    await setRelease(db(), { mode: 'first-come', signInRequired: true });
    const guest = await add(released[4]!);
    expect(guest.status).toBe(403);
    expect(guest.body.error.code).toBe('RELEASE_SIGN_IN_REQUIRED');
    expect((await add(otherDay[1]!)).status).toBe(201);
    expect((await add(released[4]!, await signUp('signed.in@example.com'))).status).toBe(201);
    await setRelease(db(), { signInRequired: false });
  });

  it('limits bookings per golfer on the released day across e-mail variants and carts', async () => {
    await setRelease(db(), { mode: 'first-come', bookingsPerGolferPerReleaseDay: 1 });
    const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
    // A guest booking of the day made as JaneDoe+golf@GMAIL.com.
    const [order] = await db()
      .insert(orders)
      .values({
        bookingEngineId: engine!.id,
        orderNumber: 'REL-1',
        status: 'fulfilled',
        cartId: crypto.randomUUID(),
        currencyCode: 'USD',
        subTotal: 0,
        totalTaxes: 0,
        grandTotal: 0,
        paidNow: 0,
        dueAtCourse: 0,
        email: 'JaneDoe+golf@GMAIL.com',
        firstName: 'Jane',
        lastName: 'Doe',
        phone: '+1 555 010 0199',
      })
      .returning();
    await db().insert(reservations).values({
      orderId: order!.id,
      facilityId: north,
      cartItemId: crypto.randomUUID(),
      confirmationNumber: 'REL-1-1',
      teetime: released[5]!.teetime,
      startsAt: new Date(),
      players: 2,
      rateName: 'Prime',
      holes: 18,
      transportation: 'Cart',
      bookerEmail: 'JaneDoe+golf@GMAIL.com',
    });

    const jane = await signUp('jane.doe@gmail.com');
    const refused = await add(released[6]!, jane);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'RELEASE_LIMIT_REACHED', details: { limit: 1 } });
    expect((await add(otherDay[2]!, jane)).status).toBe(201);

    // Someone else books one; their second, even in a new cart, is refused.
    const other = await signUp('other.golfer@example.com');
    expect((await add(released[7]!, other)).status).toBe(201);
    expect((await add(released[8]!, other)).status).toBe(409);

    // The limit is the release's: South, released with North at 07:00, counts the same bookings.
    const [onSouth] = await openTeeTimes(releasedDay, true, south);
    const refusedOnSouth = await add(onSouth!, other, undefined, south);
    expect(refusedOnSouth.status).toBe(409);
    expect(refusedOnSouth.body.error.code).toBe('RELEASE_LIMIT_REACHED');
    expect((await add(onSouth!, jane, undefined, south)).status).toBe(409);
    expect((await add(onSouth!, await signUp('south.only@example.com'), undefined, south)).status).toBe(201);
    await setRelease(db(), { bookingsPerGolferPerReleaseDay: null });
    expect((await add(released[8]!, other)).status).toBe(201);
  });
});
