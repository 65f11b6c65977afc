import { describe, expect, it } from 'vitest';
import { detectInitialLanguage, toSupportedLanguage } from './languages.ts';

describe('detectInitialLanguage', () => {
  const none = { search: '', stored: null, navigatorLanguages: [] };

  it('prefers ?lang= over the stored choice and the browser', () => {
    expect(detectInitialLanguage({ search: '?lang=de', stored: 'fr', navigatorLanguages: ['es-MX'] })).toBe('de');
  });

  it('uses the stored choice when the query has none or an unsupported one', () => {
    expect(detectInitialLanguage({ search: '?lang=xx', stored: 'fr', navigatorLanguages: ['es'] })).toBe('fr');
  });

  it('uses the first supported browser language', () => {
    expect(detectInitialLanguage({ ...none, navigatorLanguages: ['it-IT', 'es-MX', 'fr'] })).toBe('es');
  });

  it('falls back to English', () => {
    expect(detectInitialLanguage({ ...none, navigatorLanguages: ['ja-JP'] })).toBe('en');
  });

  it('maps regional tags to the base language', () => {
    expect(toSupportedLanguage('fr-CA')).toBe('fr');
    expect(toSupportedLanguage('DE_at')).toBe('de');
    expect(toSupportedLanguage('pt')).toBeNull();
  });
});
