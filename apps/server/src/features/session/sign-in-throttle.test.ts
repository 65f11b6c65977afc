import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEngines } from '../../db/schema/facilities.ts';
import { customers } from '../../db/schema/profile.ts';
import { signInFailures } from '../../db/schema/session.ts';
import { accountsClient } from '../../test/accounts-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { PasswordHasher } from './password-hasher.ts';

// Two app instances on one database stand for two server processes: the throttle must hold
// across them. 1,000 wrong passwords from 50 addresses against 50 accounts, 40 at a time, each
// account's 20 attempts together (so they race past the lock check).
const ACCOUNTS = 50;
const ATTEMPTS = 1000;
const CONCURRENCY = 40;
let first: TestServer;
let second: TestServer;
const hashesByAccount = new Map<string, number>();
const emails = Array.from({ length: ACCOUNTS + 1 }, (_, index) => `golfer${index}@throttle.example.com`);
const password = (index: number) => `right-password-${index}`;

function countHashes(server: TestServer, hashToEmail: Map<string, string>) {
  const hasher = server.app.accounts.hasher;
  const verify = hasher.verify.bind(hasher);
  hasher.verify = (passwordHash, attempt) => {
    const email = passwordHash === null ? 'unknown' : (hashToEmail.get(passwordHash) ?? 'other');
    hashesByAccount.set(email, (hashesByAccount.get(email) ?? 0) + 1);
    return verify(passwordHash, attempt);
  };
}

beforeAll(async () => {
  const env = { TRUST_PROXY: 'true' };
  first = await startTestServer({ env });
  second = await startTestServer({ env, db: first.database!.handle.db });
  const db = first.database!.handle.db;
  const [engine] = await db
    .select({ id: bookingEngines.id })
    .from(bookingEngines)
    .where(eq(bookingEngines.alias, 'demo'));
  const hasher = new PasswordHasher(2, 1000);
  const hashes = await Promise.all(emails.map((_, index) => hasher.hash(password(index))));
  await db.insert(customers).values(
    emails.map((email, index) => ({
      bookingEngineId: engine!.id,
      email,
      passwordHash: hashes[index]!,
      firstName: 'Throttle',
      lastName: `Golfer ${index}`,
    })),
  );
  const hashToEmail = new Map(hashes.map((hash, index) => [hash, emails[index]!]));
  countHashes(first, hashToEmail);
  countHashes(second, hashToEmail);
}, 120_000);
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('sign-in throttling in the database, shared by every process', () => {
  it('locks each attacked account after 5 failures, spends at most 10 hashes on it, and leaves other accounts able to sign in', async () => {
    const clients = [accountsClient(first.baseUrl), accountsClient(second.baseUrl)];
    const statuses: Record<number, number> = {};
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ATTEMPTS) {
          const attempt = next++;
          const account = Math.floor(attempt / (ATTEMPTS / ACCOUNTS));
          const address = `198.51.100.${(attempt * 7) % 50}`;
          const answer = await clients[attempt % 2]!.post(
            '/api/profile/authenticate',
            { type: 'basic', username: emails[account], credentials: 'wrong-password' },
            { headers: { 'x-forwarded-for': address } },
          );
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        }
      }),
    );
    // Only wrong passwords and locks: no 5xx, and no client limit (20 attempts per address).
    expect(Object.keys(statuses).sort()).toEqual(['401', '423']);
    const attacked = emails.slice(0, ACCOUNTS);
    const perAccount = attacked.map((email) => hashesByAccount.get(email) ?? 0);
    console.log(
      `sign-in throttle: ${ATTEMPTS} attempts answered ${JSON.stringify(statuses)}; hashes per account min ${Math.min(...perAccount)}, max ${Math.max(...perAccount)}, total ${perAccount.reduce((a, b) => a + b, 0)}`,
    );
    expect(Math.max(...perAccount)).toBeLessThanOrEqual(10);
    expect(Math.min(...perAccount)).toBeGreaterThanOrEqual(5);

    const rows = await first
      .database!.handle.db.select({ lockedUntil: signInFailures.lockedUntil, failed: signInFailures.failedCount })
      .from(signInFailures)
      .where(inArray(signInFailures.email, attacked));
    expect(rows).toHaveLength(ACCOUNTS);
    expect(rows.every((row) => row.lockedUntil !== null && row.failed >= 5)).toBe(true);
    // The right password no longer opens an attacked account (423), on either process.
    const locked = await clients[1]!.post(
      '/api/profile/authenticate',
      { type: 'basic', username: emails[0], credentials: password(0) },
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
    );
    expect(locked.status).toBe(423);
    // Another account signs in from an address the attack used.
    const other = await clients[0]!.post(
      '/api/profile/authenticate',
      { type: 'basic', username: emails[ACCOUNTS], credentials: password(ACCOUNTS) },
      { headers: { 'x-forwarded-for': '198.51.100.1' } },
    );
    expect(other.status).toBe(200);
  }, 240_000);

  it('limits one address across processes: its attempts count in the database, not per process', async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: 'true', LOGIN_ATTEMPTS_PER_MINUTE: '4' } });
    const twin = await startTestServer({
      env: { TRUST_PROXY: 'true', LOGIN_ATTEMPTS_PER_MINUTE: '4' },
      db: server.database!.handle.db,
    });
    try {
      const clients = [accountsClient(server.baseUrl), accountsClient(twin.baseUrl)];
      const statuses = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answer = await clients[attempt % 2]!.post(
          '/api/profile/authenticate',
          { type: 'basic', username: 'nobody@throttle.example.com', credentials: 'x' },
          { headers: { 'x-forwarded-for': '192.0.2.77' } },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await twin.close();
      await server.close();
    }
  }, 60_000);
});
