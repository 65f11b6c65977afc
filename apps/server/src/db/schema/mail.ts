import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { deliveryColumns, timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';

/** kept: no SMTP server is configured, the message stays here (/dev/outbox); queued → sent or failed: the mail-delivery job sends it over SMTP. */
const MAIL_STATUSES = ['kept', 'queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The mail outbox: every message is written here. Without SMTP_URL it is kept, and the demo page
 * /dev/outbox lists them with their links clickable; with it, the mail-delivery job sends it,
 * retrying what the SMTP server refuses for now.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    bookingEngineId: integer('booking_engine_id').references(() => bookingEngines.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    // Files sent with the message (a booking's .ics calendar entry), as text.
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    ...deliveryColumns(MAIL_STATUSES, 'kept'),
    ...timestamps,
  },
  (table) => [
    index('mail_outbox_recipient_idx').on(table.recipient),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    // The retention sweep's date filter (shared/retention.ts): a pass with nothing old reads no table.
    index('mail_outbox_sweep_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'queued'`),
    check('mail_outbox_attempts', sql`${table.attempts} >= 0`),
  ],
);

/** An outbox row. */
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
