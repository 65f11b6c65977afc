import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedByKeys } from '../../db/statements.ts';
import { type MailOutboxRow, mailOutbox } from '../../db/schema/mail.ts';
import { deleteInBatches, RETENTION_DAYS, retentionCutoff } from '../../shared/retention.ts';

/** Keeps a message in the outbox. */
export async function insertOutboxMessage(db: Database, values: typeof mailOutbox.$inferInsert): Promise<void> {
  await insertOutboxStatement(db, values);
}
const insertOutboxStatement = preparedByKeys<typeof mailOutbox.$inferInsert, unknown>('mail_outbox_insert', (db, p) =>
  db.insert(mailOutbox).values(p),
);

/** The latest outbox messages, newest first, optionally for one recipient. */
export function listOutbox(db: Database, recipient: string | undefined, limit = 100): Promise<MailOutboxRow[]> {
  const query = db.select().from(mailOutbox);
  const filtered = recipient ? query.where(eq(mailOutbox.recipient, recipient.toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.id)).limit(limit);
}

/** One outbox message by id. */
export async function findOutboxMessage(db: Database, id: number): Promise<MailOutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

/** Deletes messages older than the outbox's retention that are no longer waiting to be sent; how many went. */
export function deleteOldMail(db: Database, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, RETENTION_DAYS.mailOutbox);
  return deleteInBatches(db, {
    table: sql`${mailOutbox}`,
    key: sql`id`,
    where: sql`status <> 'queued' and created_at < ${cutoff.toISOString()}::timestamptz`,
  });
}
