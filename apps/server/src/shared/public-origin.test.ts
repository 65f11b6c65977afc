import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENING_OFFERS_JOB } from '../features/alerts/alerts.public.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { reservationsClient } from '../test/reservations-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { publicOrigin } from './public-origin.ts';

// One origin for every mailed link: the alert offer a background job sends and the reset link a
// request sends carry the same one, and no request's Host header chooses it.

describe('publicOrigin', () => {
  const listening = (address: string, port: number) => ({
    address,
    port,
    family: address.includes(':') ? 'IPv6' : 'IPv4',
  });

  it('is PUBLIC_URL when set, whatever the server listens on', () => {
    expect(
      publicOrigin({ publicUrl: 'https://book.example.com', host: '0.0.0.0', port: 3000 }, listening('0.0.0.0', 3000)),
    ).toBe('https://book.example.com');
  });

  it('is where this machine reaches the server otherwise: a wildcard becomes localhost, a host name is kept', () => {
    expect(publicOrigin({ publicUrl: undefined, host: '0.0.0.0', port: 3000 }, null)).toBe('http://localhost:3000');
    expect(publicOrigin({ publicUrl: undefined, host: '0.0.0.0', port: 0 }, listening('0.0.0.0', 41234))).toBe(
      'http://localhost:41234',
    );
    expect(publicOrigin({ publicUrl: undefined, host: '::', port: 3000 }, listening('::', 3000))).toBe(
      'http://localhost:3000',
    );
    expect(publicOrigin({ publicUrl: undefined, host: 'fairway.lan', port: 8080 }, listening('192.0.2.7', 8080))).toBe(
      'http://fairway.lan:8080',
    );
    expect(publicOrigin({ publicUrl: undefined, host: '::1', port: 3000 }, listening('::1', 3000))).toBe(
      'http://[::1]:3000',
    );
  });
});

const START = new Date('2026-07-10T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof reservationsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => START, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = reservationsClient(server, db);
});
afterAll(() => server?.close());

async function mailText(to: string, template: string): Promise<string> {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail, `${template} to ${to}`).toBeDefined();
  return mail!.text;
}

function originOfLink(text: string, path: string): string {
  const link = text.match(new RegExp(`(https?://[^\\s]+)${path}\\?`));
  expect(link, `a ${path} link in:\n${text}`).not.toBeNull();
  return link![1]!;
}

describe('links in e-mails', () => {
  it('share one origin whether a job or a request sends them, never the request’s Host', async () => {
    const golfer = await api.newGolfer();
    const booker = await api.newGolfer();
    const booked = await api.book(
      { ...booker.options, email: booker.email },
      'harbor-pines-north',
      '2026-07-14',
      4,
      '09:00',
    );
    const alert = await api.post(
      '/api/profile/teetime-alerts',
      {
        dates: ['2026-07-14'],
        timezone: 'America/New_York',
        teetimeStartTime: 8 * 60,
        teetimeEndTime: 11 * 60,
        players: 2,
        facilityIds: [booked.facilityId],
        lzCurrentLanguage: 'en',
      },
      golfer.options,
    );
    expect(alert.status, JSON.stringify(alert.body)).toBe(201);
    const cancel = await api.put(
      `/api/reservations/${booked.reservationId}/cancel`,
      { reason: 'Rain', players: [3, 4] },
      booker.options,
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await server.app.periodicJobs.runNow(OPENING_OFFERS_JOB);
    const fromJob = originOfLink(await mailText(golfer.email, 'tee-time-alert-offer'), '/alerts');

    // A request naming another host (a forged Host header) still gets the server's own origin.
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/profile/password-reset',
      headers: {
        host: 'attacker.example',
        'x-be-alias': 'demo',
        'x-fairway-csrf': '1',
        'content-type': 'application/json',
      },
      payload: { email: golfer.email },
    });
    expect(reset.statusCode, reset.body).toBe(202);
    const fromRequest = originOfLink(await mailText(golfer.email, 'password-reset'), '/profile/reset-password');

    expect(fromJob).toBe(server.baseUrl);
    expect(fromRequest).toBe(fromJob);
  });

  it('use PUBLIC_URL, for requests and jobs alike, when it is set', async () => {
    const named = await startTestServer({
      db: db(),
      now: () => START,
      env: { PUBLIC_URL: 'https://book.example.com/' },
    });
    try {
      expect(named.app.accounts.linkOrigin()).toBe('https://book.example.com');
      const golfer = await api.newGolfer();
      const reset = await fetch(`${named.baseUrl}/api/profile/password-reset`, {
        method: 'POST',
        headers: { 'x-be-alias': 'demo', 'x-fairway-csrf': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ email: golfer.email }),
      });
      expect(reset.status).toBe(202);
      expect(originOfLink(await mailText(golfer.email, 'password-reset'), '/profile/reset-password')).toBe(
        'https://book.example.com',
      );
    } finally {
      await named.close();
    }
  });
});
