import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, themeContrast, unreadablePairs } from './theme-contrast.ts';

describe('themeContrast', () => {
  it('checks text on the primary, secondary and no-results colours with the text colour the app picks', () => {
    const pairs = themeContrast({ primaryColor: '#4fb488', secondaryColor: '#676767', noResultsColor: '#FFFF00' });
    expect(pairs.map((pair) => [pair.field, pair.kind, pair.foreground])).toEqual([
      ['primaryColor', 'text', '#000000'],
      ['secondaryColor', 'text', '#ffffff'],
      ['primaryColor', 'ui', '#4fb488'],
      ['noResultsColor', 'text', '#000000'],
    ]);
    expect(pairs[1]!.ratio).toBe(5.65);
    expect(pairs[3]!.background).toBe('#ffff00');
    expect(unreadablePairs(pairs)).toEqual([]);
  });

  it('passes every colour with the black-or-white rule (white from 4.5:1, else black, which then reaches more)', () => {
    for (const color of ['#777777', '#767676', '#808080', '#ff0000', '#00f', '#fff', '#000', '#4fb488', '#f2a900']) {
      const pairs = themeContrast({ primaryColor: color, secondaryColor: color, noResultsColor: null });
      expect(unreadablePairs(pairs), color).toEqual([]);
      expect(
        pairs.every((pair) => pair.kind === 'ui' || pair.ratio >= 4.5),
        color,
      ).toBe(true);
    }
  });

  it('refuses text below 4.5:1 when the text colour is fixed (rounded down: 4.49 never passes)', () => {
    const white = () => '#ffffff';
    const bad = unreadablePairs(
      themeContrast({ primaryColor: '#ffd700', secondaryColor: '#777777', noResultsColor: null }, white),
    );
    expect(bad.map((pair) => [pair.field, pair.ratio])).toEqual([
      ['primaryColor', 1.4],
      ['secondaryColor', 4.47],
    ]);
    // #767676 on white is 4.54:1, just enough.
    expect(
      unreadablePairs(
        themeContrast({ primaryColor: '#767676', secondaryColor: '#767676', noResultsColor: null }, white),
      ),
    ).toEqual([]);
  });

  it('flags a primary too pale for UI marks on white (3:1) without refusing it', () => {
    const pairs = themeContrast({ primaryColor: '#ffff66', secondaryColor: '#676767', noResultsColor: null });
    const ui = pairs.find((pair) => pair.kind === 'ui')!;
    expect(ui.minimum).toBe(AA_NON_TEXT);
    expect(ui.ok).toBe(false);
    expect(unreadablePairs(pairs)).toEqual([]);
    expect(
      themeContrast({ primaryColor: '#1f3a5f', secondaryColor: '#676767', noResultsColor: null }).find(
        (pair) => pair.kind === 'ui',
      )!.ok,
    ).toBe(true);
  });
});
