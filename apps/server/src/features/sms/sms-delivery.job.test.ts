import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { smsOutbox, type SmsOutboxRow, smsSandboxMessages } from '../../db/schema/sms.ts';
import { type AttemptOutcome, claimDue, recordAttempt as recordOutboxAttempt } from '../../shared/delivery-outbox.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { enqueueSms } from './enqueue-sms.ts';
import { SANDBOX_NUMBERS } from './sandbox-sms-provider.ts';
import { SMS_CLAIM_MS, SMS_DELIVERY_JOB, smsDeliveryJob } from './sms-delivery.job.ts';
import type { SmsProvider } from './sms-provider.ts';

const START = new Date('2026-07-10T12:00:00Z');
let now = START;
let server: TestServer;
const db = (): Database => server.app.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server.close());
beforeEach(async () => {
  now = START;
  await db().delete(smsOutbox);
  await db().delete(smsSandboxMessages);
});

const at = (ms: number) => (now = new Date(START.getTime() + ms));
const queue = (to: string, app = server.app) =>
  app.db.transaction((tx) =>
    enqueueSms(tx, { to, body: `Hello ${to}`, template: 'alert-offer', language: 'en', bookingEngineId: null }),
  );
const deliver = async (app = server.app) => (await app.periodicJobs.runNow(SMS_DELIVERY_JOB)).changed;
const rowOf = async (id: number) => (await db().select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;
const claimDueSms = (tx: Database, leaseUntil: Date, limit: number) =>
  claimDue<SmsOutboxRow>(tx, smsOutbox, now, leaseUntil, limit);
const recordAttempt = (database: Database, claimed: SmsOutboxRow, outcome: AttemptOutcome) =>
  recordOutboxAttempt(database, smsOutbox, claimed, outcome);
const sandboxLogOf = (id: number) =>
  db()
    .select()
    .from(smsSandboxMessages)
    .where(eq(smsSandboxMessages.reference, `sms-outbox:${id}`));

describe('the sms-delivery job', () => {
  it('sends a queued message once and records the provider id', async () => {
    const { id } = await queue('+15005550006');
    expect(await deliver()).toBe(1);
    const [logged] = await sandboxLogOf(id);
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: logged!.providerMessageId,
      sentAt: START,
      lastError: null,
    });
    expect(logged).toMatchObject({ recipient: '+15005550006', body: 'Hello +15005550006', errorCode: null });
    at(60 * 60_000);
    expect(await deliver()).toBe(0);
    expect(await sandboxLogOf(id)).toHaveLength(1);
  });

  it('fails a message for good when the provider refuses it permanently', async () => {
    const { id } = await queue(SANDBOX_NUMBERS.cannotReceive);
    const invalid = await queue('0701234567');
    expect(await deliver()).toBe(2);
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      providerMessageId: null,
      sentAt: null,
      lastError: expect.stringMatching(/^unreachable: /),
    });
    expect(await rowOf(invalid.id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/^invalid-number: /),
    });
    at(24 * 60 * 60_000);
    expect(await deliver()).toBe(0);
  });

  it('retries a transient failure after 30 s, then 2 min, until it is sent', async () => {
    const { id } = await queue(SANDBOX_NUMBERS.unavailableTwice);
    expect(await deliver()).toBe(1);
    expect(await rowOf(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: new Date(START.getTime() + 30_000),
      lastError: expect.stringMatching(/^provider-unavailable: /),
    });
    at(29_999);
    expect(await deliver()).toBe(0);
    at(30_000);
    expect(await deliver()).toBe(1);
    expect(await rowOf(id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      nextAttemptAt: new Date(START.getTime() + 30_000 + 120_000),
    });
    at(30_000 + 119_999);
    expect(await deliver()).toBe(0);
    at(30_000 + 120_000);
    expect(await deliver()).toBe(1);
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      providerMessageId: expect.stringMatching(/^SM/),
    });
    expect(await sandboxLogOf(id)).toHaveLength(3);
  });

  it('gives up after the fifth transient failure (30 s, 2 min, 10 min, 30 min apart)', async () => {
    const { id } = await queue(SANDBOX_NUMBERS.rateLimited);
    let elapsed = 0;
    for (const delay of [0, 30_000, 120_000, 600_000, 1_800_000]) {
      at((elapsed += delay));
      expect(await deliver()).toBe(1);
    }
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: expect.stringMatching(/^gave up after 5 attempts; rate-limited: /),
    });
    at(elapsed + 24 * 60 * 60_000);
    expect(await deliver()).toBe(0);
    expect(await sandboxLogOf(id)).toHaveLength(5);
  });

  it('treats an unexpected provider error as transient', async () => {
    const { id } = await queue('+15005550006');
    const broken: SmsProvider = { send: () => Promise.reject(new Error('socket hang up')) };
    const job = smsDeliveryJob(server.app, broken);
    const pass = await db().transaction((tx) => job.run(tx, now));
    if (typeof pass === 'number') throw new Error('expected a step after commit');
    await pass.afterCommit();
    expect(await rowOf(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'provider-error: socket hang up',
      nextAttemptAt: new Date(START.getTime() + 30_000),
    });
  });

  it('sends again a message whose pass died after claiming it, once the claim runs out', async () => {
    const { id } = await queue('+15005550006');
    const [claimed] = await db().transaction((tx) => claimDueSms(tx, new Date(now.getTime() + SMS_CLAIM_MS), 10));
    at(SMS_CLAIM_MS - 1);
    expect(await deliver()).toBe(0);
    at(SMS_CLAIM_MS);
    expect(await deliver()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    // The dead pass's late outcome does not overwrite the newer one.
    expect(await recordAttempt(db(), claimed!, { status: 'failed', error: 'late', at: now })).toBe(false);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', lastError: null });
  });

  it('ignores the outcome of a claim that another pass took over', async () => {
    const { id } = await queue('+15005550006');
    const claim = () => db().transaction((tx) => claimDueSms(tx, new Date(now.getTime() + SMS_CLAIM_MS), 10));
    const [stale] = await claim();
    at(SMS_CLAIM_MS);
    const [current] = await claim();
    expect(await recordAttempt(db(), stale!, { status: 'failed', error: 'late', at: now })).toBe(false);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 2, lastError: null });
    expect(await recordAttempt(db(), current!, { status: 'sent', providerMessageId: 'SM1', at: now })).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', providerMessageId: 'SM1' });
  });

  it('sends each message once when two server processes deliver at the same time', async () => {
    const twin = await startTestServer({ db: db(), now: () => now });
    try {
      const ids: number[] = [];
      for (let index = 0; index < 12; index += 1)
        ids.push((await queue(`+1500555${String(1000 + index)}`, index % 2 ? twin.app : server.app)).id);
      const passes = await Promise.all([deliver(), deliver(twin.app), deliver(), deliver(twin.app)]);
      expect(passes.reduce((sum, changed) => sum + changed, 0)).toBe(12);
      for (const id of ids) {
        expect((await rowOf(id)).status).toBe('sent');
        expect(await sandboxLogOf(id)).toHaveLength(1);
      }
    } finally {
      await twin.close();
    }
  });
});
