import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions } from '../../test/accounts-client.ts';
import { CARDS, ledgerKinds, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { TEST_CARD } from '../../test/wallet-client.ts';

// Check-in and pay-and-check-in over HTTP on a real database. Maple Ridge (America/Toronto) is
// pay-at-course: green fees are due at the course. Bookings are made on 2026-07-10; the clock
// then moves into each tee time's check-in window (an hour before it).
const BOOKING_DAY = new Date('2026-07-10T12:00:00Z');
let clock = BOOKING_DAY;
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;
const ALIAS = 'maple-ridge';

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
  await api.setSettings(ALIAS, 'smartPlay', { checkIn: true, checkInWindow: 2 });
});
afterAll(() => server.close());

async function bookAtCourse(players: number, from = '10:00') {
  clock = BOOKING_DAY;
  const golfer = await api.newGolfer(ALIAS);
  const booked = await api.book({ ...golfer.options, email: golfer.email }, 'maple-ridge', '2026-07-11', players, from);
  // An hour before the tee time (Toronto is UTC-4 in July): inside the 2-hour window.
  clock = new Date(Date.parse(`${booked.teetime}:00-04:00`) - 60 * 60_000);
  return { golfer, booked };
}

/** A hosted card entry for the reservation, with the card submitted as the iframe would: the token. */
async function checkInCard(reservationId: string, options: CallOptions, number = CARDS.approve): Promise<string> {
  const answer = await api.post(
    `/api/reservation/${reservationId}/checkin/card-token`,
    { originUrl: `${server.baseUrl}/reservation/history` },
    options,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const submitted = await fetch(`${server.baseUrl}${answer.body.CheckoutUrl as string}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...TEST_CARD, number }),
  });
  expect(submitted.status).toBe(201);
  return answer.body.Token as string;
}

const status = (id: string, options: CallOptions) => api.get(`/api/reservation/${id}/checkin/status`, options);
const pay = (id: string, key: string, body: Record<string, unknown>, options: CallOptions) =>
  api.post(`/api/reservation/${id}/pay-and-checkin`, body, { ...options, headers: { 'idempotency-key': key } });

describe('check-in status and the window', () => {
  it('opens checkInWindow hours before the tee time, only with smartPlay.checkIn on', async () => {
    const { golfer, booked } = await bookAtCourse(2, '10:00');
    clock = new Date('2026-07-11T11:50:00Z'); // 2 h 10 min before
    const early = await status(booked.reservationId, golfer.options);
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    expect(early.body.window).toMatchObject({
      open: false,
      opensAt: '2026-07-11T12:00:00.000Z',
      closesAt: '2026-07-11T14:00:00.000Z',
    });
    const refused = await api.post(
      '/api/reservation/checkin',
      { bookingId: booked.reservationId, facilityId: booked.facilityId, isFullCheckIn: true },
      golfer.options,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CHECK_IN_UNAVAILABLE');
    clock = new Date('2026-07-11T12:30:00Z');
    expect((await status(booked.reservationId, golfer.options)).body.window.open).toBe(true);
    await api.setSettings(ALIAS, 'smartPlay', { checkIn: false });
    try {
      expect((await status(booked.reservationId, golfer.options)).body.window.open).toBe(false);
      expect(
        (await pay(booked.reservationId, 'off', { playerCount: 1, paymentToken: 'x' }, golfer.options)).body.error.code,
      ).toBe('CHECK_IN_UNAVAILABLE');
    } finally {
      await api.setSettings(ALIAS, 'smartPlay', { checkIn: true });
    }
  });

  it('answers the SPEC §3 status with an amount due at the course: pay-and-check-in only', async () => {
    const { golfer, booked } = await bookAtCourse(3, '10:00');
    const answer = await status(booked.reservationId, { ...golfer.options });
    expect(answer.body).toMatchObject({
      bookingId: booked.reservationId,
      totalNumberOfPlayers: 3,
      numberOfPlayersPaid: 0,
      numberOfPlayersCheckedIn: 0,
      slotNumbers: [1, 2, 3],
      vendor: 'fairway',
      Invoice: { Pricing: { DueAtCourse: { Value: booked.order.dueAtCourse } } },
      processing: false,
      canCheckIn: false,
      canPayAndCheckIn: true,
      fullyCheckedIn: false,
    });
    expect(booked.order.dueAtCourse).toBeGreaterThan(0);
    const refused = await api.post(
      '/api/reservation/checkin',
      { bookingId: booked.reservationId, facilityId: booked.facilityId, isFullCheckIn: true },
      golfer.options,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'CHECK_IN_FAILED',
      message: 'Your Check-In has failed, please try again or stop by the pro shop to confirm you are here.',
      details: { reason: 'payment-due' },
    });
    expect((await status(booked.reservationId, { ...golfer.options, alias: 'demo' })).status).toBe(404);
    expect(
      (await api.get(`/api/reservation/${booked.reservationId}/checkin/status?gnFacilityId=1`, golfer.options)).status,
    ).toBe(404);
  });
});

describe('pay-and-check-in', () => {
  it('charges the due-at-course share of the chosen players with a hosted card, records a check-in invoice and checks them in; a replay answers once', async () => {
    const { golfer, booked } = await bookAtCourse(3, '10:20');
    const slots = (await status(booked.reservationId, golfer.options)).body.slots as {
      slot: number;
      dueAtCourse: number;
    }[];
    const token = await checkInCard(booked.reservationId, golfer.options);
    const answer = await pay(booked.reservationId, 'pay-1', { playerCount: 1, paymentToken: token }, golfer.options);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.invoice).toMatchObject({
      amountCents: slots[0]!.dueAtCourse,
      currencyCode: 'CAD',
      slots: [1],
      paymentStatus: 'captured',
    });
    expect(answer.body.invoice.invoiceNumber).toMatch(/^CI-[A-Z2-9]{8}$/);
    expect(answer.body.status).toMatchObject({
      numberOfPlayersPaid: 1,
      numberOfPlayersCheckedIn: 1,
      canPayAndCheckIn: true,
      fullyCheckedIn: false,
    });
    expect(await ledgerKinds(db(), [answer.body.invoice.paymentId])).toEqual(['authorization', 'capture']);

    const replay = await pay(booked.reservationId, 'pay-1', { playerCount: 1, paymentToken: token }, golfer.options);
    expect(replay.body.invoice).toEqual(answer.body.invoice);
    expect(await ledgerKinds(db(), [answer.body.invoice.paymentId])).toEqual(['authorization', 'capture']);
    expect(
      (await pay(booked.reservationId, 'pay-1', { playerCount: 2, paymentToken: token }, golfer.options)).status,
    ).toBe(422);

    // The rest, with a saved card and its CVV: everyone is paid and checked in.
    const wallet = await api.post(
      '/api/profile/credit-cards/token',
      { originUrl: `${server.baseUrl}/account` },
      golfer.options,
    );
    await fetch(`${server.baseUrl}${wallet.body.CheckoutUrl as string}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...TEST_CARD, number: '5555 5555 5555 4444' }),
    });
    const saved = await api.post(
      '/api/profile/credit-cards',
      { isDefault: true, overrideMembershipBilling: false, token: wallet.body.Token, tokenTypeId: 5 },
      golfer.options,
    );
    const walletOptionId = saved.body.walletOptionId as string;
    const badCvv = await pay(
      booked.reservationId,
      'pay-cvv',
      { playerCount: 2, walletOptionId, securityCode: '12' },
      golfer.options,
    );
    expect(badCvv.status).toBe(400);
    expect(badCvv.body.error.code).toBe('CARD_INVALID');
    expect(badCvv.body.error.message.toLowerCase()).toContain('card');
    const rest = await pay(
      booked.reservationId,
      'pay-2',
      { playerCount: 2, walletOptionId, securityCode: '321' },
      golfer.options,
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.invoice).toMatchObject({
      slots: [2, 3],
      amountCents: slots[1]!.dueAtCourse + slots[2]!.dueAtCourse,
    });
    expect(rest.body.status).toMatchObject({
      numberOfPlayersPaid: 3,
      numberOfPlayersCheckedIn: 3,
      fullyCheckedIn: true,
      canCheckIn: false,
      canPayAndCheckIn: false,
      Invoice: { Pricing: { DueAtCourse: { Value: 0 } } },
    });
    const detail = (await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options)).body;
    expect(detail).toMatchObject({ status: 'checked-in', dueAtCourse: 0, paidAtCheckIn: booked.order.dueAtCourse });
    const more = await pay(
      booked.reservationId,
      'pay-3',
      { playerCount: 1, walletOptionId, securityCode: '321' },
      golfer.options,
    );
    expect(more.body.error).toMatchObject({ code: 'CHECK_IN_FAILED', details: { reason: 'checked-in' } });
  });

  it.each([
    ['declined', CARDS.decline, 'card_declined'],
    ['insufficient funds', CARDS.insufficientFunds, 'insufficient_funds'],
    ['expired card', CARDS.expired, 'expired_card'],
    ['authentication required', CARDS.authenticate, 'authentication_required'],
  ])(
    'answers a 400 that mentions the card for a %s test card, and changes nothing',
    async (_name, card, declineCode) => {
      const { golfer, booked } = await bookAtCourse(2, '10:40');
      const token = await checkInCard(booked.reservationId, golfer.options, card);
      const answer = await pay(
        booked.reservationId,
        `pay-${declineCode}`,
        { playerCount: 2, paymentToken: token },
        golfer.options,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'CHECK_IN_PAYMENT_DECLINED', details: { declineCode } });
      expect(answer.body.error.message.toLowerCase()).toMatch(/card|payment/);
      expect((await status(booked.reservationId, golfer.options)).body).toMatchObject({
        numberOfPlayersPaid: 0,
        numberOfPlayersCheckedIn: 0,
        canPayAndCheckIn: true,
        processing: false,
      });
    },
  );

  it('refuses a card entered for another reservation, and more players than are left to pay for', async () => {
    const first = await bookAtCourse(2, '11:00');
    const second = await bookAtCourse(2, '11:00');
    const token = await checkInCard(first.booked.reservationId, first.golfer.options);
    const stolen = await pay(
      second.booked.reservationId,
      'stolen',
      { playerCount: 1, paymentToken: token },
      second.golfer.options,
    );
    expect(stolen.body.error.code).toBe('PAYMENT_TOKEN_INVALID');
    const tooMany = await pay(
      first.booked.reservationId,
      'too-many',
      { playerCount: 3, paymentToken: token },
      first.golfer.options,
    );
    expect(tooMany.status).toBe(400);
    expect(
      (
        await api.post(
          `/api/reservation/${first.booked.reservationId}/pay-and-checkin`,
          { playerCount: 1, paymentToken: token },
          first.golfer.options,
        )
      ).status,
    ).toBe(400);
  });
});

