import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SmsOutboxRow, smsOutbox, type SmsSandboxMessageRow, smsSandboxMessages } from '../../db/schema/sms.ts';
import { required } from '@fairway/domain/shared/required';
import { deleteInBatches, RETENTION_DAYS, retentionCutoff } from '../../shared/retention.ts';

/** Queues a message; delivery picks it up on its next pass. */
export async function insertSms(db: Database, values: typeof smsOutbox.$inferInsert): Promise<{ id: number }> {
  const [row] = await db.insert(smsOutbox).values(values).returning({ id: smsOutbox.id });
  return required(row, 'the row insertSms returned');
}

/** The latest outbox messages, newest first, optionally to one number. */
export function listSms(db: Database, recipient: string | undefined, limit = 100): Promise<SmsOutboxRow[]> {
  const query = db.select().from(smsOutbox);
  return (recipient ? query.where(eq(smsOutbox.recipient, recipient)) : query).orderBy(desc(smsOutbox.id)).limit(limit);
}

/** The sandbox provider's latest requests, newest first, optionally to one number. */
export function listSandboxLog(
  db: Database,
  recipient: string | undefined,
  limit = 100,
): Promise<SmsSandboxMessageRow[]> {
  const query = db.select().from(smsSandboxMessages);
  return (recipient ? query.where(eq(smsSandboxMessages.recipient, recipient)) : query)
    .orderBy(desc(smsSandboxMessages.id))
    .limit(limit);
}

/** Deletes texts older than the outbox's retention that are no longer waiting to be sent, and the sandbox log's; how many went. */
export async function deleteOldSms(db: Database, now: Date): Promise<number> {
  const cutoff = sql`${retentionCutoff(now, RETENTION_DAYS.smsOutbox).toISOString()}::timestamptz`;
  const outbox = await deleteInBatches(db, {
    table: sql`${smsOutbox}`,
    key: sql`id`,
    where: sql`status <> 'queued' and created_at < ${cutoff}`,
  });
  const sandbox = await deleteInBatches(db, {
    table: sql`${smsSandboxMessages}`,
    key: sql`id`,
    where: sql`created_at < ${cutoff}`,
  });
  return outbox + sandbox;
}
