import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedByKeys } from '../../db/statements.ts';
import { type SessionRow, sessions } from '../../db/schema/session.ts';
import { hashToken, newToken } from './tokens.ts';
import { required } from '@fairway/domain/shared/required';
import { deleteInBatches } from '../../shared/retention.ts';

/** A new session to store (its token is generated here). */
export type NewSession = Omit<typeof sessions.$inferInsert, 'id' | 'tokenHash' | 'createdAt' | 'updatedAt'>;

/** Stores a session and returns its token (only the hash is kept). */
export async function createSession(db: Database, values: NewSession): Promise<{ token: string; row: SessionRow }> {
  const token = newToken();
  const [row] = await insertSessionStatement(db, { ...values, tokenHash: hashToken(token) });
  return { token, row: required(row, 'the row createSession inserted') };
}
const insertSessionStatement = preparedByKeys<NewSession & { tokenHash: string }, SessionRow[]>(
  'sessions_insert',
  (db, p) => db.insert(sessions).values(p).returning(),
);

/** The live (unrevoked, unexpired) session with this token. */
export async function findLiveSession(db: Database, token: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * A customer session's idle lifetime: 7 days without a request ends it; each use moves its
 * expiry forward (at most once an hour, to spare a write per request), never past its absolute
 * lifetime of 30 days from sign-in (CUSTOMER_SESSION_TTL_MS), after which the golfer signs in again.
 */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const RENEW_EVERY_MS = 60 * 60 * 1000;

/** Slides a sliding session's idle expiry forward from `now` (bounded by its absolute expiry). */
export async function slideSession(db: Database, session: SessionRow, now: Date): Promise<void> {
  if (
    session.absoluteExpiresAt === null ||
    session.expiresAt.getTime() - now.getTime() > SESSION_IDLE_MS - RENEW_EVERY_MS
  )
    return;
  const idle = new Date(now.getTime() + SESSION_IDLE_MS).toISOString();
  await db
    .update(sessions)
    .set({ expiresAt: sql`least(${idle}::timestamptz, ${sessions.absoluteExpiresAt})` })
    .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt), isNotNull(sessions.absoluteExpiresAt)));
}

/** Deletes sessions that expired or were revoked before `now` (the sweep), in bounded batches; how many went. */
export function deleteDeadSessions(db: Database, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return deleteInBatches(db, {
    table: sql`${sessions}`,
    key: sql`id`,
    where: sql`expires_at <= ${at} or revoked_at < ${at}`,
  });
}

/** Revokes one session. */
export async function revokeSession(db: Database, id: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
}

/** Revokes every session of a customer (password change or reset, sign out everywhere); how many were live. */
export async function revokeCustomerSessions(db: Database, customerId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
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
