import type { Order } from '@fairway/contract/checkout.contract';
import { dateTimeFormat } from '@fairway/domain/shared/intl-cache';
import type { PaymentFrequency } from '@fairway/domain/store/payment-frequency';

// What an order bought besides tee times, as its confirmation e-mail lists it: each
// membership with its plan, instalment, initiation fee and next instalment date; each gift
// certificate with its recipient, message and delivery ("scheduled for Dec 5, 2026" until sent);
// each product with its quantity. In the e-mail's language.

/** A language the lines are written in (the confirmation's). */
export type PurchaseLanguage = 'en' | 'fr' | 'es' | 'de';

interface PurchaseTexts {
  frequency: Record<PaymentFrequency, string>;
  membership: (m: { name: string; facility: string; price: string; frequency: string }) => string;
  initiationFee: (fee: string) => string;
  nextInstalment: (date: string) => string;
  noMoreInstalments: string;
  gift: (g: { value: string; facility: string; recipient: string; email: string }) => string;
  giftMessage: (message: string) => string;
  giftScheduled: (date: string) => string;
  giftSent: (date: string) => string;
  product: (p: { name: string; quantity: number; amount: string }) => string;
}

const TEXTS: Record<PurchaseLanguage, PurchaseTexts> = {
  en: {
    frequency: {
      weekly: 'every week',
      biweekly: 'every 2 weeks',
      monthly: 'every month',
      bimonthly: 'every 2 months',
      quarterly: 'every 3 months',
      annually: 'every year',
      onetime: 'paid once',
    },
    membership: (m) => `Membership "${m.name}" at ${m.facility}: ${m.price} ${m.frequency}.`,
    initiationFee: (fee) => `One-time initiation fee: ${fee}.`,
    nextInstalment: (date) => `Next instalment on ${date}.`,
    noMoreInstalments: 'No further instalments.',
    gift: (g) => `Gift certificate of ${g.value} at ${g.facility} for ${g.recipient} (${g.email}).`,
    giftMessage: (message) => `Message: "${message}".`,
    giftScheduled: (date) => `Scheduled for ${date}.`,
    giftSent: (date) => `Sent on ${date}.`,
    product: (p) => `${p.name} × ${p.quantity}: ${p.amount}`,
  },
  fr: {
    frequency: {
      weekly: 'par semaine',
      biweekly: 'toutes les 2 semaines',
      monthly: 'par mois',
      bimonthly: 'tous les 2 mois',
      quarterly: 'par trimestre',
      annually: 'par an',
      onetime: 'en une fois',
    },
    membership: (m) => `Abonnement «\u00a0${m.name}\u00a0» à ${m.facility}\u00a0: ${m.price} ${m.frequency}.`,
    initiationFee: (fee) => `Droit d’entrée unique\u00a0: ${fee}.`,
    nextInstalment: (date) => `Prochaine échéance le ${date}.`,
    noMoreInstalments: 'Aucune autre échéance.',
    gift: (g) => `Chèque-cadeau de ${g.value} à ${g.facility} pour ${g.recipient} (${g.email}).`,
    giftMessage: (message) => `Message\u00a0: «\u00a0${message}\u00a0».`,
    giftScheduled: (date) => `Envoi prévu le ${date}.`,
    giftSent: (date) => `Envoyé le ${date}.`,
    product: (p) => `${p.name} × ${p.quantity}\u00a0: ${p.amount}`,
  },
  es: {
    frequency: {
      weekly: 'cada semana',
      biweekly: 'cada 2 semanas',
      monthly: 'cada mes',
      bimonthly: 'cada 2 meses',
      quarterly: 'cada 3 meses',
      annually: 'cada año',
      onetime: 'en un solo pago',
    },
    membership: (m) => `Membresía «${m.name}» en ${m.facility}: ${m.price} ${m.frequency}.`,
    initiationFee: (fee) => `Cuota de inscripción única: ${fee}.`,
    nextInstalment: (date) => `Próxima cuota el ${date}.`,
    noMoreInstalments: 'No hay más cuotas.',
    gift: (g) => `Certificado de regalo de ${g.value} en ${g.facility} para ${g.recipient} (${g.email}).`,
    giftMessage: (message) => `Mensaje: «${message}».`,
    giftScheduled: (date) => `Envío programado para el ${date}.`,
    giftSent: (date) => `Enviado el ${date}.`,
    product: (p) => `${p.name} × ${p.quantity}: ${p.amount}`,
  },
  de: {
    frequency: {
      weekly: 'wöchentlich',
      biweekly: 'alle 2 Wochen',
      monthly: 'monatlich',
      bimonthly: 'alle 2 Monate',
      quarterly: 'vierteljährlich',
      annually: 'jährlich',
      onetime: 'einmalig',
    },
    membership: (m) => `Mitgliedschaft „${m.name}“ bei ${m.facility}: ${m.price} ${m.frequency}.`,
    initiationFee: (fee) => `Einmalige Aufnahmegebühr: ${fee}.`,
    nextInstalment: (date) => `Nächste Rate am ${date}.`,
    noMoreInstalments: 'Keine weiteren Raten.',
    gift: (g) => `Gutschein über ${g.value} bei ${g.facility} für ${g.recipient} (${g.email}).`,
    giftMessage: (message) => `Nachricht: „${message}“.`,
    giftScheduled: (date) => `Versand geplant am ${date}.`,
    giftSent: (date) => `Versendet am ${date}.`,
    product: (p) => `${p.name} × ${p.quantity}: ${p.amount}`,
  },
};

/** A course-calendar date (YYYY-MM-DD) as the language writes it: "Dec 5, 2026". */
function calendarDate(date: string, language: PurchaseLanguage): string {
  return dateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
}

/** The invoice lines that are products (a featured product bought on its own or with a tee time, a tee time's add-on). */
function productLinesOf(order: Order) {
  return order.invoices
    .flatMap((invoice) => invoice.items)
    .filter((line) => line.kind === 'featured-product' || line.kind === 'add-on');
}

/** One line per membership, gift certificate and product of the order. */
export function purchaseLines(order: Order, language: PurchaseLanguage, money: (cents: number) => string): string[] {
  const texts = TEXTS[language];
  const memberships = (order.memberships ?? []).map((m) =>
    [
      texts.membership({
        name: m.name,
        facility: m.facilityName,
        price: money(m.price),
        frequency: texts.frequency[m.frequencyType],
      }),
      ...(m.initiationFee > 0 ? [texts.initiationFee(money(m.initiationFee))] : []),
      m.nextInstalmentDate
        ? texts.nextInstalment(calendarDate(m.nextInstalmentDate, language))
        : texts.noMoreInstalments,
    ].join(' '),
  );
  const gifts = (order.giftCertificates ?? []).map((g) =>
    [
      texts.gift({
        value: money(g.value),
        facility: g.facilityName,
        recipient: g.recipientName,
        email: g.recipientEmail,
      }),
      ...(g.giftMessage.trim() ? [texts.giftMessage(g.giftMessage.trim())] : []),
      (g.delivered ? texts.giftSent : texts.giftScheduled)(calendarDate(g.deliveryDate, language)),
    ].join(' '),
  );
  const products = productLinesOf(order).map((line) =>
    texts.product({ name: line.label, quantity: line.quantity, amount: money(line.amount) }),
  );
  return [...memberships, ...gifts, ...products];
}
