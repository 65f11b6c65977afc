import { teeTimeWithZone } from '@fairway/domain/reservations/tee-time-text';
import { escapeHtml } from '../../shared/html-page.ts';
import { type MailLanguage, mailLanguageOf } from './mail-language.ts';
import type { MailMessage } from '../mail/mail.public.ts';
import { calendarSequence, reservationCalendar } from './reservation-calendar.ts';
import type { ReservationState } from './reservation-view.ts';

// The e-mail a golfer gets when staff move their tee time, in the booker's language:
// the old and the new time, and an .ics that updates the same calendar event (the confirmation's
// UID, METHOD:REQUEST, a SEQUENCE above every earlier update). Each friend who accepted an
// invitation to the round gets one too, in their language, updating the calendar event their
// accept e-mail carried (its own UID, under the same SEQUENCE rule).

interface Texts {
  subject: (confirmation: string) => string;
  greeting: (name: string) => string;
  moved: (from: { facility: string; when: string }, to: { facility: string; when: string }) => string;
  players: (count: number) => string;
  calendar: string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  en: {
    subject: (n) => `Your tee time was moved (confirmation ${n})`,
    greeting: (name) => `Hello ${name},`,
    moved: (from, to) => `Your tee time at ${from.facility} on ${from.when} was moved to ${to.facility} on ${to.when}.`,
    players: (count) => `${count} player(s) booked.`,
    calendar: 'The attached calendar entry updates your calendar.',
  },
  fr: {
    subject: (n) => `Votre départ a été déplacé (confirmation ${n})`,
    greeting: (name) => `Bonjour ${name},`,
    moved: (from, to) =>
      `Votre départ à ${from.facility} le ${from.when} a été déplacé à ${to.facility} le ${to.when}.`,
    players: (count) => `${count} joueur(s) inscrit(s).`,
    calendar: 'L’entrée de calendrier jointe met à jour votre agenda.',
  },
  es: {
    subject: (n) => `Su salida ha sido cambiada de hora (confirmación ${n})`,
    greeting: (name) => `Hola ${name}:`,
    moved: (from, to) => `Su salida en ${from.facility} el ${from.when} se ha cambiado a ${to.facility} el ${to.when}.`,
    players: (count) => `${count} jugador(es) reservado(s).`,
    calendar: 'La entrada de calendario adjunta actualiza su calendario.',
  },
  de: {
    subject: (n) => `Ihre Abschlagszeit wurde verlegt (Bestätigung ${n})`,
    greeting: (name) => `Hallo ${name},`,
    moved: (from, to) =>
      `Ihre Abschlagszeit auf ${from.facility} am ${from.when} wurde auf ${to.facility} am ${to.when} verlegt.`,
    players: (count) => `${count} Spieler gebucht.`,
    calendar: 'Der angehängte Kalendereintrag aktualisiert Ihren Kalender.',
  },
};

/** A tee time as the e-mail writes it, at the course with its zone: "Tue, Jul 14, 2026, 8:00 AM EDT". */
function when(teetime: string, timeZone: string, language: MailLanguage): string {
  return teeTimeWithZone(teetime, timeZone, language);
}

/** Where the reservation was before the move. */
export interface MovedFrom {
  facilityName: string;
  timeZone: string;
  teetime: string;
}

