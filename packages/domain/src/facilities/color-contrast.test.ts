import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  ensureContrast,
  parseHexColor,
  readableTextColor,
  relativeLuminance,
} from './color-contrast.ts';

describe('colour contrast', () => {
  it('parses short and long hex', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('#4FB488')).toEqual({ r: 79, g: 180, b: 136 });
    expect(() => parseHexColor('red')).toThrow(RangeError);
  });

  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('picks black text on the default primary #4fb488 (white would fail AA)', () => {
    expect(contrastRatio('#ffffff', '#4fb488')).toBeLessThan(4.5);
    expect(readableTextColor('#4fb488')).toBe('#000000');
  });

  it('picks white text on dark colours', () => {
    expect(readableTextColor('#1b4d3e')).toBe('#ffffff');
    expect(readableTextColor('#676767')).toBe('#ffffff');
  });

  it('always reaches AA with the chosen text colour', () => {
    for (const bg of ['#4fb488', '#777777', '#808080', '#ff0000', '#0000ff', '#ffff00', '#767676', '#757575']) {
      expect(contrastRatio(readableTextColor(bg), bg), bg).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens a too-light brand colour just enough for text on white', () => {
    const text = ensureContrast('#4fb488', '#ffffff');
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(text).not.toBe('#000000');
    expect(ensureContrast('#1b4d3e', '#ffffff')).toBe('#1b4d3e');
  });
});
