import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertOffers } from '../../db/schema/alerts.ts';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { OPENING_OFFER_JOB, OPENING_OFFERS_JOB } from './opening-offers.ts';

// An opening the offers sweep fails on (here: its golfer's e-mail cannot be written)
// no longer holds up the others. It goes to its own job, tried with back-off, dead-lettered for
// staff after its last try, and offered once staff retry it after the cause is fixed.
const START = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => START, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

type Golfer = Awaited<ReturnType<typeof api.newGolfer>>;

async function alertFor(golfer: Golfer, facilityId: number, date: string) {
  const answer = await api.post(
    '/api/profile/teetime-alerts',
    {
      dates: [date],
      timezone: 'America/New_York',
      teetimeStartTime: 8 * 60,
      teetimeEndTime: 11 * 60,
      players: 2,
      facilityIds: [facilityId],
      lzCurrentLanguage: 'en',
    },
    golfer.options,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** Books 2 players on `date` from 09:00 as a new golfer and cancels them both: an opening. */
async function opening(date: string) {
  const booker = await api.newGolfer();
  const booked = await api.book({ ...booker.options, email: booker.email }, 'harbor-pines-north', date, 2, '09:00');
  const cancel = await api.put(
    `/api/reservations/${booked.reservationId}/cancel`,
    { reason: 'Rain', players: [1, 2] },
    booker.options,
  );
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  return booked;
}

const offersTo = async (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'tee-time-alert-offer')));

describe('an alert offer that fails', () => {
  it('is handed to its own job without holding the other openings, ends dead for staff, and is offered once retried', async () => {
    const [refused, served] = [await api.newGolfer(), await api.newGolfer()];
    const first = await opening('2026-07-15');
    const second = await opening('2026-07-16');
    await alertFor(refused, first.facilityId, '2026-07-15');
    await alertFor(served, second.facilityId, '2026-07-16');
    // The mail outbox refuses the first golfer's message (a stand-in for any failure of that item).
    await db().execute(
      sql.raw(
        `alter table mail_outbox add constraint test_refuse_offer check (recipient <> '${refused.email.replaceAll("'", "''")}') not valid`,
      ),
    );

    expect((await server.app.periodicJobs.runNow(OPENING_OFFERS_JOB)).changed).toBe(1);
    expect(await offersTo(served.email)).toHaveLength(1);
    expect(await offersTo(refused.email)).toEqual([]);
    const [item] = await db().select().from(jobs).where(eq(jobs.kind, OPENING_OFFER_JOB));
    const [demo] = await db()
      .select({ id: bookingEngines.id })
      .from(bookingEngines)
      .where(eq(bookingEngines.alias, 'demo'));
    expect(item).toMatchObject({
      state: 'queued',
      attempts: 0,
      bookingEngineId: demo!.id,
      key: expect.stringMatching(/^opening:\d+$/),
    });
    // The sweep leaves it to the job from now on.
    expect((await server.app.periodicJobs.runNow(OPENING_OFFERS_JOB)).changed).toBe(0);

    // Eight tries, each after its back-off, then dead with the database's refusal.
    let at = START;
    for (let attempt = 1; attempt <= 8; attempt++) {
      const result = await server.app.jobs.runDue({ kind: OPENING_OFFER_JOB, now: at });
      expect(result, `try ${attempt}`).toEqual({ ran: 1, failed: 1, dead: attempt === 8 ? 1 : 0 });
      at = new Date(at.getTime() + 3_600_000);
    }
    const dead = await server.app.jobs.deadLetters(demo!.id);
    expect(dead.find((job) => job.id === item!.id)).toMatchObject({
      kind: OPENING_OFFER_JOB,
      attempts: 8,
      lastError: expect.stringMatching(/test_refuse_offer/),
    });
    expect(await offersTo(refused.email)).toEqual([]);

    // Fixed, and retried by staff: offered, once.
    await db().execute(sql`alter table mail_outbox drop constraint test_refuse_offer`);
    expect(await server.app.jobs.retry(demo!.id, item!.id)).toBe(true);
    expect(await server.app.jobs.runDue({ kind: OPENING_OFFER_JOB })).toEqual({ ran: 1, failed: 0, dead: 0 });
    expect(await offersTo(refused.email)).toHaveLength(1);
    expect(
      (await db().select().from(alertOffers).where(eq(alertOffers.teetime, first.teetime))).map(
        (offer) => offer.status,
      ),
    ).toEqual(['offered']);
    expect(await server.app.jobs.runDue({ kind: OPENING_OFFER_JOB })).toEqual({ ran: 0, failed: 0, dead: 0 });
  });
});
