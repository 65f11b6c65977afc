import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/checkout.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { customers } from '../../db/schema/profile.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { latestMail } from '../../test/accounts-client.ts';
import { reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// A staff move tells every golfer of the round, not only the lead. Each friend who
// accepted an invitation (and still plays) gets the new time in their language — their account's,
// else the lead's, as their invitation was — with an .ics that updates the entry their accept
// e-mail added (its own UID) under the SEQUENCE the lead's move e-mail carries. A friend who
// declined, or whose place was cancelled, is told nothing.

const DATE = '2026-07-13';
const MANAGER = 'manager@harborpines.example';
let server: TestServer;
let fx: Fixtures;
let api: ReturnType<typeof reservationsClient>;
let south: number;
let keys = 0;
const db = () => server.app.db;

beforeAll(async () => {
  server = await startTestServer({
    now: () => MATRIX_NOW,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000', CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  api = reservationsClient(server, db);
  south = await fx.api.facilityId('harbor-pines-south');
});
afterAll(() => server?.close());

let token: string | null = null;
async function staffHeaders(extra: Record<string, string> = {}) {
  token ??= (await fx.staff(MANAGER, 'demo')).staffToken;
  return { alias: 'demo', headers: { [STAFF_TOKEN_HEADER]: token, ...extra } };
}

/** The invitation id and accept/decline hashes of the latest invitation mail to `email`. */
async function linksTo(email: string) {
  const mail = (await latestMail(db(), email))!;
  const urls = mail.text.match(/https?:\/\/\S+/g)!.map((url) => new URL(url));
  const accept = urls.find((url) => url.searchParams.get('type') === 'accept')!;
  const decline = urls.find((url) => url.searchParams.get('type') === 'decline')!;
  return {
    inviteId: accept.searchParams.get('inviteId')!,
    hash: accept.searchParams.get('hash')!,
    declineHash: decline.searchParams.get('hash')!,
  };
}

async function reply(email: string, type: 'accept' | 'decline') {
  const links = await linksTo(email);
  const answer = await api.call(
    'PATCH',
    `/api/invitation/${links.inviteId}/${type}/${type === 'accept' ? links.hash : links.declineHash}/`,
    {},
    { alias: 'demo' },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return links.inviteId;
}

async function moveMailsTo(recipient: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.template, 'friend-reservation-moved')))
    .orderBy(desc(mailOutbox.id));
}

/** The unfolded calendar entry of a message. */
function calendarOf(message: { attachments: { content: string }[] }): string {
  return message.attachments[0]!.content.replace(/\r\n /g, '');
}

const lineOf = (calendar: string, name: string) => calendar.split(/\r?\n/).find((line) => line.startsWith(`${name}:`));
const clockOf = (teetime: string) => `${Number(teetime.slice(11, 13))}:${teetime.slice(14, 16)}`;

describe('a staff move of a round with invited friends', () => {
  it('mails each friend who accepted and still plays the new time in their language, with their own UID and the lead’s SEQUENCE', async () => {
    const stamp = Date.now();
    const ann = `ann-${stamp}@friends.test`;
    const bob = `bob-${stamp}@friends.test`;
    const cy = `cy-${stamp}@friends.test`;
    const dee = `dee-${stamp}@friends.test`;
    // Ann has a golfer account in French; Bob, Cy and Dee have none (the lead's language: Spanish).
    const signup = await api.post(
      '/api/profile',
      { emailAddress: ann, password: 'Birdie2024', firstName: 'Ann', lastName: 'Ames' },
      { alias: 'demo' },
    );
    expect([200, 201]).toContain(signup.status);
    await db().update(customers).set({ language: 'fr' }).where(eq(customers.email, ann));

    const lead = await api.newGolfer();
    const booked = await api.book({ ...lead.options, email: lead.email }, 'harbor-pines-south', DATE, 4, '09:00');
    await db()
      .update(orders)
      .set({ language: 'es' })
      .where(eq(orders.id, booked.order.orderId as string));
    const invite = (list: { name: string; email: string }[]) =>
      api.post(`/api/reservation/${booked.reservationId}/friend-invitations`, { invitations: list }, lead.options);
    expect(
      (
        await invite([
          { name: 'Ann', email: ann },
          { name: 'Bob', email: bob },
          { name: 'Cy', email: cy },
        ])
      ).status,
    ).toBe(200);
    const annInvite = await reply(ann, 'accept');
    const bobInvite = await reply(bob, 'accept');
    await reply(cy, 'decline');
    expect((await invite([{ name: 'Dee', email: dee }])).status).toBe(200);
    const deeInvite = await reply(dee, 'accept');
    const slots = new Map(
      (await db().select().from(invitations).where(eq(invitations.reservationId, booked.reservationId))).map((row) => [
        row.id,
        row.slot,
      ]),
    );
    // Dee's place is cancelled by staff: she no longer plays this round.
    const cancelled = await fx.api.post(
      `/api/admin/reservations/${booked.reservationId}/cancellation`,
      { players: [slots.get(deeInvite)!], refund: true, reason: 'Dee cannot play' },
      await staffHeaders({ 'idempotency-key': `friends-cancel-${++keys}` }),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const free = (await fx.api.teeTimes(DATE, south))
      .filter((time) => time.availableSlots === 4 && time.teetime !== booked.teetime)
      .map((time) => time.teetime);
    const [to, last] = [free[0]!, free[1]!];

    const moved = await fx.api.put(
      `/api/admin/reservations/${booked.reservationId}/tee-time`,
      { facilityId: south, teetime: to },
      await staffHeaders(),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [leadMail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, lead.email), eq(mailOutbox.template, 'reservation-moved')))
      .orderBy(desc(mailOutbox.id));
    const leadSequence = lineOf(calendarOf(leadMail!), 'SEQUENCE');
    expect(leadSequence).toMatch(/^SEQUENCE:[1-9]\d*$/);

    const [annMail, ...annOthers] = await moveMailsTo(ann);
    expect(annOthers).toEqual([]);
    expect(annMail).toMatchObject({ language: 'fr', subject: 'Votre partie avec Ada a été déplacée' });
    expect(annMail!.text).toContain('Bonjour Ann,');
    expect(annMail!.text).toMatch(
      /Le départ de Ada auquel vous participez, à Harbor Pines .* a été déplacé à Harbor Pines/,
    );
    expect(annMail!.text).toContain(clockOf(booked.teetime));
    expect(annMail!.text).toContain(clockOf(to));
    const annCalendar = calendarOf(annMail!);
    // The entry Ann's accept e-mail added is the one updated: the same UID, METHOD:REQUEST, the lead's SEQUENCE.
    const [accepted] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, ann), eq(mailOutbox.template, 'friend-invitation-accepted')));
    expect(lineOf(calendarOf(accepted!), 'UID')).toBe(`UID:invitation-${annInvite}@fairway`);
    expect(lineOf(annCalendar, 'UID')).toBe(`UID:invitation-${annInvite}@fairway`);
    expect(annCalendar).toContain('METHOD:REQUEST');
    expect(lineOf(annCalendar, 'SEQUENCE')).toBe(leadSequence);
    const utc = new Date(`${to}:00-04:00`).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(annCalendar).toContain(`DTSTART:${utc}Z`);

    const [bobMail] = await moveMailsTo(bob);
    expect(bobMail).toMatchObject({ language: 'es', subject: 'Su partida con Ada ha cambiado de hora' });
    expect(bobMail!.text).toContain('Hola Bob:');
    expect(lineOf(calendarOf(bobMail!), 'UID')).toBe(`UID:invitation-${bobInvite}@fairway`);
    expect(lineOf(calendarOf(bobMail!), 'SEQUENCE')).toBe(leadSequence);

    // Cy declined and Dee's place was cancelled: nothing for them.
    expect(await moveMailsTo(cy)).toEqual([]);
    expect(await moveMailsTo(dee)).toEqual([]);

    // A second move: a higher SEQUENCE for the friends too.
    const again = await fx.api.put(
      `/api/admin/reservations/${booked.reservationId}/tee-time`,
      { facilityId: south, teetime: last },
      await staffHeaders(),
    );
    expect(again.status).toBe(200);
    const [annSecond] = await moveMailsTo(ann);
    const sequence = (line: string | undefined) => Number(line!.split(':')[1]);
    expect(sequence(lineOf(calendarOf(annSecond!), 'SEQUENCE'))).toBe(sequence(leadSequence) + 1);
    expect(lineOf(calendarOf(annSecond!), 'UID')).toBe(`UID:invitation-${annInvite}@fairway`);
    expect(annSecond!.text).toContain(clockOf(last));
    expect(await moveMailsTo(bob)).toHaveLength(2);
  });
});
