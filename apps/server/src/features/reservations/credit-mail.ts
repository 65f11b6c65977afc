import type { MoneyEntry } from '@fairway/domain/payments/money-view';
import { formatGiftCode } from '@fairway/domain/store/gift-balance';
import { teeTimeWithZone } from '@fairway/domain/reservations/tee-time-text';
import { escapeHtml } from '../../shared/html-page.ts';
import type { MailMessage } from '../mail/mail.public.ts';
import { refundLinesIn } from './cancellation-mail.ts';
import { type MailLanguage, mailLanguageOf } from './mail-language.ts';
import type { ReservationState } from './reservation-view.ts';

// The e-mails of the credits staff give at the counter, in the booker's language: a custom
// refund (its lines are the money view's entries of the refund, worded as the cancellation
// e-mail words a refund) and a rain check (the gift certificate's code, or the credit book it is on).

interface Texts {
  refundSubject: (confirmation: string) => string;
  refundIntro: (facility: string, when: string) => string;
  rainSubject: (confirmation: string) => string;
  rainIntro: (amount: string, facility: string, when: string) => string;
  rainCode: (code: string) => string;
  rainBook: (name: string) => string;
  greeting: (name: string) => string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  en: {
    refundSubject: (n) => `A refund for your tee time (confirmation ${n})`,
    refundIntro: (facility, when) => `${facility} has given money back for your tee time on ${when}:`,
    rainSubject: (n) => `Your rain check (confirmation ${n})`,
    rainIntro: (amount, facility, when) =>
      `${facility} has given you a rain check of ${amount} for your tee time on ${when}.`,
    rainCode: (code) => `Your gift certificate code: ${code}. Use it when you book online or at the pro shop.`,
    rainBook: (name) => `It is on your credit book "${name}": use it when you book online.`,
    greeting: (name) => `Hello ${name},`,
  },
  fr: {
    refundSubject: (n) => `Un remboursement pour votre départ (confirmation ${n})`,
    refundIntro: (facility, when) => `${facility} vous a remboursé une somme pour votre départ du ${when}\u00a0:`,
    rainSubject: (n) => `Votre bon de pluie (confirmation ${n})`,
    rainIntro: (amount, facility, when) =>
      `${facility} vous accorde un bon de pluie de ${amount} pour votre départ du ${when}.`,
    rainCode: (code) => `Votre code de chèque-cadeau\u00a0: ${code}. Utilisez-le en réservant en ligne ou au pro shop.`,
    rainBook: (name) =>
      `Il est crédité sur votre carnet prépayé «\u00a0${name}\u00a0»\u00a0: utilisez-le en réservant en ligne.`,
    greeting: (name) => `Bonjour ${name},`,
  },
  es: {
    refundSubject: (n) => `Un reembolso de su salida (confirmación ${n})`,
    refundIntro: (facility, when) => `${facility} le ha devuelto dinero por su salida del ${when}:`,
    rainSubject: (n) => `Su vale por lluvia (confirmación ${n})`,
    rainIntro: (amount, facility, when) =>
      `${facility} le ha dado un vale por lluvia de ${amount} por su salida del ${when}.`,
    rainCode: (code) =>
      `Su código de certificado de regalo: ${code}. Úselo al reservar en línea o en la tienda del campo.`,
    rainBook: (name) => `Está en su bono prepagado «${name}»: úselo al reservar en línea.`,
    greeting: (name) => `Hola ${name}:`,
  },
  de: {
    refundSubject: (n) => `Eine Erstattung für Ihre Abschlagszeit (Bestätigung ${n})`,
    refundIntro: (facility, when) => `${facility} hat Ihnen für Ihre Abschlagszeit am ${when} Geld erstattet:`,
    rainSubject: (n) => `Ihr Regengutschein (Bestätigung ${n})`,
    rainIntro: (amount, facility, when) =>
      `${facility} hat Ihnen für Ihre Abschlagszeit am ${when} einen Regengutschein über ${amount} gegeben.`,
    rainCode: (code) => `Ihr Gutscheincode: ${code}. Lösen Sie ihn bei der Online-Buchung oder im Proshop ein.`,
    rainBook: (name) => `Er ist auf Ihrem Guthabenheft „${name}“: Lösen Sie ihn bei der Online-Buchung ein.`,
    greeting: (name) => `Hallo ${name},`,
  },
};

function message(
  state: ReservationState,
  engine: { id: number; name: string },
  subject: string,
  lines: string[],
  template: string,
  language: MailLanguage,
): MailMessage {
  const { order } = state.record;
  const texts = TEXTS[language];
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
    template,
    language,
    bookingEngineId: engine.id,
  };
}

/** The custom refund's e-mail (state: after the refund; entries: the money view's entries of this refund). */
export function customRefundMail(
  state: ReservationState,
  engine: { id: number; name: string },
  entries: readonly MoneyEntry[],
): MailMessage {
  const { reservation, order, facility } = state.record;
  const language = mailLanguageOf(order.language);
  const texts = TEXTS[language];
  const when = teeTimeWithZone(reservation.teetime, facility.timeZone, language);
  return message(
    state,
    engine,
    texts.refundSubject(reservation.confirmationNumber),
    [texts.refundIntro(facility.name, when), ...refundLinesIn(language, entries, state.money.currencyCode)],
    'reservation-refund',
    language,
  );
}

/** The rain check's e-mail: its amount and the certificate's code or the credit book it is on. */
export function rainCheckMail(
  state: ReservationState,
  engine: { id: number; name: string },
  credit: { amountCents: number; code: string | null; creditBookName: string | null },
): MailMessage {
  const { reservation, order, facility } = state.record;
  const language = mailLanguageOf(order.language);
  const texts = TEXTS[language];
  const when = teeTimeWithZone(reservation.teetime, facility.timeZone, language);
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: state.money.currencyCode }).format(
    credit.amountCents / 100,
  );
  const where = credit.code ? texts.rainCode(formatGiftCode(credit.code)) : texts.rainBook(credit.creditBookName ?? '');
  return message(
    state,
    engine,
    texts.rainSubject(reservation.confirmationNumber),
    [texts.rainIntro(amount, facility.name, when), where],
    'reservation-rain-check',
    language,
  );
}
