import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { latestMail, linkParam } from '../../test/accounts-client.ts';
import { ledgerKinds, reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { issueManageToken } from './manage-link.ts';

// A guest's signed "manage booking" link: from the confirmation e-mail to cancelling, and what it
// must not open. Now: 2026-07-10 08:00 in New York.
let clock = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

async function guestBooking(email: string, date = '2026-07-14') {
  const booked = await api.book({ alias: 'demo', email }, 'harbor-pines-north', date, 2, '09:00');
  const mail = await latestMail(db(), email);
  const link = /https?:\/\/\S+\/reservation\/manage\?\S+/.exec(mail!.text)![0];
  return { booked, link, token: linkParam(mail!.text, 'token') };
}

const withToken = (token: string, alias = 'demo') => ({ alias, headers: { 'x-fairway-manage-token': token } });

describe('the manage-booking link of a guest', () => {
  it('comes in the confirmation e-mail and opens that reservation: view, cancel within the window', async () => {
    const { booked, link, token } = await guestBooking('manage.guest@example.com');
    expect(new URL(link).searchParams.get('alias')).toBe('demo');
    const opened = await api.get(`/api/reservation/manage?token=${encodeURIComponent(token)}`, { alias: 'demo' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.reservation).toMatchObject({
      ReservationID: booked.reservationId,
      status: 'booked',
      actions: { cancel: { allowed: true } },
    });
    expect(Date.parse(opened.body.expiresAt)).toBeGreaterThan(Date.parse('2026-07-14T13:00:00Z'));

    expect((await api.get(`/api/reservation/${booked.reservationId}/history`, withToken(token))).status).toBe(200);
    expect((await api.get(`/api/reservation/${booked.reservationId}/checkin/status`, withToken(token))).status).toBe(
      200,
    );
    const cancelled = await api.put(
      `/api/reservations/${booked.reservationId}/cancel`,
      { players: [2] },
      withToken(token),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.reservation.status).toBe('partially-cancelled');
    expect(await ledgerKinds(db(), [booked.paymentId!])).toEqual(['authorization', 'capture', 'refund']);
    // It reveals nothing else: no history list, and no other reservation.
    expect((await api.get('/api/reservation/history', withToken(token))).status).toBe(401);
  });

  it('opens only its own reservation, on its own alias, and cannot be forged or guessed', async () => {
    const first = await guestBooking('first.guest@example.com');
    const second = await guestBooking('second.guest@example.com');
    expect(
      (await api.get(`/api/reservation/${second.booked.reservationId}/history`, withToken(first.token))).status,
    ).toBe(404);
    expect(
      (await api.put(`/api/reservations/${second.booked.reservationId}/cancel`, {}, withToken(first.token))).status,
    ).toBe(404);
    expect(
      (await api.get(`/api/reservation/${first.booked.reservationId}/history`, withToken(first.token, 'maple-ridge')))
        .body.error.code,
    ).toBe('MANAGE_LINK_INVALID');

    const [id, expires, signature] = first.token.split('.') as [string, string, string];
    const forged = [
      `${second.booked.reservationId}.${expires}.${signature}`, // another reservation with a valid signature
      `${id}.${Number(expires) + 86_400_000}.${signature}`, // a later expiry
      `${id}.${expires}.${signature.slice(0, 20)}${signature[20] === 'A' ? 'B' : 'A'}${signature.slice(21)}`, // one character guessed differently
      `${id}.${expires}.${signature.slice(0, -1)}${signature.at(-1) === 'w' ? 'x' : 'w'}`, // another spelling of the last character
      'not-a-token',
    ];
    for (const token of forged) {
      const answer = await api.get(`/api/reservation/manage?token=${encodeURIComponent(token)}`, { alias: 'demo' });
      expect(answer.status, token).toBe(404);
      expect(answer.body.error.code).toBe('MANAGE_LINK_INVALID');
    }
  });

  it('stops working once expired: 410 with its own code', async () => {
    const { booked, token } = await guestBooking('late.guest@example.com', '2026-07-12');
    const expired = await issueManageToken(
      db(),
      await engineId(),
      booked.reservationId,
      new Date('2026-07-10T11:00:00Z'),
    );
    const answer = await api.get(`/api/reservation/manage?token=${encodeURIComponent(expired)}`, { alias: 'demo' });
    expect(answer.status).toBe(410);
    expect(answer.body.error.code).toBe('MANAGE_LINK_EXPIRED');
    expect((await api.put(`/api/reservations/${booked.reservationId}/cancel`, {}, withToken(expired))).status).toBe(
      410,
    );

    // The mailed link lasts until a day after the tee time, then it is refused too.
    clock = new Date('2026-07-13T20:00:00Z');
    const late = await api.get(`/api/reservation/manage?token=${encodeURIComponent(token)}`, { alias: 'demo' });
    expect(late.status).toBe(410);
    clock = new Date('2026-07-10T12:00:00Z');
    expect(
      (await api.get(`/api/reservation/manage?token=${encodeURIComponent(token)}`, { alias: 'demo' })).status,
    ).toBe(200);
  });

  it('is not sent to signed-in golfers, who have the Reservations tab', async () => {
    const golfer = await api.newGolfer();
    await api.book({ ...golfer.options, email: golfer.email }, 'harbor-pines-north', '2026-07-15', 2, '09:00');
    expect((await latestMail(db(), golfer.email))!.text).not.toContain('/reservation/manage');
  });
});

async function engineId(): Promise<number> {
  const [row] = await db()
    .select({ id: bookingEngines.id })
    .from(bookingEngines)
    .where(eq(bookingEngines.alias, 'demo'));
  return row!.id;
}
