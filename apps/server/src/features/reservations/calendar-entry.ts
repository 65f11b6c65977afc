// A tee time as an iCalendar object (RFC 5545) with one event: the .ics of the booking
// confirmation, of a reservation's download and change e-mails, and of a friend's accepted
// invitation. Written here rather than with the `ics` package: `ics` validated every
// event twice with yup, about an eighth of a payment's server CPU, to write ten known properties.

import { type CourseAddress, courseLocation } from '@fairway/domain/facilities/course-location';

/** What a calendar entry says about a tee time. */
export interface CalendarEntry {
  /** Stable per reservation (or per friend's invitation), so a calendar updates or removes the same event. */
  uid: string;
  productId: string;
  /** PUBLISH for a download, REQUEST for an update (with a higher `sequence`), CANCEL once cancelled. */
  method: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  sequence?: number;
  title: string;
  description: string;
  location: string;
  /** Where the course lies (RFC 5545 GEO), so a calendar's map finds it even when the address does not. */
  geo?: { latitude: number; longitude: number } | undefined;
  /** The tee time's instant (ms since the epoch). */
  start: number;
  durationMinutes: number;
  status: 'CONFIRMED' | 'CANCELLED';
}

/** The languages a calendar entry is written in: the e-mail's it is attached to. */
type CalendarLanguage = 'en' | 'fr' | 'es' | 'de';

/** A tee time's title and description in a calendar, in the e-mails' wording. */
const CALENDAR_TEXTS: Record<
  CalendarLanguage,
  {
    title: (course: string) => string;
    booking: (players: number, rate: string, confirmation: string) => string;
    withLead: (lead: string, confirmation: string) => string;
  }
> = {
  en: {
    title: (course) => `Tee time at ${course}`,
    booking: (players, rate, number) => `${players} player(s), ${rate}. Confirmation ${number}.`,
    withLead: (lead, number) => `With ${lead}. Confirmation ${number}.`,
  },
  fr: {
    title: (course) => `Départ à ${course}`,
    booking: (players, rate, number) => `${players} joueur(s), ${rate}. Numéro de confirmation ${number}.`,
    withLead: (lead, number) => `Avec ${lead}. Numéro de confirmation ${number}.`,
  },
  es: {
    title: (course) => `Salida en ${course}`,
    booking: (players, rate, number) => `${players} jugador(es), ${rate}. Número de confirmación ${number}.`,
    withLead: (lead, number) => `Con ${lead}. Número de confirmación ${number}.`,
  },
  de: {
    title: (course) => `Abschlagszeit auf ${course}`,
    booking: (players, rate, number) => `${players} Spieler, ${rate}. Bestätigungsnummer ${number}.`,
    withLead: (lead, number) => `Mit ${lead}. Bestätigungsnummer ${number}.`,
  },
};

/** The calendar wording in a language (English for any other). */
export function calendarTexts(language: string) {
  return CALENDAR_TEXTS[language as CalendarLanguage] ?? CALENDAR_TEXTS.en;
}

/** Where a course's tee time is, for its calendar entry: its name and address on one line, and its coordinates. */
export function coursePlace(course: CourseAddress & { latitude: number; longitude: number }) {
  return { location: courseLocation(course), geo: { latitude: course.latitude, longitude: course.longitude } };
}

/** How long a round takes, for its calendar entry: 2 h 15 for 9 holes, else 4 h 30. */
export const roundMinutes = (holes: number) => (holes === 9 ? 135 : 270);

/** A date-time in UTC, as RFC 5545 §3.3.5 writes it (`20261203T131000Z`). */
function utc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (§3.1), never inside a character; continuation lines start with a space. */
function folded(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** The entry as an .ics file's text (CRLF line ends). `now` is its DTSTAMP. */
export function calendarEntry(entry: CalendarEntry, now: Date = new Date()): string {
  const hours = Math.floor(entry.durationMinutes / 60);
  const minutes = entry.durationMinutes % 60;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${text(entry.productId)}`,
    `METHOD:${entry.method}`,
    'BEGIN:VEVENT',
    `UID:${text(entry.uid)}`,
    `DTSTAMP:${utc(now.getTime())}`,
    `DTSTART:${utc(entry.start)}`,
    `DURATION:PT${hours ? `${hours}H` : ''}${minutes || !hours ? `${minutes}M` : ''}`,
    ...(entry.sequence ? [`SEQUENCE:${entry.sequence}`] : []),
    `SUMMARY:${text(entry.title)}`,
    `DESCRIPTION:${text(entry.description)}`,
    `LOCATION:${text(entry.location)}`,
    ...(entry.geo ? [`GEO:${entry.geo.latitude.toFixed(6)};${entry.geo.longitude.toFixed(6)}`] : []),
    `STATUS:${entry.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}
