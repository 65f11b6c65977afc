import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { MAIL_CLAIM_MS, MAIL_DELIVERY_JOB } from './mail-delivery.job.ts';
import { createMailer, type MailMessage } from './mailer.ts';

// A real SMTP server on loopback (smtp-server, nodemailer's own): it refuses `busy…` recipients
// with 451 (try later) the first two times, `nobody…` with 550 (no such mailbox), and keeps the
// rest. SMTP_URL points the app at it.

const START = new Date('2026-07-10T12:00:00Z');
let now = START;
const at = (ms: number) => (now = new Date(START.getTime() + ms));

const received: { to: string[]; raw: string }[] = [];
const refusedFor = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const to = address.address;
    const refusals = refusedFor.get(to) ?? 0;
    if (to.startsWith('nobody')) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    if (to.startsWith('busy') && refusals < 2) {
      refusedFor.set(to, refusals + 1);
      return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
let smtpUrl: string;
let server: TestServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  server = await startTestServer({ now: () => now, env: { SMTP_URL: smtpUrl } });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});
beforeEach(async () => {
  now = START;
  received.length = 0;
  refusedFor.clear();
  await server.app.db.delete(mailOutbox);
});

const message = (to: string): MailMessage => ({
  to,
  subject: `Your tee time, ${to}`,
  html: '<p>See you on the first tee.</p>',
  text: 'See you on the first tee.',
  template: 'booking-confirmation',
  language: 'en',
  bookingEngineId: null,
  attachments: [
    { filename: 'tee-time.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
  ],
});
const queue = async (to: string) => {
  await createMailer(smtpUrl, server.app.db).send(message(to));
  return (await server.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0]!;
};
const deliver = async () => (await server.app.periodicJobs.runNow(MAIL_DELIVERY_JOB)).changed;
const rowOf = async (id: number) => (await server.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const receivedBy = (to: string) => received.filter((mail) => mail.to.includes(to));

describe('the mail-delivery job (SMTP_URL set)', () => {
  it('queues a message instead of sending it in the request, then sends it once with its attachment', async () => {
    const row = await queue('golfer@example.com');
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    expect(received).toHaveLength(0);
    expect(await deliver()).toBe(1);
    const [mail] = receivedBy('golfer@example.com');
    expect(mail!.raw).toContain('Subject: Your tee time, golfer@example.com');
    expect(mail!.raw).toContain('filename=tee-time.ics');
    const messageId = `<outbox-${row.id}.${row.createdAt.getTime()}@fairway.example>`;
    expect(mail!.raw).toContain(`Message-ID: ${messageId}`);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: messageId,
      sentAt: START,
      lastError: null,
    });
    at(60 * 60_000);
    expect(await deliver()).toBe(0);
    expect(receivedBy('golfer@example.com')).toHaveLength(1);
  });

  it('tries again after 1 min, then 5 min, when the server says "try later"', async () => {
    const row = await queue('busy@example.com');
    expect(await deliver()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: new Date(START.getTime() + 60_000),
      lastError: expect.stringMatching(/^smtp 451: /),
    });
    at(59_999);
    expect(await deliver()).toBe(0);
    at(60_000);
    expect(await deliver()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      nextAttemptAt: new Date(START.getTime() + 60_000 + 300_000),
    });
    at(60_000 + 300_000);
    expect(await deliver()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(receivedBy('busy@example.com')).toHaveLength(1);
  });

  it('fails a message for good when the server refuses the mailbox (5xx)', async () => {
    const row = await queue('nobody@example.com');
    expect(await deliver()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      sentAt: null,
      lastError: expect.stringMatching(/^smtp 550: /),
    });
    at(24 * 60 * 60_000);
    expect(await deliver()).toBe(0);
  });

  it('keeps a message while the SMTP server is down, and sends it once a pass reaches it', async () => {
    const down = await startTestServer({ db: server.app.db, now: () => now, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const row = await queue('later@example.com');
      expect((await down.app.periodicJobs.runNow(MAIL_DELIVERY_JOB)).changed).toBe(1);
      expect(await rowOf(row.id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        lastError: expect.stringMatching(/^E(SOCKET|CONNECTION): .*ECONNREFUSED/),
      });
      at(60_000);
      expect(await deliver()).toBe(1);
      expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await down.close();
    }
  });

  it('sends each message once when two server processes deliver at the same time', async () => {
    const twin = await startTestServer({ db: server.app.db, now: () => now, env: { SMTP_URL: smtpUrl } });
    try {
      for (let index = 0; index < 8; index += 1) await queue(`twin${index}@example.com`);
      const passes = await Promise.all([
        deliver(),
        twin.app.periodicJobs.runNow(MAIL_DELIVERY_JOB).then((pass) => pass.changed),
        deliver(),
      ]);
      expect(passes.reduce((sum, changed) => sum + changed, 0)).toBe(8);
      for (let index = 0; index < 8; index += 1) expect(receivedBy(`twin${index}@example.com`)).toHaveLength(1);
      at(MAIL_CLAIM_MS);
      expect(await deliver()).toBe(0);
    } finally {
      await twin.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('keeps every message in the outbox and runs no delivery job', async () => {
    const plain = await startTestServer({ db: server.app.db, now: () => now });
    try {
      await createMailer(undefined, plain.app.db).send(message('kept@example.com'));
      const [row] = await plain.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'kept@example.com'));
      expect(row).toMatchObject({ status: 'kept', attempts: 0 });
      await expect(plain.app.periodicJobs.runNow(MAIL_DELIVERY_JOB)).rejects.toThrow();
      expect(await deliver()).toBe(0);
      expect(received).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
