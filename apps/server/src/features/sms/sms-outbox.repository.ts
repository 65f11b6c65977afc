import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SmsOutboxRow, smsOutbox, type SmsSandboxMessageRow, smsSandboxMessages } from '../../db/schema/sms.ts';
import { required } from '@fairway/domain/shared/required';

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
