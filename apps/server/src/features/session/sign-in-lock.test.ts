import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { customers } from '../../db/schema/profile.ts';
import { signInFailures } from '../../db/schema/session.ts';
import { accountsClient, latestMail, linkParam } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { SESSION_SWEEPS } from './session-sweeps.ts';

let now = new Date('2026-11-21T12:00:00Z');
let server: TestServer;
let api: ReturnType<typeof accountsClient>;
const db = () => server.database!.handle.db;
/** The hashes the hasher verified against, in order (null: the dummy). */
let verified: Array<string | null> = [];

beforeAll(async () => {
  server = await startTestServer({ now: () => now, env: { LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  api = accountsClient(server.baseUrl);
  const hasher = server.app.accounts.hasher;
  const verify = hasher.verify.bind(hasher);
  hasher.verify = (passwordHash, password) => {
    verified.push(passwordHash);
    return verify(passwordHash, password);
  };
});
afterAll(() => server.close());
beforeEach(() => {
  verified = [];
});

let counter = 0;
const uniqueEmail = (kind: string) => `${kind}${++counter}-${Date.now()}@example.com`;
async function newGolfer() {
  const email = uniqueEmail('known');
  await api.post('/api/profile', {
    emailAddress: email,
    password: 'Birdie2024',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const [row] = await db().select().from(customers).where(eq(customers.email, email));
  return row!;
}
const signIn = (username: string, credentials: string) =>
  api.post('/api/profile/authenticate', { username, credentials, type: 'basic' });

async function wrongAttempts(email: string, times: number) {
  const answers = [];
  for (let attempt = 0; attempt < times; attempt++) {
    const answer = await signIn(email, 'Wrong12345');
    answers.push({ status: answer.status, body: answer.body });
  }
  return answers;
}

const LOCKED = {
  error: {
    code: 'ACCOUNT_LOCKED',
    message:
      'Your account has been locked for 20 minutes due to too many invalid login attempts. Please try again later.',
  },
};
const INVALID = {
  error: { code: 'INVALID_CREDENTIALS', message: 'We could not authenticate the credentials you provided.' },
};

describe('the sign-in lock, the same with and without an account', () => {
  it('answers an existing and an unknown address alike over 7 wrong passwords: 401 four times, then 423 from the fifth', async () => {
    const known = await wrongAttempts((await newGolfer()).email, 7);
    const unknown = await wrongAttempts(uniqueEmail('unknown'), 7);
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 423, 423, 423]);
    expect(known[0]!.body).toEqual(INVALID);
    expect(known[4]!.body).toEqual(LOCKED);
    expect(unknown).toEqual(known);
  });

  it('locks an address in any case and spacing, for 20 minutes, and counts afresh after', async () => {
    const email = uniqueEmail('unknown');
    await wrongAttempts(email, 3);
    await wrongAttempts(` ${email.toUpperCase()} `, 2);
    expect((await signIn(email, 'Wrong12345')).body).toEqual(LOCKED);
    const saved = now;
    try {
      now = new Date(saved.getTime() + 21 * 60_000);
      expect((await wrongAttempts(email, 1))[0]).toEqual({ status: 401, body: INVALID });
    } finally {
      now = saved;
    }
  });

  it('forgets failures after a day without one, and the hourly sweep deletes them', async () => {
    const email = uniqueEmail('unknown');
    await wrongAttempts(email, 4);
    const saved = now;
    try {
      now = new Date(saved.getTime() + 25 * 60 * 60_000);
      expect((await wrongAttempts(email, 1))[0]!.status).toBe(401);
      now = new Date(now.getTime() + 25 * 60 * 60_000);
      const { changed } = await server.app.periodicJobs.runNow(SESSION_SWEEPS.signInFailures);
      expect(changed).toBeGreaterThanOrEqual(1);
      expect(await db().select().from(signInFailures).where(eq(signInFailures.email, email))).toEqual([]);
    } finally {
      now = saved;
    }
  });

  it('spends one verification on every wrong attempt, a dummy for an unknown address or an account without a password; none while locked', async () => {
    const golfer = await newGolfer();
    await signIn(golfer.email, 'Wrong12345');
    expect(verified).toEqual([golfer.passwordHash]);

    verified = [];
    await signIn(uniqueEmail('unknown'), 'Wrong12345');
    expect(verified).toEqual([null]);

    verified = [];
    const [engine] = await db()
      .select({ id: bookingEngines.id })
      .from(bookingEngines)
      .where(eq(bookingEngines.alias, 'demo'));
    const email = uniqueEmail('golfid');
    await db()
      .insert(customers)
      .values({ bookingEngineId: engine!.id, email, passwordHash: null, firstName: 'Gil', lastName: 'Fid' });
    const noPassword = await signIn(email, 'Wrong12345');
    expect(noPassword.body.error.code).toBe('NEW_PROFILE');
    expect(verified).toEqual([null]);

    const locked = uniqueEmail('unknown');
    await wrongAttempts(locked, 5);
    verified = [];
    await wrongAttempts(locked, 2);
    await wrongAttempts(golfer.email, 4);
    await signIn(golfer.email, 'Birdie2024'); // a known account locks the same way, before hashing
    expect(verified).toHaveLength(4);
  });

  it('bounds the hashes of concurrent attempts per address, known or not (423 once the budget is spent)', async () => {
    const known = (await newGolfer()).email;
    const unknown = uniqueEmail('unknown');
    for (const email of [known, unknown]) {
      verified = [];
      const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(email, 'Wrong12345')));
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([401, 423]));
      expect(verified.length).toBeGreaterThanOrEqual(5);
      expect(verified.length).toBeLessThanOrEqual(10);
    }
  });
});

describe('a password reset ends the lock', () => {
  it('lets a locked golfer in through the reset link', async () => {
    const golfer = await newGolfer();
    await wrongAttempts(golfer.email, 5);
    expect((await signIn(golfer.email, 'Birdie2024')).status).toBe(423);
    await api.post('/api/profile/password-reset', { email: golfer.email });
    const token = linkParam((await latestMail(db(), golfer.email))!.text, 'token');
    expect((await api.put(`/api/profile/password-reset/${token}`, { password: 'Eagle2025x' })).status).toBe(200);
    // The failures went with the lock: four wrong passwords do not lock it again.
    expect((await wrongAttempts(golfer.email, 4)).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect((await signIn(golfer.email, 'Eagle2025x')).status).toBe(200);
  });
});
