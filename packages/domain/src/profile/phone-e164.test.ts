import { describe, expect, it } from 'vitest';
import { toE164 } from './phone-e164.ts';

describe('toE164', () => {
  it('keeps an international number, without its punctuation', () => {
    expect(toE164('+1 (910) 555-0187', 'US')).toBe('+19105550187');
    expect(toE164('+33 6 12 34 56 78', 'US')).toBe('+33612345678');
    expect(toE164('0049 30 1234567', 'FR')).toBe('+49301234567');
  });

  it('adds the course country’s code to a national number', () => {
    expect(toE164('(910) 555-0187', 'US')).toBe('+19105550187');
    expect(toE164('1-910-555-0187', 'CA')).toBe('+19105550187');
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164('030 1234567', 'de')).toBe('+49301234567');
  });

  it('refuses what cannot be a phone number', () => {
    expect(toE164('555-0187', 'US')).toBeNull();
    expect(toE164('call me', 'US')).toBeNull();
    expect(toE164('+0 123 456 789', 'US')).toBeNull();
    expect(toE164('+1 234', 'US')).toBeNull();
    expect(toE164('0612345678', 'XX')).toBeNull();
    expect(toE164('+1234567890123456', 'US')).toBeNull();
  });
});
