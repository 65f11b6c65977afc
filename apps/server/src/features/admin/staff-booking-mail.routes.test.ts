import { STAFF_TOKEN_HEADER, type StaffRates } from '@fairway/contract/admin.contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reservations } from '../../db/schema/checkout.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { customers } from '../../db/schema/profile.ts';
import { createFixtures, type Fixtures, MATRIX_NOW } from '../../hardening/access-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// The golfer is told. A staff booking made with the golfer's e-mail (phone or walk-in),
// a move (the new time, and an .ics updating the same event: same UID, higher SEQUENCE) and a
// staff cancellation each put an e-mail in the outbox, in the golfer's language.

const DATE = '2026-07-13';
const MANAGER = 'manager@harborpines.example';
let server: TestServer;
let fx: Fixtures;
let south: number;
let free: string[];
let keys = 0;
const db = () => server.app.db;

beforeAll(async () => {
  server = await startTestServer({
    now: () => MATRIX_NOW,
    env: { LOGIN_ATTEMPTS_PER_MINUTE: '10000', CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000' },
  });
  fx = await createFixtures(server);
  south = await fx.api.facilityId('harbor-pines-south');
  free = (await fx.api.teeTimes(DATE, south))
    .filter((time) => time.availableSlots === 4 && time.rates.length > 0)
    .map((time) => time.teetime);
});
afterAll(() => server?.close());

let token: string | null = null;
async function staffHeaders(extra: Record<string, string> = {}) {
  token ??= (await fx.staff(MANAGER, 'demo')).staffToken;
  return { alias: 'demo', headers: { [STAFF_TOKEN_HEADER]: token, ...extra } };
}

const nextFree = () => free.shift()!;

async function walkIn(
  teetime: string,
  golfer: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  key = `mail-walk-in-${++keys}`,
) {
  const rates = (await fx.api.get(`/api/admin/rates?facilityId=${south}&teetime=${teetime}`, await staffHeaders()))
    .body as StaffRates;
  const rate = rates.rates.find((candidate) => candidate.allowedPlayers.includes(2))!;
  const body = {
    facilityId: south,
    teetime,
    players: 2,
    rateId: rate.rateId,
    golfer: { firstName: 'Walt', lastName: 'Inn', phone: '555-0100', ...golfer },
    paymentMethod: 'cash',
    ...extra,
  };
  const answer = await fx.api.post('/api/admin/reservations', body, await staffHeaders({ 'idempotency-key': key }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { reservationId: string; confirmationNumber: string; grandTotal: number };
}

async function mailsTo(recipient: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));
}

/** The unfolded calendar entry of a message. */
function calendarOf(message: { attachments: { content: string }[] }): string {
  return message.attachments[0]!.content.replace(/\r\n /g, '');
}

describe('a staff booking with the golfer’s e-mail', () => {
  it('mails the golfer a confirmation in the language staff chose, once per booking, with the tee time’s .ics', async () => {
    const email = `walk-in-fr-${Date.now()}@example.com`;
    const key = `mail-walk-in-${++keys}`;
    const teetime = nextFree();
    const booked = await walkIn(teetime, { email }, { language: 'fr' }, key);
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      template: 'staff-booking',
      language: 'fr',
      subject: expect.stringContaining('Votre réservation est confirmée'),
    });
    expect(mail!.text).toContain('a réservé ce départ pour vous');
    expect(mail!.text).toContain(`Numéro de confirmation ${booked.confirmationNumber}`);
    expect(mail!.text).toContain('Payé au pro shop');
    expect(calendarOf(mail!)).toContain(`UID:${booked.confirmationNumber}@fairway`);
    // A replay of the booking is the same booking: no second e-mail.
    expect((await walkIn(teetime, { email }, { language: 'fr' }, key)).reservationId).toBe(booked.reservationId);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('writes in the golfer account’s language when staff do not choose one, and mails nobody without an e-mail', async () => {
    const email = `walk-in-de-${Date.now()}@example.com`;
    const signup = await fx.api.post(
      '/api/profile',
      { emailAddress: email, password: 'Birdie2024', firstName: 'Greta', lastName: 'Golf' },
      { alias: 'demo' },
    );
    expect([200, 201]).toContain(signup.status);
    await db().update(customers).set({ language: 'de' }).where(eq(customers.email, email));
    const booked = await walkIn(nextFree(), { email }, { paymentMethod: 'pay-at-course' });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ template: 'staff-booking', language: 'de' });
    expect(mail!.text).toContain('hat diese Abschlagszeit für Sie gebucht');
    expect(mail!.text).toContain(`Bestätigungsnummer ${booked.confirmationNumber}`);
    expect(mail!.text).toContain('Am Platz zu zahlen');

    const before = (await db().select().from(mailOutbox)).length;
    await walkIn(nextFree(), {});
    expect((await db().select().from(mailOutbox)).length).toBe(before);
  });
});

