import { readStored, writeStored } from '../browser/safe-storage.ts';

/** The languages the booking engine is translated into; English is the default. */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'es', 'de'] as const;
/** One of the supported language codes. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Each language's own name (endonym): the same in every locale, so not translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
};

/** localStorage key that remembers the golfer's language. */
export const LANGUAGE_STORAGE_KEY = 'fairway.language';

/** The supported language a tag such as `fr-CA` or `DE` names, or null. */
export function toSupportedLanguage(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LANGUAGES.find((language) => language === base) ?? null;
}

/** Where the initial language can come from, in order of precedence. */
export interface LanguageSources {
  search: string;
  stored: string | null;
  navigatorLanguages: readonly string[];
}

/** The initial language: `?lang=`, then the stored choice, then the browser's languages, else en. */
export function detectInitialLanguage(sources: LanguageSources): Language {
  const fromQuery = toSupportedLanguage(new URLSearchParams(sources.search).get('lang'));
  if (fromQuery) return fromQuery;
  const fromStorage = toSupportedLanguage(sources.stored);
  if (fromStorage) return fromStorage;
  for (const tag of sources.navigatorLanguages) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return 'en';
}

/** The initial language of this browser window. */
export function detectBrowserLanguage(): Language {
  return detectInitialLanguage({
    search: window.location.search,
    stored: readStored('localStorage', LANGUAGE_STORAGE_KEY),
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** Remembers the golfer's language for later visits. */
export function persistLanguage(language: Language): void {
  writeStored('localStorage', LANGUAGE_STORAGE_KEY, language);
}
