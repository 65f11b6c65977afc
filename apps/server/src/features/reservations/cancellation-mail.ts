import type { MoneyEntry } from '@fairway/domain/payments/money-view';
import { teeTimeWithZone } from '@fairway/domain/reservations/tee-time-text';
import type { FastifyInstance } from 'fastify';
import { appLink } from '../session/session.public.ts';
import { type BookingEngineRow, engineSettings } from '../facilities/facilities.public.ts';
import { escapeHtml } from '../../shared/html-page.ts';
import { manageLink } from './manage-link.ts';
import { type MailLanguage, mailLanguageOf } from './mail-language.ts';
import type { ReservationState } from './reservation-view.ts';
import { calendarSequence, reservationCalendar } from './reservation-calendar.ts';
import { refundsOfCancellation } from './reservation-money.ts';

// The cancellation e-mail in the booker's language: what was cancelled, the refund, and an .ics
// that removes the calendar event (METHOD:CANCEL, the confirmation's UID) or, after a partial
// cancellation, updates it (METHOD:REQUEST) — each with the next SEQUENCE. It never offers to
// cancel: it links to the reservation and, once nothing is left of it, to booking again.

interface Texts {
  subject: (whole: boolean, confirmation: string) => string;
  greeting: (name: string) => string;
  whole: (facility: string, when: string) => string;
  partial: (count: number, facility: string, when: string, left: number) => string;
  /** To the card the booking was paid with (`card`: "Visa ending in 4242", or null when unknown). */
  refund: (amount: string, card: string | null) => string;
  /** Paid in cash or on the course's terminal: given back there. */
  counterRefund: (amount: string) => string;
  giftRefund: (amount: string) => string;
  creditBookRefund: (amount: string) => string;
  cardEnding: (brand: string, lastFour: string) => string;
  brands: Record<string, string> & { unknown: string };
  noRefund: string;
  calendar: string;
  view: (link: string) => string;
  bookAgain: (link: string) => string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  en: {
    subject: (whole, n) =>
      whole ? `Your tee time is cancelled (confirmation ${n})` : `Your tee time was changed (confirmation ${n})`,
    greeting: (name) => `Hello ${name},`,
    whole: (facility, when) => `Your tee time at ${facility} on ${when} is cancelled.`,
    partial: (count, facility, when, left) =>
      `${count} player(s) were cancelled from your tee time at ${facility} on ${when}. ${left} player(s) remain booked.`,
    refund: (amount, card) => `${amount} was refunded to your ${card ?? 'card'}.`,
    counterRefund: (amount) => `${amount} is to be given back to you at the pro shop.`,
    giftRefund: (amount) => `${amount} was restored to your gift certificate.`,
    creditBookRefund: (amount) => `${amount} was put back on your credit book.`,
    cardEnding: (brand, lastFour) => `${brand} ending in ${lastFour}`,
    brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', unknown: 'card' },
    noRefund: 'No refund is due for this cancellation.',
    calendar: 'The attached calendar entry updates your calendar.',
    view: (link) => `View your reservation: ${link}`,
    bookAgain: (link) => `Book another tee time: ${link}`,
  },
  fr: {
    subject: (whole, n) =>
      whole ? `Votre départ est annulé (confirmation ${n})` : `Votre départ a été modifié (confirmation ${n})`,
    greeting: (name) => `Bonjour ${name},`,
    whole: (facility, when) => `Votre départ à ${facility} le ${when} est annulé.`,
    partial: (count, facility, when, left) =>
      `${count} joueur(s) ont été retirés de votre départ à ${facility} le ${when}. ${left} joueur(s) restent inscrits.`,
    refund: (amount, card) => `${amount} ont été remboursés sur votre ${card ?? 'carte'}.`,
    counterRefund: (amount) => `${amount} vous seront rendus au pro shop.`,
    giftRefund: (amount) => `${amount} ont été recrédités sur votre chèque-cadeau.`,
    creditBookRefund: (amount) => `${amount} ont été recrédités sur votre carnet prépayé.`,
    cardEnding: (brand, lastFour) => `${brand} se terminant par ${lastFour}`,
    brands: {
      visa: 'carte Visa',
      mastercard: 'carte Mastercard',
      amex: 'carte American Express',
      discover: 'carte Discover',
      unknown: 'carte',
    },
    noRefund: 'Aucun remboursement n’est dû pour cette annulation.',
    calendar: 'L’entrée de calendrier jointe met à jour votre agenda.',
    view: (link) => `Consulter votre réservation\u00a0: ${link}`,
    bookAgain: (link) => `Réserver un autre départ\u00a0: ${link}`,
  },
  es: {
    subject: (whole, n) =>
      whole ? `Su salida está cancelada (confirmación ${n})` : `Su salida ha cambiado (confirmación ${n})`,
    greeting: (name) => `Hola ${name}:`,
    whole: (facility, when) => `Su salida en ${facility} el ${when} está cancelada.`,
    partial: (count, facility, when, left) =>
      `Se cancelaron ${count} jugador(es) de su salida en ${facility} el ${when}. Siguen reservados ${left} jugador(es).`,
    refund: (amount, card) => `Se han reembolsado ${amount} a su ${card ?? 'tarjeta'}.`,
    counterRefund: (amount) => `Se le devolverán ${amount} en la tienda del campo (pro shop).`,
    giftRefund: (amount) => `Se han devuelto ${amount} a su certificado de regalo.`,
    creditBookRefund: (amount) => `Se han devuelto ${amount} a su bono prepagado.`,
    cardEnding: (brand, lastFour) => `${brand} terminada en ${lastFour}`,
    brands: {
      visa: 'tarjeta Visa',
      mastercard: 'tarjeta Mastercard',
      amex: 'tarjeta American Express',
      discover: 'tarjeta Discover',
      unknown: 'tarjeta',
    },
    noRefund: 'Esta cancelación no genera reembolso.',
    calendar: 'La entrada de calendario adjunta actualiza su calendario.',
    view: (link) => `Ver su reserva: ${link}`,
    bookAgain: (link) => `Reservar otra salida: ${link}`,
  },
  de: {
    subject: (whole, n) =>
      whole
        ? `Ihre Abschlagszeit ist storniert (Bestätigung ${n})`
        : `Ihre Abschlagszeit wurde geändert (Bestätigung ${n})`,
    greeting: (name) => `Hallo ${name},`,
    whole: (facility, when) => `Ihre Abschlagszeit auf ${facility} am ${when} ist storniert.`,
    partial: (count, facility, when, left) =>
      `${count} Spieler wurden aus Ihrer Abschlagszeit auf ${facility} am ${when} storniert. ${left} Spieler bleiben gebucht.`,
    refund: (amount, card) => `${amount} wurden auf Ihre ${card ?? 'Karte'} erstattet.`,
    counterRefund: (amount) => `${amount} erhalten Sie im Proshop zurück.`,
    giftRefund: (amount) => `${amount} wurden Ihrem Gutschein wieder gutgeschrieben.`,
    creditBookRefund: (amount) => `${amount} wurden Ihrem Guthabenheft wieder gutgeschrieben.`,
    cardEnding: (brand, lastFour) => `${brand} mit der Endnummer ${lastFour}`,
    brands: {
      visa: 'Visa-Karte',
      mastercard: 'Mastercard',
      amex: 'American-Express-Karte',
      discover: 'Discover-Karte',
      unknown: 'Karte',
    },
    noRefund: 'Für diese Stornierung erfolgt keine Erstattung.',
    calendar: 'Der angehängte Kalendereintrag aktualisiert Ihren Kalender.',
    view: (link) => `Ihre Buchung ansehen: ${link}`,
    bookAgain: (link) => `Eine andere Abschlagszeit buchen: ${link}`,
  },
};

