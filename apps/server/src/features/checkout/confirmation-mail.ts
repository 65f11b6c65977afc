import type { Order } from '@fairway/contract/checkout.contract';
import { teeTimeInstant } from '@fairway/domain/reservations/reservation-lists';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { canCancelOnline } from '@fairway/domain/reservations/cancellation-window';
import { teeTimeWithZone } from '@fairway/domain/reservations/tee-time-text';
import { calendarEntry, calendarTexts, coursePlace, roundMinutes } from '../reservations/reservations.public.ts';
import type { MailMessage } from '../mail/mail.public.ts';
import { purchaseLines } from './purchase-lines.ts';

// The booking confirmation e-mail (HTML and text) in the booker's language, with one .ics
// calendar entry per reservation at the tee time in the facility's zone. An order without a tee
// time (memberships, gift certificates, products) is an order, not a booking: it says what was
// bought; a mixed order says both. A staff booking (phone, walk-in) says the course
// booked it and what was paid at the pro shop.

/** A language the confirmation is written in. */
export type ConfirmationLanguage = 'en' | 'fr' | 'es' | 'de';

interface Texts {
  subject: (orderNumber: string) => string;
  /** The subject of an order without a tee time. */
  orderSubject: (orderNumber: string) => string;
  greeting: (name: string) => string;
  intro: string;
  /** A staff booking's intro (the course booked it for the golfer). */
  staffIntro: (course: string) => string;
  /** An order without a tee time. */
  orderIntro: string;
  /** Before the purchases of an order that also booked tee times. */
  alsoBought: string;
  /** What a staff booking paid at the pro shop (cash, the course's card terminal). */
  paidAtShop: string;
  reservation: (r: { facility: string; when: string; players: number; confirmation: string; rate: string }) => string;
  paidNow: string;
  giftCertificate: string;
  creditBook: string;
  dueAtCourse: string;
  calendar: string;
  /** Before a guest's manage link: only what the engine's settings let them do there. */
  manage: (can: ManageActions) => string;
}

/** What a guest's manage link lets them do besides viewing the booking. */
interface ManageActions {
  cancel: boolean;
  checkIn: boolean;
}

/** The four sentences of a language, by what the link allows. */
const manageText =
  (all: string, cancel: string, checkIn: string, view: string) =>
  (can: ManageActions): string =>
    can.cancel && can.checkIn ? all : can.cancel ? cancel : can.checkIn ? checkIn : view;

