/** The pro-profile areas of SPEC §2 and the proProfile flags (§3) that show or hide them (§6). */
export const PRO_SECTIONS = [
  'locations',
  'profile',
  'memberships',
  'loyalty',
  'credit-books',
  'billing',
  'orders',
  'statements',
] as const;
export type ProSection = (typeof PRO_SECTIONS)[number];

/** The proProfile settings the sections depend on (a subset of the facility settings' group). */
export interface ProProfileFlags {
  enabled: boolean;
  tabDisplay: {
    memberships: boolean;
    loyalty: boolean;
    creditBooks: boolean;
    billing: boolean;
    orders: boolean;
    statements: boolean;
  };
}

const FLAG_OF: Record<ProSection, keyof ProProfileFlags['tabDisplay'] | null> = {
  locations: null,
  profile: null,
  memberships: 'memberships',
  loyalty: 'loyalty',
  'credit-books': 'creditBooks',
  billing: 'billing',
  orders: 'orders',
  statements: 'statements',
};

/** Whether a section is shown (and its calls answered): the pro profile is on and the section's tabDisplay flag too. */
export function proSectionEnabled(flags: ProProfileFlags, section: ProSection): boolean {
  if (!flags.enabled) return false;
  const flag = FLAG_OF[section];
  return flag === null || flags.tabDisplay[flag];
}

/** The sections shown, in the order of SPEC §2. */
export function visibleProSections(flags: ProProfileFlags): ProSection[] {
  return PRO_SECTIONS.filter((section) => proSectionEnabled(flags, section));
}
