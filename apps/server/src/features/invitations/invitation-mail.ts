import { DateTime } from 'luxon';
import { escapeHtml } from '../../shared/html-page.ts';

// The invitation e-mail in the friend's language (if they have an account) or the lead's: the
// round and the accept/decline links carrying the one-time token.

/** The languages invitation mails are written in. */
export type MailLanguage = 'en' | 'fr' | 'es' | 'de';
type Language = MailLanguage;

const TEXTS: Record<Language, { subject: (lead: string) => string; body: (name: string, lead: string, course: string, when: string) => string; accept: string; decline: string }> = {
  en: { subject: (lead) => `${lead} invited you to a round of golf`, body: (name, lead, course, when) => `Hi ${name}, ${lead} invited you to play at ${course} on ${when}.`, accept: 'Accept', decline: 'Decline' },
  fr: { subject: (lead) => `${lead} vous invite à une partie de golf`, body: (name, lead, course, when) => `Bonjour ${name}, ${lead} vous invite à jouer à ${course} le ${when}.`, accept: 'Accepter', decline: 'Refuser' },
  es: { subject: (lead) => `${lead} le invita a una partida de golf`, body: (name, lead, course, when) => `Hola ${name}, ${lead} le invita a jugar en ${course} el ${when}.`, accept: 'Aceptar', decline: 'Rechazar' },
  de: { subject: (lead) => `${lead} lädt Sie zu einer Runde Golf ein`, body: (name, lead, course, when) => `Hallo ${name}, ${lead} lädt Sie ein, am ${when} auf ${course} zu spielen.`, accept: 'Annehmen', decline: 'Ablehnen' },
};

/** Who a mail about a round goes to, and the round. */
export interface FriendMailInput {
  to: string;
  name: string;
  language: string;
  leadFirstName: string;
  courseName: string;
  teetime: string;
  timeZone: string;
  bookingEngineId: number;
}

export interface InvitationMailInput extends FriendMailInput {
  acceptUrl: string;
  declineUrl: string;
}

/** The mail's language (the friend's, else the lead's; English when neither is supported) and the round's local date and time in it. */
export function mailLanguageAndWhen<T>(input: FriendMailInput, texts: Record<MailLanguage, T>): { language: MailLanguage; texts: T; when: string } {
  const language: MailLanguage = input.language in texts ? (input.language as MailLanguage) : 'en';
  const when = DateTime.fromISO(input.teetime, { zone: input.timeZone }).setLocale(language).toLocaleString(DateTime.DATETIME_MED);
  return { language, texts: texts[language], when };
}

/** The mail message for one invitation. */
export function invitationMail(input: InvitationMailInput) {
  const { language, texts, when } = mailLanguageAndWhen(input, TEXTS);
  const subject = texts.subject(input.leadFirstName);
  const body = texts.body(input.name, input.leadFirstName, input.courseName, when);
  return {
    to: input.to,
    subject,
    template: 'friend-invitation',
    language,
    bookingEngineId: input.bookingEngineId,
    text: [body, '', `${texts.accept}: ${input.acceptUrl}`, `${texts.decline}: ${input.declineUrl}`].join('\n'),
    html: `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(input.acceptUrl)}">${texts.accept}</a> · <a href="${escapeHtml(input.declineUrl)}">${texts.decline}</a></p>
</body></html>`,
  };
}
