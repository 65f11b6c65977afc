import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SmsOutboxRow, smsOutbox, type SmsSandboxMessageRow, smsSandboxMessages } from '../../db/schema/sms.ts';

/** Queues a message; delivery picks it up on its next pass. */
export async function insertSms(db: Database, values: typeof smsOutbox.$inferInsert): Promise<{ id: number }> {
  const [row] = await db.insert(smsOutbox).values(values).returning({ id: smsOutbox.id });
  return row!;
}

/**
 * Locks the queued messages due at `now` and leases them: attempts + 1 and the next attempt
 * moved to `leaseUntil`, so no other pass takes them while this one sends after committing.
 * A message never tried is due whatever its next_attempt_at says, so a pinned clock (tests)
 * behind the database's clock still sends it.
 */
export async function claimDueSms(tx: Database, now: Date, leaseUntil: Date, limit: number): Promise<SmsOutboxRow[]> {
  const due = await tx
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'queued'), or(eq(smsOutbox.attempts, 0), lte(smsOutbox.nextAttemptAt, now))))
    .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const claimed = await tx
    .update(smsOutbox)
    .set({ attempts: sql`${smsOutbox.attempts} + 1`, nextAttemptAt: leaseUntil, updatedAt: now })
    .where(inArray(smsOutbox.id, due.map((row) => row.id)))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** How one delivery attempt ended: sent, failed for good, or back in the queue until `retryAt`. */
export type AttemptOutcome =
  | { status: 'sent'; providerMessageId: string; at: Date }
  | { status: 'failed'; error: string; at: Date }
  | { status: 'queued'; error: string; retryAt: Date; at: Date };

/** Records an attempt's outcome; ignored (false) if the lease was lost (another pass claimed the row since). */
export async function recordAttempt(db: Database, claimed: Pick<SmsOutboxRow, 'id' | 'attempts'>, outcome: AttemptOutcome): Promise<boolean> {
  const values =
    outcome.status === 'sent'
      ? { status: outcome.status, providerMessageId: outcome.providerMessageId, sentAt: outcome.at, lastError: null }
      : outcome.status === 'failed'
        ? { status: outcome.status, lastError: outcome.error }
        : { status: outcome.status, lastError: outcome.error, nextAttemptAt: outcome.retryAt };
  const updated = await db
    .update(smsOutbox)
    .set({ ...values, updatedAt: outcome.at })
    .where(and(eq(smsOutbox.id, claimed.id), eq(smsOutbox.status, 'queued'), eq(smsOutbox.attempts, claimed.attempts)))
    .returning({ id: smsOutbox.id });
  return updated.length === 1;
}

/** The latest outbox messages, newest first, optionally to one number. */
export function listSms(db: Database, recipient: string | undefined, limit = 100): Promise<SmsOutboxRow[]> {
  const query = db.select().from(smsOutbox);
  return (recipient ? query.where(eq(smsOutbox.recipient, recipient)) : query).orderBy(desc(smsOutbox.id)).limit(limit);
}

/** The sandbox provider's latest requests, newest first, optionally to one number. */
export function listSandboxLog(db: Database, recipient: string | undefined, limit = 100): Promise<SmsSandboxMessageRow[]> {
  const query = db.select().from(smsSandboxMessages);
  return (recipient ? query.where(eq(smsSandboxMessages.recipient, recipient)) : query).orderBy(desc(smsSandboxMessages.id)).limit(limit);
}
