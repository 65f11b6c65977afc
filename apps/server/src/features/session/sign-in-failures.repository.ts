import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from '@fairway/domain/session/login-error';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/session.ts';
import { deleteInBatches } from '../../shared/retention.ts';

/** Failures older than this, with no failure since, are forgotten: a new failure counts from 1. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

const byAddress = (bookingEngineId: number, email: string) =>
  and(eq(signInFailures.bookingEngineId, bookingEngineId), eq(signInFailures.email, email));

/** The end of the address's lock when it is locked now, else null. */
export async function findSignInLock(
  db: Database,
  bookingEngineId: number,
  email: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(byAddress(bookingEngineId, email), gt(signInFailures.lockedUntil, now)))
    .limit(1);
  return row?.lockedUntil ?? null;
}

/**
 * Counts a failed sign-in of an address in one upsert (safe across processes): a lock that ran
 * out, or failures forgotten, start the count again; the MAX_FAILED_LOGINS-th failure sets the lock.
 */
export async function recordSignInFailure(
  db: Database,
  bookingEngineId: number,
  email: string,
  now: Date,
): Promise<{ lockedUntil: Date | null }> {
  const nowIso = now.toISOString();
  const lockUntilIso = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000).toISOString();
  const forgottenIso = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  const startsAgain = sql`(${signInFailures.lockedUntil} <= ${nowIso}::timestamptz or ${signInFailures.lastFailedAt} <= ${forgottenIso}::timestamptz)`;
  const count = sql`(case when ${startsAgain} then 0 else ${signInFailures.failedCount} end) + 1`;
  const [row] = await db
    .insert(signInFailures)
    .values({ bookingEngineId, email, failedCount: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [signInFailures.bookingEngineId, signInFailures.email],
      set: {
        failedCount: count,
        lockedUntil: sql`case when ${count} >= ${MAX_FAILED_LOGINS} then ${lockUntilIso}::timestamptz
          when ${startsAgain} then null else ${signInFailures.lockedUntil} end`,
        lastFailedAt: now,
      },
    })
    .returning({ lockedUntil: signInFailures.lockedUntil });
  return { lockedUntil: row?.lockedUntil ?? null };
}

/** Forgets an address's failures and lock (a successful sign-in or a password reset). */
export async function clearSignInFailures(db: Database, bookingEngineId: number, email: string): Promise<void> {
  await db.delete(signInFailures).where(byAddress(bookingEngineId, email));
}

/** Deletes forgotten failures (the sweep; a lock lasts 20 minutes, far less than the memory); how many went. */
export function deleteForgottenSignInFailures(db: Database, now: Date): Promise<number> {
  const forgotten = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  return deleteInBatches(db, {
    table: sql`${signInFailures}`,
    key: sql`booking_engine_id, email`,
    where: sql`last_failed_at < ${forgotten}::timestamptz`,
  });
}
