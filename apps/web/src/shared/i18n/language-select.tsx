import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, persistLanguage, toSupportedLanguage } from './languages.ts';

/** The labelled language picker: switches i18next (and so `<html lang>`) and remembers the choice. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';

  return (
    <div className={className}>
      <label htmlFor={id} className="language-select__label">
        <svg
          className="language-select__icon"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span className="language-select__text">{t('language.label')}</span>
      </label>
      <select
        id={id}
        className="language-select__control"
        value={current}
        onChange={(event) => {
          const language = toSupportedLanguage(event.target.value);
          if (!language) return;
          persistLanguage(language);
          void i18n.changeLanguage(language);
        }}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
