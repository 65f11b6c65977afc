import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import { SUPPORTED_LANGUAGES, type Language } from './languages.ts';

/** Every locale's resources, bundled (they are small) so the first render is already translated. */
export const resources = {
  en: { translation: en },
  fr: { translation: fr },
  es: { translation: es },
  de: { translation: de },
} as const;

/** Keeps `<html lang>` equal to the active language, for screen readers and hyphenation. */
function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** Creates an initialised i18next instance in `language` (synchronously: resources are bundled). */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes.
    initAsync: false,
    returnNull: false,
  });
  syncDocumentLanguage(instance.language);
  return instance;
}
