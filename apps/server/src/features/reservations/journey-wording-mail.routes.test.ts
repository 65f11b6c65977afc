import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkParam } from '../../test/accounts-client.ts';
import { reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// The reservation e-mails' words: a guest's confirmation offers on its manage link only
// what the engine's settings allow (cancelling within the online window, checking in when check-in
// is on); a cancellation e-mail never offers to cancel (it links to the reservation and to booking
// again); and each names the course's zone beside the time. Now: 2026-07-10 08:00 in New York.
const now = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

/** A guest's 2-player booking on demo's North course, and the confirmation e-mail's line of it. */
async function guestBooking(email: string, date: string, from: string) {
  const booked = await api.book({ alias: 'demo', email }, 'harbor-pines-north', date, 2, from);
  const mail = (await latestMail(db(), email))!;
  return {
    booked,
    mail,
    line: mail.text.split('\n').find((line) => line.includes(booked.order.reservations[0].confirmationNumber))!,
  };
}

describe('the reservation e-mails’ words follow the settings and the booking', () => {
  it('offers cancel and check-in on the manage link only as the settings allow, with the zone beside the time', async () => {
    await api.setSettings('demo', 'smartPlay', { checkIn: true });
    const both = await guestBooking('wording.both@example.com', '2026-07-14', '09:00');
    expect(both.line).toMatch(/Tue, Jul 14, 2026, \d{1,2}:\d{2}\s[AP]M EDT/);
    expect(both.line).toContain(' View, cancel or check in: http');

    // Booked inside the 24 h online-cancellation window: the link cannot cancel, so it does not say so.
    const late = await guestBooking('wording.late@example.com', '2026-07-10', '17:00');
    expect(late.line).toContain(' View or check in: http');
    expect(late.line).not.toMatch(/cancel/i);

    await api.setSettings('demo', 'smartPlay', { checkIn: false });
    const noCheckIn = await guestBooking('wording.nocheckin@example.com', '2026-07-15', '09:00');
    expect(noCheckIn.line).toContain(' View or cancel: http');
    expect(noCheckIn.line).not.toMatch(/check in/i);
    const viewOnly = await guestBooking('wording.view@example.com', '2026-07-10', '17:30');
    expect(viewOnly.line).toContain(' View your booking: http');
    await api.setSettings('demo', 'smartPlay', { checkIn: true });
  });

  it('never offers to cancel in a cancellation e-mail: it links to the reservation and to booking again, with the zone', async () => {
    const { booked, mail } = await guestBooking('wording.cancel@example.com', '2026-07-16', '09:00');
    const token = linkParam(mail.text, 'token');
    const cancelled = await api.put(
      `/api/reservations/${booked.reservationId}/cancel`,
      {},
      { alias: 'demo', headers: { 'x-fairway-manage-token': token } },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const cancellation = (await latestMail(db(), 'wording.cancel@example.com'))!;
    expect(cancellation.template).toBe('reservation-cancelled');
    expect(cancellation.text).toMatch(/on Thu, Jul 16, 2026, \d{1,2}:\d{2}\s[AP]M EDT is cancelled\./);
    expect(cancellation.text).not.toMatch(/View, cancel|or cancel|cancel or/i);
    const view = /View your reservation: (\S+)/.exec(cancellation.text)![1]!;
    expect(new URL(view).pathname).toBe('/reservation/manage');
    const again = /Book another tee time: (\S+)/.exec(cancellation.text)![1]!;
    expect(new URL(again).searchParams.get('alias')).toBe('demo');
    expect(cancellation.html).toContain(`<a href="${again}">`);
  });

  it('links a signed-in golfer’s cancellation e-mail to their reservation, and a partial one to it alone', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book(
      { ...golfer.options, email: golfer.email },
      'harbor-pines-north',
      '2026-07-17',
      2,
      '09:00',
    );
    const partial = await api.put(`/api/reservations/${booked.reservationId}/cancel`, { players: [2] }, golfer.options);
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    const mail = (await latestMail(db(), golfer.email))!;
    expect(new URL(/View your reservation: (\S+)/.exec(mail.text)![1]!).pathname).toBe(
      `/reservation/history/${booked.reservationId}`,
    );
    expect(mail.text).not.toContain('Book another tee time');
  });
});
