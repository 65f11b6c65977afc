import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayPayments } from '../../db/schema/payments.ts';
import { reservations } from '../../db/schema/checkout.ts';
import { reservationEvents } from '../../db/schema/reservations.ts';
import { latestMail } from '../../test/accounts-client.ts';
import { ledgerKinds, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// Cancellation over HTTP on a real database: refunds in the sandbox gateway's ledger, slots back
// in search, the window, concurrency and the cancellation e-mail. Now: 2026-07-10 08:00 in New York.
const NOW = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

async function slotsLeft(date: string, facilityId: number, teetime: string): Promise<number> {
  const times = await api.teeTimes(date, facilityId);
  return times.find((time) => time.teetime === teetime)?.availableSlots ?? 0;
}

async function gatewayPayment(id: string) {
  const [row] = await db().select().from(gatewayPayments).where(eq(gatewayPayments.id, id));
  return row!;
}

async function bookFor(players: number, date = '2026-07-13', course = 'harbor-pines-north', from = '09:00') {
  const golfer = await api.newGolfer();
  const booked = await api.book({ ...golfer.options, email: golfer.email }, course, date, players, from);
  return { golfer, booked };
}

describe('cancelling a reservation', () => {
  it('cancels everyone: refunds the green fees and their tax, frees the slots at once and mails an .ics that removes the event', async () => {
    const { golfer, booked } = await bookFor(2);
    expect(await slotsLeft('2026-07-13', booked.facilityId, booked.teetime)).toBe(2);
    const before = (await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options)).body;
    const refundable = before.BookingSlots.reduce(
      (sum: number, slot: { refundable: number }) => sum + slot.refundable,
      0,
    );
    const fees = before.invoice.items
      .filter((line: { kind: string }) => line.kind === 'convenience-fee')
      .reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);
    expect(refundable).toBe(before.paidNow - fees);

    const answer = await api.put(
      `/api/reservations/${booked.reservationId}/cancel`,
      { reason: 'Rain' },
      golfer.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      cancelledSlots: [1, 2],
      refund: { amountCents: refundable, paymentId: booked.paymentId, paymentStatus: 'partially_refunded' },
      reservation: { status: 'cancelled', totalPlayers: 0, refunded: refundable },
    });
    expect(await ledgerKinds(db(), [booked.paymentId!])).toEqual(['authorization', 'capture', 'refund']);
    expect((await gatewayPayment(booked.paymentId!)).refundedCents).toBe(refundable);
    expect(await slotsLeft('2026-07-13', booked.facilityId, booked.teetime)).toBe(4);

    const mail = await latestMail(db(), golfer.email);
    expect(mail?.subject).toContain('cancelled');
    const ics = mail!.attachments[0]!;
    expect(ics.contentType).toContain('method=CANCEL');
    expect(ics.content).toContain('METHOD:CANCEL');
    expect(ics.content).toContain(`UID:${booked.order.reservations[0].confirmationNumber}@fairway`);
    expect(ics.content).toContain('SEQUENCE:1');
    expect(ics.content).toContain('STATUS:CANCELLED');

    const twice = await api.put(`/api/reservations/${booked.reservationId}/cancel`, {}, golfer.options);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('RESERVATION_CANCELLED');
    expect(await ledgerKinds(db(), [booked.paymentId!])).toEqual(['authorization', 'capture', 'refund']);
  });

  it('cancels some players: refunds their shares only, keeps the rest booked, and updates the calendar event', async () => {
    const { golfer, booked } = await bookFor(3);
    const before = (await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options)).body;
    const share = before.BookingSlots[2].refundable as number;
    const answer = await api.put(
      `/api/reservations/${booked.reservationId}/cancel`,
      { players: [3], reason: 'One fewer' },
      golfer.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.cancelledSlots).toEqual([3]);
    expect(answer.body.refund.amountCents).toBe(share);
    expect(answer.body.reservation).toMatchObject({
      status: 'partially-cancelled',
      totalPlayers: 2,
      refunded: share,
      Invoice: { PlayerCount: 2 },
    });
    expect(answer.body.reservation.BookingSlots.map((slot: { status: string }) => slot.status)).toEqual([
      'booked',
      'booked',
      'cancelled',
    ]);
    expect(await slotsLeft('2026-07-13', booked.facilityId, booked.teetime)).toBe(2);
    expect((await gatewayPayment(booked.paymentId!)).refundedCents).toBe(share);
    const ics = (await latestMail(db(), golfer.email))!.attachments[0]!;
    expect(ics.content).toContain('METHOD:REQUEST');
    expect(ics.content).toContain('SEQUENCE:1');

    // The same player again is refused; another one is refunded too.
    const again = await api.put(`/api/reservations/${booked.reservationId}/cancel`, { players: [3] }, golfer.options);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'CANCEL_PLAYERS_INVALID', details: { problem: 'cancelled' } });
    const second = await api.put(`/api/reservations/${booked.reservationId}/cancel`, { players: [2] }, golfer.options);
    expect(second.body.refund.amountCents).toBe(before.BookingSlots[1].refundable);
    expect(await ledgerKinds(db(), [booked.paymentId!])).toEqual(['authorization', 'capture', 'refund', 'refund']);
    const [row] = await db().select().from(reservations).where(eq(reservations.id, booked.reservationId));
    expect(row!.status).toBe('booked');
  });

  it('refuses past the online window with the course phone, and changes nothing', async () => {
    // Tomorrow 07:00 in New York is 23 hours away: inside the default 24-hour window.
    const { golfer, booked } = await bookFor(2, '2026-07-11', 'harbor-pines-south', '07:00');
    const answer = await api.put(`/api/reservations/${booked.reservationId}/cancel`, {}, golfer.options);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'CANCELLATION_WINDOW_CLOSED',
      details: { coursePhone: '+1 910-555-0143', onlineCancellationHours: 24 },
    });
    expect(await ledgerKinds(db(), [booked.paymentId!])).toEqual(['authorization', 'capture']);
    expect(await slotsLeft('2026-07-11', booked.facilityId, booked.teetime)).toBe(2);
    const detail = (await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options)).body;
    expect(detail).toMatchObject({
      status: 'booked',
      actions: { cancel: { allowed: false, coursePhone: '+1 910-555-0143' } },
    });
  });

  it('follows the engine settings: a longer window, and no green-fee refund', async () => {
    const { golfer, booked } = await bookFor(2, '2026-07-14');
    await api.setSettings('demo', 'reservations', { onlineCancellationHours: 24 * 5 });
    try {
      expect(
        (await api.put(`/api/reservations/${booked.reservationId}/cancel`, {}, golfer.options)).body.error.code,
      ).toBe('CANCELLATION_WINDOW_CLOSED');
      await api.setSettings('demo', 'reservations', { onlineCancellationHours: 24, refundGreenFees: false });
      const answer = await api.put(`/api/reservations/${booked.reservationId}/cancel`, {}, golfer.options);
      expect(answer.status).toBe(200);
      expect(answer.body.refund).toMatchObject({ amountCents: 0, paymentId: null });
      expect(await ledgerKinds(db(), [booked.paymentId!])).toEqual(['authorization', 'capture']);
    } finally {
      await api.setSettings('demo', 'reservations', { onlineCancellationHours: 24, refundGreenFees: true });
    }
  });

  it('refunds once when the same cancellation arrives twice at the same moment', async () => {
    const { golfer, booked } = await bookFor(4, '2026-07-15');
    const answers = await Promise.all([
      api.put(`/api/reservations/${booked.reservationId}/cancel`, {}, golfer.options),
      api.put(`/api/reservations/${booked.reservationId}/cancel`, {}, golfer.options),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await ledgerKinds(db(), [booked.paymentId!])).toEqual(['authorization', 'capture', 'refund']);

    const other = await bookFor(2, '2026-07-15');
    const keyed = { ...other.golfer.options, headers: { 'idempotency-key': 'cancel-once' } };
    const replays = await Promise.all([
      api.put(`/api/reservations/${other.booked.reservationId}/cancel`, { players: [2] }, keyed),
      api.put(`/api/reservations/${other.booked.reservationId}/cancel`, { players: [2] }, keyed),
    ]);
    expect(replays.map((answer) => answer.status)).toEqual([200, 200]);
    expect(replays[0]!.body.refund).toEqual(replays[1]!.body.refund);
    expect(await ledgerKinds(db(), [other.booked.paymentId!])).toEqual(['authorization', 'capture', 'refund']);
    const reused = await api.put(`/api/reservations/${other.booked.reservationId}/cancel`, { players: [1] }, keyed);
    expect(reused.status).toBe(422);
  });

  it('retries a refund the processor did not confirm, with the same key, so it is refunded once', async () => {
    const { golfer, booked } = await bookFor(2, '2026-07-16');
    const answer = await api.put(`/api/reservations/${booked.reservationId}/cancel`, { players: [2] }, golfer.options);
    const [event] = await db()
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, booked.reservationId));
    expect(event).toMatchObject({
      kind: 'cancelled',
      amountCents: answer.body.refund.amountCents,
      paymentStatus: 'partially_refunded',
    });
    // As if the answer of the processor had been lost: the sweep asks again with the same key.
    await db()
      .update(reservationEvents)
      .set({ paymentStatus: 'refund_pending' })
      .where(eq(reservationEvents.id, event!.id));
    expect((await server.app.periodicJobs.runNow('reservations.refund-retry')).changed).toBe(1);
    const [after] = await db().select().from(reservationEvents).where(eq(reservationEvents.id, event!.id));
    expect(after!.paymentStatus).toBe('partially_refunded');
    expect(await ledgerKinds(db(), [booked.paymentId!])).toEqual(['authorization', 'capture', 'refund']);
    expect((await server.app.periodicJobs.runNow('reservations.refund-retry')).changed).toBe(0);
  });
});
