import { DateTime } from 'luxon';
import type { UnscannedOpening } from './alerts.repository.ts';

// The e-mail that tells the first matching golfer a tee time they asked for has opened, in the
// alert's language, with a "Book it" link to the search with that tee time preselected.

type Language = 'en' | 'fr' | 'es' | 'de';

const TEXTS: Record<Language, { subject: string; body: (facility: string, when: string, players: number) => string; book: string; locale: string }> = {
  en: { subject: 'A tee time you asked for just opened', body: (f, w, p) => `A tee time for ${p} player(s) at ${f} on ${w} matches your tee time alert.`, book: 'Book it', locale: 'en-US' },
  fr: { subject: 'Un départ que vous attendiez vient de se libérer', body: (f, w, p) => `Un départ pour ${p} joueur(s) à ${f} le ${w} correspond à votre alerte.`, book: 'Réserver', locale: 'fr-FR' },
  es: { subject: 'Se ha liberado una hora de salida que buscaba', body: (f, w, p) => `Una hora de salida para ${p} jugador(es) en ${f} el ${w} coincide con su alerta.`, book: 'Reservar', locale: 'es-ES' },
  de: { subject: 'Eine gewünschte Startzeit ist gerade frei geworden', body: (f, w, p) => `Eine Startzeit für ${p} Spieler auf ${f} am ${w} passt zu Ihrem Alarm.`, book: 'Jetzt buchen', locale: 'de-DE' },
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Subject and bodies of an opening offer. */
export function openingMail(opening: UnscannedOpening, players: number, language: string, origin: string) {
  const lang: Language = language in TEXTS ? (language as Language) : 'en';
  const texts = TEXTS[lang];
  const when = DateTime.fromJSDate(opening.startsAt, { zone: opening.timeZone }).setLocale(texts.locale).toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY);
  const query = new URLSearchParams({ alias: opening.alias, date: opening.teetime.slice(0, 10), course: String(opening.facilityId), teetime: opening.teetime.slice(0, 16), golfers: String(players) });
  const link = `${origin}/teetimes?${query.toString()}`;
  const line = texts.body(opening.facilityName, when, players);
  return {
    subject: texts.subject,
    text: `${line}\n\n${texts.book}: ${link}\n`,
    html: `<p>${escape(line)}</p><p><a href="${escape(link)}">${escape(texts.book)}</a></p>`,
    language: lang,
    link,
  };
}
