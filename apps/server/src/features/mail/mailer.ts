import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { insertOutboxMessage } from './outbox.repository.ts';

/** A message ready to send: both bodies, already in the golfer's language. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which template made it (verify-email, password-reset…), for the outbox page. */
  template: string;
  language: string;
  bookingEngineId: number | null;
  /** Files sent with the message (text content, such as an .ics calendar entry). */
  attachments?: MailAttachment[];
}

/** A text file attached to a message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Sends mail; the rest of the app knows only this. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The sender every message shows. */
export const MAIL_FROM = 'Fairway <no-reply@fairway.example>';

/** Keeps every message in the database outbox (no SMTP configured); /dev/outbox lists them. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Database) {}

  async send(message: MailMessage): Promise<void> {
    await insertOutboxMessage(this.db, {
      bookingEngineId: message.bookingEngineId,
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      template: message.template,
      language: message.language,
      attachments: message.attachments ?? [],
    });
  }
}

/** Sends through the SMTP server of SMTP_URL with nodemailer. */
export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: MAIL_FROM,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments,
    });
  }
}

/** SMTP when SMTP_URL is set, else the database outbox. */
export function createMailer(smtpUrl: string | undefined, db: Database): Mailer {
  return smtpUrl ? new SmtpMailer(smtpUrl) : new OutboxMailer(db);
}
