import { describe, expect, it } from 'vitest';
import adminDe from '../../features/admin/locales/de.json';
import adminEn from '../../features/admin/locales/en.json';
import adminEs from '../../features/admin/locales/es.json';
import adminFr from '../../features/admin/locales/fr.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

// Walks every translated string of the golfer's screens and of the staff console against English
// and fails on English left behind: a string still equal to its English source, or a sentence
// carrying an English function word. Without it, English slips into a translation unseen
// ("Gift Certificate", the opt-in sentence in French).

type Tree = { [key: string]: string | Tree };
type Language = 'fr' | 'es' | 'de';

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The words of a text, lower case, without its {{placeholders}} and <tags>. */
const wordsOf = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .match(/\p{L}[\p{L}-]*/gu) ?? [];

/** Card brands: names, the same in every language. */
const BRANDS = ['visa', 'mastercard', 'american', 'express', 'discover'];

/**
 * Words spelt exactly as in English that are the right word in the language too, so a string made
 * only of them may equal its English source. Keep it to real words of the language (a dictionary
 * would list them), never an English word the translator kept.
 */
const SAME_AS_ENGLISH: Record<Language, string[]> = {
  // French: the same Latin words (date, total, taxes…), "e-mail" (used in France), tier names, the country.
  fr: [
    'date',
    'dates',
    'total',
    'taxes',
    'net',
    'notes',
    'note',
    'action',
    'actions',
    'code',
    'type',
    'description',
    'confirmation',
    'message',
    'stock',
    'pages',
    'console',
    'e-mail',
    'bronze',
    'points',
    'active',
    'min',
    'canada',
  ],
  // Spanish: the same Latin words; the country; "green fees", the golf term Spanish courses use
  // (the Spanish screens say it throughout: checkout.lines, cart.greenFees).
  es: ['total', 'subtotal', 'plan', 'error', 'min', 'australia', 'green', 'fees'],
  // German: loanwords German uses as is (Duden lists each), tier names.
  de: ['website', 'name', 'status', 'details', 'manager', 'simulator', 'online', 'code', 'check-in', 'bronze', 'gold'],
};

/** English function words that are no word of the language: one of them in a string is English left behind. */
const ENGLISH_MARKERS = [
  'the',
  'your',
  'you',
  'please',
  'with',
  'and',
  'this',
  'that',
  'these',
  'are',
  'from',
  'to',
  'of',
  'is',
  'it',
  'its',
  'been',
  'here',
  'there',
  'can',
  'could',
  'would',
  'should',
  'when',
  'what',
  'which',
  'who',
  'must',
  'any',
  'my',
  'our',
  'their',
  'have',
  'has',
  'was',
  'will',
  'an',
  'not',
  'we',
  'or',
  'by',
  'at',
  'on',
  'in',
  'for',
  'be',
];
/** Markers that are also words of the language ("an" in French and German, "has" in Spanish…). */
const MARKERS_ALSO_NATIVE: Record<Language, string[]> = {
  fr: ['an', 'on', 'or'],
  es: ['has'],
  de: ['an', 'was', 'will', 'in'],
};

const LOCALES = {
  golfer: { en, translated: { fr, es, de } },
  console: { en: adminEn, translated: { fr: adminFr, es: adminEs, de: adminDe } },
} as const;

describe.each(Object.entries(LOCALES))('the %s locales', (_area, { en: english, translated }) => {
  const source = flatten(english as Tree);
  describe.each(Object.entries(translated) as [Language, Tree][])('%s', (language, locale) => {
    const strings = flatten(locale);

    it('has exactly the keys of English', () => {
      expect([...strings.keys()].sort()).toEqual([...source.keys()].sort());
    });

    it('leaves no string equal to English unless every word of it is the same word in the language', () => {
      const allowed = new Set([...BRANDS, ...SAME_AS_ENGLISH[language]]);
      const left = [...strings].filter(
        ([key, text]) => text === source.get(key) && wordsOf(text).some((word) => !allowed.has(word)),
      );
      expect(left.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });

    it('has no English function word in any string', () => {
      const markers = new Set(ENGLISH_MARKERS.filter((word) => !MARKERS_ALSO_NATIVE[language].includes(word)));
      const english = [...strings].filter(([, text]) => wordsOf(text).some((word) => markers.has(word)));
      expect(english.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });
  });
});

describe('the walk itself', () => {
  it('catches a sentence left in English and a label copied from English', () => {
    const markers = new Set(ENGLISH_MARKERS);
    expect(
      wordsOf('I would like to receive e-mail news and offers from {{facility}}.').some((word) => markers.has(word)),
    ).toBe(true);
    const allowed = new Set([...BRANDS, ...SAME_AS_ENGLISH.fr]);
    expect(wordsOf('Gift Certificate').every((word) => allowed.has(word))).toBe(false);
    expect(wordsOf('Total').every((word) => allowed.has(word))).toBe(true);
  });
});
