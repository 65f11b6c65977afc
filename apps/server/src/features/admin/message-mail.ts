import { DateTime } from 'luxon';
import { escapeHtml } from '../../shared/html-page.ts';

// The e-mail and text message a staff message to the day's golfers makes. The staff member's
// subject and message go out as typed (escaped in the HTML: golfers see the text, never markup
// someone typed), framed in the golfer's language by a greeting and the tee time it is about.

type Language = 'en' | 'fr' | 'es' | 'de';

const TEXTS: Record<
  Language,
  {
    greeting: (name: string) => string;
    about: (course: string, when: string, confirmation: string) => string;
    locale: string;
  }
> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    about: (course, when, confirmation) =>
      `${course} sends you this message about your tee time on ${when} (confirmation ${confirmation}):`,
    locale: 'en-US',
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    about: (course, when, confirmation) =>
      `${course} vous envoie ce message au sujet de votre départ du ${when} (confirmation ${confirmation})\u00a0:`,
    locale: 'fr-FR',
  },
  es: {
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    about: (course, when, confirmation) =>
      `${course} le envía este mensaje sobre su hora de salida del ${when} (confirmación ${confirmation}):`,
    locale: 'es-ES',
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    about: (course, when, confirmation) =>
      `${course} sendet Ihnen diese Nachricht zu Ihrer Startzeit am ${when} (Bestätigung ${confirmation}):`,
    locale: 'de-DE',
  },
};

/** What the message is about: the course and the golfer's tee time there. */
interface MessageOccasion {
  course: string;
  timeZone: string;
  teetime: string;
  confirmationNumber: string;
}

/** The e-mail to one golfer: the subject as typed; the message escaped, its line breaks kept. */
export function staffMessageMail(
  occasion: MessageOccasion,
  recipient: { name: string; language: string },
  subject: string,
  message: string,
) {
  const language: Language = recipient.language in TEXTS ? (recipient.language as Language) : 'en';
  const texts = TEXTS[language];
  const when = DateTime.fromISO(occasion.teetime, { zone: occasion.timeZone })
    .setLocale(texts.locale)
    .toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY);
  const greeting = texts.greeting(recipient.name.trim());
  const about = texts.about(occasion.course, when, occasion.confirmationNumber);
  const paragraphs = message
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => escapeHtml(paragraph).split(/\r?\n/).join('<br>'));
  return {
    subject,
    language,
    text: `${greeting}\n\n${about}\n\n${message}\n\n${occasion.course}\n`,
    html:
      [greeting, about].map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('') +
      `<p>${escapeHtml(occasion.course)}</p>`,
  };
}

/** The text message: the course, the subject and the message, as typed. */
export function staffMessageSms(course: string, subject: string, message: string): string {
  return `${course}: ${subject}\n${message}`;
}
