import { teeTimeWithZone } from '@fairway/domain/reservations/tee-time-text';
import { DateTime } from 'luxon';
import { formatCents } from '@fairway/domain/tee-times/money';
import { escapeHtml } from '../../shared/html-page.ts';

// The invitation e-mail in the friend's language (if they have an account) or the lead's: the
// round and the accept/decline links carrying the one-time token.

/** The languages invitation mails are written in. */
export type MailLanguage = 'en' | 'fr' | 'es' | 'de';
type Language = MailLanguage;

type ShareText = (lead: string, amount: string, deadline: string) => string;
const TEXTS: Record<
  Language,
  {
    subject: (lead: string) => string;
    body: (name: string, lead: string, course: string, when: string) => string;
    share: ShareText;
    accept: string;
    decline: string;
  }
> = {
  en: {
    subject: (lead) => `${lead} invited you to a round of golf`,
    body: (name, lead, course, when) => `Hi ${name}, ${lead} invited you to play at ${course} on ${when}.`,
    share: (lead, amount, deadline) =>
      `${lead} split the payment: once you accept, your share of ${amount} is to be paid by ${deadline}.`,
    accept: 'Accept',
    decline: 'Decline',
  },
  fr: {
    subject: (lead) => `${lead} vous invite à une partie de golf`,
    body: (name, lead, course, when) => `Bonjour ${name}, ${lead} vous invite à jouer à ${course} le ${when}.`,
    share: (lead, amount, deadline) =>
      `${lead} a partagé le paiement\u00a0: une fois l’invitation acceptée, votre part de ${amount} est à payer avant le ${deadline}.`,
    accept: 'Accepter',
    decline: 'Refuser',
  },
  es: {
    subject: (lead) => `${lead} le invita a una partida de golf`,
    body: (name, lead, course, when) => `Hola ${name}, ${lead} le invita a jugar en ${course} el ${when}.`,
    share: (lead, amount, deadline) =>
      `${lead} dividió el pago: cuando acepte, su parte de ${amount} debe pagarse antes del ${deadline}.`,
    accept: 'Aceptar',
    decline: 'Rechazar',
  },
  de: {
    subject: (lead) => `${lead} lädt Sie zu einer Runde Golf ein`,
    body: (name, lead, course, when) => `Hallo ${name}, ${lead} lädt Sie ein, am ${when} auf ${course} zu spielen.`,
    share: (lead, amount, deadline) =>
      `${lead} hat die Zahlung aufgeteilt: Nach der Zusage ist Ihr Anteil von ${amount} bis ${deadline} zu zahlen.`,
    accept: 'Annehmen',
    decline: 'Ablehnen',
  },
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
  /** The friend's share when the lead split the payment. */
  share?: { amountCents: number; currencyCode: string; deadline: string } | null;
}

/** The mail's language (the friend's, else the lead's; English when neither is supported) and the round's local date and time in it. */
export function mailLanguageAndWhen<T>(
  input: FriendMailInput,
  texts: Record<MailLanguage, T>,
): { language: MailLanguage; texts: T; when: string } {
  const language: MailLanguage = input.language in texts ? (input.language as MailLanguage) : 'en';
  // With the course's zone beside the time: the friend may live elsewhere.
  const when = teeTimeWithZone(input.teetime, input.timeZone, language);
  return { language, texts: texts[language], when };
}

/** The HTML of a mail about a round: its subject as the title and the body's markup. */
export function mailDocument(language: MailLanguage, subject: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>${bodyHtml}</body></html>`;
}

/** The mail message for one invitation. */
export function invitationMail(input: InvitationMailInput) {
  const { language, texts, when } = mailLanguageAndWhen(input, TEXTS);
  const subject = texts.subject(input.leadFirstName);
  const greeting = texts.body(input.name, input.leadFirstName, input.courseName, when);
  const { share } = input;
  const shareLine = share
    ? texts.share(
        input.leadFirstName,
        formatCents(share.amountCents, share.currencyCode, language),
        DateTime.fromISO(share.deadline, { zone: input.timeZone })
          .setLocale(language)
          .toLocaleString(DateTime.DATETIME_MED),
      )
    : null;
  const body = shareLine ? `${greeting} ${shareLine}` : greeting;
  return {
    to: input.to,
    subject,
    template: 'friend-invitation',
    language,
    bookingEngineId: input.bookingEngineId,
    text: [body, '', `${texts.accept}: ${input.acceptUrl}`, `${texts.decline}: ${input.declineUrl}`].join('\n'),
    html: mailDocument(
      language,
      subject,
      `<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(input.acceptUrl)}">${texts.accept}</a> · <a href="${escapeHtml(input.declineUrl)}">${texts.decline}</a></p>
`,
    ),
  };
}
