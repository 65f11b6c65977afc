// Checks of translated strings against English, for the locale tests of both front ends (the
// golfer app's and the operator console's): English left behind in a translation, a string still
// equal to its English source, or a sentence carrying an English function word. Without them,
// English slips into a translation unseen ("Gift Certificate", the opt-in sentence in French).

/** A locale file: nested objects of strings. */
export type Tree = { [key: string]: string | Tree };
/** A translated language. */
export type Language = 'fr' | 'es' | 'de';

/** Flattens a locale into `dotted.path → text`. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
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
  // (the Spanish screens say it throughout: checkout.lines, cart.greenFees); "no", the same answer.
  es: ['total', 'subtotal', 'plan', 'error', 'min', 'australia', 'green', 'fees', 'no'],
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

/** The strings of `translated` still equal to their English source, unless every word of one is the same word in the language. */
export function copiedFromEnglish(language: Language, english: Tree, translated: Tree): string[] {
  const source = flatten(english);
  const allowed = new Set([...BRANDS, ...SAME_AS_ENGLISH[language]]);
  return [...flatten(translated)]
    .filter(([key, text]) => text === source.get(key) && wordsOf(text).some((word) => !allowed.has(word)))
    .map(([key, text]) => `${key}: ${text}`);
}

/** The strings of `translated` carrying an English function word that is no word of the language. */
export function englishWordsLeft(language: Language, translated: Tree): string[] {
  const markers = new Set(ENGLISH_MARKERS.filter((word) => !MARKERS_ALSO_NATIVE[language].includes(word)));
  return [...flatten(translated)]
    .filter(([, text]) => wordsOf(text).some((word) => markers.has(word)))
    .map(([key, text]) => `${key}: ${text}`);
}
