import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

// The demo pages hidden from the API document (so outside the access matrix) that would hand a
// stranger someone else's access on a public server: the kept e-mails (/dev/outbox: reset and
// manage-booking links), the sandbox SMS log (/dev/sms: phone numbers) and the sandbox golf-ID
// (anyone signs in as any e-mail). They exist for the quick start and the e2e suite, and are off
// when NODE_ENV is production (config.ts refuses turning them on there).

const DEV_PAGES = ['/dev/outbox', '/dev/sms', '/sandbox/golf-id/authorize?state=x&alias=maple-ridge'];

describe('demo pages by environment', () => {
  let demo: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    demo = await startTestServer();
    production = await startTestServer({
      db: demo.database!.handle.db,
      env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL: 'https://book.example.com' },
    });
  });
  afterAll(async () => {
    await production?.close();
    await demo?.close();
  });

  it('serves them to the quick start', async () => {
    for (const page of DEV_PAGES) {
      const answer = await fetch(`${demo.baseUrl}${page}`);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('content-type'), page).toMatch(/^text\/html/);
    }
  });

  it('serves none of them in production, and golf-ID sign-in has no provider there', async () => {
    for (const page of DEV_PAGES) {
      const answer = await fetch(`${production.baseUrl}${page}`);
      // Unknown paths fall through to the SPA shell: what matters is that no outbox, log or sign-in form is served.
      expect(await answer.text(), page).not.toMatch(/Mail outbox|SMS outbox|Golf ID \(sandbox\)/);
    }
    const start = await accountsClient(production.baseUrl).post('/api/session/golf-id', undefined, {
      alias: 'maple-ridge',
    });
    expect(start.status).toBe(401);
    const demoStart = await accountsClient(demo.baseUrl).post('/api/session/golf-id', undefined, {
      alias: 'maple-ridge',
    });
    expect(demoStart.status).toBe(200);
  });
});
