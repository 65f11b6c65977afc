import { describe, expect, it } from 'vitest';
import { frameHeight } from './frame-height.ts';

describe('frameHeight', () => {
  it('adds 32 pixels of padding to the content height', () => {
    expect(frameHeight(500, 1000)).toBe(532);
  });

  it('caps the content at the available screen height minus 100', () => {
    expect(frameHeight(5000, 1000)).toBe(932);
    expect(frameHeight(900, 1000)).toBe(932);
    expect(frameHeight(899, 1000)).toBe(931);
  });

  it('rounds fractional heights up and never goes negative', () => {
    expect(frameHeight(100.2, 1000)).toBe(133);
    expect(frameHeight(-5, 1000)).toBe(32);
    expect(frameHeight(100, 50)).toBe(32);
  });
});
