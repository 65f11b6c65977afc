import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { smsOptOuts, smsOutbox } from '../../db/schema/sms.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { enqueueSms } from './enqueue-sms.ts';
import { SMS_DELIVERY_JOB } from './sms-delivery.job.ts';
import { SmsSendError } from './sms-provider.ts';
import { stoppedNumbers } from './stopped-numbers.repository.ts';
import { createTwilioClient } from './twilio-client.ts';
import { TwilioSmsProvider } from './twilio-sms-provider.ts';
import {
  postSignedForm,
  STAND_IN_ACCOUNT,
  STAND_IN_NUMBERS,
  type StandInMessage,
  startTwilioStandIn,
  type TwilioStandIn,
} from './twilio-stand-in.testing.ts';

// Contract tests of the Twilio adapter (the official SDK) against the local stand-in of its API,
// through the outbox, the delivery job and the webhooks; PGlite by default, PostgreSQL with DATABASE_URL.

const START = new Date('2026-07-10T12:00:00Z');
const GOLFER = '+15005550006';
let now = START;
let standIn: TwilioStandIn;
let server: TestServer;
const db = (): Database => server.app.db;

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  server = await startTestServer({
    now: () => now,
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: STAND_IN_ACCOUNT.accountSid,
      TWILIO_AUTH_TOKEN: STAND_IN_ACCOUNT.authToken,
      TWILIO_FROM: STAND_IN_ACCOUNT.from,
      TWILIO_API_BASE: standIn.apiBase,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});
beforeEach(async () => {
  now = START;
  await db().delete(smsOutbox);
  await db().delete(smsOptOuts);
  standIn.accepted.length = 0;
  standIn.requests.length = 0;
});

const at = (ms: number) => (now = new Date(START.getTime() + ms));
const queue = (to: string, body = `Hello ${to}`) =>
  db().transaction((tx) =>
    enqueueSms(tx, { to, body, template: 'alert-offer', language: 'en', bookingEngineId: null }),
  );
