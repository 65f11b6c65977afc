import { teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import { calendarEntry, calendarTexts, roundMinutes } from '../reservations/reservations.public.ts';
import { escapeHtml } from '../../shared/html-page.ts';
import { mailDocument, mailLanguageAndWhen, type FriendMailInput, type MailLanguage } from './invitation-mail.ts';
import type { MailMessage } from '../mail/mail.public.ts';

// What a friend receives once they accept: the round in their language (or the lead's) and its
// calendar entry, under a UID of their own so the lead's entry and theirs never replace each other.

const TEXTS: Record<
  MailLanguage,
  {
    subject: (course: string) => string;
    body: (name: string, lead: string, course: string, when: string) => string;
    calendar: string;
  }
> = {
  en: {
    subject: (course) => `You're playing at ${course}`,
    body: (name, lead, course, when) => `Hi ${name}, you accepted ${lead}'s invitation: ${course}, ${when}.`,
    calendar: 'The calendar entry is attached.',
  },
  fr: {
    subject: (course) => `Vous jouez à ${course}`,
    body: (name, lead, course, when) =>
      `Bonjour ${name}, vous avez accepté l’invitation de ${lead}\u00a0: ${course}, ${when}.`,
    calendar: 'L’entrée de calendrier est jointe.',
  },
  es: {
    subject: (course) => `Juega en ${course}`,
    body: (name, lead, course, when) => `Hola ${name}, ha aceptado la invitación de ${lead}: ${course}, ${when}.`,
    calendar: 'Se adjunta la entrada de calendario.',
  },
  de: {
    subject: (course) => `Sie spielen auf ${course}`,
    body: (name, lead, course, when) =>
      `Hallo ${name}, Sie haben die Einladung von ${lead} angenommen: ${course}, ${when}.`,
    calendar: 'Der Kalendereintrag ist angehängt.',
  },
};

export interface AcceptedInvitationInput extends FriendMailInput {
  inviteId: string;
  holes: number;
  confirmationNumber: string;
}

function calendar(input: AcceptedInvitationInput, language: MailLanguage): string {
  const texts = calendarTexts(language);
  return calendarEntry({
    uid: `invitation-${input.inviteId}@fairway`,
    productId: 'fairway/invitations',
    method: 'PUBLISH',
    title: texts.title(input.courseName),
    description: texts.withLead(input.leadFirstName, input.confirmationNumber),
    location: input.courseName,
    start: teeTimeInstant(input.teetime, input.timeZone),
    durationMinutes: roundMinutes(input.holes),
    status: 'CONFIRMED',
  });
}

/** The mail to a friend who accepted, with the round's .ics. */
export function acceptedInvitationMail(input: AcceptedInvitationInput): MailMessage {
  const { language, texts, when } = mailLanguageAndWhen(input, TEXTS);
  const subject = texts.subject(input.courseName);
  const body = texts.body(input.name, input.leadFirstName, input.courseName, when);
  return {
    to: input.to,
    subject,
    template: 'friend-invitation-accepted',
    language,
    bookingEngineId: input.bookingEngineId,
    text: [body, '', texts.calendar].join('\n'),
    html: mailDocument(language, subject, `<p>${escapeHtml(body)}</p><p>${escapeHtml(texts.calendar)}</p>`),
    attachments: [
      {
        filename: `tee-time-${input.confirmationNumber}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: calendar(input, language),
      },
    ],
  };
}
