import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertOpeningScans } from '../../db/schema/alerts.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { reservationsClient } from '../../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { OPENING_OFFERS_JOB } from './opening-offers.ts';

// A cancellation is matched against the alias's alerts by the durable job: the oldest matching
// alert's golfer gets exactly one e-mail with a Book it link. Now: 2026-07-10 08:00 in New York.
const NOW = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server.close());

const mailsTo = (email: string) => db().select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'tee-time-alert-offer')));

async function alertFor(golfer: Awaited<ReturnType<typeof api.newGolfer>>, facilityId: number, overrides: Record<string, unknown> = {}) {
  const answer = await api.post(
    '/api/profile/teetime-alerts',
    { dates: ['2026-07-14'], timezone: 'America/New_York', teetimeStartTime: 8 * 60, teetimeEndTime: 11 * 60, players: 2, facilityIds: [facilityId], lzCurrentLanguage: 'en', ...overrides },
    golfer.options,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

describe('offers on cancellation', () => {
  it('a cancellation produces exactly one offer, to the oldest matching alert, even when passes race', async () => {
    const booker = await api.newGolfer();
    const booked = await api.book({ ...booker.options, email: booker.email }, 'harbor-pines-north', '2026-07-14', 2, '09:00');
    const [first, second, tooMany, wrongDay] = [await api.newGolfer(), await api.newGolfer(), await api.newGolfer(), await api.newGolfer()];
    await alertFor(tooMany, booked.facilityId, { players: 3 });
    await alertFor(wrongDay, booked.facilityId, { dates: ['2026-07-15'] });
    const firstAlert = await alertFor(first, booked.facilityId);
    await alertFor(second, booked.facilityId, { teetimeStartTime: 9 * 60 });

    const cancel = await api.put(`/api/reservations/${booked.reservationId}/cancel`, { reason: 'Rain' }, booker.options);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const passes = await Promise.all([1, 2, 3].map(() => server.app.periodicJobs.runNow(OPENING_OFFERS_JOB)));
    expect(passes.reduce((sum, pass) => sum + pass.changed, 0)).toBe(1);
    await server.app.periodicJobs.runNow(OPENING_OFFERS_JOB);

    const mails = await mailsTo(first.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A tee time you asked for just opened');
    expect(mails[0]!.text).toContain('Harbor Pines');
    const link = new URL(mails[0]!.text.match(/Book it: (\S+)/)![1]!);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ alias: 'demo', date: '2026-07-14', teetime: booked.teetime.slice(0, 16), golfers: '2' });
    for (const golfer of [second, tooMany, wrongDay]) expect(await mailsTo(golfer.email)).toHaveLength(0);
    const scans = await db().select().from(alertOpeningScans);
    expect(scans.filter((scan) => scan.alertId === firstAlert)).toHaveLength(1);
  });

  it('offers nothing when no alert matches, and records the scan so it is not repeated', async () => {
    const booker = await api.newGolfer();
    const booked = await api.book({ ...booker.options, email: booker.email }, 'harbor-pines-north', '2026-07-14', 2, '12:00');
    await api.put(`/api/reservations/${booked.reservationId}/cancel`, { reason: 'Rain' }, booker.options);
    expect((await server.app.periodicJobs.runNow(OPENING_OFFERS_JOB)).changed).toBe(0);
    const scans = await db().select().from(alertOpeningScans);
    expect(scans.some((scan) => scan.teetime === booked.teetime && scan.alertId === null)).toBe(true);
  });
});
