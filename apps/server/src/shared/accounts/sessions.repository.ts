import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SessionRow, sessions } from '../../db/schema/session.ts';
import { hashToken, newToken } from './tokens.ts';

/** A new session to store (its token is generated here). */
export type NewSession = Omit<typeof sessions.$inferInsert, 'id' | 'tokenHash' | 'createdAt' | 'updatedAt'>;

/** Stores a session and returns its token (only the hash is kept). */
export async function createSession(db: Database, values: NewSession): Promise<{ token: string; row: SessionRow }> {
  const token = newToken();
  const [row] = await db.insert(sessions).values({ ...values, tokenHash: hashToken(token) }).returning();
  return { token, row: row! };
}

/** The live (unrevoked, unexpired) session with this token. */
export async function findLiveSession(db: Database, token: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

/** Revokes one session. */
export async function revokeSession(db: Database, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
}

/** Revokes every session of a customer (after a password reset). */
export async function revokeCustomerSessions(db: Database, customerId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

/**
 * Gives a live session a new token (the old one stops working) and returns it: for a client
 * that proved it made the request that opened the session but never received its answer.
 */
export async function renewSessionToken(db: Database, id: number, now: Date): Promise<string | null> {
  const token = newToken();
  const renewed = await db
    .update(sessions)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return renewed.length > 0 ? token : null;
}