const TEXTS: Record<ConfirmationLanguage, Texts> = {
  en: {
    subject: (n) => `Your booking is confirmed (order ${n})`,
    orderSubject: (n) => `Thank you for your order (order ${n})`,
    greeting: (name) => `Hello ${name},`,
    intro: 'Thank you for your booking. Here are your tee times:',
    staffIntro: (course) => `${course} booked this tee time for you:`,
    orderIntro: 'Thank you for your order. Here is what you bought:',
    alsoBought: 'Also in this order:',
    paidAtShop: 'Paid at the pro shop',
    reservation: (r) =>
      `${r.facility}: ${r.when}, ${r.players} player(s), ${r.rate}. Confirmation number ${r.confirmation}.`,
    paidNow: 'Paid now',
    giftCertificate: 'of which by gift certificate',
    creditBook: 'of which by credit book',
    dueAtCourse: 'Due at the course',
    calendar: 'A calendar entry for each tee time is attached.',
    manage: manageText('View, cancel or check in', 'View or cancel', 'View or check in', 'View your booking'),
  },
  fr: {
    subject: (n) => `Votre réservation est confirmée (commande ${n})`,
    orderSubject: (n) => `Merci pour votre commande (commande ${n})`,
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Merci pour votre réservation. Voici vos départs\u00a0:',
    staffIntro: (course) => `${course} a réservé ce départ pour vous\u00a0:`,
    orderIntro: 'Merci pour votre commande. Voici vos achats\u00a0:',
    alsoBought: 'Également dans cette commande\u00a0:',
    paidAtShop: 'Payé au pro shop',
    reservation: (r) =>
      `${r.facility}\u00a0: ${r.when}, ${r.players} joueur(s), ${r.rate}. Numéro de confirmation ${r.confirmation}.`,
    paidNow: 'Payé maintenant',
    giftCertificate: 'dont par chèque-cadeau',
    creditBook: 'dont par carnet prépayé',
    dueAtCourse: 'À régler au parcours',
    calendar: 'Une entrée de calendrier est jointe pour chaque départ.',
    manage: manageText(
      'Consulter, annuler ou s’enregistrer',
      'Consulter ou annuler',
      'Consulter ou s’enregistrer',
      'Consulter votre réservation',
    ),
  },
  es: {
    subject: (n) => `Su reserva está confirmada (pedido ${n})`,
    orderSubject: (n) => `Gracias por su pedido (pedido ${n})`,
    greeting: (name) => `Hola ${name}:`,
    intro: 'Gracias por su reserva. Estas son sus salidas:',
    staffIntro: (course) => `${course} ha reservado esta salida para usted:`,
    orderIntro: 'Gracias por su pedido. Esto es lo que ha comprado:',
    alsoBought: 'También en este pedido:',
    paidAtShop: 'Pagado en la tienda del campo',
    reservation: (r) =>
      `${r.facility}: ${r.when}, ${r.players} jugador(es), ${r.rate}. Número de confirmación ${r.confirmation}.`,
    paidNow: 'Pagado ahora',
    giftCertificate: 'de ello con certificado de regalo',
    creditBook: 'de ello con bono prepagado',
    dueAtCourse: 'A pagar en el campo',
    calendar: 'Se adjunta una entrada de calendario para cada salida.',
    manage: manageText('Ver, cancelar o registrarse', 'Ver o cancelar', 'Ver o registrarse', 'Ver su reserva'),
  },
  de: {
    subject: (n) => `Ihre Buchung ist bestätigt (Bestellung ${n})`,
    orderSubject: (n) => `Vielen Dank für Ihre Bestellung (Bestellung ${n})`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'Vielen Dank für Ihre Buchung. Hier sind Ihre Abschlagszeiten:',
    staffIntro: (course) => `${course} hat diese Abschlagszeit für Sie gebucht:`,
    orderIntro: 'Vielen Dank für Ihre Bestellung. Das haben Sie gekauft:',
    alsoBought: 'Außerdem in dieser Bestellung:',
    paidAtShop: 'Im Pro-Shop bezahlt',
    reservation: (r) =>
      `${r.facility}: ${r.when}, ${r.players} Spieler, ${r.rate}. Bestätigungsnummer ${r.confirmation}.`,
    paidNow: 'Jetzt bezahlt',
    giftCertificate: 'davon per Gutschein',
    creditBook: 'davon per Guthabenheft',
    dueAtCourse: 'Am Platz zu zahlen',
    calendar: 'Für jede Abschlagszeit ist ein Kalendereintrag angehängt.',
    manage: manageText(
      'Ansehen, stornieren oder einchecken',
      'Ansehen oder stornieren',
      'Ansehen oder einchecken',
      'Buchung ansehen',
    ),
  },
};

/** The confirmation language from the request's language (Accept-Language or the form), else English. */
export function confirmationLanguage(value: string | undefined | null): ConfirmationLanguage {
  const primary = (value ?? '').split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return primary === 'fr' || primary === 'es' || primary === 'de' ? primary : 'en';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where a course is, as its calendar entries say it (its address and coordinates). */
type CoursePlace = Parameters<typeof coursePlace>[0];

/**
 * A reservation's calendar entry, in the e-mail's language: the tee time's instant in the
 * facility's zone, as UTC; its location the course's name and address when `course` is known.
 */
export function reservationCalendar(
  reservation: Order['reservations'][number],
  engineName: string,
  language: ConfirmationLanguage = 'en',
  course?: CoursePlace,
): string {
  const texts = calendarTexts(language);
  return calendarEntry({
    uid: `${reservation.confirmationNumber}@fairway`,
    productId: 'fairway/checkout',
    method: 'PUBLISH',
    title: texts.title(reservation.facilityName),
    description: `${texts.booking(reservation.totalPlayers, reservation.rateName, reservation.confirmationNumber)} ${engineName}`,
    ...(course ? coursePlace(course) : { location: reservation.facilityName }),
    start: teeTimeInstant(reservation.teetime, reservation.timeZone),
    durationMinutes: roundMinutes(reservation.holes),
    status: 'CONFIRMED',
  });
}

// Building an Intl.NumberFormat costs far more than using one: one per language and currency.
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(language: ConfirmationLanguage, currency: string): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format;
}

/** How the confirmation is told: a golfer's checkout, or a booking staff made for the golfer (phone, walk-in). */
export interface ConfirmationOptions {
  bookedBy?: 'golfer' | 'staff';
  /** The courses of the order's tee times by id: their calendar entries give the course's address and coordinates. */
  courses?: ReadonlyMap<number, CoursePlace>;
  /**
   * The engine's settings and the time of sending: a guest's manage link offers cancelling only
   * while the online cancellation window is open, and checking in only when check-in is on.
   * Without them the sentence offers viewing only (never an action the link may not allow).
   */
  manage?: { settings: Pick<FacilitySettings, 'smartPlay' | 'reservations'>; now: Date };
}

