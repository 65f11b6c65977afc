import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { enqueueSms } from './enqueue-sms.ts';
import { SANDBOX_NUMBERS } from './sandbox-sms-provider.ts';
import { SMS_DELIVERY_JOB } from './sms-delivery.job.ts';
import { recipientFilter } from './sms.routes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const queue = (to: string, body: string) =>
  server.app.db.transaction((tx) =>
    enqueueSms(tx, { to, body, template: 'alert-offer', language: 'en', bookingEngineId: null }),
  );

describe('GET /dev/sms', () => {
  it('lists the latest messages newest first with their status, filtered by recipient', async () => {
    await queue('+15005550006', 'First <b>offer</b>');
    await queue(SANDBOX_NUMBERS.cannotReceive, 'To a landline');
    await server.app.periodicJobs.runNow(SMS_DELIVERY_JOB);
    await queue('+15005550006', 'Second offer');

    const page = await fetch(`${server.baseUrl}/dev/sms`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html.indexOf('Second offer')).toBeLessThan(html.indexOf('To a landline'));
    expect(html.indexOf('To a landline')).toBeLessThan(html.indexOf('First &#60;b&#62;offer'));
    expect(html).not.toContain('<b>offer');
    expect(html).toMatch(/data-status="queued"[\s\S]*Second offer/);
    expect(html).toMatch(/data-status="failed"[\s\S]*unreachable: [\s\S]*To a landline/);
    expect(html).toMatch(/data-status="sent"[\s\S]*as SM[0-9a-f]{32}[\s\S]*First/);
    expect(html).toContain('refused: unreachable');

    // An unencoded + arrives as a space.
    const filtered = await (await fetch(`${server.baseUrl}/dev/sms?to=+15005550006`)).text();
    expect(filtered.match(/data-testid="sms-message"/g)).toHaveLength(2);
    expect(filtered).not.toContain('To a landline');
  });

  it('reads a + turned into a space as the number it was', () => {
    expect(recipientFilter(' 15005550006')).toBe('+15005550006');
    expect(recipientFilter('%2B1')).toBe('%2B1');
    expect(recipientFilter('')).toBeUndefined();
    expect(recipientFilter(['+1'])).toBeUndefined();
  });
});
