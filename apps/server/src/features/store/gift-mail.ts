import { formatGiftCode } from '@fairway/domain/store/gift-balance';
import type { GiftCertificateRow } from '../../db/schema/store.ts';
import { escapeHtml } from '../../shared/html-page.ts';

// The gift-certificate e-mail in the buyer's checkout language (the recipient's is not known; the
// buyer wrote the message in theirs), English otherwise.

type GiftLanguage = 'en' | 'fr' | 'es' | 'de';

interface GiftTexts {
  subject: (amount: string, course: string) => string;
  greeting: (name: string) => string;
  received: (amount: string, course: string) => string;
  code: string;
  howTo: string;
}

const TEXTS: Record<GiftLanguage, GiftTexts> = {
  en: {
    subject: (amount, course) => `Your ${amount} gift certificate for ${course}`,
    greeting: (name) => `Hi ${name},`,
    received: (amount, course) => `You have received a ${amount} gift certificate for ${course}.`,
    code: 'Your code',
    howTo: 'Enter it at checkout to pay for a tee time or anything else the course sells online.',
  },
  fr: {
    subject: (amount, course) => `Votre chèque-cadeau de ${amount} pour ${course}`,
    greeting: (name) => `Bonjour ${name},`,
    received: (amount, course) => `Vous avez reçu un chèque-cadeau de ${amount} pour ${course}.`,
    code: 'Votre code',
    howTo: 'Saisissez-le au paiement pour régler un départ ou tout ce que le parcours vend en ligne.',
  },
  es: {
    subject: (amount, course) => `Su certificado de regalo de ${amount} para ${course}`,
    greeting: (name) => `Hola ${name}:`,
    received: (amount, course) => `Ha recibido un certificado de regalo de ${amount} para ${course}.`,
    code: 'Su código',
    howTo: 'Introdúzcalo al pagar una salida o cualquier otra cosa que el campo venda en línea.',
  },
  de: {
    subject: (amount, course) => `Ihr Gutschein über ${amount} für ${course}`,
    greeting: (name) => `Hallo ${name},`,
    received: (amount, course) => `Sie haben einen Gutschein über ${amount} für ${course} erhalten.`,
    code: 'Ihr Code',
    howTo:
      'Geben Sie ihn an der Kasse ein, um eine Abschlagszeit oder alles andere zu bezahlen, was der Platz online verkauft.',
  },
};

function languageOf(value: string | null | undefined): GiftLanguage {
  const primary = (value ?? '').slice(0, 2).toLowerCase();
  return primary === 'fr' || primary === 'es' || primary === 'de' ? primary : 'en';
}

/** The recipient's e-mail with the certificate's code, in `language` (the buyer's order language). */
export function giftMail(row: GiftCertificateRow, facilityName: string, orderLanguage: string | null) {
  const language = languageOf(orderLanguage);
  const texts = TEXTS[language];
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: row.currencyCode }).format(
    row.value / 100,
  );
  const code = formatGiftCode(row.code);
  const message = row.giftMessage ? `\n\n"${row.giftMessage}"` : '';
  return {
    to: row.recipientEmail,
    subject: texts.subject(amount, facilityName),
    text: `${texts.greeting(row.recipientName)}\n\n${texts.received(amount, facilityName)}${message}\n\n${texts.code}: ${code}\n\n${texts.howTo}`,
    html: `<p>${escapeHtml(texts.greeting(row.recipientName))}</p><p>${escapeHtml(texts.received(amount, facilityName))}</p>${row.giftMessage ? `<blockquote>${escapeHtml(row.giftMessage)}</blockquote>` : ''}<p>${texts.code}: <strong>${code}</strong></p><p>${escapeHtml(texts.howTo)}</p>`,
    template: 'gift-certificate',
    language,
    bookingEngineId: null,
  };
}
