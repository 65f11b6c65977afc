import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { linkify } from './outbox.routes.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /dev/outbox', () => {
  it('lists sent messages newest first with clickable links, filtered by recipient', async () => {
    const api = accountsClient(server.baseUrl);
    await api.post('/api/profile/password-reset', { email: 'golfer@example.com' });
    const page = await fetch(`${server.baseUrl}/dev/outbox?to=golfer@example.com`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Reset your password');
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/profile\/reset-password\?alias=demo&#38;token=/);
    expect(html).not.toContain('<script');
  });

  it('links the attachments of a message and serves each one as a download', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    const [row] = await server.app.db
      .insert(mailOutbox)
      .values({
        recipient: 'ics@example.com',
        subject: 'Your tee time is booked',
        html: '<p>Booked</p>',
        text: 'Booked',
        template: 'booking-confirmation',
        language: 'en',
        attachments: [{ filename: 'tee-time.ics', contentType: 'text/calendar; charset=utf-8', content: ics }],
      })
      .returning();
    const html = await (await fetch(`${server.baseUrl}/dev/outbox?to=ics@example.com`)).text();
    expect(html).toContain(`href="/dev/outbox/${row!.id}/attachments/0"`);
    const file = await fetch(`${server.baseUrl}/dev/outbox/${row!.id}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="tee-time.ics"');
    expect(await file.text()).toBe(ics);
    expect((await fetch(`${server.baseUrl}/dev/outbox/${row!.id}/attachments/1`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/dev/outbox/abc/attachments/0`)).status).toBe(404);
  });

  it('shows how the delivery of each message stands when mail goes over SMTP and the page is asked for', async () => {
    const smtp = await startTestServer({
      db: server.database!.handle.db,
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_OUTBOX_PAGE: 'true' },
    });
    try {
      const base = { subject: 'Status', html: '<p>x</p>', text: 'x', template: 'booking-confirmation', language: 'en' };
      await smtp.app.db.insert(mailOutbox).values([
        {
          ...base,
          recipient: 'status@example.com',
          status: 'failed',
          attempts: 1,
          lastError: 'smtp 550: No such mailbox',
        },
        { ...base, recipient: 'status@example.com', status: 'queued', attempts: 2, lastError: 'smtp 451: try later' },
        {
          ...base,
          recipient: 'status@example.com',
          status: 'sent',
          attempts: 1,
          sentAt: new Date('2026-07-10T12:00:00Z'),
        },
      ]);
      const html = await (await fetch(`${smtp.baseUrl}/dev/outbox?to=status@example.com`)).text();
      expect([...html.matchAll(/data-testid="outbox-delivery">([^<]*)</g)].map((match) => match[1])).toEqual([
        'sent 2026-07-10T12:00:00.000Z',
        'queued, 2 attempts so far: smtp 451: try later',
        'failed after 1 attempt: smtp 550: No such mailbox',
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('is not served when mail goes over SMTP', async () => {
    const smtp = await startTestServer({ db: server.database!.handle.db, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await fetch(`${smtp.baseUrl}/dev/outbox`)).status).not.toBe(200);
    } finally {
      await smtp.close();
    }
  });
});

describe('linkify', () => {
  it('escapes text and links URLs', () => {
    expect(linkify('<b> go https://x.example/a?b=1&c=2 now')).toBe(
      '&#60;b&#62; go <a href="https://x.example/a?b=1&#38;c=2">https://x.example/a?b=1&#38;c=2</a> now',
    );
  });
});
