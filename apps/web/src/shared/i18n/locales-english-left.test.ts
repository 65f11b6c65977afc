import { describe, expect, it } from 'vitest';
import { copiedFromEnglish, englishWordsLeft, flatten, type Language, type Tree } from '@fairway/ui/locale-checks';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

// Walks every translated string of the golfer's screens against English and fails on English left
// behind (packages/ui/src/locale-checks.ts): a string still equal to its English source, or a
// sentence carrying an English function word. The console's locales have the same walk in apps/admin.

const translated = { fr, es, de } as const;

describe.each(Object.entries(translated) as [Language, Tree][])('the golfer locales: %s', (language, locale) => {
  it('has exactly the keys of English', () => {
    expect([...flatten(locale).keys()].sort()).toEqual([...flatten(en).keys()].sort());
  });

  it('leaves no string equal to English unless every word of it is the same word in the language', () => {
    expect(copiedFromEnglish(language, en, locale)).toEqual([]);
  });

  it('has no English function word in any string', () => {
    expect(englishWordsLeft(language, locale)).toEqual([]);
  });
});
