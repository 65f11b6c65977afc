import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at columns shared by every table; spread them into a table definition. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The columns an outbox of messages to an outside service is delivered by
 * (shared/delivery-outbox.ts): its statuses, the one a new row takes, and the attempt bookkeeping.
 */
export function deliveryColumns<const Statuses extends readonly [string, ...string[]]>(
  statuses: Statuses,
  initial: Statuses[number],
) {
  return {
    status: text('status', { enum: statuses }).notNull().default(initial),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // What the service accepted the message under (an SMTP Message-ID, an SMS provider's id).
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  };
}
