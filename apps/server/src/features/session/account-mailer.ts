/** Which account e-mail to send. */
type AccountMailTemplate = 'verify-email' | 'password-reset';

/** What an account e-mail needs; the mail feature renders it in the golfer's language. */
export interface AccountMail {
  template: AccountMailTemplate;
  to: string;
  language: string;
  name: string;
  engineName: string;
  link: string;
  /** The signed link that turns e-mail news and offers off. */
  unsubscribeLink?: string;
  bookingEngineId: number;
}

/** Sends account e-mails (SMTP or the database outbox, whichever is configured). */
export interface AccountMailer {
  sendAccountMail(mail: AccountMail): Promise<void>;
}
