import { describe, expect, it } from 'vitest';
import { feeToCents, formatCents } from './money.ts';
import { isoWeekday, rateAppliesAt } from './rate-bands.ts';

describe('rateAppliesAt', () => {
  const twilightWeekend = { daysOfWeek: [6, 7], startMinute: 15 * 60, endMinute: 24 * 60 };
  it('matches the weekday and the start-inclusive, end-exclusive band', () => {
    expect(rateAppliesAt(twilightWeekend, '2026-07-11T15:00')).toBe(true); // Saturday
    expect(rateAppliesAt(twilightWeekend, '2026-07-11T14:45')).toBe(false);
    expect(rateAppliesAt(twilightWeekend, '2026-07-10T16:00')).toBe(false); // Friday
    expect(rateAppliesAt({ daysOfWeek: [1, 2, 3, 4, 5], startMinute: 0, endMinute: 480 }, '2026-07-10T08:00')).toBe(
      false,
    );
  });
});

describe('isoWeekday', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-07-13T08:00')).toBe(1);
    expect(isoWeekday('2026-07-11T08:00')).toBe(6);
    expect(isoWeekday('2026-07-12T23:59')).toBe(7);
    expect(isoWeekday('2026-03-08')).toBe(7);
  });
});

describe('money', () => {
  it('formats cents in the facility currency', () => {
    expect(formatCents(4500, 'USD', 'en-US')).toBe('$45.00');
    expect(formatCents(4550, 'CAD', 'en-CA')).toBe('$45.50');
    expect(formatCents(4550, 'EUR', 'de-DE')).toBe('45,50\u00a0€');
  });
  it('turns transaction fees into cents', () => {
    expect(feeToCents(2.5)).toBe(250);
    expect(feeToCents(1.005)).toBe(100);
  });
});
