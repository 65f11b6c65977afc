import type { Database } from '../../db/client.ts';
import type { MailStatus } from '../../db/schema/mail.ts';
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
interface MailAttachment {
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

/**
 * Writes every message to the database outbox: kept there without an SMTP server (/dev/outbox
 * lists them), queued for the mail-delivery job with one. A request never waits for the SMTP
 * server, and a message it refuses for now is tried again.
 */
class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly status: Extract<MailStatus, 'kept' | 'queued'>,
  ) {}

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
      status: this.status,
    });
  }
}

/** The outbox through the SMTP server of SMTP_URL when it is set, else the outbox alone. */
export function createMailer(smtpUrl: string | undefined, db: Database): Mailer {
  return new OutboxMailer(db, smtpUrl ? 'queued' : 'kept');
}
