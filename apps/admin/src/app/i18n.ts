import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

// The console's strings, in its own bundle (the golfer app never carries them). All four
// languages are bundled: the console is one screen set used all day, not a first load to trim.

/** Languages of the console (the golfer app's four). */
export const CONSOLE_LANGUAGES = { en, fr, es, de } as const;
export type ConsoleLanguage = keyof typeof CONSOLE_LANGUAGES;

/** The console language: `?lang=`, else the browser's first supported language, else English. */
export function consoleLanguage(search: string, preferred: readonly string[]): ConsoleLanguage {
  const candidates = [new URLSearchParams(search).get('lang') ?? '', ...preferred].map((tag) =>
    tag.slice(0, 2).toLowerCase(),
  );
  return (candidates.find((tag) => Object.hasOwn(CONSOLE_LANGUAGES, tag)) as ConsoleLanguage | undefined) ?? 'en';
}

/**
 * An initialised i18next instance of the console in `language`, English behind every missing
 * string. Plurals follow each language's rules from `key_one` / `key_other` (French and Spanish
 * also `key_many`) when `count` is given; placeholders are `{{name}}`.
 */
export function createConsoleI18n(language: ConsoleLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(CONSOLE_LANGUAGES).map(([code, translation]) => [code, { translation }]),
    ),
    lng: language,
    fallbackLng: 'en',
    supportedLngs: Object.keys(CONSOLE_LANGUAGES),
    interpolation: { escapeValue: false }, // Preact escapes.
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
