// English is the one language in the first load. Its strings of screens that only lazy routes
// show stay out of it: the build serves en.json as two modules, `en.json?core` (bundled) and
// `en.json?areas` (a chunk every lazy route waits for). Plain `en.json` stays the whole file, the
// source of the typed keys and of the other languages' key checks.

/** Top-level sections of en.json used only by lazily loaded screens. */
export const LAZY_ENGLISH_AREAS = ['alerts', 'checkout', 'invitations', 'orders', 'profile', 'proProfile', 'reservations', 'store', 'wallet'] as const;

type Strings = Record<string, unknown>;

/** The first-load (`core`) and lazy (`areas`) parts of English, together the whole of `en`. */
export function splitEnglish(en: Strings): { core: Strings; areas: Strings } {
  const lazy = new Set<string>(LAZY_ENGLISH_AREAS);
  const entries = Object.entries(en);
  return {
    core: Object.fromEntries(entries.filter(([key]) => !lazy.has(key))),
    areas: Object.fromEntries(entries.filter(([key]) => lazy.has(key))),
  };
}
