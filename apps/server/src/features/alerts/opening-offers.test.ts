import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertOffers } from '../../db/schema/alerts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { gatewayLedger } from '../../db/schema/payments.ts';
import { CARDS, CART_SWEEPS, guestForm, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { statementsOf } from '../../test/statements-of.ts';
import { teeTimeOpenings } from '../../db/schema/openings.ts';
import { customers, facilityOptIns } from '../../db/schema/profile.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import { BOOKING_WINDOW_JOB } from './booking-window-openings.ts';
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
const mailsTo = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'tee-time-alert-offer')));
const offersOf = (teetime: string) => db().select().from(alertOffers).where(eq(alertOffers.teetime, teetime));

async function alertFor(golfer: Golfer, facilityId: number, overrides: Record<string, unknown> = {}) {
  const answer = await api.post(
    '/api/profile/teetime-alerts',
    {
      dates: ['2026-07-14'],
      timezone: 'America/New_York',
      teetimeStartTime: 8 * 60,
      teetimeEndTime: 11 * 60,
      players: 2,
      facilityIds: [facilityId],
      lzCurrentLanguage: 'en',
      ...overrides,
    },
    golfer.options,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

/** The tee-time items of a golfer's own cart (the cart that follows them). */
async function cartTeeTimes(golfer: Golfer) {
  const cartId = await api.newCart(golfer.options);
  const cart = await api.get(`/api/shopping-cart/${cartId}`, golfer.options);
  return {
    cartId,
    items: (cart.body.items as { type: string; extra: { teetime: string; players: number } }[]).filter(
      (item) => item.type === 'tee-time',
    ),
  };
}

/** Open slots the public search shows on a tee time (0 when it is not listed). */
async function openSlots(facilityId: number, teetime: string): Promise<number> {
  const times = await api.teeTimes(teetime.slice(0, 10), facilityId, 'demo');
  return times.find((entry: { teetime: string }) => entry.teetime === teetime)?.availableSlots ?? 0;
}

/**
 * Books `players` on `date` at `from` or later as a new golfer, then cancels two of them: the
 * opening (with 4 booked, two stay on the tee time). Each test has its own day.
 */
async function opening(date: string, from: string, players: 2 | 4 = 2) {
  const booker = await api.newGolfer();
  const booked = await api.book({ ...booker.options, email: booker.email }, 'harbor-pines-north', date, players, from);
  const cancel = await api.put(
    `/api/reservations/${booked.reservationId}/cancel`,
    { reason: 'Rain', players: [players - 1, players] },
    booker.options,
  );
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  return booked;
}

describe('exclusive offers on cancellation', () => {
  it('holds the opened slots in the oldest matching golfer’s cart only, once, even when passes race', async () => {
    clock = START;
    const [first, second, tooMany, wrongDay] = [
      await api.newGolfer(),
      await api.newGolfer(),
      await api.newGolfer(),
      await api.newGolfer(),
    ];
    // Two players stay on the tee time: the 2 freed slots fit a party of 2, not of 3.
    const booked = await opening('2026-07-14', '09:00', 4);
    await alertFor(tooMany, booked.facilityId, { players: 3 });
    await alertFor(wrongDay, booked.facilityId, { dates: ['2026-07-20'] });
    const firstAlert = await alertFor(first, booked.facilityId);
    await alertFor(second, booked.facilityId, { teetimeStartTime: 9 * 60 });

    // (Its rate, while search still lists it.)
    const rate = (await api.teeTimes('2026-07-14', booked.facilityId, 'demo')).find(
      (entry: { teetime: string }) => entry.teetime === booked.teetime,
    )!.rates[0]!;
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
    expect(mails[0]!.text).toContain('held for you alone until 8:10 AM EDT');
    const link = new URL(mails[0]!.text.match(/Book it: (\S+)/)![1]!);
    expect(link.pathname).toBe('/alerts');
    expect(Object.fromEntries(link.searchParams)).toEqual({ alias: 'demo', book: '1' });
    for (const golfer of [second, tooMany, wrongDay]) expect(await mailsTo(golfer.email)).toHaveLength(0);
    // The golfer's alert shows what it found until the hold lapses; the others show nothing.
    const listed = await api.get('/api/profile/teetime-alerts?status=active', first.options);
    expect(listed.body.alerts[0].offer).toEqual({
      facilityId: booked.facilityId,
      teetime: booked.teetime,
      players: 2,
      expiresAt: offers[0]!.expiresAt.toISOString(),
    });
    expect(
      (await api.get('/api/profile/teetime-alerts?status=active', second.options)).body.alerts[0].offer,
    ).toBeNull();

    // In the first golfer's cart; invisible to search and to everyone else's cart.
    expect((await cartTeeTimes(first)).items.map((item) => [item.extra.teetime, item.extra.players])).toEqual([
      [booked.teetime, 2],
    ]);
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(0);
    const { cartId: otherCart } = await cartTeeTimes(second);
    const grab = await api.post(
      `/api/shopping-cart/${otherCart}/cart-item`,
      {
        item: {
          type: 'tee-time',
          facilityId: booked.facilityId,
          extra: { teetime: booked.teetime, rateId: rate.rateId, players: 2 },
        },
      },
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
    expect((await cartTeeTimes(second)).items.map((item) => [item.extra.teetime, item.extra.players])).toEqual([
      [booked.teetime, 2],
    ]);
    expect(await mailsTo(second.email)).toHaveLength(1);
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(2);

    later(10);
    await runJob();
    expect((await offersOf(booked.teetime)).map((offer) => offer.status)).toEqual(['passed', 'passed']);
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(4);
    await runJob();
    expect(await offersOf(booked.teetime)).toHaveLength(2);
  });

  it('passes the offer on at once when the golfer takes the tee time out of their cart', async () => {
    clock = START;
    const [first, second] = [await api.newGolfer(), await api.newGolfer()];
    const booked = await opening('2026-07-13', '10:00');
    await alertFor(first, booked.facilityId, { dates: ['2026-07-13'] });
    await alertFor(second, booked.facilityId, { dates: ['2026-07-13'] });
    await runJob();
    const { cartId, items } = await cartTeeTimes(first);
    const [item] = (await api.get(`/api/shopping-cart/${cartId}`, first.options)).body.items as {
      id: string;
      type: string;
    }[];
    expect(items).toHaveLength(1);
    const removed = await api.call(
      'DELETE',
      `/api/shopping-cart/${cartId}/cart-item/${item!.id}`,
      undefined,
      first.options,
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);

    later(1);
    await runJob();
    expect((await offersOf(booked.teetime)).map((offer) => offer.status).sort()).toEqual(['offered', 'passed']);
    expect((await cartTeeTimes(second)).items.map((entry) => entry.extra.teetime)).toEqual([booked.teetime]);
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
    const paid = await api.pay(
      cartId,
      `offer-${randomUUID()}`,
      { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ email: first.email }) },
      first.options,
    );
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

  it('lists a claimed alert as claimed, with the tee time it got and its reservation, in the past list', async () => {
    clock = START;
    const golfer = await api.newGolfer();
    const booked = await opening('2026-07-11', '10:00');
    const alertId = await alertFor(golfer, booked.facilityId, { dates: ['2026-07-11'] });
    await runJob();
    const { cartId } = await cartTeeTimes(golfer);
    const invoice = await api.invoice(cartId, golfer.options);
    const dueNow = invoice.body.dueNow.original.total as number;
    const paymentToken = dueNow > 0 ? await api.cardToken(cartId, CARDS.approve, golfer.options) : null;
    const paid = await api.pay(
      cartId,
      `claim-${randomUUID()}`,
      { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ email: golfer.email }) },
      golfer.options,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const claim = {
      facilityId: booked.facilityId,
      teetime: booked.teetime,
      players: 2,
      reservationId: paid.body.order.reservations[0].reservationId,
    };

    // At once, before the hold lapses: claimed, not a live offer to "Book" again.
    const right = await api.get(`/api/profile/teetime-alerts/${alertId}`, golfer.options);
    expect(right.body).toMatchObject({ claimed: true, status: 'inactive', offer: null, claims: [claim] });

    // Once the offers job closed it: still listed (not deleted), in the past list, with its date.
    later(10);
    await runJob();
    const active = await api.get('/api/profile/teetime-alerts?status=active', golfer.options);
    expect(active.body.alerts.map((alert: { id: string }) => alert.id)).not.toContain(alertId);
    const past = await api.get('/api/profile/teetime-alerts?status=inactive', golfer.options);
    expect(past.body.alerts.find((alert: { id: string }) => alert.id === alertId)).toMatchObject({
      dates: ['2026-07-11'],
      claimed: true,
      claims: [claim],
    });

    // It watches nothing more: another opening that day goes to nobody; it cannot be edited; asking again is no duplicate.
    const again = await opening('2026-07-11', '10:30');
    await runJob();
    expect(await offersOf(again.teetime)).toEqual([]);
    const edit = await api.call(
      'PATCH',
      `/api/profile/teetime-alerts/${alertId}`,
      {
        dates: ['2026-07-28'],
        timezone: 'America/New_York',
        teetimeStartTime: 8 * 60,
        teetimeEndTime: 11 * 60,
        players: 2,
        facilityIds: [booked.facilityId],
      },
      golfer.options,
    );
    expect([edit.status, edit.body.error.code]).toEqual([409, 'CONFLICT']);
    await alertFor(golfer, booked.facilityId, { dates: ['2026-07-11'] });
  });

  it('offers nothing when no alert matches, and records the scan so it is not repeated', async () => {
    clock = START;
    const booked = await opening('2026-07-17', '12:00');
    expect((await runJob()).changed).toBe(0);
    expect(await offersOf(booked.teetime)).toEqual([]);
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(4);
  });
});

describe('a lapsed offer is not paid for', () => {
  it('leaves an offer the golfer let lapse out of the invoice and the booking, even before the job takes it back', async () => {
    clock = START;
    const golfer = await api.newGolfer();
    const booked = await opening('2026-07-12', '10:00');
    await alertFor(golfer, booked.facilityId, { dates: ['2026-07-12'] });
    await runJob();
    expect((await offersOf(booked.teetime)).map((offer) => offer.status)).toEqual(['offered']);

    // The hold lapses; the offers job has not run since (it may be busy or failing elsewhere).
    later(11);
    const { cartId, items } = await cartTeeTimes(golfer);
    expect(items.map((item) => item.extra.teetime)).toEqual([booked.teetime]);
    // The golfer chooses another tee time and pays: only that one is charged and booked.
    const other = (await api.teeTimes('2026-07-12', booked.facilityId, 'demo')).find(
      (entry: { teetime: string; availableSlots: number }) =>
        entry.availableSlots === 4 && entry.teetime.slice(11) >= '14:00',
    )!;
    await api.addTeeTime(cartId, booked.facilityId, other.teetime, other.rates[0]!.rateId, 2, golfer.options);
    const invoice = await api.invoice(cartId, golfer.options);
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    const cart = (await api.get(`/api/shopping-cart/${cartId}`, golfer.options)).body.items as {
      id: string;
      extra: { teetime: string };
    }[];
    const chosen = cart.find((item) => item.extra.teetime === other.teetime)!;
    expect(invoice.body.invoices.map((entry: { cartItemId: string }) => entry.cartItemId)).toEqual([chosen.id]);
    const dueNow = invoice.body.dueNow.original.total as number;
    expect(dueNow).toBe(invoice.body.invoices[0].dueNow.original.total);
    const paymentToken = await api.cardToken(cartId, CARDS.approve, golfer.options);
    const paid = await api.pay(
      cartId,
      `lapsed-${randomUUID()}`,
      { paymentToken, invoiceTotalAmount: dueNow, formData: guestForm({ email: golfer.email }) },
      golfer.options,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order.paidNow).toBe(dueNow);
    expect(
      paid.body.order.reservations.map((reservation: { teetime: string }) => reservation.teetime.slice(0, 16)),
    ).toEqual([other.teetime.slice(0, 16)]);
    const [authorization] = await db()
      .select()
      .from(gatewayLedger)
      .where(and(eq(gatewayLedger.paymentId, paid.body.paymentId), eq(gatewayLedger.kind, 'authorization')));
    expect(authorization!.amountCents).toBe(dueNow);
    // The lapsed tee time stays free for everyone; the cart is empty, and the job passes the offer on.
    expect(await openSlots(booked.facilityId, booked.teetime)).toBe(4);
    expect((await cartTeeTimes(golfer)).items).toEqual([]);
    await runJob();
    expect((await offersOf(booked.teetime)).map((offer) => offer.status)).toEqual(['passed']);
  });

  it('leaves out a tee time whose own hold lapsed until the golfer holds it again', async () => {
    clock = START;
    const golfer = await api.newGolfer();
    const facilityId = await api.facilityId('harbor-pines-north', 'demo');
    const free = (await api.teeTimes('2026-07-11', facilityId, 'demo')).find(
      (entry: { teetime: string; availableSlots: number }) =>
        entry.availableSlots === 4 && entry.teetime.slice(11) >= '15:00',
    )!;
    const cartId = await api.newCart(golfer.options);
    const added = await api.addTeeTime(cartId, facilityId, free.teetime, free.rates[0]!.rateId, 2, golfer.options);
    const itemId = added.items[0].id as string;
    expect((await api.invoice(cartId, golfer.options)).status).toBe(200);

    later(31);
    const lapsed = await api.invoice(cartId, golfer.options);
    expect(lapsed.status).toBe(409);
    expect(lapsed.body.error.code).toBe('CART_EMPTY');
    // The same players again hold it anew (its slots are still free).
    const again = await api.call(
      'PATCH',
      `/api/shopping-cart/${cartId}/cart-item/${itemId}`,
      { item: { players: 2 }, eventType: 'updated' },
      golfer.options,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const invoice = await api.invoice(cartId, golfer.options);
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect(invoice.body.invoices.map((entry: { cartItemId: string }) => entry.cartItemId)).toEqual([itemId]);
    // While it is held, the same values change nothing.
    const unchanged = await api.call(
      'PATCH',
      `/api/shopping-cart/${cartId}/cart-item/${itemId}`,
      { item: { players: 2 }, eventType: 'updated' },
      golfer.options,
    );
    expect(unchanged.body.error?.code).toBe('NO_CHANGES');
  });
});

describe('openings other than cancellations, texts, and two processes', () => {
  /** A free tee time of the day from `from`, with a rate for 2 and 4 players. */
  async function freeTeeTime(date: string, from: string) {
    const facilityId = await api.facilityId('harbor-pines-north', 'demo');
    const times = await api.teeTimes(date, facilityId, 'demo');
    const teeTime = times.find(
      (entry: { teetime: string; availableSlots: number }) =>
        entry.availableSlots === 4 && entry.teetime.slice(11) >= from,
    )!;
    return { facilityId, teetime: teeTime.teetime as string, rateId: teeTime.rates[0]!.rateId as number };
  }

  it('offers the slots of an abandoned cart once its hold lapses (recorded once however often the sweep runs)', async () => {
    clock = START;
    const { facilityId, teetime, rateId } = await freeTeeTime('2026-07-19', '09:00');
    const anonymousCart = await api.newCart();
    await api.addTeeTime(anonymousCart, facilityId, teetime, rateId, 4);
    const golfer = await api.newGolfer();
    await alertFor(golfer, facilityId, { dates: ['2026-07-19'] });
    await server.app.periodicJobs.runNow(CART_SWEEPS.expiredHolds);
    await runJob();
    expect(await offersOf(teetime)).toEqual([]);

    later(31);
    await server.app.periodicJobs.runNow(CART_SWEEPS.expiredHolds);
    await server.app.periodicJobs.runNow(CART_SWEEPS.abandonedCarts);
    await server.app.periodicJobs.runNow(CART_SWEEPS.expiredHolds);
    const openings = await db().select().from(teeTimeOpenings).where(eq(teeTimeOpenings.teetime, teetime));
    expect(openings.map((opening) => [opening.source, opening.slots, opening.bookingEngineId])).toEqual([
      ['hold-lapsed', 4, null],
    ]);
    await runJob();
    expect((await offersOf(teetime)).map((offer) => offer.status)).toEqual(['offered']);
    expect((await cartTeeTimes(golfer)).items.map((item) => item.extra.teetime)).toEqual([teetime]);
    expect(await mailsTo(golfer.email)).toHaveLength(1);
  });

  it('offers a day’s tee times to the golfers who asked for it as the day enters the booking window, once', async () => {
    clock = START; // 2026-07-10; the demo books 14 days out, so 2026-07-24 opens now.
    const [early, late, sameTime] = [await api.newGolfer(), await api.newGolfer(), await api.newGolfer()];
    const facilityId = await api.facilityId('harbor-pines-north', 'demo');
    await alertFor(early, facilityId, { dates: ['2026-07-24'], teetimeStartTime: 7 * 60, teetimeEndTime: 8 * 60 });
    await alertFor(late, facilityId, { dates: ['2026-07-25'] });
    const windowPass = await server.app.periodicJobs.runNow(BOOKING_WINDOW_JOB);
    expect(windowPass.changed).toBeGreaterThan(0);
    expect((await server.app.periodicJobs.runNow(BOOKING_WINDOW_JOB)).changed).toBe(0);
    // A pass with no day new to a window: the engines, their courses and the days already scanned
    // in three statements, whatever the number of aliases and courses (it was one per course).
    const { statements } = await statementsOf(() => server.app.periodicJobs.runNow(BOOKING_WINDOW_JOB));
    expect(statements.filter((text) => !text.includes('pg_try_advisory_xact_lock'))).toHaveLength(3);
    await alertFor(sameTime, facilityId, { dates: ['2026-07-24'], teetimeStartTime: 7 * 60, teetimeEndTime: 8 * 60 });
    await runJob();

    const [earlyItem] = (await cartTeeTimes(early)).items;
    expect(earlyItem!.extra.teetime.slice(0, 10)).toBe('2026-07-24');
    expect(earlyItem!.extra.teetime.slice(11, 16) >= '07:00' && earlyItem!.extra.teetime.slice(11, 16) <= '08:00').toBe(
      true,
    );
    // The next tee time of the window goes to the next golfer who asked for it; the later day waits for its own turn.
    const [sameTimeItem] = (await cartTeeTimes(sameTime)).items;
    expect(sameTimeItem!.extra.teetime > earlyItem!.extra.teetime).toBe(true);
    expect((await cartTeeTimes(late)).items).toEqual([]);
    later(24 * 60);
    await server.app.periodicJobs.runNow(BOOKING_WINDOW_JOB);
    await runJob();
    expect((await cartTeeTimes(late)).items.map((item) => item.extra.teetime.slice(0, 10))).toEqual(['2026-07-25']);
  });

  it('texts the offer to a golfer who gave a phone and takes the course’s transactional SMS; not to one who does not', async () => {
    clock = START;
    const [texted, mailedOnly] = [await api.newGolfer(), await api.newGolfer()];
    const booked = await opening('2026-07-21', '10:00');
    await alertFor(texted, booked.facilityId, { dates: ['2026-07-21'] });
    await db().update(customers).set({ phone: '(910) 555-0142' }).where(eq(customers.email, texted.email));
    const [customer] = await db().select().from(customers).where(eq(customers.email, texted.email));
    await db()
      .insert(facilityOptIns)
      .values({ customerId: customer!.id, facilityId: booked.facilityId, transactionalSmsOptIn: true });
    await runJob();

    const texts = await db().select().from(smsOutbox).where(eq(smsOutbox.recipient, '+19105550142'));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('held for you alone until 8:10 AM EDT');
    expect(texts[0]!.body).toMatch(/Book it: http\S+\/alerts\?alias=demo&book=1$/);

    const booked2 = await opening('2026-07-22', '10:00');
    await alertFor(mailedOnly, booked2.facilityId, { dates: ['2026-07-22'] });
    await db().update(customers).set({ phone: '+1 910 555 0143' }).where(eq(customers.email, mailedOnly.email));
    await runJob();
    expect(await mailsTo(mailedOnly.email)).toHaveLength(1);
    expect(await db().select().from(smsOutbox).where(eq(smsOutbox.recipient, '+19105550143'))).toEqual([]);
  });

  it('offers a cancellation once when two server processes run the job at the same moment', async () => {
    clock = START;
    const twin = await startTestServer({ db: db(), now: () => clock });
    try {
      const [first, second] = [await api.newGolfer(), await api.newGolfer()];
      const booked = await opening('2026-07-23', '10:00');
      await alertFor(first, booked.facilityId, { dates: ['2026-07-23'] });
      await alertFor(second, booked.facilityId, { dates: ['2026-07-23'] });
      await Promise.all([
        runJob(),
        twin.app.periodicJobs.runNow(OPENING_OFFERS_JOB),
        runJob(),
        twin.app.periodicJobs.runNow(OPENING_OFFERS_JOB),
      ]);
      expect((await offersOf(booked.teetime)).map((offer) => offer.status)).toEqual(['offered']);
      expect(await mailsTo(first.email)).toHaveLength(1);
      expect(await mailsTo(second.email)).toHaveLength(0);
    } finally {
      await twin.close();
    }
  });
});
