import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { LAZY_ENGLISH_AREAS, joinEnglish, splitEnglish } from './english-split.ts';

const at = (strings: Record<string, unknown>, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      strings,
    );

describe('English split between the first load and the lazy screens', () => {
  const { core, areas } = splitEnglish(en);

  it('puts every lazy section or group in the lazy part only', () => {
    for (const path of LAZY_ENGLISH_AREAS) {
      expect(at(en, path), path).toBeDefined();
      expect(at(areas, path), path).toEqual(at(en, path));
      expect(at(core, path), path).toBeUndefined();
    }
  });

  it('keeps the rest of a split section in the first load', () => {
    expect(at(core, 'session.signIn')).toBe(en.session.signIn);
    expect(at(areas, 'session.signIn')).toBeUndefined();
    expect(
      Object.keys(areas).every((section) => LAZY_ENGLISH_AREAS.some((path) => path.split('.')[0] === section)),
    ).toBe(true);
  });

  it('joins back into the whole of English', () => {
    expect(joinEnglish(core, areas)).toEqual(en);
  });
});
