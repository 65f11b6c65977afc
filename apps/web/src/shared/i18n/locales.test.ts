import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@fairway/contract/errors.contract';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

type Tree = { [key: string]: string | Tree };

/** Flattens a locale into `path → text`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(en);
const others = { fr, es, de } as const;

describe('locales', () => {
  it('English has no empty string', () => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
  });

  it('English translates every API error code', () => {
    for (const code of ERROR_CODES) expect(english.get(`errors.${code}`), code).toBeTruthy();
  });

  describe.each(Object.entries(others))('%s', (_name, locale) => {
    const translated = flatten(locale as Tree);

    it('has exactly the keys of en.json', () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('has no empty string', () => {
      for (const [key, text] of translated) expect(text.trim(), key).not.toBe('');
    });

    it('keeps the interpolation placeholders of English', () => {
      for (const [key, text] of translated)
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    });

    it('is a real translation, not a copy of English', () => {
      const same = [...translated].filter(([key, text]) => text === english.get(key)).length;
      // A few words are legitimately identical (Website, Shop); nearly every string must differ.
      expect(same / translated.size).toBeLessThan(0.1);
    });
  });

  it('French puts a no-break space before : ; ! ? and inside « » (a plain space lets the mark wrap onto a line of its own)', () => {
    for (const [key, text] of flatten(fr as Tree)) {
      expect(text, key).not.toMatch(/ [:;!?»]|« /);
    }
  });
});
