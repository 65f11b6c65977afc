import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { reservationsClient } from '../../test/reservations-client.ts';

// History, detail, metadata, ownership and bad input over HTTP on a real database.
// The clock: 2026-07-10 12:00 UTC (08:00 in New York); bookings are made "now" for later dates,
// then the clock moves forward so some of them become past.
let clock = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

describe('reservation history', () => {
  it('lists upcoming oldest first then past newest first, pages with skip/take and filters by facility and play date', async () => {
    const golfer = await api.newGolfer();
    const options = { ...golfer.options, email: golfer.email };
    const a = await api.book(options, 'harbor-pines-north', '2026-07-11', 2, '09:00');
    const b = await api.book(options, 'harbor-pines-south', '2026-07-13', 3, '09:00');
    const c = await api.book(options, 'harbor-pines-north', '2026-07-15', 2, '09:00');
    const d = await api.book(options, 'harbor-pines-south', '2026-07-20', 4, '09:00');
    // Another golfer's booking never shows.
    const other = await api.newGolfer();
    await api.book({ ...other.options, email: other.email }, 'harbor-pines-north', '2026-07-12', 2, '09:00');

    clock = new Date('2026-07-14T12:00:00Z'); // a and b are past now
    const all = await api.get('/api/reservation/history', golfer.options);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.items.map((item: { ReservationID: string }) => item.ReservationID)).toEqual([
      c.reservationId,
      d.reservationId,
      b.reservationId,
      a.reservationId,
    ]);
    expect(all.body.items.map((item: { list: string }) => item.list)).toEqual(['upcoming', 'upcoming', 'past', 'past']);
    expect(all.body).toMatchObject({ total: 4, upcomingTotal: 2, pastTotal: 2, skip: 0, take: 20 });

    const page = await api.get('/api/reservation/history?skip=1&take=2', golfer.options);
    expect(page.body.items.map((item: { ReservationID: string }) => item.ReservationID)).toEqual([
      d.reservationId,
      b.reservationId,
    ]);
    expect(page.body.total).toBe(4);
    // A page past the last is empty and still counts them.
    const beyond = await api.get('/api/reservation/history?skip=4&take=2', golfer.options);
    expect(beyond.body).toMatchObject({ items: [], total: 4, upcomingTotal: 2, pastTotal: 2, skip: 4 });

    const south = await api.get(`/api/reservation/history?facilityIds=${b.facilityId}`, golfer.options);
    expect(south.body.items.map((item: { ReservationID: string }) => item.ReservationID)).toEqual([
      d.reservationId,
      b.reservationId,
    ]);
    const window = await api.get(
      `/api/reservation/history?playDateMin=2026-07-12T00:00&playDateMax=2026-07-15T23:59`,
      golfer.options,
    );
    expect(window.body.items.map((item: { ReservationID: string }) => item.ReservationID)).toEqual([
      c.reservationId,
      b.reservationId,
    ]);
    clock = new Date('2026-07-10T12:00:00Z');
  });

  it('answers the SPEC §3 reservation fields, the status and the money', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book(
      { ...golfer.options, email: golfer.email },
      'harbor-pines-north',
      '2026-07-16',
      3,
      '09:00',
    );
    const answer = await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const item = answer.body;
    expect(item).toMatchObject({
      ReservationID: booked.reservationId,
      Invoice: { Time: booked.teetime, FacilityID: booked.facilityId, PlayerCount: 3 },
      Customer: { Email: golfer.email, FirstName: 'Ada', LastName: 'Lovelace' },
      confirmationNumber: booked.order.reservations[0].confirmationNumber,
      totalPlayers: 3,
      list: 'upcoming',
      status: 'booked',
      orderNumber: booked.order.orderNumber,
      paidNow: booked.order.paidNow,
      dueAtCourse: 0,
      refunded: 0,
      facility: { name: 'Harbor Pines – North Course', timeZone: 'America/New_York', phone: '+1 910-555-0142' },
      actions: {
        cancel: { allowed: true, onlineCancellationHours: 24, refundGreenFees: true },
        checkIn: { windowOpen: false },
      },
    });
    expect(
      item.BookingSlots.map((slot: { slot: number; status: string; paid: boolean }) => [
        slot.slot,
        slot.status,
        slot.paid,
      ]),
    ).toEqual([
      [1, 'booked', true],
      [2, 'booked', true],
      [3, 'booked', true],
    ]);
    expect(item.invoice.items.map((line: { kind: string }) => line.kind)).toContain('green-fees');
    expect(item.events.map((event: { kind: string }) => event.kind)).toEqual(['booked']);

    const ics = await fetch(`${server.baseUrl}/api/reservation/${booked.reservationId}/calendar.ics`, {
      headers: { 'x-be-alias': 'demo', authorization: `Bearer ${golfer.bearer}` },
    });
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const entry = await ics.text();
    expect(entry).toContain(`UID:${booked.order.reservations[0].confirmationNumber}@fairway`);
    expect(entry).toContain('SUMMARY:Tee time at ');
    const inGerman = await fetch(`${server.baseUrl}/api/reservation/${booked.reservationId}/calendar.ics`, {
      headers: { 'x-be-alias': 'demo', authorization: `Bearer ${golfer.bearer}`, 'accept-language': 'de' },
    });
    expect(await inGerman.text()).toContain('SUMMARY:Abschlagszeit auf ');
  });

  it('keeps metadata for the owner', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book(
      { ...golfer.options, email: golfer.email },
      'harbor-pines-north',
      '2026-07-17',
      2,
      '09:00',
    );
    const answer = await api.put(
      `/api/reservations/${booked.reservationId}/metadata`,
      { googleRWGToken: 'rwg-123', merchantChanged: 2, externalReservationId: 'EXT-9' },
      golfer.options,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ googleRWGToken: 'rwg-123', merchantChanged: 2, externalReservationId: 'EXT-9' });
    const again = await api.put(
      `/api/reservations/${booked.reservationId}/metadata`,
      { externalReservationId: 'EXT-10' },
      golfer.options,
    );
    expect(again.body).toEqual({ googleRWGToken: 'rwg-123', merchantChanged: 2, externalReservationId: 'EXT-10' });
    expect((await api.put(`/api/reservations/${booked.reservationId}/metadata`, {}, golfer.options)).status).toBe(400);
    expect(
      (await api.put(`/api/reservations/${booked.reservationId}/metadata`, { merchantChanged: 3 }, golfer.options))
        .status,
    ).toBe(400);
  });
});