/** The links a cancellation e-mail offers instead of a cancel link: the reservation, and the tee times to book again. */
export interface CancellationLinks {
  view: string | null;
  bookAgain: string | null;
}

/**
 * The cancellation e-mail's links: a golfer's reservation detail (they sign in to open it), or a
 * guest's signed manage link (it shows the booking, read-only once cancelled); and the engine's
 * tee times to book again.
 */
export async function cancellationLinks(
  app: FastifyInstance,
  engine: BookingEngineRow,
  state: ReservationState,
): Promise<CancellationLinks> {
  const { reservation, order, facility } = state.record;
  const origin = app.accounts.linkOrigin();
  const view =
    order.customerId === null
      ? await manageLink(
          app.db,
          origin,
          engine,
          { id: reservation.id, teetime: reservation.teetime, timeZone: facility.timeZone },
          engineSettings(engine).reservations.manageLinkHours,
        )
      : appLink(origin, engine, `/reservation/history/${encodeURIComponent(reservation.id)}`, {});
  return { view, bookAgain: appLink(origin, engine, '/', {}) };
}

/** The links of an escaped line as anchors (the escaped URL is already safe in an attribute). */
const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** One refund line: where this part of the money went, in the booker's words. */
function refundLine(texts: Texts, entry: MoneyEntry, money: (cents: number) => string): string {
  const amount = money(entry.amountCents);
  switch (entry.tender) {
    case 'gift-certificate':
      return texts.giftRefund(amount);
    case 'credit-book':
      return texts.creditBookRefund(amount);
    case 'cash':
    case 'card-present':
      return texts.counterRefund(amount);
    default:
      return texts.refund(
        amount,
        entry.card
          ? texts.cardEnding(texts.brands[entry.card.brand] ?? texts.brands.unknown, entry.card.lastFour)
          : null,
      );
  }
}

