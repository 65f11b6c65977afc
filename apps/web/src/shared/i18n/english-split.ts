// English is the one language in the first load. Its strings of screens that only lazy routes
// show stay out of it: the build serves en.json as two modules, `en.json?core` (bundled) and
// `en.json?areas` (a chunk every lazy route waits for). Plain `en.json` stays the whole file, the
// source of the typed keys and of the other languages' key checks.

/** Sections of en.json (top-level, or `section.group`) used only by lazily loaded screens. */
export const LAZY_ENGLISH_AREAS = [
  'account',
  'alerts',
  'checkout',
  'courseInfo',
  'errors',
  'invitations',
  'notFound',
  'orders',
  'payments',
  'profile',
  'proProfile',
  'relatedTimes',
  'releaseQueue',
  'reservations',
  'session.errors',
  'session.golfId',
  'session.login',
  'session.reset',
  'session.signup',
  'session.verify',
  'store',
  'wallet',
] as const;

type Strings = Record<string, unknown>;

/** The first-load (`core`) and lazy (`areas`) parts of English, together the whole of `en`. */
export function splitEnglish(en: Strings): { core: Strings; areas: Strings } {
  const wholeSections = new Set<string>(LAZY_ENGLISH_AREAS.filter((path) => !path.includes('.')));
  const core: Strings = Object.fromEntries(Object.entries(en).filter(([section]) => !wholeSections.has(section)));
  const areas: Strings = Object.fromEntries(Object.entries(en).filter(([section]) => wholeSections.has(section)));
  for (const path of LAZY_ENGLISH_AREAS) {
    const [section, group] = path.split('.') as [string, string | undefined];
    if (group === undefined || !Object.hasOwn(en, section) || !Object.hasOwn(en[section] as Strings, group)) continue;
    const { [group]: lazy, ...rest } = core[section] as Strings;
    core[section] = rest;
    areas[section] = { ...(areas[section] as Strings | undefined), [group]: lazy };
  }
  return { core, areas };
}

/** The whole of English again from its two parts (a section split by group is merged back). */
export function joinEnglish(core: Strings, areas: Strings): Strings {
  const whole: Strings = { ...core };
  for (const [section, strings] of Object.entries(areas)) {
    const coreStrings = core[section];
    whole[section] =
      coreStrings && typeof coreStrings === 'object'
        ? { ...(coreStrings as Strings), ...(strings as Strings) }
        : strings;
  }
  return whole;
}