describe('a move and a staff cancellation', () => {
  it('tells the golfer the new time with an .ics of the same UID and a higher SEQUENCE each time, and the cancellation outranks them', async () => {
    const email = `moved-${Date.now()}@example.com`;
    const from = nextFree();
    const to = nextFree();
    const last = nextFree();
    const booked = await walkIn(from, { email }, { language: 'es' });
    const uid = `UID:${booked.confirmationNumber}@fairway`;
    const [confirmation] = await mailsTo(email);
    expect(calendarOf(confirmation!)).not.toContain('SEQUENCE');

    const moved = await fx.api.put(
      `/api/admin/reservations/${booked.reservationId}/tee-time`,
      { facilityId: south, teetime: to },
      await staffHeaders(),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [first] = await mailsTo(email);
    expect(first).toMatchObject({
      template: 'reservation-moved',
      language: 'es',
      subject: `Su salida ha sido cambiada de hora (confirmación ${booked.confirmationNumber})`,
    });
    // The old and the new time, at the course (Monday 13 July 2026, New York).
    expect(first!.text).toMatch(/se ha cambiado a Harbor Pines/);
    const toClock = `${Number(to.slice(11, 13))}:${to.slice(14, 16)}`;
    const fromClock = `${Number(from.slice(11, 13))}:${from.slice(14, 16)}`;
    expect(first!.text).toContain(fromClock);
    expect(first!.text).toContain(toClock);
    const firstCalendar = calendarOf(first!);
    expect(firstCalendar).toContain(uid);
    expect(firstCalendar).toContain('METHOD:REQUEST');
    expect(firstCalendar).toContain('SEQUENCE:1');
    const utc = new Date(`${to}:00-04:00`).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(firstCalendar).toContain(`DTSTART:${utc}Z`);

    const again = await fx.api.put(
      `/api/admin/reservations/${booked.reservationId}/tee-time`,
      { facilityId: south, teetime: last },
      await staffHeaders(),
    );
    expect(again.status).toBe(200);
    const [second] = await mailsTo(email);
    expect(calendarOf(second!)).toContain(uid);
    expect(calendarOf(second!)).toContain('SEQUENCE:2');
    const [row] = await db()
      .select({ moves: reservations.moves })
      .from(reservations)
      .where(eq(reservations.id, booked.reservationId));
    expect(row!.moves).toBe(2);

    const cancelled = await fx.api.post(
      `/api/admin/reservations/${booked.reservationId}/cancellation`,
      { refund: true, reason: 'Course closed' },
      await staffHeaders({ 'idempotency-key': `mail-cancel-${++keys}` }),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [cancellation] = await mailsTo(email);
    expect(cancellation).toMatchObject({ template: 'reservation-cancelled', language: 'es' });
    const cancelCalendar = calendarOf(cancellation!);
    expect(cancelCalendar).toContain(uid);
    expect(cancelCalendar).toContain('METHOD:CANCEL');
    expect(cancelCalendar).toContain('SEQUENCE:3');
  });

  it('mails a golfer’s own booking cancelled by staff, in the language they booked in', async () => {
    const booked = await fx.reservation();
    const [order] = await db().update(orders).set({ language: 'de' }).where(eq(orders.id, booked.orderId)).returning();
    const cancelled = await fx.api.post(
      `/api/admin/reservations/${booked.reservationId}/cancellation`,
      { refund: true, reason: 'Rain-out' },
      await staffHeaders({ 'idempotency-key': `mail-cancel-${++keys}` }),
    );
    expect(cancelled.status).toBe(200);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, order!.email), eq(mailOutbox.template, 'reservation-cancelled')));
    expect(mail).toMatchObject({
      language: 'de',
      subject: expect.stringContaining('Ihre Abschlagszeit ist storniert'),
    });
  });
});
