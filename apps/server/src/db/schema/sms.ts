import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { deliveryColumns, timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';

const SMS_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * The durable SMS outbox: a row is written in the transaction of the business change that
 * needs it, and the sms-delivery job sends it through the provider, retrying transient failures.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    bookingEngineId: integer('booking_engine_id').references(() => bookingEngines.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    ...deliveryColumns(SMS_STATUSES, 'queued'),
    ...timestamps,
  },
  (table) => [
    index('sms_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('sms_outbox_recipient_idx').on(table.recipient),
    check('sms_outbox_attempts', sql`${table.attempts} >= 0`),
  ],
);
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

/**
 * What the sandbox SMS provider was asked to send (accepted or not), standing in for the
 * provider's own message log: /dev/sms shows it, and it makes the sandbox's scripted transient
 * failures count attempts across processes.
 */
export const smsSandboxMessages = pgTable(
  'sms_sandbox_messages',
  {
    id: serial('id').primaryKey(),
    providerMessageId: text('provider_message_id').unique(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    reference: text('reference').notNull(),
    // null when accepted, else the error code the sandbox answered with.
    errorCode: text('error_code'),
    ...timestamps,
  },
  (table) => [index('sms_sandbox_messages_reference_idx').on(table.reference)],
);
export type SmsSandboxMessageRow = typeof smsSandboxMessages.$inferSelect;
