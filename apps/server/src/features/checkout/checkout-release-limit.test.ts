import type { Facility } from '@fairway/contract/facilities.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { releaseWindowOf } from '@fairway/domain/release-queue/release-schedule';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAttempts, orders } from '../../db/schema/checkout.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { CARDS, checkoutClient, guestForm } from './checkout-test-helpers.ts';

// 08:00 in New York on Friday 2026-07-10, after the 07:00 release (first-come: no turn needed).
const NOW = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof checkoutClient>;
let north: number;
let south: number;
let released: TeeTime[];
let releasedOnSouth: TeeTime[];
let next = 0;
const db = () => server.database!.handle.db;

/** A guest's cart holding the next open tee time of the released day (on North unless told), with the card entered: Pay, when called. */
async function readyToPay(email: string, phone: string, card = CARDS.approve, course: 'north' | 'south' = 'north') {
  const teeTime = course === 'north' ? released[next++]! : releasedOnSouth.shift()!;
  const cartId = await api.newCart();
  await api.addTeeTime(cartId, course === 'north' ? north : south, teeTime.teetime, teeTime.rates[0]!.rateId, 2);
  const dueNow = (await api.invoice(cartId)).body.dueNow.original.total as number;
  const paymentToken = await api.cardToken(cartId, card);
  const key = `release-limit-${crypto.randomUUID()}`;
  return () =>
    api.pay(cartId, key, { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ email, phone }) });
}

/** A guest checks out the next open tee time of the released day with this e-mail, phone and card. */
async function guestCheckout(email: string, phone: string, card = CARDS.approve) {
  return (await readyToPay(email, phone, card))();
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000' } });
  api = checkoutClient(server);
  const courses = (await api.get('/api/facilities')).body as Facility[];
  const facility = courses.find((one) => one.courseId === 'harbor-pines-north')!;
  north = facility.id;
  south = courses.find((one) => one.courseId === 'harbor-pines-south')!.id;
  const [engine] = await db().select().from(bookingEngines).where(eq(bookingEngines.alias, 'demo'));
  const settings = {
    ...(engine!.settings as Record<string, unknown>),
    release: { mode: 'first-come' as const, bookingsPerGolferPerReleaseDay: 1 },
  };
  await db().update(bookingEngines).set({ settings }).where(eq(bookingEngines.alias, 'demo'));
  const { releasedDay } = releaseWindowOf(
    NOW,
    facility.timeZone,
    '07:00',
    resolveFacilitySettings(settings).inventory.maxDaysOut,
  );
  released = (await api.teeTimes(releasedDay, north)).filter((teeTime) => teeTime.availableSlots === 4);
  releasedOnSouth = (await api.teeTimes(releasedDay, south)).filter((teeTime) => teeTime.availableSlots === 4);
});
afterAll(() => server.close());

describe('bookings per golfer on a released day, at checkout', () => {
  it('counts a guest once across e-mail variants and phone formats', async () => {
    const first = await guestCheckout('Jane.Doe+first@gmail.com', '+1 (555) 010-0199');
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const attemptsBefore = (await db().select().from(checkoutAttempts)).length;
    const sameEmail = await guestCheckout('JANEDOE@googlemail.com', '+1 (555) 010-7777');
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toMatchObject({
      code: 'RELEASE_LIMIT_REACHED',
      message: 'You have reached the number of bookings allowed per golfer on this release day.',
    });
    const samePhone = await guestCheckout('someone.else@example.com', '15550100199');
    expect(samePhone.status).toBe(409);
    expect((await db().select().from(checkoutAttempts)).length).toBe(attemptsBefore);

    const stranger = await guestCheckout('someone.else@example.com', '+1 (555) 010-8888', '5555 5555 5555 4444');
    expect(stranger.status, JSON.stringify(stranger.body)).toBe(200);
  });

  it("refuses the same card under another e-mail and phone: the processor's card fingerprint is stored on the order and counted", async () => {
    const first = await guestCheckout('card.owner@example.com', '+1 (555) 020-0001', '3782 822463 10005');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.email, 'card.owner@example.com'));
    expect(order!.cardFingerprint).toMatch(/^[\w-]{43}$/);
    expect(order!.cardFingerprint).not.toContain('0005');

    const sameCard = await guestCheckout('another.name@example.org', '+44 20 7946 0000', '378282246310005');
    expect(sameCard.status).toBe(409);
    expect(sameCard.body.error.code).toBe('RELEASE_LIMIT_REACHED');

    const ownCard = await guestCheckout('another.name@example.org', '+44 20 7946 0000', '4012 8888 8888 1881');
    expect(ownCard.status, JSON.stringify(ownCard.body)).toBe(200);
  });

  it('lets only one of two simultaneous checkouts on one card through (the count is re-checked in the booking under the locks of the golfer)', async () => {
    const payFirst = await readyToPay('twin.one@example.com', '+1 (555) 030-0001', '4000 0566 5566 5556');
    const paySecond = await readyToPay('twin.two@example.net', '+1 (555) 030-0002', '4000056655665556');
    const answers = await Promise.all([payFirst(), paySecond()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error.code).toBe('RELEASE_LIMIT_REACHED');
    const booked = await db()
      .select()
      .from(orders)
      .where(inArray(orders.email, ['twin.one@example.com', 'twin.two@example.net']));
    expect(booked).toHaveLength(1);
  });

  it('counts the release, not each course: South, released with North at 07:00, is refused to a golfer who booked North, and two checkouts on both courses go one at a time', async () => {
    const onNorth = await guestCheckout('two.courses@example.com', '+1 (555) 040-0001', '6011 1111 1111 1117');
    expect(onNorth.status, JSON.stringify(onNorth.body)).toBe(200);
    const onSouth = await (
      await readyToPay('two.courses@example.com', '+1 (555) 040-0009', '5105 1051 0510 5100', 'south')
    )();
    expect(onSouth.status, JSON.stringify(onSouth.body)).toBe(409);
    expect(onSouth.body.error.code).toBe('RELEASE_LIMIT_REACHED');

    const payNorth = await readyToPay('pair.north@example.com', '+1 (555) 050-0001', '6011 0009 9013 9424');
    const paySouth = await readyToPay('pair.south@example.net', '+1 (555) 050-0002', '6011000990139424', 'south');
    const answers = await Promise.all([payNorth(), paySouth()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const booked = await db()
      .select()
      .from(orders)
      .where(inArray(orders.email, ['pair.north@example.com', 'pair.south@example.net']));
    expect(booked).toHaveLength(1);
  });
});