const deliver = async () => (await server.app.periodicJobs.runNow(SMS_DELIVERY_JOB)).changed;
const rowOf = async (id: number) => (await db().select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;
const requestsTo = (to: string) => standIn.requests.filter((request) => request.to === to);
const webhookUrl = (name: 'status' | 'incoming') => `${server.app.accounts.linkOrigin()}/api/sms/twilio/${name}`;

/** Queues and sends one message to the golfer; the stand-in's record of it. */
async function sentMessage(): Promise<{ id: number; message: StandInMessage }> {
  const { id } = await queue(GOLFER);
  await deliver();
  const message = standIn.accepted.at(-1)!;
  expect((await rowOf(id)).providerMessageId).toBe(message.sid);
  return { id, message };
}

describe('TwilioSmsProvider through the outbox', () => {
  it('sends a queued message with the SDK and records Twilio’s message sid, asking for a status callback', async () => {
    const { id } = await queue(GOLFER, 'Your tee time is at 9:10');
    expect(await deliver()).toBe(1);
    const [message] = standIn.accepted;
    expect(message).toMatchObject({ to: GOLFER, from: STAND_IN_ACCOUNT.from, body: 'Your tee time is at 9:10' });
    expect(message!.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(message!.statusCallback).toBe(`${webhookUrl('status')}?reference=sms-outbox%3A${id}`);
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: message!.sid,
      sentAt: START,
    });
    at(60 * 60_000);
    expect(await deliver()).toBe(0);
    expect(standIn.accepted).toHaveLength(1);
  });

  it('fails an invalid number (21211) for good, without retrying', async () => {
    const { id } = await queue(STAND_IN_NUMBERS.invalid);
    await deliver();
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, providerMessageId: null });
    expect(row.lastError).toMatch(/^invalid-number: Twilio 21211: /);
    at(60 * 60_000);
    expect(await deliver()).toBe(0);
    expect(requestsTo(STAND_IN_NUMBERS.invalid)).toHaveLength(1);
  });

  it('fails an unsubscribed recipient (21610) for good and records the number as stopped', async () => {
    const { id } = await queue(STAND_IN_NUMBERS.unsubscribed);
    await deliver();
    expect((await rowOf(id)).lastError).toMatch(/^opted-out: Twilio 21610: /);
    const [optOut] = await db().select().from(smsOptOuts);
    expect(optOut).toMatchObject({
      recipient: STAND_IN_NUMBERS.unsubscribed,
      optedOut: true,
      source: 'provider-refusal',
    });
    expect(await stoppedNumbers(db(), [STAND_IN_NUMBERS.unsubscribed, GOLFER])).toEqual(
      new Set([STAND_IN_NUMBERS.unsubscribed]),
    );
    // The next message is refused here: Twilio is not asked again.
    const next = await queue(STAND_IN_NUMBERS.unsubscribed);
    at(1000);
    await deliver();
    expect(await rowOf(next.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(requestsTo(STAND_IN_NUMBERS.unsubscribed)).toHaveLength(1);
  });

  it('retries a transient failure (503) on the outbox schedule until Twilio accepts it', async () => {
    const { id } = await queue(STAND_IN_NUMBERS.unavailableTwice);
    await deliver();
    expect(await rowOf(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: new Date(START.getTime() + 30_000),
    });
    expect((await rowOf(id)).lastError).toMatch(/^provider-unavailable: Twilio /);
    at(29_000);
    expect(await deliver()).toBe(0);
    at(30_000);
    await deliver();
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 2 });
    at(30_000 + 2 * 60_000);
    await deliver();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, providerMessageId: standIn.accepted[0]!.sid });
    expect(requestsTo(STAND_IN_NUMBERS.unavailableTwice).map((request) => request.status)).toEqual([503, 503, 201]);
  });

  it('retries a rate limit (20429) and gives up after the 5th attempt', async () => {
    const { id } = await queue(STAND_IN_NUMBERS.rateLimited);
    for (const delay of [0, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000]) {
      at(now.getTime() - START.getTime() + delay);
      await deliver();
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    expect(row.lastError).toMatch(/^gave up after 5 attempts; rate-limited: Twilio 20429: Too Many Requests/);
    expect(requestsTo(STAND_IN_NUMBERS.rateLimited)).toHaveLength(5);
  });

  it('counts a timeout as the provider being unavailable (retried)', async () => {
    const provider = new TwilioSmsProvider({
      client: createTwilioClient({ ...STAND_IN_ACCOUNT, apiBase: standIn.apiBase }, 200),
      from: STAND_IN_ACCOUNT.from,
      db: db(),
      origin: () => 'http://localhost:1',
      now: () => now,
    });
    const refusal = await provider
      .send({ to: STAND_IN_NUMBERS.timeout, body: 'Hello', reference: 'sms-outbox:1' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SmsSendError);
    expect(refusal).toMatchObject({ code: 'provider-unavailable', permanent: false });
  });
});

