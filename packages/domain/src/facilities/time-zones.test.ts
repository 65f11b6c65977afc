import { describe, expect, it } from 'vitest';
import { spansSeveralZones } from './time-zones.ts';

describe('spansSeveralZones', () => {
  it('is true only when the courses lie in two zones or more', () => {
    expect(spansSeveralZones([])).toBe(false);
    expect(spansSeveralZones([{ timeZone: 'America/New_York' }, { timeZone: 'America/New_York' }])).toBe(false);
    expect(spansSeveralZones([{ timeZone: 'America/Phoenix' }, { timeZone: 'America/Denver' }])).toBe(true);
  });
});
