import nodemailer from 'nodemailer';
import type { MailOutboxRow } from '../../db/schema/mail.ts';
import type { Refusal } from '../../shared/delivery-outbox.ts';
import { MAIL_FROM } from './mailer.ts';

/** Hands outbox messages to the SMTP server of SMTP_URL (nodemailer). */
export class SmtpTransport {
  private readonly transport: nodemailer.Transporter;

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailOutboxRow): Promise<{ providerMessageId: string }> {
    const info = await this.transport.sendMail({
      from: MAIL_FROM,
      to: message.recipient,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments,
      // The same Message-ID on every attempt: a message accepted twice (an answer lost on the way back) reads as one.
      messageId: `<outbox-${message.id}.${message.createdAt.getTime()}@fairway.example>`,
    });
    return { providerMessageId: info.messageId };
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * An SMTP server's 5xx reply refuses the message for good (no such mailbox, message rejected);
 * a 4xx reply, a connection that fails and a rejected sign-in (the server's settings, not the
 * message, are wrong) are tried again.
 */
export function smtpRefusalOf(error: unknown): Refusal {
  const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string };
  const text = message ?? String(error);
  if (typeof responseCode === 'number')
    return { permanent: responseCode >= 500 && code !== 'EAUTH', reason: `smtp ${responseCode}: ${text}` };
  return { permanent: false, reason: `${code ?? 'smtp-error'}: ${text}` };
}
