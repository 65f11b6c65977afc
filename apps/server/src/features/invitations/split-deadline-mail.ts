import { formatCents } from '@fairway/domain/tee-times/money';
import { escapeHtml } from '../../shared/html-page.ts';
import { mailDocument, mailLanguageAndWhen, type FriendMailInput, type MailLanguage } from './invitation-mail.ts';

// What the party lead is told when the split payment's deadline passes with shares unpaid: the
// amount charged to their card, or the places given back. Money never moves silently.

type Texts = {
  subject: (course: string) => string;
  charged: (name: string, amount: string, count: number, course: string, when: string) => string;
  released: (name: string, count: number, course: string, when: string) => string;
};

const TEXTS: Record<MailLanguage, Texts> = {
  en: {
    subject: (course) => `Your round at ${course}: unpaid shares`,
    charged: (name, amount, count, course, when) =>
      `Hi ${name}, ${count} share(s) of your round at ${course} on ${when} were not paid by the deadline, so ${amount} was charged to your card.`,
    released: (name, count, course, when) =>
      `Hi ${name}, ${count} share(s) of your round at ${course} on ${when} were not paid by the deadline, so those places were given back to the course.`,
  },
  fr: {
    subject: (course) => `Votre partie à ${course}\u00a0: parts impayées`,
    charged: (name, amount, count, course, when) =>
      `Bonjour ${name}, ${count} part(s) de votre partie à ${course} le ${when} n’ont pas été payées à temps\u00a0: ${amount} ont été débités de votre carte.`,
    released: (name, count, course, when) =>
      `Bonjour ${name}, ${count} part(s) de votre partie à ${course} le ${when} n’ont pas été payées à temps\u00a0: ces places ont été rendues au parcours.`,
  },
  es: {
    subject: (course) => `Su partida en ${course}: partes sin pagar`,
    charged: (name, amount, count, course, when) =>
      `Hola ${name}, ${count} parte(s) de su partida en ${course} el ${when} no se pagaron a tiempo, así que se cargaron ${amount} a su tarjeta.`,
    released: (name, count, course, when) =>
      `Hola ${name}, ${count} parte(s) de su partida en ${course} el ${when} no se pagaron a tiempo, así que esas plazas se devolvieron al campo.`,
  },
  de: {
    subject: (course) => `Ihre Runde auf ${course}: offene Anteile`,
    charged: (name, amount, count, course, when) =>
      `Hallo ${name}, ${count} Anteil(e) Ihrer Runde auf ${course} am ${when} wurden nicht rechtzeitig bezahlt, daher wurden ${amount} Ihrer Karte belastet.`,
    released: (name, count, course, when) =>
      `Hallo ${name}, ${count} Anteil(e) Ihrer Runde auf ${course} am ${when} wurden nicht rechtzeitig bezahlt, daher wurden diese Plätze an den Platz zurückgegeben.`,
  },
};

/** The lead's mail after the deadline: `chargedCents` when their card paid the unpaid shares, null when the places were released. */
export function splitDeadlineMail(
  input: FriendMailInput & { unpaid: number; chargedCents: number | null; currencyCode: string },
) {
  const { language, texts, when } = mailLanguageAndWhen(input, TEXTS);
  const subject = texts.subject(input.courseName);
  const body =
    input.chargedCents === null
      ? texts.released(input.name, input.unpaid, input.courseName, when)
      : texts.charged(
          input.name,
          formatCents(input.chargedCents, input.currencyCode, language),
          input.unpaid,
          input.courseName,
          when,
        );
  return {
    to: input.to,
    subject,
    template: 'split-deadline',
    language,
    bookingEngineId: input.bookingEngineId,
    text: body,
    html: mailDocument(language, subject, `<p>${escapeHtml(body)}</p>`),
  };
}
