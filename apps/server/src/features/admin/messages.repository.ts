import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lockByName } from '../../db/lock-by-name.ts';
import { adminAuditLog } from '../../db/schema/admin.ts';

// A staff message's send is recorded by its audit entry alone (target `message:<Idempotency-Key>`):
// the entry that says who sent what is also what a retried send finds and answers with.

/** The audit target of the send made with an Idempotency-Key. */
export const messageTarget = (key: string) => `message:${key}`;

/** The send made on this engine with this Idempotency-Key, if any: its audit entry's id and details. */
export async function findMessageSend(
  db: Database,
  engineId: number,
  key: string,
): Promise<{ id: number; details: unknown } | undefined> {
  const [row] = await db
    .select({ id: adminAuditLog.id, details: adminAuditLog.details })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.bookingEngineId, engineId),
        eq(adminAuditLog.action, 'message.send'),
        eq(adminAuditLog.target, messageTarget(key)),
      ),
    )
    .limit(1);
  return row;
}

/** Serialises the sends of one (engine, key) until the transaction ends: a double click waits, then replays. */
export async function lockMessageKey(tx: Database, engineId: number, key: string): Promise<void> {
  await lockByName(tx, `staff-message:${engineId}:${key}`);
}
