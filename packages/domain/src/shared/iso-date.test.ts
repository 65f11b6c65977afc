import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isoDateOf } from './iso-date.ts';

describe('isoDateOf', () => {
  it('gives the calendar date on the DateTime’s own zone', () => {
    expect(isoDateOf(DateTime.fromISO('2025-03-01T23:30:00Z').setZone('America/New_York'))).toBe('2025-03-01');
    expect(isoDateOf(DateTime.fromISO('2025-03-01T23:30:00Z').setZone('Europe/Paris'))).toBe('2025-03-02');
  });

  it('throws for an invalid DateTime instead of passing a null on', () => {
    expect(() => isoDateOf(DateTime.fromISO('not a date'))).toThrow('Expected a valid date');
  });
});
