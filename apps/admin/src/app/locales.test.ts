import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@fairway/contract/errors.contract';
import { copiedFromEnglish, englishWordsLeft, flatten, type Language, type Tree } from '@fairway/ui/locale-checks';
import { CONSOLE_LANGUAGES, createConsoleI18n } from './i18n.ts';

// The console's four locale files: the same strings in each, every plural form each language's
// rules ask for, the same placeholders, French spacing, and no English left in a translation.

const PLURAL = /_(zero|one|two|few|many|other)$/;
const english = flatten(CONSOLE_LANGUAGES.en);
/** A key without its plural suffix: what the code asks for. */
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
const translated = { fr: CONSOLE_LANGUAGES.fr, es: CONSOLE_LANGUAGES.es, de: CONSOLE_LANGUAGES.de };

describe('the console locales', () => {
  it('English has no empty string, and its plurals are exactly one and other', () => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
    const plural = [...english.keys()].filter((key) => PLURAL.test(key));
    for (const key of plural) expect([`${base(key)}_one`, `${base(key)}_other`], key).toContain(key);
    expect(plural.length).toBeGreaterThan(0);
  });

  it('says something for every API error code the console may meet, else the generic words', () => {
    expect(english.get('errors.generic')).toBeTruthy();
    const known = ERROR_CODES.filter((code) => english.has(`errors.${code}`));
    expect(known.length).toBeGreaterThan(5);
  });

  describe.each(Object.entries(translated) as [Language, Tree][])('%s', (language, locale) => {
    const strings = flatten(locale);

    it('has the strings of English, each plural in every form the language needs', () => {
      expect([...new Set([...strings.keys()].map(base))].sort()).toEqual(
        [...new Set([...english.keys()].map(base))].sort(),
      );
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map(base));
      for (const key of plurals)
        expect([...strings.keys()].filter((found) => base(found) === key && PLURAL.test(found)).sort(), key).toEqual(
          forms.map((form) => `${key}_${form}`).sort(),
        );
    });

    it('keeps the placeholders of English and has no empty string', () => {
      for (const [key, text] of strings) {
        expect(text.trim(), key).not.toBe('');
        const source = english.get(key) ?? english.get(`${base(key)}_other`) ?? '';
        expect(placeholders(text), key).toEqual(placeholders(source));
      }
    });

    it('leaves no English behind', () => {
      expect(copiedFromEnglish(language, CONSOLE_LANGUAGES.en, locale)).toEqual([]);
      expect(englishWordsLeft(language, locale)).toEqual([]);
    });
  });

  it('French puts a no-break space before : ; ! ? and inside « »', () => {
    for (const [key, text] of flatten(CONSOLE_LANGUAGES.fr)) expect(text, key).not.toMatch(/ [:;!?»]|« /);
  });

  it('picks the plural form by the language’s rules, in each language', () => {
    const i18n = createConsoleI18n('en');
    expect(i18n.t('blocks.closes', { count: 1 })).toBe('Closes 1 tee time in the booking window.');
    expect(i18n.t('blocks.closes', { count: 8 })).toBe('Closes 8 tee times in the booking window.');
    void i18n.changeLanguage('fr');
    expect(i18n.t('blocks.closes', { count: 0 })).toBe('Ferme 0 départ dans la période de réservation.');
    expect(i18n.t('blocks.closes', { count: 1_000_000 })).toBe('Ferme 1000000 départs dans la période de réservation.');
    void i18n.changeLanguage('de');
    expect(i18n.t('store.months', { count: 12 })).toBe('12 Monate');
    void i18n.changeLanguage('es');
    expect(i18n.t('store.months', { count: 1 })).toBe('1 mes');
  });
});
