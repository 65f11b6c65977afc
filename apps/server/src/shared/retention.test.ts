import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../db/schema/admin.ts';
import { orders } from '../db/schema/checkout.ts';
import { bookingEngines, facilities } from '../db/schema/facilities.ts';
import { jobs } from '../db/schema/jobs.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { bookingWindowScans } from '../db/schema/openings.ts';
import { gatewayCheckoutSessions, gatewayIdempotencyKeys, gatewayLedger } from '../db/schema/payments.ts';
import { oneTimeTokens } from '../db/schema/session.ts';
import { smsOutbox, smsSandboxMessages } from '../db/schema/sms.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { deleteInBatches, RETENTION_DAYS } from './retention.ts';

// Each retention sweep deletes the rows past their period and keeps the younger ones and what is
// kept for good (queued messages, dead jobs, the Stripe adapter's customers and disputes, money).

const NOW = new Date('2026-07-10T12:00:00Z');
const DAY = 86_400_000;
/** An instant `days` before NOW, a minute either side of a period's edge. */
const daysAgo = (days: number, minutes = 0) => new Date(NOW.getTime() - days * DAY + minutes * 60_000);
const justOlder = (days: number) => daysAgo(days, -1);
const justYounger = (days: number) => daysAgo(days, 1);

let server: TestServer;
let engineId: number;

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  const [engine] = await server.app.db.select({ id: bookingEngines.id }).from(bookingEngines).limit(1);
  engineId = engine!.id;
});
afterAll(() => server?.close());

const db = () => server.app.db;
const mail = (subject: string, status: 'kept' | 'queued' | 'sent' | 'failed', createdAt: Date) => ({
  recipient: 'old@example.com',
  subject,
  html: '<p>x</p>',
  text: 'x',
  template: 'test',
  language: 'en',
  status,
  createdAt,
});

async function subjectsLeft(subjects: string[]) {
  const rows = await db()
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(inArray(mailOutbox.subject, subjects));
  return rows.map((row) => row.subject).sort();
}

