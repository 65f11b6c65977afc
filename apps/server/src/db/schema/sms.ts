import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { deliveryColumns, timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';

const SMS_STATUSES = ['queued', 'sent', 'failed'] as const;

/** What the carrier reported of a sent message (Twilio's status callback MessageStatus values we keep). */
export const SMS_DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type SmsDeliveryStatus = (typeof SMS_DELIVERY_STATUSES)[number];

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
    // The provider's delivery reports (status callbacks) of a sent message: null until the first.
    deliveryStatus: text('delivery_status', { enum: SMS_DELIVERY_STATUSES }),
    // The provider's error code of an undelivered or failed message (Twilio 30003…30008).
    deliveryErrorCode: text('delivery_error_code'),
    deliveryReportedAt: timestamp('delivery_reported_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('sms_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('sms_outbox_recipient_idx').on(table.recipient),
    index('sms_outbox_provider_message_idx').on(table.providerMessageId),
    // The retention sweep's date filter (shared/retention.ts): a pass with nothing old reads no table.
    index('sms_outbox_sweep_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'queued'`),
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

/**
 * What a number last told the sender through the provider: STOP (opted out) or START (opted in
 * again), from an incoming reply or a provider's refusal of a number that had said STOP. One row
 * per number, overwritten by the newer word; stoppedNumbers weighs it against the outbox.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  recipient: text('recipient').primaryKey(),
  optedOut: boolean('opted_out').notNull(),
  // 'reply' (the recipient's own STOP/START) or 'provider-refusal' (Twilio 21610).
  source: text('source', { enum: ['reply', 'provider-refusal'] }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  ...timestamps,
});