/** Refund lines of money-view entries in the booker's words (the custom refund's e-mail, credit-mail.ts, says them as this one does). */
export function refundLinesIn(language: MailLanguage, entries: readonly MoneyEntry[], currency: string): string[] {
  const money = (cents: number) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  return entries.filter((entry) => entry.state !== 'failed').map((entry) => refundLine(TEXTS[language], entry, money));
}

/**
 * The cancellation e-mail after `cancelled` slots were cancelled (state: after the cancellation).
 * The refund is read from the ledger-backed money view of the cancellation (`eventId`, else the
 * latest one): by tender, as every screen states it.
 */
export function cancellationMail(
  state: ReservationState,
  engine: { id: number; name: string },
  cancelled: number[],
  eventId?: number,
  links: CancellationLinks = { view: null, bookAgain: null },
) {
  const { reservation, order, facility } = state.record;
  const language = mailLanguageOf(order.language);
  const texts = TEXTS[language];
  const left = state.slots.filter((slot) => !slot.cancelled).length;
  const whole = left === 0;
  const when = teeTimeWithZone(reservation.teetime, facility.timeZone, language);
  const currency = state.record.invoice?.currencyCode ?? order.currencyCode;
  const money = (cents: number) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  const refunds = refundsOfCancellation(state, eventId)
    .filter((entry) => entry.state !== 'failed')
    .map((entry) => refundLine(texts, entry, money));
  const linkLines = [
    ...(links.view ? [texts.view(links.view)] : []),
    ...(whole && links.bookAgain ? [texts.bookAgain(links.bookAgain)] : []),
  ];
  const lines = [
    whole ? texts.whole(facility.name, when) : texts.partial(cancelled.length, facility.name, when, left),
    ...(refunds.length > 0 ? refunds : [texts.noRefund]),
    ...linkLines,
    texts.calendar,
  ];
  const subject = texts.subject(whole, reservation.confirmationNumber);
  // Counts staff moves too: a cancellation after a move must outrank the move's update.
  const sequence = calendarSequence(state);
  return {
    to: order.email,
    subject,
    text: [texts.greeting(order.firstName), '', ...lines, '', engine.name].join('\n'),
    html: `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2a24;line-height:1.5">
<p>${escapeHtml(texts.greeting(order.firstName))}</p>
${lines.map((line) => `<p>${linkify(escapeHtml(line))}</p>`).join('\n')}
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
