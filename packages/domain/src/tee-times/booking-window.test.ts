import { describe, expect, it } from 'vitest';
import { defaultSearchDate, earliestBookableTeeTime, isBookableDate, isBookableTeeTime } from './booking-window.ts';
import { isIsoDate, lastBookableDate, localToday } from './local-date.ts';

const NY = 'America/New_York';
// 2026-07-10 23:30 EDT = 2026-07-11 03:30 UTC: the local date is still the 10th.
const LATE_EVENING = new Date('2026-07-11T03:30:00Z');
const SETTINGS = { maxDaysOut: 14, sameDayReservationWindowMinutes: 30, defaultStartDay: 'current' as const };

describe('booking window', () => {
  it('takes today in the facility time zone, not UTC', () => {
    expect(localToday(LATE_EVENING, NY)).toBe('2026-07-10');
    expect(localToday(LATE_EVENING, 'UTC')).toBe('2026-07-11');
    expect(() => localToday(LATE_EVENING, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('bounds dates by today … today + maxDaysOut', () => {
    expect(lastBookableDate(LATE_EVENING, NY, SETTINGS)).toBe('2026-07-24');
    expect(isBookableDate('2026-07-10', LATE_EVENING, NY, SETTINGS)).toBe(true);
    expect(isBookableDate('2026-07-24', LATE_EVENING, NY, SETTINGS)).toBe(true);
    expect(isBookableDate('2026-07-25', LATE_EVENING, NY, SETTINGS)).toBe(false);
    expect(isBookableDate('2026-07-09', LATE_EVENING, NY, SETTINGS)).toBe(false);
  });

  it('needs sameDayReservationWindowMinutes of notice', () => {
    const now = new Date('2026-07-10T14:00:00Z'); // 10:00 EDT
    expect(isBookableTeeTime('2026-07-10T10:15', now, NY, SETTINGS)).toBe(false);
    expect(isBookableTeeTime('2026-07-10T10:30', now, NY, SETTINGS)).toBe(true);
    expect(isBookableTeeTime('2026-07-10T10:30', now, NY, { ...SETTINGS, sameDayReservationWindowMinutes: 60 })).toBe(
      false,
    );
  });

  it('counts the notice across a DST change by elapsed time', () => {
    // 2026-03-08 01:50 EST; 03:15 EDT is 25 minutes later.
    const now = new Date('2026-03-08T06:50:00Z');
    expect(isBookableTeeTime('2026-03-08T03:15', now, NY, SETTINGS)).toBe(false);
    expect(isBookableTeeTime('2026-03-08T03:30', now, NY, SETTINGS)).toBe(true);
  });
});

describe('earliestBookableTeeTime', () => {
  it('is now + the same-day window on the wall clock, rounded up to the minute', () => {
    expect(earliestBookableTeeTime(new Date('2026-07-10T14:00:00Z'), NY, SETTINGS)).toBe('2026-07-10T10:30');
    expect(earliestBookableTeeTime(new Date('2026-07-10T14:00:20Z'), NY, SETTINGS)).toBe('2026-07-10T10:31');
    expect(earliestBookableTeeTime(new Date('2026-07-11T03:45:00Z'), NY, SETTINGS)).toBe('2026-07-11T00:15');
  });
  it('crosses the spring-forward gap by elapsed time', () => {
    expect(earliestBookableTeeTime(new Date('2026-03-08T06:50:00Z'), NY, SETTINGS)).toBe('2026-03-08T03:20');
  });
});

describe('defaultSearchDate', () => {
  const now = new Date('2026-07-10T14:00:00Z');
  it('current → today, next → tomorrow', () => {
    expect(defaultSearchDate(now, NY, SETTINGS)).toBe('2026-07-10');
    expect(defaultSearchDate(now, NY, { ...SETTINGS, defaultStartDay: 'next' })).toBe('2026-07-11');
    expect(defaultSearchDate(now, NY, { ...SETTINGS, defaultStartDay: 'next', maxDaysOut: 0 })).toBe('2026-07-10');
  });
  it('next-available → the first date with availability, else today', () => {
    const settings = { ...SETTINGS, defaultStartDay: 'next-available' as const };
    expect(defaultSearchDate(now, NY, settings, (date) => date >= '2026-07-13')).toBe('2026-07-13');
    expect(defaultSearchDate(now, NY, settings, () => false)).toBe('2026-07-10');
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-07-10', true],
    ['2026-02-30', false],
    ['2026-7-10', false],
    ['tomorrow', false],
    ['2028-02-29', true],
    ['2100-02-29', false],
    ['2026-00-10', false],
    ['2026-12-31', true],
  ])('%s → %s', (value, expected) => expect(isIsoDate(value)).toBe(expected));
});
