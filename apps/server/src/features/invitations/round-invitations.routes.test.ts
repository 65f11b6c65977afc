import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationPlayers } from '../../db/schema/reservations.ts';
import { latestMail } from '../../test/accounts-client.ts';
import { reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// Once every player still booked has checked in, the lead can no longer invite,
// resend or cancel (the detail page hides "Invite friends" by the same domain rule).
const now = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => now, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

const checkIn = (reservationId: string, slots: number[]) =>
  db()
    .insert(reservationPlayers)
    .values(slots.map((slot) => ({ reservationId, slot, checkedInAt: now })));

describe('invitations on a checked-in round', () => {
  it('still invites while a player is left to check in, and refuses every invitation action once all have', async () => {
    const golfer = await api.newGolfer();
    const booked = await api.book(
      { ...golfer.options, email: golfer.email },
      'harbor-pines-north',
      '2026-07-14',
      3,
      '10:00',
    );
    const path = `/api/reservation/${booked.reservationId}/friend-invitations`;
    await checkIn(booked.reservationId, [1]);
    const sent = await api.post(path, { invitations: [{ name: 'Hal', email: 'hal@friends.test' }] }, golfer.options);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const inviteId = new URL(
      (await latestMail(db(), 'hal@friends.test'))!.text.match(/https?:\/\/\S+/)![0],
    ).searchParams.get('inviteId')!;

    await checkIn(booked.reservationId, [2, 3]);
    const more = await api.post(path, { invitations: [{ name: 'Ivy', email: 'ivy@friends.test' }] }, golfer.options);
    expect([more.status, more.body.error.code]).toEqual([409, 'INVITATION_ROUND_CHECKED_IN']);
    const resend = await api.post(`${path}/${inviteId}/resend`, {}, golfer.options);
    expect([resend.status, resend.body.error.code]).toEqual([409, 'INVITATION_ROUND_CHECKED_IN']);
    const cancel = await api.call('DELETE', `${path}/${inviteId}`, undefined, golfer.options);
    expect([cancel.status, cancel.body.error.code]).toEqual([409, 'INVITATION_ROUND_CHECKED_IN']);
    // The history reads the round as checked in.
    expect((await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options)).body.status).toBe(
      'checked-in',
    );
  });
});
