import { describe, expect, it } from 'vitest';
import { isValidPassword } from './password-rule.ts';

describe('isValidPassword (SPEC §5)', () => {
  it('accepts 8+ characters with 2 digits and a letter', () => {
    expect(isValidPassword('Fairway2026')).toBe(true);
    expect(isValidPassword('abcdef12')).toBe(true);
  });

  it('rejects short passwords', () => {
    expect(isValidPassword('abcde12')).toBe(false);
  });

  it('rejects fewer than 2 digits', () => {
    expect(isValidPassword('abcdefg1')).toBe(false);
  });

  it('rejects passwords without a letter', () => {
    expect(isValidPassword('12345678')).toBe(false);
    expect(isValidPassword('1234567é')).toBe(false);
  });

  it('rejects absurdly long passwords (bounded hashing work)', () => {
    expect(isValidPassword(`a1${'2'.repeat(200)}`)).toBe(false);
  });
});
