import type { AccountMail, AccountMailer } from '../session/session.public.ts';
import { mailLanguage, renderMail } from './mail-templates.ts';
import type { Mailer } from './mailer.ts';

/** Renders account e-mails in the golfer's language and hands them to the mailer. */
export class TemplateAccountMailer implements AccountMailer {
  constructor(private readonly mailer: Mailer) {}

  async sendAccountMail(mail: AccountMail): Promise<void> {
    const language = mailLanguage(mail.language);
    const rendered = renderMail(mail.template, language, {
      name: mail.name,
      engineName: mail.engineName,
      link: mail.link,
      unsubscribeLink: mail.unsubscribeLink,
    });
    await this.mailer.send({
      ...rendered,
      to: mail.to,
      template: mail.template,
      language,
      bookingEngineId: mail.bookingEngineId,
    });
  }
}
