/** The languages the reservation e-mails are written in. */
export type MailLanguage = 'en' | 'fr' | 'es' | 'de';

/** The e-mail language of a stored language tag ("fr-CA" → fr); English for any other. */
export function mailLanguageOf(value: string): MailLanguage {
  const primary = value.slice(0, 2).toLowerCase();
  return primary === 'fr' || primary === 'es' || primary === 'de' ? primary : 'en';
}
