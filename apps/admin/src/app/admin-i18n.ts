import { CONSOLE_LANGUAGES, type ConsoleLanguage } from './i18n.ts';

// The translate function of the screens not yet on i18next (app/i18n.ts): the same locale files,
// with the same `{{name}}` placeholders and `key_one` / `key_other` plurals.

export type AdminLanguage = ConsoleLanguage;

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.'))
    node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A translate function of a language: `t('sheet.occupancy', { booked: 2 })`; English when a key is missing. */
export function translator(language: AdminLanguage) {
  const plurals = new Intl.PluralRules(language);
  const find = (tree: Tree, key: string, count: unknown) =>
    (typeof count === 'number'
      ? (lookup(tree, `${key}_${plurals.select(count)}`) ?? lookup(tree, `${key}_other`))
      : undefined) ?? lookup(tree, key);
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text =
      find(CONSOLE_LANGUAGES[language] as Tree, key, values.count) ??
      find(CONSOLE_LANGUAGES.en as Tree, key, values.count) ??
      key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
export type Translate = ReturnType<typeof translator>;
