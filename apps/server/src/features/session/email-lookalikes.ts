import { emailSkeleton, isLookalikeOf } from '@fairway/domain/session/email-skeleton';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/profile.ts';
import { DomainError } from '../../shared/domain-error.ts';

/** How many rows one backfill statement fills. */
const BACKFILL_BATCH = 500;

/**
 * Refuses (409 EMAIL_LOOKALIKE) a new account whose normalised address reads like another
 * account's of the same engine: `golfer@exаmple.com` with a Cyrillic а beside `golfer@example.com`.
 */
export async function refuseLookalikeAddress(db: Database, bookingEngineId: number, address: string): Promise<void> {
  const sameSkeleton = await db
    .select({ email: customers.email })
    .from(customers)
    .where(
      and(
        eq(customers.bookingEngineId, bookingEngineId),
        eq(customers.emailSkeleton, emailSkeleton(address)),
        ne(customers.email, address),
      ),
    )
    .limit(20);
  if (sameSkeleton.some((row) => isLookalikeOf(address, row.email))) throw new DomainError('EMAIL_LOOKALIKE');
}

/**
 * Gives every customer row without one its address's skeleton: rows written before the column
 * existed, and rows the seed inserts directly. Runs after the migrations; a no-op once done.
 */
export async function backfillEmailSkeletons(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(isNull(customers.emailSkeleton))
      .limit(BACKFILL_BATCH);
    for (const row of rows) {
      await db
        .update(customers)
        .set({ emailSkeleton: emailSkeleton(row.email) })
        .where(eq(customers.id, row.id));
    }
    filled += rows.length;
    if (rows.length < BACKFILL_BATCH) return filled;
  }
}
