import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema/invitations.ts';
import { customers } from '../../db/schema/profile.ts';
import { latestMail } from '../../test/accounts-client.ts';
import { reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// Friend invitations over HTTP on a real database. Now: 2026-07-10 08:00 in New York.
let now = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => now, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

async function bookFor(players: number, date = '2026-07-14') {
  const golfer = await api.newGolfer();
  const booked = await api.book(
    { ...golfer.options, email: golfer.email },
    'harbor-pines-north',
    date,
    players,
    '09:00',
  );
  return { golfer, booked, path: `/api/reservation/${booked.reservationId}/friend-invitations` };
}

/** The accept/decline links of the latest invitation mail to `email`. */
async function linksTo(email: string) {
  const mail = (await latestMail(db(), email))!;
  const urls = mail.text.match(/https?:\/\/\S+/g)!.map((url) => new URL(url));
  const accept = urls.find((url) => url.searchParams.get('type') === 'accept')!;
  const decline = urls.find((url) => url.searchParams.get('type') === 'decline')!;
  return {
    mail,
    inviteId: accept.searchParams.get('inviteId')!,
    hash: accept.searchParams.get('hash')!,
    declineHash: decline.searchParams.get('hash')!,
  };
}

const patch = (path: string, alias = 'demo') => api.call('PATCH', path, {}, { alias });

describe('friend invitations', () => {
  it('lets the lead invite up to players − 1 friends, lists them, and mails each a link whose token is stored only as a hash', async () => {
    const { golfer, path } = await bookFor(3);
    const sent = await api.post(
      path,
      {
        invitations: [
          { name: 'Ann', email: 'Ann@Friends.test' },
          { name: 'Bob', email: 'bob@friends.test' },
        ],
      },
      golfer.options,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(
      sent.body.invitations.map((row: { name: string; email: string; status: string }) => [
        row.name,
        row.email,
        row.status,
      ]),
    ).toEqual([
      ['Ann', 'ann@friends.test', 'pending'],
      ['Bob', 'bob@friends.test', 'pending'],
    ]);
    expect(Object.keys(sent.body.invitations[0]).sort()).toEqual(['_id', 'email', 'name', 'shareStatus', 'status']);
    expect((await api.get(path, golfer.options)).body).toEqual(sent.body);
    const { mail, inviteId, hash } = await linksTo('ann@friends.test');
    expect(mail.subject).toContain('Ada');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db().select().from(invitations).where(eq(invitations.id, inviteId));
    expect(row!.tokenHash).not.toContain(hash);
    expect(JSON.stringify(row)).not.toContain(hash);

    const third = await api.post(path, { invitations: [{ name: 'Cy', email: 'cy@friends.test' }] }, golfer.options);
    expect([third.status, third.body.error.code]).toEqual([409, 'INVITATION_LIMIT_EXCEEDED']);
    const self = await bookFor(2);
    const own = await api.post(
      self.path,
      { invitations: [{ name: 'Me', email: self.golfer.email.toUpperCase() }] },
      self.golfer.options,
    );
    expect([own.status, own.body.error.code]).toEqual([400, 'INVITATION_SELF']);
    const bad = await api.post(path, { invitations: [{ name: '', email: 'nope' }] }, golfer.options);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('answers the reply matrix: accept fills a partner slot, then 410; decline; revoked 411; past 406; wrong or reused hash 404', async () => {
    const { golfer, path, booked } = await bookFor(4);
    await api.post(
      path,
      {
        invitations: [
          { name: 'Ann', email: 'ann2@friends.test' },
          { name: 'Bob', email: 'bob2@friends.test' },
          { name: 'Cy', email: 'cy2@friends.test' },
        ],
      },
      golfer.options,
    );
    const ann = await linksTo('ann2@friends.test');
    const round = await api.get(`/api/invitation/${ann.inviteId}/${ann.hash}/`);
    expect(round.status).toBe(200);
    expect(round.body).toMatchObject({
      courseName: expect.any(String),
      teetime: booked.teetime,
      leadFirstName: 'Ada',
      invitation: { name: 'Ann', status: 'pending' },
    });

    const wrong = `${ann.hash.slice(0, 42)}${ann.hash.endsWith('A') ? 'B' : 'A'}`;
    expect((await patch(`/api/invitation/${ann.inviteId}/accept/${wrong}/`)).status).toBe(404);
    expect((await api.get(`/api/invitation/${ann.inviteId}/${wrong}/`)).status).toBe(404);
    const accepted = await patch(`/api/invitation/${ann.inviteId}/accept/${ann.hash}/`);
    expect([accepted.status, accepted.body.status]).toEqual([200, 'accepted']);
    const welcome = (await latestMail(db(), 'ann2@friends.test'))!;
    expect(welcome.subject).toBe(`You're playing at ${round.body.courseName}`);
    const [calendar] = welcome.attachments as { filename: string; content: string }[];
    expect(calendar!.filename).toBe(`tee-time-${booked.order.reservations[0].confirmationNumber}.ics`);
    expect(calendar!.content).toContain(`UID:invitation-${ann.inviteId}@fairway`);
    // The tee time in New York (EDT, UTC−4) as the calendar's UTC start.
    const startUtc = new Date(`${booked.teetime}:00-04:00`)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(calendar!.content).toContain(`DTSTART:${startUtc}`);
    const again = await patch(`/api/invitation/${ann.inviteId}/decline/${ann.hash}/`);
    expect([again.status, again.body.error.code]).toEqual([410, 'INVITATION_ALREADY_RESPONDED']);
    const [annRow] = await db().select().from(invitations).where(eq(invitations.id, ann.inviteId));
    expect(annRow!.slot).toBe(2);

    const bob = await linksTo('bob2@friends.test');
    const declined = await patch(`/api/invitation/${bob.inviteId}/decline/${bob.declineHash}/`);
    expect([declined.status, declined.body.status]).toEqual([200, 'declined']);
    const detail = await api.get(`/api/reservation/${booked.reservationId}/history`, golfer.options);
    expect(
      detail.body.BookingSlots.map((slot: { slot: number; name: string | null }) => [slot.slot, slot.name]),
    ).toEqual([
      [1, null],
      [2, 'Ann'],
      [3, null],
      [4, null],
    ]);

    const cy = await linksTo('cy2@friends.test');
    expect((await api.call('DELETE', `${path}/${cy.inviteId}`, undefined, golfer.options)).body.status).toBe('revoked');
    const revoked = await patch(`/api/invitation/${cy.inviteId}/accept/${cy.hash}/`);
    expect([revoked.status, revoked.body.error.code]).toEqual([411, 'INVITATION_REVOKED']);

    // Another alias never sees this alias's invitation, even with the right hash.
    await api.setSettings('maple-ridge', 'user', { inviteAFriend: true });
    expect((await patch(`/api/invitation/${ann.inviteId}/accept/${ann.hash}/`, 'maple-ridge')).status).toBe(404);
    expect((await api.get(path, { ...golfer.options, alias: 'maple-ridge' })).status).toBe(404);

    const late = await bookFor(2, '2026-07-11');
    await api.post(late.path, { invitations: [{ name: 'Di', email: 'di@friends.test' }] }, late.golfer.options);
    const di = await linksTo('di@friends.test');
    now = new Date('2026-07-12T12:00:00Z');
    try {
      const past = await patch(`/api/invitation/${di.inviteId}/accept/${di.hash}/`);
      expect([past.status, past.body.error.code]).toEqual([406, 'INVITATION_IN_PAST']);
    } finally {
      now = new Date('2026-07-10T12:00:00Z');
    }
  });

  it('refuses what an invitation’s state does not allow the lead, as the list hides it', async () => {
    const { golfer, path, booked } = await bookFor(4, '2026-07-15');
    await api.post(
      path,
      {
        invitations: [
          { name: 'Eve', email: 'eve@friends.test' },
          { name: 'Fay', email: 'fay@friends.test' },
          { name: 'Gus', email: 'gus@friends.test' },
        ],
      },
      golfer.options,
    );
    const [eve, fay, gus] = [
      await linksTo('eve@friends.test'),
      await linksTo('fay@friends.test'),
      await linksTo('gus@friends.test'),
    ];
    await patch(`/api/invitation/${eve.inviteId}/decline/${eve.declineHash}/`);
    await patch(`/api/invitation/${fay.inviteId}/accept/${fay.hash}/`);
    const cancelDeclined = await api.call('DELETE', `${path}/${eve.inviteId}`, undefined, golfer.options);
    expect([cancelDeclined.status, cancelDeclined.body.error.code]).toEqual([410, 'INVITATION_ALREADY_RESPONDED']);
    const resendAccepted = await api.post(`${path}/${fay.inviteId}/resend`, {}, golfer.options);
    expect([resendAccepted.status, resendAccepted.body.error.code]).toEqual([410, 'INVITATION_ALREADY_RESPONDED']);
    // Without a split payment there is no share to protect: an accepted friend can be cancelled.
    expect(
      (await api.get(path, golfer.options)).body.invitations.map((row: { shareStatus: unknown }) => row.shareStatus),
    ).toEqual([null, null, null]);

    // Once the round is cancelled, nothing changes on the lead's side and the friend's page knows it.
    const cancelled = await api.put(
      `/api/reservations/${booked.reservationId}/cancel`,
      { reason: 'Rain' },
      golfer.options,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const resend = await api.post(`${path}/${gus.inviteId}/resend`, {}, golfer.options);
    expect([resend.status, resend.body.error.code]).toEqual([409, 'RESERVATION_CANCELLED']);
    const revoke = await api.call('DELETE', `${path}/${gus.inviteId}`, undefined, golfer.options);
    expect([revoke.status, revoke.body.error.code]).toEqual([409, 'RESERVATION_CANCELLED']);
    const round = await api.get(`/api/invitation/${gus.inviteId}/${gus.hash}/`);
    expect(round.body).toMatchObject({ roundCancelled: true, invitation: { status: 'pending' } });
    const reply = await patch(`/api/invitation/${gus.inviteId}/accept/${gus.hash}/`);
    expect([reply.status, reply.body.error.code]).toEqual([411, 'INVITATION_REVOKED']);
  });

  it("shows an accepted friend the round under their own Reservations, read-only and without the booker's details, once their e-mail is verified", async () => {
    const { golfer, path, booked } = await bookFor(3, '2026-07-15');
    await api.post(
      path,
      {
        invitations: [
          { name: 'Eve', email: 'Eve@Friends.test' },
          { name: 'Flo', email: 'flo@friends.test' },
        ],
      },
      golfer.options,
    );
    const eve = await linksTo('eve@friends.test');
    expect((await patch(`/api/invitation/${eve.inviteId}/accept/${eve.hash}/`)).status).toBe(200);
    const flo = await linksTo('flo@friends.test');
    expect((await patch(`/api/invitation/${flo.inviteId}/decline/${flo.declineHash}/`)).status).toBe(200);

    const signUp = async (email: string) =>
      (
        await api.post('/api/profile', {
          emailAddress: email,
          password: 'Birdie2024',
          firstName: 'F',
          lastName: 'Riend',
        })
      ).body.sessionToken as string;
    const eveBearer = await signUp('eve@friends.test');
    const detailPath = `/api/reservation/${booked.reservationId}/history`;
    // Until the address is verified, anyone could have typed it: nothing is shown.
    expect((await api.get('/api/reservation/history', { bearer: eveBearer })).body.items).toEqual([]);
    expect((await api.get(detailPath, { bearer: eveBearer })).status).toBe(404);
    await db().update(customers).set({ emailVerifiedAt: now }).where(eq(customers.email, 'eve@friends.test'));

    const list = await api.get('/api/reservation/history', { bearer: eveBearer });
    expect(list.body.items).toHaveLength(1);
    const item = list.body.items[0];
    expect(item).toMatchObject({
      ReservationID: booked.reservationId,
      viewer: 'invitee',
      invitedBy: 'Ada',
      teetime: booked.teetime,
      list: 'upcoming',
      paidNow: 0,
      card: null,
      orderId: '',
      orderNumber: '',
      notes: '',
    });
    expect(item.Customer).toEqual({ Email: '', FirstName: 'Ada', LastName: '', Phone: '' });
    expect(
      item.BookingSlots.map((slot: { name: string | null; dueAtCourse: number; refundable: number }) => [
        slot.name,
        slot.dueAtCourse,
        slot.refundable,
      ]),
    ).toEqual([
      [null, 0, 0],
      ['Eve', 0, 0],
      [null, 0, 0],
    ]);
    expect(item.actions.cancel.allowed).toBe(false);
    expect(item.actions.checkIn).toMatchObject({ canCheckIn: false, canPayAndCheckIn: false });
    const detail = await api.get(detailPath, { bearer: eveBearer });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ viewer: 'invitee', invoice: null, events: [] });
    expect(JSON.stringify(detail.body)).not.toContain(golfer.email);
    const ics = await api.get(`/api/reservation/${booked.reservationId}/calendar.ics`, { bearer: eveBearer });
    expect(ics.status).toBe(200);
    // The same calendar entry as the one in Eve's accept e-mail, not a second one.
    expect(ics.body).toContain(`UID:invitation-${eve.inviteId}@fairway`);
    // Looking is all: every action answers as for a stranger.
    expect((await api.put(`/api/reservations/${booked.reservationId}/cancel`, {}, { bearer: eveBearer })).status).toBe(
      404,
    );
    expect((await api.get(path, { bearer: eveBearer })).status).toBe(404);
    // The lead still sees their own booking in full; a friend who declined sees nothing.
    expect((await api.get(detailPath, golfer.options)).body).toMatchObject({
      viewer: 'booker',
      invitedBy: null,
      Customer: { Email: golfer.email },
    });
    const floBearer = await signUp('flo@friends.test');
    await db().update(customers).set({ emailVerifiedAt: now }).where(eq(customers.email, 'flo@friends.test'));
    expect((await api.get('/api/reservation/history', { bearer: floBearer })).body.items).toEqual([]);
    expect((await api.get(detailPath, { bearer: floBearer })).status).toBe(404);
  });

  it('resending replaces the token: the old link stops working', async () => {
    const { golfer, path } = await bookFor(2);
    await api.post(path, { invitations: [{ name: 'Eve', email: 'eve@friends.test' }] }, golfer.options);
    const first = await linksTo('eve@friends.test');
    expect((await api.post(`${path}/${first.inviteId}/resend`, {}, golfer.options)).status).toBe(200);
    const second = await linksTo('eve@friends.test');
    expect(second.hash).not.toBe(first.hash);
    expect((await patch(`/api/invitation/${first.inviteId}/accept/${first.hash}/`)).status).toBe(404);
    expect((await patch(`/api/invitation/${second.inviteId}/accept/${second.hash}/`)).status).toBe(200);
  });

  it('only the party lead lists, sends and cancels: anyone else gets 404 or 401', async () => {
    const { golfer, path } = await bookFor(2);
    await api.post(path, { invitations: [{ name: 'Fay', email: 'fay@friends.test' }] }, golfer.options);
    const fay = await linksTo('fay@friends.test');
    const other = await api.newGolfer();
    expect((await api.get(path, other.options)).status).toBe(404);
    expect(
      (await api.post(path, { invitations: [{ name: 'X', email: 'x@friends.test' }] }, other.options)).status,
    ).toBe(404);
    expect((await api.call('DELETE', `${path}/${fay.inviteId}`, undefined, other.options)).status).toBe(404);
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(path, golfer.options)).body.invitations).toHaveLength(1);
  });

  it('is off unless user.inviteAFriend is set', async () => {
    const { golfer, path } = await bookFor(2);
    await api.setSettings('demo', 'user', { inviteAFriend: false });
    try {
      const answer = await api.get(path, golfer.options);
      expect([answer.status, answer.body.error.code]).toEqual([403, 'INVITATIONS_DISABLED']);
    } finally {
      await api.setSettings('demo', 'user', { inviteAFriend: true });
    }
  });
});
