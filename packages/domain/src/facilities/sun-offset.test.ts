import { describe, expect, it } from 'vitest';
import { sunOffsetMinutes, sunOffsetPhrase } from './sun-offset.ts';

describe('sunOffsetPhrase', () => {
  it('says the default end of the day as 1 hour before sunset and the default start as at sunrise', () => {
    expect(sunOffsetPhrase(-60, 'sunset')).toEqual({ amount: 1, unit: 'hour', relation: 'before', anchor: 'sunset' });
    expect(sunOffsetPhrase(0, 'sunrise')).toEqual({ amount: 0, unit: 'minute', relation: 'at', anchor: 'sunrise' });
  });

  it('counts whole hours in hours and anything else in minutes, after for positive offsets', () => {
    expect(sunOffsetPhrase(30, 'sunrise')).toEqual({
      amount: 30,
      unit: 'minute',
      relation: 'after',
      anchor: 'sunrise',
    });
    expect(sunOffsetPhrase(120, 'sunrise')).toEqual({ amount: 2, unit: 'hour', relation: 'after', anchor: 'sunrise' });
    expect(sunOffsetPhrase(-90, 'sunset')).toEqual({
      amount: 90,
      unit: 'minute',
      relation: 'before',
      anchor: 'sunset',
    });
    expect(sunOffsetPhrase(45, 'sunset')).toEqual({ amount: 45, unit: 'minute', relation: 'after', anchor: 'sunset' });
    expect(sunOffsetPhrase(-720, 'sunset')).toEqual({ amount: 12, unit: 'hour', relation: 'before', anchor: 'sunset' });
  });

  it('turns a phrase back into the signed minutes the setting stores', () => {
    for (const offset of [-720, -90, -60, -1, 0, 1, 30, 60, 125, 720]) {
      expect(sunOffsetMinutes(sunOffsetPhrase(offset, 'sunset')), String(offset)).toBe(offset);
    }
    expect(sunOffsetMinutes({ amount: 2, unit: 'hour', relation: 'before' })).toBe(-120);
    expect(sunOffsetMinutes({ amount: 15, unit: 'minute', relation: 'after' })).toBe(15);
    expect(sunOffsetMinutes({ amount: 5, unit: 'hour', relation: 'at' })).toBe(0);
  });
});
