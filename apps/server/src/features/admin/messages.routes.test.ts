import type { MessagePreview, MessageSent } from '@fairway/contract/admin-messages.contract';
import type { StaffRates } from '@fairway/contract/admin.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { customers, facilityOptIns } from '../../db/schema/profile.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { staffCaller } from './testing/staff-caller.ts';

// Messages to the day's golfers: one e-mail per booker and named player of the live
// reservations in the range, a text only to those who take transactional SMS from the course
// (never to a number that answered STOP), all queued with the audit entry, once per key.

const DATE = '2026-07-13';
const MANAGER = 'manager@harborpines.example';
const RUN = Date.now().toString(36);
let server: TestServer;
let fx: Fixtures;
let south: number;
let engineId: number;
let free: string[];
let keys = 0;
const db = () => server.app.db;
const as = staffCaller(() => fx);
const email = (name: string) => `msg-${name}-${RUN}@example.com`;

beforeAll(async () => {
  server = await startTestServer({
    now: () => MATRIX_NOW,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000', CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  south = await fx.api.facilityId('harbor-pines-south');
  engineId = (
    await db().select({ id: bookingEngines.id }).from(bookingEngines).where(eq(bookingEngines.alias, 'demo'))
  )[0]!.id;
  free = (await fx.api.teeTimes(DATE, south))
    .filter((time) => time.availableSlots === 4 && time.rates.length > 0)
    .map((time) => time.teetime);
});
afterAll(() => server?.close());

/** A free South tee time at or after `from` (HH:mm), taken for this file. */
function freeAt(from: string): string {
  const index = free.findIndex((teetime) => teetime.slice(11, 16) >= from);
  if (index === -1) throw new Error(`no free tee time from ${from}`);
  return free.splice(index, 1)[0]!;
}

async function walkIn(teetime: string, golfer: Record<string, unknown>) {
  const manager = await as(MANAGER);
  const rates = (await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, manager))
    .body as StaffRates;
  const rate = rates.rates.find((candidate) => candidate.allowedPlayers.includes(2))!;
  const answer = await fx.api.post(
    '/api/admin/reservations',
    {
      facilityId: south,
      teetime,
      players: 2,
      rateId: rate.rateId,
      golfer: { firstName: 'Gail', lastName: 'Golfer', ...golfer },
      paymentMethod: 'pay-at-course',
    },
    { ...manager, headers: { ...manager.headers, 'idempotency-key': `msg-walk-in-${RUN}-${++keys}` } },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { reservationId: string; confirmationNumber: string };
}

/** A golfer account of demo with a phone and opt-ins at South. */
async function account(
  address: string,
  {
    phone,
    transactional,
    marketing = false,
    verified = true,
  }: {
    phone: string;
    transactional: boolean;
    marketing?: boolean;
    verified?: boolean;
  },
) {
  const [row] = await db()
    .insert(customers)
    .values({
      bookingEngineId: engineId,
      email: address,
      firstName: 'Sam',
      lastName: 'Text',
      phone,
      emailVerifiedAt: verified ? MATRIX_NOW : null,
    })
    .returning({ id: customers.id });
  await db()
    .insert(facilityOptIns)
    .values({ customerId: row!.id, facilityId: south, smsOptIn: marketing, transactionalSmsOptIn: transactional });
}

/** Tee times from 07:00 up to 11:00 at South (the course is known once the server runs). */
const rangeNow = () => ({ facilityId: south, date: DATE, fromTime: '07:00', toTime: '11:00' });
const message = () => ({
  ...rangeNow(),
  subject: 'Frost delay',
  message: 'Frost on the greens: first tee times move by 1 hour.\nSee you <soon> & "warm".',
});

async function send(body: unknown, key: string, username = MANAGER, alias = 'demo') {
  const caller = await as(username, alias);
  return fx.api.post('/api/admin/messages', body, {
    ...caller,
    headers: { ...caller.headers, 'idempotency-key': key },
  });
}
const staffMails = () => db().select().from(mailOutbox).where(eq(mailOutbox.template, 'staff-message'));
const staffTexts = () => db().select().from(smsOutbox).where(eq(smsOutbox.template, 'staff-message'));

describe('messages to the day’s golfers', () => {
  let preview: MessagePreview;

  beforeAll(async () => {
    // Walk-ins are linked to an account whose address is verified.
    await account(email('texted'), { phone: '(500) 555-0006', transactional: true });
    await account(email('stopped'), { phone: '+1 500 555 0004', transactional: true });
    await account(email('marketing'), { phone: '+15005550011', transactional: false, marketing: true });
    await account(email('unverified'), { phone: '+15005550012', transactional: true, verified: false });
    // STOP: the provider refused the number's latest text as opted out.
    await db().insert(smsOutbox).values({
      recipient: '+15005550004',
      body: 'earlier',
      template: 'tee-time-alert-offer',
      language: 'en',
      bookingEngineId: engineId,
      status: 'failed',
      attempts: 1,
      lastError: 'opted-out: The recipient replied STOP to this sender',
    });

    await walkIn(freeAt('07:00'), { email: email('plain') });
    const texted = await walkIn(freeAt('07:30'), { email: email('texted'), firstName: 'Tess' });
    // The same golfer twice in the range: one e-mail, one text.
    await walkIn(freeAt('08:30'), { email: email('texted').toUpperCase() });
    await walkIn(freeAt('08:00'), { email: email('stopped') });
    await walkIn(freeAt('09:00'), { email: email('marketing') });
    await walkIn(freeAt('09:30'), { email: email('unverified') });
    // A named player: a friend who accepted the booker's invitation.
    await db()
      .insert(invitations)
      .values({
        bookingEngineId: engineId,
        reservationId: texted.reservationId,
        name: 'Pat Partner',
        email: email('partner'),
        status: 'accepted',
        tokenHash: `hash-${RUN}`,
        slot: 2,
        language: 'fr',
      });
    // Outside the range, and cancelled: nobody to tell.
    await walkIn(freeAt('11:00'), { email: email('later') });
    const cancelled = await walkIn(freeAt('10:00'), { email: email('cancelled') });
    const manager = await as(MANAGER);
    const cancel = await fx.api.post(
      `/api/admin/reservations/${cancelled.reservationId}/cancellation`,
      { refund: false, reason: 'Changed plans' },
      { ...manager, headers: { ...manager.headers, 'idempotency-key': `msg-cancel-${RUN}` } },
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const answer = await fx.api.post('/api/admin/messages/preview', rangeNow(), await as(MANAGER));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    preview = answer.body as MessagePreview;
  });

  it('previews one recipient per address with who is texted, and writes nothing', async () => {
    expect(preview.course).toMatchObject({ facilityId: south, name: expect.stringContaining('South') });
    expect(preview.reservations).toBe(6);
    const byEmail = Object.fromEntries(preview.recipients.map((recipient) => [recipient.email, recipient]));
    expect(Object.keys(byEmail).sort()).toEqual(
      ['plain', 'texted', 'partner', 'stopped', 'marketing', 'unverified'].map(email).sort(),
    );
    expect(byEmail[email('plain')]!.sms).toBe('not-opted-in');
    expect(byEmail[email('texted')]).toMatchObject({ sms: 'send', role: 'booker', name: 'Tess Golfer' });
    expect(byEmail[email('partner')]).toMatchObject({ sms: 'not-opted-in', role: 'player', name: 'Pat Partner' });
    expect(byEmail[email('stopped')]!.sms).toBe('stopped');
    // Marketing texts are not the course's operational messages.
    expect(byEmail[email('marketing')]!.sms).toBe('not-opted-in');
    // Anyone can open an account under an address: an unproven one does not get texts.
    expect(byEmail[email('unverified')]!.sms).toBe('not-opted-in');
    expect(preview).toMatchObject({ emails: 6, sms: 1 });
    expect(await staffMails()).toEqual([]);
  });

  it('sends one e-mail per recipient and one text per opted-in mobile with the audit entry, once per key', async () => {
    const key = `msg-send-${RUN}`;
    const sent = await send(message(), key);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ reservations: 6, emails: 6, sms: 1 });

    const mails = await staffMails();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(preview.recipients.map((r) => r.email).sort());
    for (const mail of mails) expect(mail.subject).toBe('Frost delay');
    const partner = mails.find((mail) => mail.recipient === email('partner'))!;
    expect(partner.language).toBe('fr');
    expect(partner.text).toContain('Bonjour Pat Partner');
    expect(partner.text).toContain('See you <soon> & "warm".');
    // The message is text: HTML-escaped, its line break kept.
    const html = mails.find((mail) => mail.recipient === email('plain'))!.html;
    expect(html).toContain('move by 1 hour.<br>See you &#60;soon&#62; &#38; &#34;warm&#34;.');
    expect(html).not.toContain('<soon>');

    const texts = await staffTexts();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ recipient: '+15005550006', bookingEngineId: engineId });
    expect(texts[0]!.body.startsWith(`${preview.course.name}: Frost delay\nFrost on the greens`)).toBe(true);

    const [audit, ...more] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'message.send'), eq(adminAuditLog.target, `message:${key}`)));
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      username: MANAGER,
      details: expect.objectContaining({ subject: 'Frost delay', emails: 6, sms: 1, facilityId: south }),
    });
    expect((sent.body as MessageSent).messageId).toBe(audit!.id);

    // A retried send answers the first and queues nothing; another body under the key is refused.
    const replay = await send(message(), key);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(sent.body);
    expect(await staffMails()).toHaveLength(6);
    expect(await staffTexts()).toHaveLength(1);
    const reused = await send({ ...message(), subject: 'Closed' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('reads the send in words on the Activity', async () => {
    const activity = await fx.api.get('/api/admin/activity?action=message.send', await as(MANAGER));
    expect(activity.status, JSON.stringify(activity.body)).toBe(200);
    expect(activity.body.entries[0].summary).toMatchObject({
      key: 'activity.message.send',
      params: expect.objectContaining({ subject: 'Frost delay', count: 6, sms: 1, context: 'sms' }),
    });
  });

  it('is for owners and managers: pro-shop staff get 403 and nothing is sent', async () => {
    const proShop = await as('proshop@harborpines.example');
    expect((await fx.api.post('/api/admin/messages/preview', rangeNow(), proShop)).status).toBe(403);
    const before = (await staffMails()).length;
    expect((await send(message(), `msg-proshop-${RUN}`, 'proshop@harborpines.example')).status).toBe(403);
    expect(
      (await fx.api.post('/api/admin/messages/preview', rangeNow(), await as('owner@harborpines.example'))).status,
    ).toBe(200);
    expect(await staffMails()).toHaveLength(before);
  });

  it('shows another alias nothing: its manager gets 404 for this alias’s course', async () => {
    const other = await as('manager@eaglesnest.example', 'simulator');
    const previewed = await fx.api.post('/api/admin/messages/preview', rangeNow(), other);
    expect(previewed.status).toBe(404);
    expect(JSON.stringify(previewed.body)).not.toContain(email('texted'));
    const before = (await staffMails()).length;
    expect((await send(message(), `msg-other-${RUN}`, 'manager@eaglesnest.example', 'simulator')).status).toBe(404);
    expect(await staffMails()).toHaveLength(before);
  });

  it('refuses a bad range, an over-long subject or message, a missing key, and a range nobody is booked in', async () => {
    const before = (await staffMails()).length;
    const refused = async (body: unknown, key = `msg-bad-${RUN}-${++keys}`) => {
      const answer = await send(body, key);
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
      return answer;
    };
    const backwards = await refused({ ...message(), fromTime: '11:00', toTime: '07:00' });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('The range must end after it starts');
    const long = await refused({ ...message(), subject: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('The subject is at most 120 characters');
    const longText = await refused({ ...message(), message: 'x'.repeat(1001) });
    expect(JSON.stringify(longText.body)).toContain('The message is at most 1000 characters');
    expect((await refused({ ...message(), subject: 'Frost\r\nBcc: x@example.com' })).status).toBe(400);
    expect((await refused({ ...message(), subject: '   ' })).status).toBe(400);
    const manager = await as(MANAGER);
    expect((await fx.api.post('/api/admin/messages', message(), manager)).status).toBe(400);
    const empty = await refused({ ...message(), fromTime: '05:00', toTime: '06:00' });
    expect(empty.status).toBe(409);
    expect(empty.body.error.details).toEqual({ reason: 'no-recipients' });
    expect(await staffMails()).toHaveLength(before);
  });
});
