import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { bookingEngines } from './facilities.ts';

/**
 * The mail outbox: without SMTP_URL every message lands here, and the demo page /dev/outbox
 * lists them with their links clickable.
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
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>().notNull().default([]),
    ...timestamps,
  },
  (table) => [index('mail_outbox_recipient_idx').on(table.recipient)],
);

/** An outbox row. */
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
