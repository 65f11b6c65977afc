import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { SMS_DELIVERY_STATUSES, type SmsDeliveryStatus, smsOutbox } from '../../db/schema/sms.ts';

/**
 * How far along each report is. Callbacks can arrive twice or out of order (Twilio sends each
 * one separately and retries), so a report only ever moves a message forward: `delivered` is
 * final, and `undelivered`/`failed` give way only to a later `delivered` (carriers do report so).
 */
const PROGRESS: Record<SmsDeliveryStatus, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  undelivered: 3,
  failed: 3,
  delivered: 4,
};

/** Twilio MessageStatus values that name one of ours under another word; others are not kept. */
const SYNONYMS: Record<string, SmsDeliveryStatus> = { accepted: 'queued', scheduled: 'queued', read: 'delivered' };

/** The delivery status a provider's MessageStatus stands for, or undefined for one not kept (receiving, canceled…). */
export function deliveryStatusOf(messageStatus: string): SmsDeliveryStatus | undefined {
  const known = (SMS_DELIVERY_STATUSES as readonly string[]).includes(messageStatus);
  return known ? (messageStatus as SmsDeliveryStatus) : SYNONYMS[messageStatus];
}

/** Which outbox message a report is about: our reference (from the callback URL), else the provider's message id. */
export type ReportedMessage = { outboxId: number } | { providerMessageId: string };

/**
 * Records a delivery report unless the message already got as far or further; one UPDATE, so
 * two copies of a callback handled at once cannot both win. Returns whether it changed the row.
 */
export async function recordDeliveryReport(
  db: Database,
  message: ReportedMessage,
  report: { status: SmsDeliveryStatus; errorCode: string | undefined; at: Date },
): Promise<boolean> {
  const behind = SMS_DELIVERY_STATUSES.filter((status) => PROGRESS[status] < PROGRESS[report.status]);
  const updated = await db
    .update(smsOutbox)
    .set({
      deliveryStatus: report.status,
      deliveryErrorCode: report.errorCode ?? null,
      deliveryReportedAt: report.at,
    })
    .where(
      and(
        'outboxId' in message
          ? eq(smsOutbox.id, message.outboxId)
          : eq(smsOutbox.providerMessageId, message.providerMessageId),
        behind.length > 0
          ? or(isNull(smsOutbox.deliveryStatus), inArray(smsOutbox.deliveryStatus, behind))
          : isNull(smsOutbox.deliveryStatus),
      ),
    )
    .returning({ id: smsOutbox.id });
  return updated.length > 0;
}
