import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

// The console's own strings, in its own entry: the golfers' i18n bundle (first load) never
// carries them, and the console never loads i18next.

/** Languages of the console (the golfer app's four). */
export const ADMIN_LANGUAGES = { en, fr, es, de } as const;
export type AdminLanguage = keyof typeof ADMIN_LANGUAGES;

type Tree = { [key: string]: string | Tree };

/** The console language: `?lang=`, else the browser's first supported language, else English. */
export function adminLanguage(search: string, preferred: readonly string[]): AdminLanguage {
  const candidates = [new URLSearchParams(search).get('lang') ?? '', ...preferred].map((tag) =>
    tag.slice(0, 2).toLowerCase(),
  );
  return (candidates.find((tag) => Object.hasOwn(ADMIN_LANGUAGES, tag)) as AdminLanguage | undefined) ?? 'en';
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.'))
    node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A translate function of a language: `t('sheet.occupancy', { booked: 2 })`; English when a key is missing. */
export function translator(language: AdminLanguage) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text = lookup(ADMIN_LANGUAGES[language] as Tree, key) ?? lookup(en as Tree, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
export type Translate = ReturnType<typeof translator>;
