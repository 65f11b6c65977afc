import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { smsOptOuts, smsOutbox } from '../../db/schema/sms.ts';

/** How the delivery job records a provider's refusal because the recipient replied STOP (`<code>: <message>`). */
const OPTED_OUT = 'opted-out:';

/** What one source says of a number, and since when. */
interface Word {
  stopped: boolean;
  at: Date;
}

/**
 * The numbers among `numbers` (E.164) that replied STOP. Two sources, the newer wins (a
 * recorded reply on a tie):
 * - the outbox: the provider refused the latest message that reached the number or was refused
 *   as opted out (a later accepted message means they opted back in with START);
 * - sms_opt_outs: the number's own STOP or START reply (Twilio's incoming-message webhook), or a
 *   refusal as unsubscribed (Twilio 21610).
 * Whichever engine sent it: STOP is said to the sender, and every engine sends from one.
 */
export async function stoppedNumbers(db: Database, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const [latestMessages, replies] = await Promise.all([
    db
      .selectDistinctOn([smsOutbox.recipient], {
        recipient: smsOutbox.recipient,
        status: smsOutbox.status,
        lastError: smsOutbox.lastError,
        // When the outcome was recorded: a sent message's later delivery reports do not move it.
        at: sql<Date>`coalesce(${smsOutbox.sentAt}, ${smsOutbox.updatedAt})`.mapWith(smsOutbox.updatedAt),
      })
      .from(smsOutbox)
      .where(and(inArray(smsOutbox.recipient, numbers), inArray(smsOutbox.status, ['sent', 'failed'])))
      .orderBy(smsOutbox.recipient, desc(smsOutbox.id)),
    db
      .select({ recipient: smsOptOuts.recipient, stopped: smsOptOuts.optedOut, at: smsOptOuts.changedAt })
      .from(smsOptOuts)
      .where(inArray(smsOptOuts.recipient, numbers)),
  ]);
  const words = new Map<string, Word>(
    latestMessages.map((row) => [
      row.recipient,
      { stopped: row.status === 'failed' && (row.lastError ?? '').startsWith(OPTED_OUT), at: row.at },
    ]),
  );
  for (const reply of replies) {
    const fromOutbox = words.get(reply.recipient);
    if (!fromOutbox || reply.at.getTime() >= fromOutbox.at.getTime()) words.set(reply.recipient, reply);
  }
  return new Set([...words].filter(([, word]) => word.stopped).map(([recipient]) => recipient));
}