/** A moved-round message: greeting, lines and the engine's name, with the round's updated .ics. */
function movedMessage(
  state: ReservationState,
  engine: { id: number; name: string },
  message: { to: string; language: MailLanguage; subject: string; greeting: string; lines: string[]; template: string },
): MailMessage {
  const { to, language, subject, greeting, lines, template } = message;
  const { reservation } = state.record;
  return {
    to,
    subject,
    text: [greeting, '', ...lines, '', engine.name].join('\n'),
    html: `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2a24;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(engine.name)}</p>
</body></html>`,
    template,
    language,
    bookingEngineId: engine.id,
    attachments: [
      {
        filename: `tee-time-${reservation.confirmationNumber}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        // A friend's state carries their invitation: the calendar entry keeps their accept e-mail's UID.
        content: reservationCalendar(state, engine.name, 'REQUEST', calendarSequence(state), language),
      },
    ],
  };
}

/** The old and the new time as the e-mail writes them. */
function moveWhen(state: ReservationState, from: MovedFrom, language: MailLanguage) {
  const { reservation, facility } = state.record;
  return {
    from: { facility: from.facilityName, when: when(from.teetime, from.timeZone, language) },
    to: { facility: facility.name, when: when(reservation.teetime, facility.timeZone, language) },
  };
}

/** The move e-mail, from the reservation's state after the move (its `moves` already counted) and where it was before. */
export function moveMail(state: ReservationState, engine: { id: number; name: string }, from: MovedFrom): MailMessage {
  const { reservation, order } = state.record;
  const language = mailLanguageOf(order.language);
  const texts = TEXTS[language];
  const players = state.slots.filter((slot) => !slot.cancelled).length || reservation.players;
  const times = moveWhen(state, from, language);
  return movedMessage(state, engine, {
    to: order.email,
    language,
    subject: texts.subject(reservation.confirmationNumber),
    greeting: texts.greeting(order.firstName),
    lines: [texts.moved(times.from, times.to), texts.players(players), texts.calendar],
    template: 'reservation-moved',
  });
}

interface FriendTexts {
  subject: (lead: string) => string;
  moved: (lead: string, from: { facility: string; when: string }, to: { facility: string; when: string }) => string;
}

const FRIEND_TEXTS: Record<MailLanguage, FriendTexts> = {
  en: {
    subject: (lead) => `Your round with ${lead} was moved`,
    moved: (lead, from, to) =>
      `The tee time you accepted from ${lead} at ${from.facility} on ${from.when} was moved to ${to.facility} on ${to.when}.`,
  },
  fr: {
    subject: (lead) => `Votre partie avec ${lead} a été déplacée`,
    moved: (lead, from, to) =>
      `Le départ de ${lead} auquel vous participez, à ${from.facility} le ${from.when}, a été déplacé à ${to.facility} le ${to.when}.`,
  },
  es: {
    subject: (lead) => `Su partida con ${lead} ha cambiado de hora`,
    moved: (lead, from, to) =>
      `La salida de ${lead} a la que se unió, en ${from.facility} el ${from.when}, se ha cambiado a ${to.facility} el ${to.when}.`,
  },
  de: {
    subject: (lead) => `Ihre Runde mit ${lead} wurde verlegt`,
    moved: (lead, from, to) =>
      `Die Abschlagszeit von ${lead}, bei der Sie mitspielen, auf ${from.facility} am ${from.when} wurde auf ${to.facility} am ${to.when} verlegt.`,
  },
};

/** A friend who accepted an invitation to the moved round. */
export interface MovedFriend {
  invitationId: string;
  name: string;
  email: string;
  /** Their golfer account's language, else the one their invitation was written in; null: the lead's. */
  language: string | null;
}

/**
 * The move e-mail to a friend who accepted an invitation to the round: in their language (else
 * the lead's, as their invitation was), with an .ics updating the entry their accept e-mail
 * added (`invitation-<id>@fairway`), under the reservation's SEQUENCE.
 */
export function friendMoveMail(
  state: ReservationState,
  engine: { id: number; name: string },
  from: MovedFrom,
  friend: MovedFriend,
): MailMessage {
  const { order } = state.record;
  const language = mailLanguageOf(friend.language ?? order.language);
  const texts = FRIEND_TEXTS[language];
  const times = moveWhen(state, from, language);
  return movedMessage({ ...state, invitationId: friend.invitationId }, engine, {
    to: friend.email,
    language,
    subject: texts.subject(order.firstName),
    greeting: TEXTS[language].greeting(friend.name),
    lines: [texts.moved(order.firstName, times.from, times.to), TEXTS[language].calendar],
    template: 'friend-reservation-moved',
  });
}
