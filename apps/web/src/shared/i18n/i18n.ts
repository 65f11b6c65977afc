import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';
import englishCore from './locales/en.json?core';
import { joinEnglish } from './english-split.ts';
import { SUPPORTED_LANGUAGES, type Language } from './languages.ts';

/** One locale's translations (the shape of en.json). */
export type Translations = typeof en;

// English is bundled (the default and every language's fallback) without the strings of lazily
// loaded screens (english-split.ts); the other languages are separate chunks fetched only by a
// golfer who reads them, so the first load carries one language, and of it only the first screen.
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Translations }>> = {
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  de: () => import('./locales/de.json'),
};

let englishAreas: Promise<Record<string, unknown>> | undefined;
/** English strings of the lazily loaded screens (one fetch, shared). */
const loadEnglishAreas = () => (englishAreas ??= import('./locales/en.json?areas').then((module) => module.default));

/** The translations of `language` (from its chunk; English from its two halves). */
export async function loadTranslations(language: Language): Promise<Translations> {
  if (language !== 'en') return (await LOADERS[language]()).default;
  return joinEnglish(englishCore, await loadEnglishAreas()) as Translations;
}

let englishAreasAdded: Promise<void> = Promise.resolve();
/**
 * Settles once the English strings of the lazy screens are in the active i18next instance: every
 * lazy route waits for it, so a screen never renders a key (they are fetched right after start).
 */
export const englishAreasLoaded = () => englishAreasAdded;

/** Loads a language's chunk when i18next switches to a language it does not have yet. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const supported = SUPPORTED_LANGUAGES.find((candidate) => candidate === language);
    if (!supported) return callback(null, {});
    loadTranslations(supported).then(
      (translations) => callback(null, translations as unknown as ResourceLanguage),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Keeps `<html lang>` equal to the active language, for screen readers and hyphenation. */
function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/**
 * Creates an initialised i18next instance in `language`, synchronously: pass the language's
 * translations (`await loadTranslations(language)`) unless it is English, whose lazy screens'
 * strings follow in the background. Other languages load on demand when the golfer switches.
 */
export function createI18n(language: Language, translations?: Translations): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  void instance
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      resources: {
        en: { translation: language === 'en' && translations ? translations : englishCore },
        ...(translations && language !== 'en' ? { [language]: { translation: translations } } : {}),
      },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      interpolation: { escapeValue: false }, // React escapes.
      initAsync: false,
      returnNull: false,
    });
  syncDocumentLanguage(instance.language);
  if (!(language === 'en' && translations)) {
    // A failed fetch leaves the lazy screens on their keys rather than blocking them.
    englishAreasAdded = loadEnglishAreas().then(
      (areas) => void instance.addResourceBundle('en', 'translation', areas, true, false),
      () => undefined,
    );
  }
  return instance;
}
