import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/profile.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { accountsClient, latestMail, linkParam } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let now = new Date('2026-11-21T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof accountsClient>;
const db = () => server.database!.handle.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => now, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = accountsClient(server.baseUrl);
});
afterAll(() => server.close());

const TOKEN_INVALID = {
  error: {
    code: 'RESET_TOKEN_INVALID',
    message: 'This password reset link is invalid or has expired. Please request a new one.',
  },
};
let counter = 0;

async function newGolfer() {
  const email = `reset${++counter}-${Date.now()}@example.com`;
  await api.post('/api/profile', {
    emailAddress: email,
    password: 'Birdie2024',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const [row] = await db().select().from(customers).where(eq(customers.email, email));
  return row!;
}

async function mailedLink(email: string): Promise<string> {
  expect((await api.post('/api/profile/password-reset', { email })).status).toBe(202);
  return linkParam((await latestMail(db(), email))!.text, 'token');
}

/** Links issued side by side, as two requests before this rule (or racing ones) would leave them. */
function outstandingLink(customer: { id: number; bookingEngineId: number }): Promise<string> {
  return issueOneTimeToken(db(), {
    purpose: 'password-reset',
    bookingEngineId: customer.bookingEngineId,
    customerId: customer.id,
    now,
    ttlMs: 60 * 60_000,
  });
}

/** Holds each new password hash until `count` are ready, so the resets' transactions start together. */
function hashTogether(count: number): () => void {
  const hasher = server.app.accounts.hasher;
  const hash = hasher.hash.bind(hasher);
  const ready: Array<() => void> = [];
  hasher.hash = async (password) => {
    const result = await hash(password);
    await new Promise<void>((resolve) => {
      ready.push(resolve);
      if (ready.length === count) for (const go of ready) go();
    });
    return result;
  };
  return () => {
    hasher.hash = hash;
  };
}

const check = (token: string) => api.post(`/api/profile/password-reset/${token}`);
const reset = (token: string, password = 'Eagle2025x') => api.put(`/api/profile/password-reset/${token}`, { password });
const signIn = (username: string, credentials: string) =>
  api.post('/api/profile/authenticate', { username, credentials, type: 'basic' });

describe('password reset links', () => {
  it('a new link ends the older one, which answers 410 in the error shape; the new one works', async () => {
    const golfer = await newGolfer();
    const older = await mailedLink(golfer.email);
    const newer = await mailedLink(golfer.email);
    const checked = await check(older);
    expect(checked.status).toBe(410);
    expect(checked.body).toEqual(TOKEN_INVALID);
    const used = await reset(older);
    expect(used.status).toBe(410);
    expect(used.body).toEqual(TOKEN_INVALID);
    expect((await check(newer)).status).toBe(200);
    expect((await reset(newer)).status).toBe(200);
    expect((await signIn(golfer.email, 'Eagle2025x')).status).toBe(200);
  });

  it('a used link ends every other outstanding link of the account, and only its own account', async () => {
    const golfer = await newGolfer();
    const bystander = await newGolfer();
    const [first, second, third] = [
      await outstandingLink(golfer),
      await outstandingLink(golfer),
      await outstandingLink(golfer),
    ];
    const untouched = await outstandingLink(bystander);
    expect((await reset(second!)).status).toBe(200);
    for (const token of [first!, third!]) {
      expect((await check(token)).body).toEqual(TOKEN_INVALID);
      expect((await reset(token, 'Albatross2027')).status).toBe(410);
    }
    expect((await signIn(golfer.email, 'Eagle2025x')).status).toBe(200);
    expect((await check(untouched)).status).toBe(200);
  });

  it('of two resets at once with two different links, one wins and the other is refused', async () => {
    const golfer = await newGolfer();
    const [one, two] = [await outstandingLink(golfer), await outstandingLink(golfer)];
    const restore = hashTogether(2);
    const answers = await Promise.all([reset(one, 'Winner2025a'), reset(two, 'Winner2025b')]).finally(restore);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    const winner = answers[0]!.status === 200 ? 'Winner2025a' : 'Winner2025b';
    const loser = winner === 'Winner2025a' ? 'Winner2025b' : 'Winner2025a';
    expect((await signIn(golfer.email, loser)).status).toBe(401);
    expect((await signIn(golfer.email, winner)).status).toBe(200);
  });

  it('keeps the one-hour expiry: valid at 59 minutes, refused past the hour', async () => {
    const golfer = await newGolfer();
    const token = await mailedLink(golfer.email);
    const issued = now;
    try {
      now = new Date(issued.getTime() + 59 * 60_000);
      expect((await check(token)).status).toBe(200);
      now = new Date(issued.getTime() + 60 * 60_000 + 1_000);
      const late = await reset(token);
      expect(late.status).toBe(410);
      expect(late.body).toEqual(TOKEN_INVALID);
      expect((await signIn(golfer.email, 'Birdie2024')).status).toBe(200);
    } finally {
      now = issued;
    }
  });
});
