import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInThrottle } from '../../db/schema/session.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { deleteInBatches } from '../../shared/retention.ts';
import { required } from '@fairway/domain/shared/required';

/** How many password hashes one sign-in name may cost per lockout window (5 failures lock it; the rest is room for attempts already in flight). */
const HASHES_PER_ACCOUNT_WINDOW = 10;
/** The account window: the lockout's 20 minutes (SPEC §8). */
const ACCOUNT_WINDOW_MS = 20 * 60_000;
const CLIENT_WINDOW_MS = 60_000;

/**
 * Whose hash budget a key counts: an e-mail address of a booking engine, with or without a
 * customer account (`address:<engine id>:<e-mail>`, see signInAddress), or a staff account (`staff:<id>`).
 */
export type ThrottleScope = 'address' | 'staff';

/** The budget subject of a customer sign-in name: the normalised e-mail within its booking engine. */
export function signInAddress(bookingEngineId: number, email: string): string {
  return `${bookingEngineId}:${email}`;
}

/**
 * Counts one attempt under `key` in the database and returns the count of its current window
 * (a window that ended starts again at 1). One upsert, so every process sees every attempt.
 */
async function count(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const ended = sql`${signInThrottle.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInThrottle)
    .values({ key, windowStartedAt: now, attempts: 1 })
    .onConflictDoUpdate({
      target: signInThrottle.key,
      set: {
        attempts: sql`case when ${ended} then 1 else ${signInThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${ended} then ${nowIso}::timestamptz else ${signInThrottle.windowStartedAt} end`,
      },
    })
    .returning({ attempts: signInThrottle.attempts });
  return required(row, 'the row count returned').attempts;
}

/**
 * Sign-in throttling shared by every server process through the database: a per-client
 * (IP address) limit per minute, checked before any password is hashed, and a per-name budget
 * of password hashes per lockout window, claimed before hashing.
 */
export class ClientThrottle {
  constructor(
    private readonly perMinute: number,
    private readonly now: () => Date,
  ) {}

  /** Counts an attempt by `client`; throws RATE_LIMITED (429) past the limit. */
  async hit(db: Database, client: string): Promise<void> {
    if ((await count(db, `client:${client}`, CLIENT_WINDOW_MS, this.now())) > this.perMinute) {
      throw new DomainError('RATE_LIMITED', 'Too many sign-in attempts. Please wait a minute and try again.');
    }
  }

  /**
   * Claims the right to hash a password for a sign-in name (a customer e-mail address, account
   * or not, or a staff account); throws ACCOUNT_LOCKED (423) once its budget is spent.
   */
  async claimHash(db: Database, subject: string | number, scope: ThrottleScope): Promise<void> {
    if ((await count(db, `${scope}:${subject}`, ACCOUNT_WINDOW_MS, this.now())) > HASHES_PER_ACCOUNT_WINDOW) {
      throw new DomainError('ACCOUNT_LOCKED');
    }
  }

  /** Gives a sign-in name its whole budget back (a successful sign-in or a password reset). */
  async release(db: Database, subject: string | number, scope: ThrottleScope): Promise<void> {
    await db.delete(signInThrottle).where(sql`${signInThrottle.key} = ${`${scope}:${subject}`}`);
  }
}

/** Deletes counters whose window ended (the sweep), in bounded batches; how many went. */
export function deleteEndedThrottleWindows(db: Database, now: Date): Promise<number> {
  const ended = new Date(now.getTime() - ACCOUNT_WINDOW_MS).toISOString();
  return deleteInBatches(db, {
    table: sql`${signInThrottle}`,
    key: sql`key`,
    where: sql`window_started_at < ${ended}::timestamptz`,
  });
}