describe('who may see a reservation', () => {
  it('answers 404 for another golfer, another alias, a guest and an anonymous caller; history needs a signed-in golfer', async () => {
    const owner = await api.newGolfer();
    const booked = await api.book(
      { ...owner.options, email: owner.email },
      'harbor-pines-south',
      '2026-07-18',
      2,
      '09:00',
    );
    const intruder = await api.newGolfer();
    const paths = [
      `/api/reservation/${booked.reservationId}/history`,
      `/api/reservation/${booked.reservationId}/checkin/status`,
      `/api/reservation/${booked.reservationId}/calendar.ics`,
    ];
    for (const path of paths) {
      expect((await api.get(path, intruder.options)).status, path).toBe(404);
      expect((await api.get(path, {})).status, path).toBe(404);
      // The owner's own token on another alias is not a session there, and the reservation is not that alias's.
      expect((await api.get(path, { bearer: owner.bearer, alias: 'maple-ridge' })).status, path).toBe(404);
    }
    const writes = [
      await api.put(`/api/reservations/${booked.reservationId}/cancel`, {}, intruder.options),
      await api.put(`/api/reservations/${booked.reservationId}/metadata`, { googleRWGToken: 'x' }, intruder.options),
      await api.post(
        '/api/reservation/checkin',
        { bookingId: booked.reservationId, facilityId: booked.facilityId, isFullCheckIn: true },
        intruder.options,
      ),
      await api.post(
        `/api/reservation/${booked.reservationId}/pay-and-checkin`,
        { playerCount: 1, paymentToken: 'x' },
        { ...intruder.options, headers: { 'idempotency-key': 'idor' } },
      ),
    ];
    expect(writes.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect((await api.get(`/api/reservation/${booked.reservationId}/history`, owner.options)).body.status).toBe(
      'booked',
    );
    expect((await api.get('/api/reservation/history', {})).status).toBe(401);
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const golfer = await api.newGolfer();
    const bad = [
      await api.get('/api/reservation/history?take=0', golfer.options),
      await api.get('/api/reservation/history?take=101', golfer.options),
      await api.get('/api/reservation/history?skip=-1', golfer.options),
      await api.get('/api/reservation/history?playDateMin=2026-07-10', golfer.options),
      await api.get('/api/reservation/history?facilityIds=abc', golfer.options),
      await api.get('/api/reservation/not-a-uuid/history', golfer.options),
      await api.put('/api/reservations/00000000-0000-4000-8000-000000000000/cancel', { players: [0] }, golfer.options),
      await api.put(
        '/api/reservations/00000000-0000-4000-8000-000000000000/cancel',
        { players: 'all' },
        golfer.options,
      ),
      await api.post('/api/reservation/checkin', { bookingId: 'x', facilityId: 1 }, golfer.options),
      await api.post(
        '/api/reservation/00000000-0000-4000-8000-000000000000/pay-and-checkin',
        { playerCount: 1 },
        golfer.options,
      ),
      await api.post(
        '/api/reservation/00000000-0000-4000-8000-000000000000/pay-and-checkin',
        { playerCount: 1, paymentToken: 'x', walletOptionId: 'y' },
        golfer.options,
      ),
    ];
    for (const answer of bad) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.error.code).toBeTypeOf('string');
    }
    expect(
      (await api.get('/api/reservation/00000000-0000-4000-8000-000000000000/history', golfer.options)).status,
    ).toBe(404);
  });
});