describe('check-in when nothing is due', () => {
  it('checks in chosen players, then everyone; fully checked in ends it', async () => {
    clock = BOOKING_DAY;
    const golfer = await api.newGolfer('demo');
    // Harbor Pines is prepaid, and smartPlay.checkIn is on there. 10:00 in New York = 14:00 UTC.
    const booked = await api.book(
      { ...golfer.options, email: golfer.email },
      'harbor-pines-north',
      '2026-07-11',
      3,
      '10:00',
    );
    clock = new Date(Date.parse(`${booked.teetime}:00-04:00`) - 60 * 60_000);
    const before = (await status(booked.reservationId, golfer.options)).body;
    expect(before).toMatchObject({
      numberOfPlayersPaid: 3,
      canCheckIn: true,
      canPayAndCheckIn: false,
      window: { open: true },
    });
    const one = await api.post(
      '/api/reservation/checkin',
      { bookingId: booked.reservationId, facilityId: booked.facilityId, slots: [2], isFullCheckIn: false },
      golfer.options,
    );
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body).toMatchObject({ numberOfPlayersCheckedIn: 1, canCheckIn: true });
    const all = await api.post(
      '/api/reservation/checkin',
      {
        bookingId: booked.reservationId,
        facilityId: booked.facilityId,
        isFullCheckIn: true,
        externalReservationId: 'POS-77',
      },
      golfer.options,
    );
    expect(all.body).toMatchObject({ numberOfPlayersCheckedIn: 3, fullyCheckedIn: true, canCheckIn: false });
    const again = await api.post(
      '/api/reservation/checkin',
      { bookingId: booked.reservationId, facilityId: booked.facilityId, isFullCheckIn: true },
      golfer.options,
    );
    expect(again.body.error).toMatchObject({ code: 'CHECK_IN_FAILED', details: { reason: 'checked-in' } });
    expect((await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options)).body.status).toBe(
      'checked-in',
    );
    const wrongFacility = await api.post(
      '/api/reservation/checkin',
      { bookingId: booked.reservationId, facilityId: booked.facilityId + 1, isFullCheckIn: true },
      golfer.options,
    );
    expect(wrongFacility.status).toBe(404);
  });
});
