import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsOptOuts } from '../../db/schema/sms.ts';

/** Where a number's STOP or START came from: its own reply, or the provider refusing it as unsubscribed. */
export type OptOutSource = 'reply' | 'provider-refusal';

/**
 * Records that `recipient` opted out (STOP) or back in (START) at `at`. A word older than the one
 * recorded changes nothing, so replies handled out of order leave the newest in place.
 */
export async function recordOptOut(
  db: Database,
  change: { recipient: string; optedOut: boolean; source: OptOutSource; at: Date },
): Promise<void> {
  await db
    .insert(smsOptOuts)
    .values({ recipient: change.recipient, optedOut: change.optedOut, source: change.source, changedAt: change.at })
    .onConflictDoUpdate({
      target: smsOptOuts.recipient,
      set: { optedOut: change.optedOut, source: change.source, changedAt: change.at, updatedAt: change.at },
      setWhere: sql`${smsOptOuts.changedAt} <= ${change.at.toISOString()}`,
    });
}
