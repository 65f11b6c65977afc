import type { CounterSaleReceipt } from '@fairway/contract/admin-counter-sales.contract';
import { escapeHtml } from '../../shared/html-page.ts';
import type { MailMessage } from '../mail/mail.public.ts';

// The receipt of a walk-up sale at the counter, in the buyer's language: each line with its
// total, each tender, the total paid, and the codes of gift certificates handed over on paper
// (the buyer holds them; e-mailed ones reach their recipient on their date, never here).

type Language = 'en' | 'fr' | 'es' | 'de';

interface Texts {
  subject: (receipt: string) => string;
  greeting: (name: string) => string;
  intro: string;
  tender: Record<'cash' | 'card-present' | 'gift-certificate' | 'other', string>;
  cardEnding: (lastFour: string) => string;
  total: (amount: string) => string;
  giftCode: (code: string, amount: string) => string;
  giftEmailed: (amount: string, name: string, date: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (receipt) => `Your receipt ${receipt}`,
    greeting: (name) => `Hello ${name},`,
    intro: 'Thank you for your purchase at the pro shop.',
    tender: {
      cash: 'Cash',
      'card-present': 'Card at the pro shop',
      'gift-certificate': 'Gift certificate',
      other: 'Card',
    },
    cardEnding: (lastFour) => `ending in ${lastFour}`,
    total: (amount) => `Total paid: ${amount}`,
    giftCode: (code, amount) => `Gift certificate ${code}: ${amount}`,
    giftEmailed: (amount, name, date) => `Gift certificate of ${amount} for ${name}, e-mailed on ${date}`,
  },
  fr: {
    subject: (receipt) => `Votre reçu ${receipt}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Merci pour votre achat au pro shop.',
    tender: {
      cash: 'Espèces',
      'card-present': 'Carte au pro shop',
      'gift-certificate': 'Chèque-cadeau',
      other: 'Carte',
    },
    cardEnding: (lastFour) => `se terminant par ${lastFour}`,
    total: (amount) => `Total payé\u00a0: ${amount}`,
    giftCode: (code, amount) => `Chèque-cadeau ${code}\u00a0: ${amount}`,
    giftEmailed: (amount, name, date) => `Chèque-cadeau de ${amount} pour ${name}, envoyé par e-mail le ${date}`,
  },
  es: {
    subject: (receipt) => `Su recibo ${receipt}`,
    greeting: (name) => `Hola ${name}:`,
    intro: 'Gracias por su compra en la tienda del campo.',
    tender: {
      cash: 'Efectivo',
      'card-present': 'Tarjeta en la tienda del campo',
      'gift-certificate': 'Certificado de regalo',
      other: 'Tarjeta',
    },
    cardEnding: (lastFour) => `terminada en ${lastFour}`,
    total: (amount) => `Total pagado: ${amount}`,
    giftCode: (code, amount) => `Certificado de regalo ${code}: ${amount}`,
    giftEmailed: (amount, name, date) =>
      `Certificado de regalo de ${amount} para ${name}, enviado por correo el ${date}`,
  },
  de: {
    subject: (receipt) => `Ihre Quittung ${receipt}`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'Vielen Dank für Ihren Einkauf im Proshop.',
    tender: { cash: 'Bar', 'card-present': 'Karte im Proshop', 'gift-certificate': 'Gutschein', other: 'Karte' },
    cardEnding: (lastFour) => `mit der Endnummer ${lastFour}`,
    total: (amount) => `Insgesamt bezahlt: ${amount}`,
    giftCode: (code, amount) => `Gutschein ${code}: ${amount}`,
    giftEmailed: (amount, name, date) => `Gutschein über ${amount} für ${name}, per E-Mail am ${date}`,
  },
};

const languageOf = (value: string): Language => (value === 'fr' || value === 'es' || value === 'de' ? value : 'en');

/** The receipt e-mail to the buyer (`to`: their address). */
export function counterReceiptMail(
  receipt: CounterSaleReceipt,
  engine: { id: number; name: string },
  to: string,
  buyerLanguage: string,
): MailMessage {
  const language = languageOf(buyerLanguage);
  const texts = TEXTS[language];
  const money = (cents: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: receipt.currencyCode }).format(cents / 100);
  const tenderLabel = (tender: string) =>
    tender === 'cash' || tender === 'card-present' || tender === 'gift-certificate'
      ? texts.tender[tender]
      : texts.tender.other;
  const lines = [
    texts.intro,
    receipt.receiptNumber,
    ...receipt.lines.map(
      (line) => `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.description}: ${money(line.grandTotal)}`,
    ),
    ...receipt.tenders.map(
      (tender) =>
        `${tenderLabel(tender.tender)}${tender.lastFour ? ` ${texts.cardEnding(tender.lastFour)}` : ''}: ${money(tender.amountCents)}`,
    ),
    texts.total(money(receipt.paidCents)),
    ...receipt.printedGiftCertificates.map((gift) => texts.giftCode(gift.code, money(gift.value))),
    ...receipt.emailedGiftCertificates.map((gift) =>
      texts.giftEmailed(money(gift.value), gift.recipientName, gift.deliveryDate),
    ),
  ];
  const subject = texts.subject(receipt.receiptNumber);
  return {
    to,
    subject,
    text: [texts.greeting(receipt.buyer.firstName), '', ...lines, '', engine.name].join('\n'),
    html: `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2a24;line-height:1.5">
<p>${escapeHtml(texts.greeting(receipt.buyer.firstName))}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(engine.name)}</p>
</body></html>`,
    template: 'counter-receipt',
    language,
    bookingEngineId: engine.id,
  };
}
