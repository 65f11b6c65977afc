import { describe, expect, it } from 'vitest';
import { assertThemePatch } from './theme-patch.ts';

describe('assertThemePatch', () => {
  it('returns a valid patch, including an empty one', () => {
    const patch = { primaryColor: '#1f5f3a', secondaryColor: '#c9a227', salesBanner: 'Twilight golf after 3 pm' };
    expect(assertThemePatch(patch, 'previewTheme')).toEqual(patch);
    expect(assertThemePatch({}, 'previewTheme')).toEqual({});
    expect(assertThemePatch({ salesBanner: null, headerImage: null }, 'updateTheme')).toEqual({
      salesBanner: null,
      headerImage: null,
    });
  });

  it.each([
    [{ primaryColor: 'green' }, /previewTheme.*primaryColor: Expected a hex colour/],
    [{ primaryColor: '#fff;} body{display:none' }, /primaryColor/],
    [{ headerImage: 'javascript:alert(1)' }, /headerImage/],
    [{ salesBanner: 'x'.repeat(501) }, /salesBanner/],
    [{ fontFamily: 'Comic Sans' }, /fontFamily/],
    [null, /invalid theme patch/],
    ['#ff0000', /invalid theme patch/],
  ])('throws a clear error for %j', (patch, message) => {
    expect(() => assertThemePatch(patch, 'previewTheme')).toThrow(message);
  });
});
