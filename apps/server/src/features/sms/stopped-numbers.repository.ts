import { and, desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/sms.ts';

/** How the delivery job records a provider's refusal because the recipient replied STOP (`<code>: <message>`). */
const OPTED_OUT = 'opted-out:';

/**
 * The numbers among `numbers` (E.164) that replied STOP: the provider refused the latest message
 * that reached them or was refused (a later accepted message means they opted back in with
 * START). Whichever engine sent it: STOP is said to the sender, and every engine sends from one.
 */
export async function stoppedNumbers(db: Database, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .selectDistinctOn([smsOutbox.recipient], {
      recipient: smsOutbox.recipient,
      status: smsOutbox.status,
      lastError: smsOutbox.lastError,
    })
    .from(smsOutbox)
    .where(and(inArray(smsOutbox.recipient, numbers), inArray(smsOutbox.status, ['sent', 'failed'])))
    .orderBy(smsOutbox.recipient, desc(smsOutbox.id));
  return new Set(
    rows
      .filter((row) => row.status === 'failed' && (row.lastError ?? '').startsWith(OPTED_OUT))
      .map((row) => row.recipient),
  );
}
