import { DateTime } from 'luxon';
import { escapeHtml } from '../../shared/html-page.ts';
import type { Opening } from '../tee-times/tee-times.public.ts';

// The e-mail that tells the first matching golfer a tee time they asked for has opened, in the
// alert's language: the tee time is in their cart, held for them until a given time, and "Book it"
// opens checkout with that cart.

type Language = 'en' | 'fr' | 'es' | 'de';

const TEXTS: Record<
  Language,
  {
    subject: string;
    body: (facility: string, when: string, players: number) => string;
    held: (until: string) => string;
    book: string;
    locale: string;
  }
> = {
  en: {
    subject: 'A tee time you asked for just opened',
    body: (f, w, p) => `A tee time for ${p} player(s) at ${f} on ${w} matches your tee time alert.`,
    held: (u) => `It is in your cart and held for you alone until ${u}; then it goes to the next golfer.`,
    book: 'Book it',
    locale: 'en-US',
  },
  fr: {
    subject: 'Un départ que vous attendiez vient de se libérer',
    body: (f, w, p) => `Un départ pour ${p} joueur(s) à ${f} le ${w} correspond à votre alerte.`,
    held: (u) =>
      `Il est dans votre panier, réservé pour vous seul jusqu’à ${u}\u202f; ensuite il passe au golfeur suivant.`,
    book: 'Réserver',
    locale: 'fr-FR',
  },
  es: {
    subject: 'Se ha liberado una hora de salida que buscaba',
    body: (f, w, p) => `Una hora de salida para ${p} jugador(es) en ${f} el ${w} coincide con su alerta.`,
    held: (u) => `Está en su carrito, reservada solo para usted hasta las ${u}; después pasa al siguiente golfista.`,
    book: 'Reservar',
    locale: 'es-ES',
  },
  de: {
    subject: 'Eine gewünschte Startzeit ist gerade frei geworden',
    body: (f, w, p) => `Eine Startzeit für ${p} Spieler auf ${f} am ${w} passt zu Ihrem Alarm.`,
    held: (u) =>
      `Sie liegt in Ihrem Warenkorb und ist bis ${u} nur für Sie reserviert; danach geht sie an den nächsten Golfer.`,
    book: 'Jetzt buchen',
    locale: 'de-DE',
  },
};

/** Subject, bodies and text message of an opening offer: the tee time, how long it is held, and "Book it" (checkout with it in the cart). */
export function openingMail(
  opening: Opening,
  alias: string,
  players: number,
  language: string,
  origin: string,
  heldUntil: Date,
) {
  const lang: Language = language in TEXTS ? (language as Language) : 'en';
  const texts = TEXTS[lang];
  // Both times carry the course's zone ("4:39 PM MST"): the golfer may read this somewhere else.
  const when = DateTime.fromJSDate(opening.startsAt, { zone: opening.timeZone })
    .setLocale(texts.locale)
    .toLocaleString({ ...DateTime.DATETIME_MED_WITH_WEEKDAY, timeZoneName: 'short' });
  const until = DateTime.fromJSDate(heldUntil, { zone: opening.timeZone })
    .setLocale(texts.locale)
    .toLocaleString({ ...DateTime.TIME_SIMPLE, timeZoneName: 'short' });
  // Through /alerts: it asks a signed-out golfer to sign in, then opens checkout with their cart.
  const link = `${origin}/alerts?${new URLSearchParams({ alias, book: '1' }).toString()}`;
  const line = texts.body(opening.facilityName, when, players);
  const held = texts.held(until);
  return {
    subject: texts.subject,
    text: `${line}\n${held}\n\n${texts.book}: ${link}\n`,
    html: `<p>${escapeHtml(line)}</p><p>${escapeHtml(held)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(texts.book)}</a></p>`,
    /** The text message: the same news, short, with the link. */
    sms: `${line} ${held} ${texts.book}: ${link}`,
    language: lang,
    link,
  };
}