/** What a reservation's manage link allows, by the engine's settings. */
function manageActionsOf(
  reservation: Order['reservations'][number],
  manage: ConfirmationOptions['manage'],
): ManageActions {
  if (!manage) return { cancel: false, checkIn: false };
  return {
    cancel: canCancelOnline(
      reservation.teetime,
      reservation.timeZone,
      manage.now,
      manage.settings.reservations.onlineCancellationHours,
    ),
    checkIn: manage.settings.smartPlay.checkIn,
  };
}

/**
 * The confirmation e-mail of an order; `manageLinks` (guests) adds each reservation's signed
 * manage-booking link. Tee times first, then what else the order bought (or only that).
 */
export function confirmationMail(
  order: Order,
  engine: { id: number; name: string },
  language: ConfirmationLanguage,
  manageLinks: Record<string, string> = {},
  options: ConfirmationOptions = {},
): MailMessage {
  const texts = TEXTS[language];
  const staff = options.bookedBy === 'staff';
  const money = (cents: number) => currencyFormat(language, order.currencyCode).format(cents / 100);
  const lines = order.reservations.map((reservation) => {
    const line = texts.reservation({
      facility: reservation.facilityName,
      when: teeTimeWithZone(reservation.teetime, reservation.timeZone, language),
      players: reservation.totalPlayers,
      confirmation: reservation.confirmationNumber,
      rate: reservation.rateName,
    });
    const link = manageLinks[reservation.reservationId];
    return link ? `${line} ${texts.manage(manageActionsOf(reservation, options.manage))}: ${link}` : line;
  });
  const tenders = [
    ...(order.giftCertificatePaid > 0 ? [`${texts.giftCertificate}: ${money(order.giftCertificatePaid)}`] : []),
    ...(order.creditBookPaid > 0 ? [`${texts.creditBook}: ${money(order.creditBookPaid)}`] : []),
  ];
  const paid = `${staff ? texts.paidAtShop : texts.paidNow}: ${money(order.paidNow)}${tenders.length > 0 ? ` (${tenders.join(', ')})` : ''}`;
  const totals = [
    ...(staff && order.paidNow === 0 ? [] : [paid]),
    ...(order.dueAtCourse > 0 ? [`${texts.dueAtCourse}: ${money(order.dueAtCourse)}`] : []),
  ];
  const bought = purchaseLines(order, language, money);
  const teeTimes = lines.length > 0;
  // Each part under its heading: the tee times, then the rest (its own intro when there are no tee times).
  const sections = [
    ...(teeTimes ? [{ heading: staff ? texts.staffIntro(engine.name) : texts.intro, lines }] : []),
    ...(bought.length > 0 || !teeTimes
      ? [{ heading: teeTimes ? texts.alsoBought : texts.orderIntro, lines: bought }]
      : []),
  ];
  const subject = teeTimes ? texts.subject(order.orderNumber) : texts.orderSubject(order.orderNumber);
  const text = [
    texts.greeting(order.customer.firstName),
    '',
    ...sections.flatMap((section) => [section.heading, ...section.lines, '']),
    ...totals,
    '',
    ...(teeTimes ? [texts.calendar, ''] : []),
    engine.name,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2a24;line-height:1.5">
<p>${escapeHtml(texts.greeting(order.customer.firstName))}</p>
${sections
  .map(
    (section) => `<p>${escapeHtml(section.heading)}</p>
<ul>${section.lines.map((line) => `<li>${escapeHtml(line).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</li>`).join('')}</ul>`,
  )
  .join('\n')}
<p>${totals.map(escapeHtml).join('<br>')}</p>
${teeTimes ? `<p style="font-size:13px;color:#4b5a53">${escapeHtml(texts.calendar)}</p>` : ''}
<p>${escapeHtml(engine.name)}</p>
</body></html>`;
  return {
    to: order.customer.email,
    subject,
    html,
    text,
    template: staff ? 'staff-booking' : teeTimes ? 'booking-confirmation' : 'order-confirmation',
    language,
    bookingEngineId: engine.id,
    attachments: order.reservations.map((reservation) => ({
      filename: `tee-time-${reservation.confirmationNumber}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: reservationCalendar(reservation, engine.name, language, options.courses?.get(reservation.facilityId)),
    })),
  };
}
