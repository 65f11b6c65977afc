import { formatCents } from '@fairway/domain/tee-times/money';
import { escapeHtml } from '../../shared/html-page.ts';

// The e-mail a member gets when their instalment could not be charged after the last retry, in
// the golfer's own language (their profile's), English otherwise.

type MailLanguage = 'en' | 'fr' | 'es' | 'de';

const TEXTS: Record<
  MailLanguage,
  {
    locale: string;
    subject: (plan: string) => string;
    body: (amount: string, plan: string, attempts: number) => string;
    next: string;
  }
> = {
  en: {
    locale: 'en-US',
    subject: (plan) => `Your ${plan} membership payment is past due`,
    body: (amount, plan, attempts) =>
      `We could not charge ${amount} for your ${plan} membership after ${attempts} attempts.`,
    next: 'Please update your card in your account, or contact the course.',
  },
  fr: {
    locale: 'fr-FR',
    subject: (plan) => `Le paiement de votre abonnement ${plan} est en retard`,
    body: (amount, plan, attempts) =>
      `Nous n’avons pas pu débiter ${amount} pour votre abonnement ${plan} après ${attempts} tentatives.`,
    next: 'Mettez à jour votre carte dans votre compte, ou contactez le parcours.',
  },
  es: {
    locale: 'es-ES',
    subject: (plan) => `El pago de su membresía ${plan} está vencido`,
    body: (amount, plan, attempts) => `No pudimos cobrar ${amount} por su membresía ${plan} tras ${attempts} intentos.`,
    next: 'Actualice su tarjeta en su cuenta o póngase en contacto con el campo.',
  },
  de: {
    locale: 'de-DE',
    subject: (plan) => `Die Zahlung Ihrer Mitgliedschaft ${plan} ist überfällig`,
    body: (amount, plan, attempts) =>
      `Wir konnten ${amount} für Ihre Mitgliedschaft ${plan} nach ${attempts} Versuchen nicht abbuchen.`,
    next: 'Bitte aktualisieren Sie Ihre Karte in Ihrem Konto oder wenden Sie sich an den Platz.',
  },
};

/** Subject, bodies and language of a past-due instalment e-mail. */
export function pastDueMail(input: {
  plan: string;
  priceCents: number;
  currencyCode: string;
  attempts: number;
  language: string;
}) {
  const language: MailLanguage = input.language in TEXTS ? (input.language as MailLanguage) : 'en';
  const texts = TEXTS[language];
  const amount = formatCents(input.priceCents, input.currencyCode, texts.locale);
  const line = texts.body(amount, input.plan, input.attempts);
  return {
    subject: texts.subject(input.plan),
    text: `${line} ${texts.next}`,
    html: `<p>${escapeHtml(line)}</p><p>${escapeHtml(texts.next)}</p>`,
    language,
  };
}