describe('retention sweeps', () => {
  it('the mail outbox: sent, kept and failed messages past 90 days go; younger ones and queued ones stay', async () => {
    const days = RETENTION_DAYS.mailOutbox;
    await db()
      .insert(mailOutbox)
      .values([
        mail('r-old-sent', 'sent', justOlder(days)),
        mail('r-old-kept', 'kept', justOlder(days)),
        mail('r-old-failed', 'failed', justOlder(days)),
        mail('r-old-queued', 'queued', justOlder(days)),
        mail('r-young-sent', 'sent', justYounger(days)),
      ]);
    expect((await server.app.periodicJobs.runNow('mail.retention')).ran).toBe(true);
    expect(await subjectsLeft(['r-old-sent', 'r-old-kept', 'r-old-failed', 'r-old-queued', 'r-young-sent'])).toEqual([
      'r-old-queued',
      'r-young-sent',
    ]);
  });

  it('the SMS outbox and the sandbox log: past 90 days go, younger and queued texts stay', async () => {
    const days = RETENTION_DAYS.smsOutbox;
    const text = (body: string, status: 'queued' | 'sent' | 'failed', createdAt: Date) => ({
      recipient: '+15550001111',
      body,
      template: 'test',
      language: 'en',
      status,
      createdAt,
    });
    await db()
      .insert(smsOutbox)
      .values([
        text('r-old-sent', 'sent', justOlder(days)),
        text('r-old-queued', 'queued', justOlder(days)),
        text('r-young-failed', 'failed', justYounger(days)),
      ]);
    await db()
      .insert(smsSandboxMessages)
      .values([
        { recipient: '+15550001111', body: 'r-old-log', reference: 'r', createdAt: justOlder(days) },
        { recipient: '+15550001111', body: 'r-young-log', reference: 'r', createdAt: justYounger(days) },
      ]);
    await server.app.periodicJobs.runNow('sms.retention');
    const outbox = await db()
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(sql`${smsOutbox.body} like 'r-%'`);
    expect(outbox.map((row) => row.body).sort()).toEqual(['r-old-queued', 'r-young-failed']);
    const log = await db()
      .select({ body: smsSandboxMessages.body })
      .from(smsSandboxMessages)
      .where(sql`${smsSandboxMessages.body} like 'r-%'`);
    expect(log.map((row) => row.body)).toEqual(['r-young-log']);
  });

  it('the audit log: entries go after ten years, never sooner', async () => {
    const days = RETENTION_DAYS.auditLog;
    expect(days).toBeGreaterThanOrEqual(3652);
    const entry = (action: string, createdAt: Date) => ({
      bookingEngineId: engineId,
      username: 'r',
      action,
      createdAt,
    });
    await db()
      .insert(adminAuditLog)
      .values([entry('retention.old', justOlder(days)), entry('retention.young', justYounger(days))]);
    await server.app.periodicJobs.runNow('admin.audit-log-retention');
    const left = await db()
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.action} like 'retention.%'`);
    expect(left.map((row) => row.action)).toEqual(['retention.young']);
  });

  it('job rows: done items go after 30 days; younger done items and dead ones (staff retry them) stay', async () => {
    const days = RETENTION_DAYS.doneJobs;
    const job = (key: string, state: 'done' | 'dead', finishedAt: Date) => ({
      kind: 'retention-test',
      key,
      payload: {},
      state,
      maxAttempts: 1,
      runAt: finishedAt,
      finishedAt,
    });
    await db()
      .insert(jobs)
      .values([
        job('old-done', 'done', justOlder(days)),
        job('young-done', 'done', justYounger(days)),
        job('old-dead', 'dead', daysAgo(400)),
      ]);
    await server.app.periodicJobs.runNow('jobs.purge-done');
    const left = await db().select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, 'retention-test'));
    expect(left.map((row) => row.key).sort()).toEqual(['old-dead', 'young-done']);
  });

  it('gateway rows: keys after 30 days, webhook event claims after 90, lapsed card-entry sessions; Stripe customers and disputes stay', async () => {
    const key = (operation: string, name: string, createdAt: Date) => ({
      operation,
      key: name,
      requestHash: '',
      createdAt,
    });
    const keys = RETENTION_DAYS.idempotencyKeys;
    const claims = RETENTION_DAYS.webhookEventClaims;
    await db()
      .insert(gatewayIdempotencyKeys)
      .values([
        key('authorize', 'r-old-key', justOlder(keys)),
        key('authorize', 'r-young-key', justYounger(keys)),
        key('stripe:event', 'r-old-claim', justOlder(claims)),
        key('stripe:event', 'r-young-claim', justOlder(keys)),
        key('stripe:customer', 'r-customer', daysAgo(5000)),
        key('stripe:dispute', 'r-dispute', daysAgo(5000)),
      ]);
    const session = (token: string, expiresAt: Date) => ({ token, reference: 'r', originUrl: 'https://x', expiresAt });
    await db()
      .insert(gatewayCheckoutSessions)
      .values([
        session('r-old-session', justOlder(RETENTION_DAYS.cardEntrySessions)),
        session('r-young-session', justYounger(RETENTION_DAYS.cardEntrySessions)),
      ]);
    await server.app.periodicJobs.runNow('payments.retention');
    const left = await db()
      .select({ key: gatewayIdempotencyKeys.key })
      .from(gatewayIdempotencyKeys)
      .where(sql`${gatewayIdempotencyKeys.key} like 'r-%'`);
    expect(left.map((row) => row.key).sort()).toEqual(['r-customer', 'r-dispute', 'r-young-claim', 'r-young-key']);
    const sessions = await db()
      .select({ token: gatewayCheckoutSessions.token })
      .from(gatewayCheckoutSessions)
      .where(sql`${gatewayCheckoutSessions.token} like 'r-%'`);
    expect(sessions.map((row) => row.token)).toEqual(['r-young-session']);
  });

  it('one-time tokens go a week after their expiry', async () => {
    const days = RETENTION_DAYS.oneTimeTokens;
    const token = (tokenHash: string, expiresAt: Date) => ({
      tokenHash,
      purpose: 'password-reset' as const,
      bookingEngineId: engineId,
      expiresAt,
    });
    await db()
      .insert(oneTimeTokens)
      .values([token('r-old-token', justOlder(days)), token('r-young-token', justYounger(days))]);
    await server.app.periodicJobs.runNow('session.one-time-tokens');
    const left = await db()
      .select({ hash: oneTimeTokens.tokenHash })
      .from(oneTimeTokens)
      .where(sql`${oneTimeTokens.tokenHash} like 'r-%'`);
    expect(left.map((row) => row.hash)).toEqual(['r-young-token']);
  });

  it('booking-window scans: a day’s mark goes two days after it, the marks of yesterday and later stay', async () => {
    const [course] = await db().select({ id: facilities.id }).from(facilities).limit(1);
    const mark = (date: string) => ({ bookingEngineId: engineId, facilityId: course!.id, date });
    // NOW is 2026-07-10 at noon UTC: the cutoff is 2026-07-08.
    await db()
      .insert(bookingWindowScans)
      .values([mark('2026-06-01'), mark('2026-07-07'), mark('2026-07-08'), mark('2026-07-09'), mark('2026-07-24')]);
    await server.app.periodicJobs.runNow('alert-booking-window.retention');
    const left = await db()
      .select({ date: bookingWindowScans.date })
      .from(bookingWindowScans)
      .where(eq(bookingWindowScans.bookingEngineId, engineId));
    expect(left.map((row) => row.date).sort()).toEqual(['2026-07-08', '2026-07-09', '2026-07-24']);
  });

  it('no sweep deletes a money record, however old', async () => {
    const counts = async () => ({
      orders: (await db().select({ n: count() }).from(orders))[0]!.n,
      ledger: (await db().select({ n: count() }).from(gatewayLedger))[0]!.n,
    });
    await db()
      .insert(gatewayLedger)
      .values({ paymentId: 'r-ancient', kind: 'capture', amountCents: 100, createdAt: daysAgo(20_000) });
    const before = await counts();
    for (const name of [
      'mail.retention',
      'sms.retention',
      'admin.audit-log-retention',
      'jobs.purge-done',
      'payments.retention',
      'session.one-time-tokens',
      'session.dead-sessions',
    ])
      await server.app.periodicJobs.runNow(name);
    expect(await counts()).toEqual(before);
  });
});

describe('deleteInBatches', () => {
  it('deletes at most batch × batches rows a pass, and the next pass goes on', async () => {
    const rows = Array.from({ length: 25 }, (_, index) =>
      mail(`b-${String(index).padStart(2, '0')}`, 'sent', daysAgo(1)),
    );
    await db().insert(mailOutbox).values(rows);
    const subjects = rows.map((row) => row.subject);
    const batch = {
      table: sql`${mailOutbox}`,
      key: sql`id`,
      where: sql`subject like 'b-%'`,
    };
    expect(await deleteInBatches(db(), batch, { batch: 10, batches: 2 })).toBe(20);
    expect(await subjectsLeft(subjects)).toHaveLength(5);
    // One statement removes at most `batch` rows.
    expect(await deleteInBatches(db(), batch, { batch: 3, batches: 1 })).toBe(3);
    expect(await subjectsLeft(subjects)).toHaveLength(2);
    expect(await deleteInBatches(db(), batch, { batch: 10, batches: 5 })).toBe(2);
    expect(await subjectsLeft(subjects)).toEqual([]);
  });
});
