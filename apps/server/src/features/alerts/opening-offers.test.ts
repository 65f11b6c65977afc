import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertOffers } from '../../db/schema/alerts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { CARDS, guestForm, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { OPENING_OFFERS_JOB } from './opening-offers.ts';

// A cancellation is matched against the alias's alerts by the durable job: the oldest matching
// alert's golfer gets the tee time in their cart, held for them alone for 10 minutes, and one
// e-mail with a Book it link; unbooked, it passes to the next alert, then back to search.
// The clock starts at 2026-07-10 08:00 in New York and is moved by the tests.
const START = new Date('2026-07-10T12:00:00Z');
let clock = START;
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;
const runJob = () => server.app.periodicJobs.runNow(OPENING_OFFERS_JOB);
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

type Golfer = Awaited<ReturnType<typeof api.newGolfer>>;
const mailsTo = (email: string) => db().select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'tee-time-alert-offer')));
const offersOf = (teetime: string) => db().select().from(alertOffers).where(eq(alertOffers.teetime, teetime));

async function alertFor(golfer: Golfer, facilityId: number, overrides: Record<string, unknown> = {}) {
  const answer = await api.post(
    '/api/profile/teetime-alerts',
    { dates: ['2026-07-14'], timezone: 'America/New_York', teetimeStartTime: 8 * 60, teetimeEndTime: 11 * 60, players: 2, facilityIds: [facilityId], lzCurrentLanguage: 'en', ...overrides },
    golfer.options,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

/** The tee-time items of a golfer's own cart (the cart that follows them). */
async function cartTeeTimes(golfer: Golfer) {
  const cartId = await api.newCart(golfer.options);
  const cart = await api.get(`/api/shopping-cart/${cartId}`, golfer.options);
  return { cartId, items: (cart.body.items as { type: string; extra: { teetime: string; players: number } }[]).filter((item) => item.type === 'tee-time') };
}

/** Open slots the public search shows on a tee time (0 when it is not listed). */
async function openSlots(facilityId: number, teetime: string): Promise<number> {
  const times = await api.teeTimes(teetime.slice(0, 10), facilityId, 'demo');
  return times.find((entry: { teetime: string }) => entry.teetime === teetime)?.availableSlots ?? 0;
}

/** Books 2 players on `date` at `from` or later as a new golfer, then cancels them: the opening. Each test has its own day. */
async function opening(date: string, from: string) {
  const booker = await api.newGolfer();
  const booked = await api.book({ ...booker.options, email: booker.email }, 'harbor-pines-north', date, 2, from);
  const cancel = await api.put(`/api/reservations/${booked.reservationId}/cancel`, { reason: 'Rain' }, booker.options);
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  return booked;
}

describe('exclusive offers on cancellation', () => {
  it('holds the opened slots in the oldest matching golfer’s cart only, once, even when passes race', async () => {
    clock = START;
    const [first, second, tooMany, wrongDay] = [await api.newGolfer(), await api.newGolfer(), await api.newGolfer(), await api.newGolfer()];
    const booked = await opening('2026-07-14', '09:00');
    await alertFor(tooMany, booked.facilityId, { players: 3 });
    await alertFor(wrongDay, booked.facilityId, { dates: ['2026-07-20'] });
    const firstAlert = await alertFor(first, booked.facilityId);
    await alertFor(second, booked.facilityId, { teetimeStartTime: 9 * 60 });

    const passes = await Promise.all([1, 2, 3].map(runJob));
    expect(passes.reduce((sum, pass) => sum + pass.changed, 0)).toBe(1);
    expect((await runJob()).changed).toBe(0);

    const offers = await offersOf(booked.teetime);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ alertId: firstAlert, status: 'offered', players: 2 });
    expect(offers[0]!.expiresAt.getTime() - clock.getTime()).toBe(10 * 60_000);

    const mails = await mailsTo(first.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A tee time you asked for just opened');
    expect(mails[0]!.text).toContain('Harbor Pines');
    expect(mails[0]!.text).toContain('held for you alone until 8:10 AM');
    const link = new URL(mails[0]!.text.match(/Book it: (\S+)/)![1]!);
    expect(link.pathname).toBe('/alerts');
    expect(Object.fromEntries(link.searchParams)).toEqual({ alias: 'demo', book: '1' });
    for (const golfer of [second, tooMany, wrongDay]) expect(await mailsTo(golfer.email)).toHaveLength(0);

    // In the first golfer's cart; invisible to search and to everyone else's cart.
    expect((await cartTeeTimes(first)).items.map((item) => [item.extra.teetime, item.extra.players])).toEqual([[booked.teetime, 2]]);
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(2);
    const { cartId: otherCart } = await cartTeeTimes(second);
    const rate = (await api.teeTimes('2026-07-14', booked.facilityId, 'demo')).find((entry: { teetime: string }) => entry.teetime === booked.teetime)!.rates[0]!;
    const grab = await api.post(
      `/api/shopping-cart/${otherCart}/cart-item`,
      { item: { type: 'tee-time', facilityId: booked.facilityId, extra: { teetime: booked.teetime, rateId: rate.rateId, players: 3 } } },
      second.options,
    );
    expect(grab.status).toBe(409);
  });

  it('passes a lapsed offer to the next matching alert, then gives the slots back to search', async () => {
    clock = START;
    const [first, second] = [await api.newGolfer(), await api.newGolfer()];
    const booked = await opening('2026-07-15', '10:00');
    await alertFor(first, booked.facilityId, { dates: ['2026-07-15'] });
    await alertFor(second, booked.facilityId, { dates: ['2026-07-15'] });
    await runJob();
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(2);

    // (Offers of the other tests lapse at the same moments: look at this tee time's only.)
    later(9);
    await runJob();
    expect((await offersOf(booked.teetime)).map((offer) => offer.status)).toEqual(['offered']);
    later(1);
    await runJob();
    expect((await offersOf(booked.teetime)).map((offer) => offer.status).sort()).toEqual(['offered', 'passed']);
    expect((await cartTeeTimes(first)).items).toEqual([]);
    expect((await cartTeeTimes(second)).items.map((item) => [item.extra.teetime, item.extra.players])).toEqual([[booked.teetime, 2]]);
    expect(await mailsTo(second.email)).toHaveLength(1);
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(2);

    later(10);
    await runJob();
    expect((await offersOf(booked.teetime)).map((offer) => offer.status)).toEqual(['passed', 'passed']);
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(4);
    await runJob();
    expect(await offersOf(booked.teetime)).toHaveLength(2);
  });

  it('closes an offer as booked when the golfer checked out in time; nobody else is offered it', async () => {
    clock = START;
    const [first, second] = [await api.newGolfer(), await api.newGolfer()];
    const booked = await opening('2026-07-16', '10:00');
    const firstAlert = await alertFor(first, booked.facilityId, { dates: ['2026-07-16', '2026-07-18'] });
    await alertFor(second, booked.facilityId, { dates: ['2026-07-16'] });
    await runJob();

    const { cartId } = await cartTeeTimes(first);
    const invoice = await api.invoice(cartId, first.options);
    const dueNow = invoice.body.dueNow.original.total as number;
    const paymentToken = dueNow > 0 ? await api.cardToken(cartId, CARDS.approve, first.options) : null;
    const paid = await api.pay(cartId, `offer-${randomUUID()}`, { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ email: first.email }) }, first.options);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order.reservations[0].teetime.slice(0, 16)).toBe(booked.teetime.slice(0, 16));

    later(10);
    await runJob();
    expect((await offersOf(booked.teetime)).map((offer) => offer.status)).toEqual(['booked']);
    expect(await mailsTo(second.email)).toHaveLength(0);
    // The alert is done for the booked day, and still watches the other.
    const alert = await api.get(`/api/profile/teetime-alerts/${firstAlert}`, first.options);
    expect(alert.body.dates).toEqual(['2026-07-18']);
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(2);
  });

  it('offers nothing when no alert matches, and records the scan so it is not repeated', async () => {
    clock = START;
    const booked = await opening('2026-07-17', '12:00');
    expect((await runJob()).changed).toBe(0);
    expect(await offersOf(booked.teetime)).toEqual([]);
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(4);
  });
});
