import { DateTime } from 'luxon';
import type { ReservationState } from './reservation-view.ts';
import { reservationCalendar } from './reservation-calendar.ts';

// The cancellation e-mail in the booker's language: what was cancelled, the refund, and an .ics
// that removes the calendar event (METHOD:CANCEL, the confirmation's UID) or, after a partial
// cancellation, updates it (METHOD:REQUEST) — each with the next SEQUENCE.

type Language = 'en' | 'fr' | 'es' | 'de';

interface Texts {
  subject: (whole: boolean, confirmation: string) => string;
  greeting: (name: string) => string;
  whole: (facility: string, when: string) => string;
  partial: (count: number, facility: string, when: string, left: number) => string;
  refund: (amount: string) => string;
  giftRefund: (amount: string) => string;
  creditBookRefund: (amount: string) => string;
  noRefund: string;
  calendar: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (whole, n) => (whole ? `Your tee time is cancelled (confirmation ${n})` : `Your tee time was changed (confirmation ${n})`),
    greeting: (name) => `Hello ${name},`,
    whole: (facility, when) => `Your tee time at ${facility} on ${when} is cancelled.`,
    partial: (count, facility, when, left) => `${count} player(s) were cancelled from your tee time at ${facility} on ${when}. ${left} player(s) remain booked.`,
    refund: (amount) => `A refund of ${amount} was issued to your card.`,
    giftRefund: (amount) => `${amount} was put back on your gift certificate.`,
    creditBookRefund: (amount) => `${amount} was put back on your credit book.`,
    noRefund: 'No refund is due for this cancellation.',
    calendar: 'The attached calendar entry updates your calendar.',
  },
  fr: {
    subject: (whole, n) => (whole ? `Votre départ est annulé (confirmation ${n})` : `Votre départ a été modifié (confirmation ${n})`),
    greeting: (name) => `Bonjour ${name},`,
    whole: (facility, when) => `Votre départ à ${facility} le ${when} est annulé.`,
    partial: (count, facility, when, left) => `${count} joueur(s) ont été retirés de votre départ à ${facility} le ${when}. ${left} joueur(s) restent inscrits.`,
    refund: (amount) => `Un remboursement de ${amount} a été effectué sur votre carte.`,
    giftRefund: (amount) => `${amount} ont été recrédités sur votre chèque-cadeau.`,
    creditBookRefund: (amount) => `${amount} ont été recrédités sur votre carnet prépayé.`,
    noRefund: 'Aucun remboursement n’est dû pour cette annulation.',
    calendar: 'L’entrée de calendrier jointe met à jour votre agenda.',
  },
  es: {
    subject: (whole, n) => (whole ? `Su salida está cancelada (confirmación ${n})` : `Su salida ha cambiado (confirmación ${n})`),
    greeting: (name) => `Hola ${name}:`,
    whole: (facility, when) => `Su salida en ${facility} el ${when} está cancelada.`,
    partial: (count, facility, when, left) => `Se cancelaron ${count} jugador(es) de su salida en ${facility} el ${when}. Siguen reservados ${left} jugador(es).`,
    refund: (amount) => `Se ha reembolsado ${amount} a su tarjeta.`,
    giftRefund: (amount) => `Se han devuelto ${amount} a su certificado de regalo.`,
    creditBookRefund: (amount) => `Se han devuelto ${amount} a su bono prepagado.`,
    noRefund: 'Esta cancelación no genera reembolso.',
    calendar: 'La entrada de calendario adjunta actualiza su calendario.',
  },
  de: {
    subject: (whole, n) => (whole ? `Ihre Abschlagszeit ist storniert (Bestätigung ${n})` : `Ihre Abschlagszeit wurde geändert (Bestätigung ${n})`),
    greeting: (name) => `Hallo ${name},`,
    whole: (facility, when) => `Ihre Abschlagszeit auf ${facility} am ${when} ist storniert.`,
    partial: (count, facility, when, left) => `${count} Spieler wurden aus Ihrer Abschlagszeit auf ${facility} am ${when} storniert. ${left} Spieler bleiben gebucht.`,
    refund: (amount) => `Eine Erstattung von ${amount} wurde auf Ihre Karte veranlasst.`,
    giftRefund: (amount) => `${amount} wurden Ihrem Gutschein wieder gutgeschrieben.`,
    creditBookRefund: (amount) => `${amount} wurden Ihrem Guthabenheft wieder gutgeschrieben.`,
    noRefund: 'Für diese Stornierung erfolgt keine Erstattung.',
    calendar: 'Der angehängte Kalendereintrag aktualisiert Ihren Kalender.',
  },
};

function languageOf(value: string): Language {
  const primary = value.slice(0, 2).toLowerCase();
  return primary === 'fr' || primary === 'es' || primary === 'de' ? primary : 'en';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The cancellation e-mail after `cancelled` slots were cancelled (state: after the cancellation). */
export function cancellationMail(state: ReservationState, engine: { id: number; name: string }, cancelled: number[], refund: { cardCents: number; giftCents: number; creditBookCents?: number }) {
  const { reservation, order, facility } = state.record;
  const language = languageOf(order.language);
  const texts = TEXTS[language];
  const left = state.slots.filter((slot) => !slot.cancelled).length;
  const whole = left === 0;
  const when = DateTime.fromISO(reservation.teetime, { zone: facility.timeZone }).setLocale(language).toLocaleString(DateTime.DATETIME_MED_WITH_WEEKDAY);
  const currency = state.record.invoice?.currencyCode ?? order.currencyCode;
  const money = (cents: number) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  const refunds = [
    ...(refund.cardCents > 0 ? [texts.refund(money(refund.cardCents))] : []),
    ...(refund.giftCents > 0 ? [texts.giftRefund(money(refund.giftCents))] : []),
    ...((refund.creditBookCents ?? 0) > 0 ? [texts.creditBookRefund(money(refund.creditBookCents!))] : []),
  ];
  const lines = [whole ? texts.whole(facility.name, when) : texts.partial(cancelled.length, facility.name, when, left), ...(refunds.length > 0 ? refunds : [texts.noRefund]), texts.calendar];
  const subject = texts.subject(whole, reservation.confirmationNumber);
  const sequence = state.events.filter((event) => event.kind === 'cancelled').length;
  return {
    to: order.email,
    subject,
    text: [texts.greeting(order.firstName), '', ...lines, '', engine.name].join('\n'),
    html: `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2a24;line-height:1.5">
<p>${escapeHtml(texts.greeting(order.firstName))}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(engine.name)}</p>
</body></html>`,
    template: 'reservation-cancelled',
    language,
    bookingEngineId: engine.id,
    attachments: [
      {
        filename: `tee-time-${reservation.confirmationNumber}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${whole ? 'CANCEL' : 'REQUEST'}`,
        content: reservationCalendar(state, engine.name, whole ? 'CANCEL' : 'REQUEST', sequence, language),
      },
    ],
  };
}
