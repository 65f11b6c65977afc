import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SmsOutboxRow, smsOutbox, type SmsSandboxMessageRow, smsSandboxMessages } from '../../db/schema/sms.ts';
import { type AttemptOutcome, claimDue, recordAttempt as recordOutboxAttempt } from '../../shared/delivery-outbox.ts';

/** Queues a message; delivery picks it up on its next pass. */
export async function insertSms(db: Database, values: typeof smsOutbox.$inferInsert): Promise<{ id: number }> {
  const [row] = await db.insert(smsOutbox).values(values).returning({ id: smsOutbox.id });
  return row!;
}

/** Leases the queued messages due at `now` (shared/delivery-outbox.ts). */
export const claimDueSms = (tx: Database, now: Date, leaseUntil: Date, limit: number) => claimDue<SmsOutboxRow>(tx, smsOutbox, now, leaseUntil, limit);

/** Records an attempt's outcome; false if the lease was lost (shared/delivery-outbox.ts). */
export const recordAttempt = (db: Database, claimed: Pick<SmsOutboxRow, 'id' | 'attempts'>, outcome: AttemptOutcome) => recordOutboxAttempt(db, smsOutbox, claimed, outcome);

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
