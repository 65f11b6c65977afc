import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/session.ts';
import { hashToken, newToken } from './tokens.ts';
import { deleteInBatches, RETENTION_DAYS, retentionCutoff } from '../../shared/retention.ts';

/** What a one-time token is for. */
export type OneTimePurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

/** Issues a single-use token valid for `ttlMs`; only its hash is stored. */
export async function issueOneTimeToken(
  db: Database,
  values: { purpose: OneTimePurpose; bookingEngineId: number; customerId: number | null; now: Date; ttlMs: number },
): Promise<string> {
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose: values.purpose,
    bookingEngineId: values.bookingEngineId,
    customerId: values.customerId,
    expiresAt: new Date(values.now.getTime() + values.ttlMs),
  });
  return token;
}

/** The token of this engine and purpose, unused and unexpired. */
function stillValid(purpose: OneTimePurpose, bookingEngineId: number, token: string, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    eq(oneTimeTokens.bookingEngineId, bookingEngineId),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}

/** The still-valid (unused, unexpired) token row of this engine and purpose, without using it. */
export async function peekOneTimeToken(
  db: Database,
  purpose: OneTimePurpose,
  bookingEngineId: number,
  token: string,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(stillValid(purpose, bookingEngineId, token, now))
    .limit(1);
  return row;
}

/** Uses a token once: a guarded update, so two concurrent uses cannot both succeed. */
export async function consumeOneTimeToken(
  db: Database,
  purpose: OneTimePurpose,
  bookingEngineId: number,
  token: string,
  now: Date,
) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(stillValid(purpose, bookingEngineId, token, now))
    .returning();
  return row;
}

/**
 * Ends every still-unused token of a customer for this purpose (all but `exceptId`), so that only
 * the newest link, or none, works: a guarded update, like a use.
 */
export async function endOneTimeTokens(
  db: Database,
  purpose: OneTimePurpose,
  customerId: number,
  now: Date,
  exceptId?: number,
): Promise<number> {
  const ended = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.customerId, customerId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        exceptId === undefined ? undefined : ne(oneTimeTokens.id, exceptId),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return ended.length;
}

/** Deletes one-time tokens expired longer ago than their retention (used or not: none can be used again); how many went. */
export function deleteOldOneTimeTokens(db: Database, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, RETENTION_DAYS.oneTimeTokens);
  return deleteInBatches(db, {
    table: sql`${oneTimeTokens}`,
    key: sql`id`,
    where: sql`expires_at < ${cutoff.toISOString()}::timestamptz`,
  });
}
