import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache.ts';

describe('Intl formatter cache', () => {
  it('builds a formatter once per locale and options, and formats as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: 'America/New_York', hour: 'numeric' };
    const first = dateTimeFormat('en-US', options);
    expect(dateTimeFormat('en-US', { ...options })).toBe(first);
    expect(dateTimeFormat('fr', options)).not.toBe(first);
    expect(dateTimeFormat('en-US', { ...options, timeZone: 'America/Toronto', hour: 'numeric' })).not.toBe(first);
    const instant = new Date('2026-07-10T12:00:00Z');
    expect(first.format(instant)).toBe(new Intl.DateTimeFormat('en-US', options).format(instant));
  });

  it('keeps number formats apart by currency', () => {
    expect(numberFormat('en', { style: 'currency', currency: 'USD' }).format(45)).toBe('$45.00');
    expect(numberFormat('en', { style: 'currency', currency: 'CAD' }).format(45)).toBe('CA$45.00');
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).toBe(
      numberFormat('en', { style: 'currency', currency: 'USD' }),
    );
  });
});
