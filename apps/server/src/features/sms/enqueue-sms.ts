import type { Database } from '../../db/client.ts';
import { insertSms } from './sms-outbox.repository.ts';

/** An SMS ready to send, already in the recipient's language. */
export interface SmsMessage {
  /** E.164 (+15005550006); a number the provider refuses ends as a failed outbox row, not an error here. */
  to: string;
  body: string;
  /** Which template made it (alert-offer…), for the demo page. */
  template: string;
  language: string;
  bookingEngineId: number | null;
}

/**
 * Queues an SMS in the caller's transaction: it exists (and is sent, by the sms-delivery job)
 * exactly when the business change it belongs to commits. Pass the transaction, not app.db.
 */
export function enqueueSms(tx: Database, message: SmsMessage): Promise<{ id: number }> {
  return insertSms(tx, {
    recipient: message.to,
    body: message.body,
    template: message.template,
    language: message.language,
    bookingEngineId: message.bookingEngineId,
  });
}
