import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, isCountryCode } from './course-details.ts';

describe('canonicalTimeZone', () => {
  it('spells a known zone the way the runtime does and refuses unknown ones', () => {
    expect(canonicalTimeZone('America/New_York')).toBe('America/New_York');
    expect(canonicalTimeZone('america/phoenix')).toBe('America/Phoenix');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone('+05:00 or so')).toBeNull();
  });
});

describe('isCountryCode', () => {
  it('accepts two upper-case letters naming a region, nothing else', () => {
    for (const code of ['US', 'CA', 'IE', 'GB', 'MX']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['us', 'USA', 'XX', 'ZZ', 'U1', '']) expect(isCountryCode(code), code).toBe(false);
  });
});
