// The rules for a course's details as the console edits them: holes, time zone and country.

/** The hole counts a golf course may have (a simulator venue has none). */
export const COURSE_HOLES = [9, 18, 27, 36] as const;

/** The IANA name of a time zone as the runtime spells it (`america/new_york` → `America/New_York`), or null when there is none. */
export function canonicalTimeZone(zone: string): string | null {
  if (zone.trim() === '') return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

let regions: Intl.DisplayNames | undefined;

/** Whether a code is a two-letter region the runtime knows (`US`, `CA`, `IE`), in upper case. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
  const name = regions.of(code);
  return name !== undefined && name !== code && code !== 'ZZ';
}