describe('POST /api/sms/twilio/status', () => {
  const deliveryOf = async (id: number) => {
    const row = await rowOf(id);
    return { status: row.deliveryStatus, errorCode: row.deliveryErrorCode };
  };

  it('records the delivery status Twilio reports', async () => {
    const { id, message } = await sentMessage();
    expect((await standIn.reportStatus(message, 'sent')).status).toBe(204);
    expect(await deliveryOf(id)).toEqual({ status: 'sent', errorCode: null });
    at(5000);
    expect((await standIn.reportStatus(message, 'delivered')).status).toBe(204);
    expect(await rowOf(id)).toMatchObject({ deliveryStatus: 'delivered', deliveryReportedAt: now, status: 'sent' });
  });

  it('never moves a delivered message back on a duplicated or out-of-order callback', async () => {
    const { id, message } = await sentMessage();
    expect((await standIn.reportStatus(message, 'delivered')).status).toBe(204);
    for (const late of ['delivered', 'sent', 'queued', 'sending', 'undelivered', 'failed']) {
      expect((await standIn.reportStatus(message, late, { errorCode: '30003' })).status).toBe(204);
    }
    expect(await deliveryOf(id)).toEqual({ status: 'delivered', errorCode: null });
  });

  it('keeps an undelivered message’s error code, and lets a later delivered report win', async () => {
    const { id, message } = await sentMessage();
    await standIn.reportStatus(message, 'undelivered', { errorCode: '30003' });
    await standIn.reportStatus(message, 'sent');
    expect(await deliveryOf(id)).toEqual({ status: 'undelivered', errorCode: '30003' });
    await standIn.reportStatus(message, 'delivered');
    expect(await deliveryOf(id)).toEqual({ status: 'delivered', errorCode: null });
  });

  it('finds the message by its sid when the callback URL carries no reference', async () => {
    const { id, message } = await sentMessage();
    const response = await standIn.reportStatus({ ...message, statusCallback: webhookUrl('status') }, 'delivered');
    expect(response.status).toBe(204);
    expect(await deliveryOf(id)).toEqual({ status: 'delivered', errorCode: null });
  });

  it('refuses a callback without a valid X-Twilio-Signature (403) and changes nothing', async () => {
    const { id, message } = await sentMessage();
    const forged = await standIn.reportStatus(message, 'delivered', { signature: 'bm90IGEgc2lnbmF0dXJl' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    // Signed (with the SDK's helper) for another URL, or with another account's token.
    const params = { MessageSid: message.sid, MessageStatus: 'delivered' };
    const elsewhere = `${webhookUrl('status')}?reference=sms-outbox%3A999999`;
    const signedElsewhere = twilio.getExpectedTwilioSignature(STAND_IN_ACCOUNT.authToken, elsewhere, params);
    expect((await postSignedForm(message.statusCallback!, params, signedElsewhere)).status).toBe(403);
    const otherToken = twilio.getExpectedTwilioSignature('another-auth-token', message.statusCallback!, params);
    expect((await postSignedForm(message.statusCallback!, params, otherToken)).status).toBe(403);
    // The SDK's own check accepts what the stand-in signs: the refusals above are the signature's.
    const valid = twilio.getExpectedTwilioSignature(STAND_IN_ACCOUNT.authToken, message.statusCallback!, params);
    expect(twilio.validateRequest(STAND_IN_ACCOUNT.authToken, valid, message.statusCallback!, params)).toBe(true);
    const unsigned = await fetch(message.statusCallback!.replace('//localhost:', '//127.0.0.1:'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    expect(unsigned.status).toBe(403);
    expect(await deliveryOf(id)).toEqual({ status: null, errorCode: null });
  });
});

describe('POST /api/sms/twilio/incoming', () => {
  const REPLIER = '+15005550123';

  it('stops a number that replies STOP (any case), refuses sending to it, and allows it again after START', async () => {
    const stop = await standIn.receive(webhookUrl('incoming'), REPLIER, ' stop ');
    expect(stop.status).toBe(200);
    expect(stop.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(await stop.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await stoppedNumbers(db(), [REPLIER])).toEqual(new Set([REPLIER]));

    at(1000);
    const refused = await queue(REPLIER);
    await deliver();
    expect(await rowOf(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(refused.id)).lastError).toMatch(/^opted-out: /);
    expect(requestsTo(REPLIER)).toHaveLength(0);

    at(2000);
    expect((await standIn.receive(webhookUrl('incoming'), REPLIER, 'START')).status).toBe(200);
    expect(await stoppedNumbers(db(), [REPLIER])).toEqual(new Set());
    at(3000);
    const allowed = await queue(REPLIER);
    await deliver();
    expect(await rowOf(allowed.id)).toMatchObject({ status: 'sent' });
  });

  it.each(['STOPALL', 'unsubscribe', 'Cancel', 'END', 'QUIT'])('takes %s as STOP', async (word) => {
    await standIn.receive(webhookUrl('incoming'), REPLIER, word);
    expect(await stoppedNumbers(db(), [REPLIER])).toEqual(new Set([REPLIER]));
  });

  it('leaves HELP and ordinary replies alone', async () => {
    for (const body of ['HELP', 'Stop texting me please', 'Thanks!']) {
      expect((await standIn.receive(webhookUrl('incoming'), REPLIER, body)).status).toBe(200);
    }
    expect(await db().select().from(smsOptOuts)).toEqual([]);
  });

  it('refuses an incoming message without a valid X-Twilio-Signature (403) and records nothing', async () => {
    const forged = await standIn.receive(webhookUrl('incoming'), REPLIER, 'STOP', { signature: 'forged' });
    expect(forged.status).toBe(403);
    expect(await db().select().from(smsOptOuts)).toEqual([]);
  });
});
