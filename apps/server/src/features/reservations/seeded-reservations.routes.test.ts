import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerKinds, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// The demo golfer's seeded reservations, as a newcomer sees them right after the first start.
const NOW = new Date('2026-07-10T15:07:00Z'); // 11:07 in New York: today's check-in tee time is 12:10
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

type Item = {
  ReservationID: string;
  list: string;
  status: string;
  teetime: string;
  dueAtCourse: number;
  actions: { cancel: { allowed: boolean }; checkIn: { windowOpen: boolean; canPayAndCheckIn: boolean } };
};

describe('seeded reservations of golfer@example.com on demo', () => {
  it('shows two past and several upcoming, one inside the check-in window with an amount due at the course', async () => {
    const login = await api.post('/api/profile/authenticate', {
      username: 'golfer@example.com',
      credentials: 'Fairway2026',
      type: 'basic',
    });
    const options = { bearer: login.body.sessionToken as string };
    const history = await api.get('/api/reservation/history', options);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const items = history.body.items as Item[];
    expect(history.body.pastTotal).toBeGreaterThanOrEqual(2);
    expect(history.body.upcomingTotal).toBeGreaterThanOrEqual(2);
    // The oldest past round: only the booker showed up (it reads as partly checked in, not booked).
    expect(items.map((item) => item.status)).toEqual([
      'booked',
      'booked',
      'partially-cancelled',
      'checked-in',
      'partially-checked-in',
    ]);

    const today = items[0]!;
    expect(today).toMatchObject({
      list: 'upcoming',
      teetime: '2026-07-10T12:10',
      actions: { checkIn: { windowOpen: true, canPayAndCheckIn: true }, cancel: { allowed: false } },
    });
    expect(today.dueAtCourse).toBeGreaterThan(0);
    const status = await api.get(`/api/reservation/${today.ReservationID}/checkin/status`, options);
    expect(status.body).toMatchObject({
      totalNumberOfPlayers: 2,
      numberOfPlayersPaid: 0,
      canCheckIn: false,
      canPayAndCheckIn: true,
    });

    // The prepaid one four days out can be cancelled, with a real refund in the gateway.
    const later = items[1]!;
    expect(later.actions.cancel.allowed).toBe(true);
    const cancelled = await api.put(`/api/reservations/${later.ReservationID}/cancel`, { players: [3] }, options);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.refund.amountCents).toBeGreaterThan(0);
    expect(await ledgerKinds(db(), [cancelled.body.refund.paymentId])).toEqual(['authorization', 'capture', 'refund']);
  });
});
