import type { MoneyEntry } from '@fairway/domain/payments/money-view';
import { teeTimeWithZone } from '@fairway/domain/reservations/tee-time-text';
import { escapeHtml } from '../../shared/html-page.ts';
import type { MailMessage } from '../mail/mail.public.ts';
import { type MailLanguage, mailLanguageOf } from './mail-language.ts';
import type { ReservationState } from './reservation-view.ts';

// The receipt of a payment taken at the desk, in the booker's language: each tender and its amount
// as the reservation's money view records them (the console's receipt and the golfer's screens
// read the same entries), the total, and what is still due at the course.

interface Texts {
  subject: (receipt: string, confirmation: string) => string;
  greeting: (name: string) => string;
  intro: (facility: string, when: string) => string;
  tender: Record<'cash' | 'card-present' | 'gift-certificate' | 'other', string>;
  cardEnding: (lastFour: string) => string;
  total: (amount: string) => string;
  due: (amount: string) => string;
  checkedIn: (count: number) => string;
  receipt: (receipt: string) => string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  en: {
    subject: (receipt, n) => `Your receipt ${receipt} (confirmation ${n})`,
    greeting: (name) => `Hello ${name},`,
    intro: (facility, when) => `Thank you for paying at the pro shop for your tee time at ${facility} on ${when}.`,
    tender: {
      cash: 'Cash',
      'card-present': 'Card at the pro shop',
      'gift-certificate': 'Gift certificate',
      other: 'Card',
    },
    cardEnding: (lastFour) => `ending in ${lastFour}`,
    total: (amount) => `Total paid: ${amount}`,
    due: (amount) => `Still due at the course: ${amount}`,
    checkedIn: (count) => `${count} player(s) checked in.`,
    receipt: (receipt) => `Receipt ${receipt}`,
  },
  fr: {
    subject: (receipt, n) => `Votre reçu ${receipt} (confirmation ${n})`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (facility, when) => `Merci pour votre paiement au pro shop pour votre départ à ${facility} le ${when}.`,
    tender: {
      cash: 'Espèces',
      'card-present': 'Carte au pro shop',
      'gift-certificate': 'Chèque-cadeau',
      other: 'Carte',
    },
    cardEnding: (lastFour) => `se terminant par ${lastFour}`,
    total: (amount) => `Total payé\u00a0: ${amount}`,
    due: (amount) => `Reste dû au parcours\u00a0: ${amount}`,
    checkedIn: (count) => `${count} joueur(s) enregistré(s).`,
    receipt: (receipt) => `Reçu ${receipt}`,
  },
  es: {
    subject: (receipt, n) => `Su recibo ${receipt} (confirmación ${n})`,
    greeting: (name) => `Hola ${name}:`,
    intro: (facility, when) => `Gracias por pagar en la tienda del campo su salida en ${facility} el ${when}.`,
    tender: {
      cash: 'Efectivo',
      'card-present': 'Tarjeta en la tienda del campo',
      'gift-certificate': 'Certificado de regalo',
      other: 'Tarjeta',
    },
    cardEnding: (lastFour) => `terminada en ${lastFour}`,
    total: (amount) => `Total pagado: ${amount}`,
    due: (amount) => `Pendiente en el campo: ${amount}`,
    checkedIn: (count) => `${count} jugador(es) registrado(s).`,
    receipt: (receipt) => `Recibo ${receipt}`,
  },
  de: {
    subject: (receipt, n) => `Ihre Quittung ${receipt} (Bestätigung ${n})`,
    greeting: (name) => `Hallo ${name},`,
    intro: (facility, when) =>
      `Vielen Dank für Ihre Zahlung im Proshop für Ihre Abschlagszeit auf ${facility} am ${when}.`,
    tender: { cash: 'Bar', 'card-present': 'Karte im Proshop', 'gift-certificate': 'Gutschein', other: 'Karte' },
    cardEnding: (lastFour) => `mit der Endnummer ${lastFour}`,
    total: (amount) => `Insgesamt bezahlt: ${amount}`,
    due: (amount) => `Noch auf dem Platz fällig: ${amount}`,
    checkedIn: (count) => `${count} Spieler eingecheckt.`,
    receipt: (receipt) => `Quittung ${receipt}`,
  },
};

/** One tender line: "Card at the pro shop ending in 4242: $60.50". */
function tenderLine(texts: Texts, entry: MoneyEntry, money: (cents: number) => string): string {
  const label =
    entry.tender === 'cash' || entry.tender === 'card-present' || entry.tender === 'gift-certificate'
      ? texts.tender[entry.tender]
      : texts.tender.other;
  const card = entry.card ? ` ${texts.cardEnding(entry.card.lastFour)}` : '';
  return `${label}${card}: ${money(entry.amountCents)}`;
}

/** The receipt e-mail to the booker (state: after the payment; entries: the money view's entries of this receipt). */
export function deskReceiptMail(
  state: ReservationState,
  engine: { id: number; name: string },
  receipt: { number: string; entries: readonly MoneyEntry[]; checkedIn: number },
): MailMessage {
  const { reservation, order, facility } = state.record;
  const language = mailLanguageOf(order.language);
  const texts = TEXTS[language];
  const money = (cents: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: state.money.currencyCode }).format(cents / 100);
  const total = receipt.entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  const lines = [
    texts.intro(facility.name, teeTimeWithZone(reservation.teetime, facility.timeZone, language)),
    texts.receipt(receipt.number),
    ...receipt.entries.map((entry) => tenderLine(texts, entry, money)),
    texts.total(money(total)),
    texts.due(money(state.money.dueAtCourseCents)),
    ...(receipt.checkedIn > 0 ? [texts.checkedIn(receipt.checkedIn)] : []),
  ];
  const subject = texts.subject(receipt.number, reservation.confirmationNumber);
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
    template: 'desk-receipt',
    language,
    bookingEngineId: engine.id,
  };
}
