import { describe, expect, it } from 'vitest';
import { generateTeeSheet, teeSheetWindow, teeTimeIntervalMinutes, type TeeSheetSettings } from './tee-sheet.ts';

const HARBOR_PINES = { latitude: 35.1832, longitude: -79.4003, timeZone: 'America/New_York' };
const SAGUARO = { latitude: 33.6795, longitude: -111.8615, timeZone: 'America/Phoenix' };
const SUN: TeeSheetSettings = {
  reservationWindowType: 'sunrise-sunset',
  startTimeMinutesAfterSunrise: 0,
  endTimeMinutesBeforeSunset: -60,
  startTimeMinutesAfterMidnight: null,
  endTimeMinutesAfterMidnight: null,
  maxTeeTimesPerHour: 4,
};
const MIDNIGHT = (start: number, end: number, perHour = 4): TeeSheetSettings => ({
  ...SUN,
  reservationWindowType: 'minutes-after-midnight',
  startTimeMinutesAfterMidnight: start,
  endTimeMinutesAfterMidnight: end,
  maxTeeTimesPerHour: perHour,
});

describe('teeTimeIntervalMinutes', () => {
  it.each([
    [4, 15],
    [6, 10],
    [1, 60],
    [60, 1],
  ])('%i per hour → every %i minutes', (perHour, minutes) => {
    expect(teeTimeIntervalMinutes(perHour)).toBe(minutes);
  });
});

describe('generateTeeSheet: sunrise–sunset', () => {
  it('starts on the first quarter hour at or after sunrise and ends an hour before sunset (midsummer)', () => {
    const sheet = generateTeeSheet('2026-06-21', HARBOR_PINES, SUN);
    // Sunrise ≈ 06:04 EDT, sunset ≈ 20:36 EDT → 06:15 … 19:30.
    expect(sheet[0]).toBe('2026-06-21T06:15');
    expect(sheet.at(-1)).toBe('2026-06-21T19:30');
    expect(sheet).toHaveLength(54);
  });

  it('is much shorter at midwinter', () => {
    const sheet = generateTeeSheet('2026-12-21', HARBOR_PINES, SUN);
    // Sunrise ≈ 07:20 EST, sunset ≈ 17:10 EST → 07:30 … 16:00.
    expect(sheet[0]).toBe('2026-12-21T07:30');
    expect(sheet.at(-1)).toBe('2026-12-21T16:00');
  });

  it('applies the offsets after sunrise and before sunset', () => {
    const sheet = generateTeeSheet('2026-06-21', HARBOR_PINES, {
      ...SUN,
      startTimeMinutesAfterSunrise: 30,
      endTimeMinutesBeforeSunset: 0,
    });
    expect(sheet[0]).toBe('2026-06-21T06:45');
    expect(sheet.at(-1)).toBe('2026-06-21T20:30');
  });

  it('follows daylight saving time on 2026-03-08 in America/New_York (sunrise jumps an hour later)', () => {
    const before = generateTeeSheet('2026-03-07', HARBOR_PINES, SUN);
    const after = generateTeeSheet('2026-03-08', HARBOR_PINES, SUN);
    expect(before[0]).toBe('2026-03-07T06:45'); // sunrise ≈ 06:41 EST
    expect(after[0]).toBe('2026-03-08T07:45'); // sunrise ≈ 07:39 EDT
  });

  it('follows the end of daylight saving time on 2026-11-01 (sunrise an hour earlier)', () => {
    const before = generateTeeSheet('2026-10-31', HARBOR_PINES, SUN);
    const after = generateTeeSheet('2026-11-01', HARBOR_PINES, SUN);
    expect(before[0]).toBe('2026-10-31T07:45'); // sunrise ≈ 07:39 EDT
    expect(after[0]).toBe('2026-11-01T06:45'); // sunrise ≈ 06:40 EST
  });

  it('keeps Arizona without a jump on the same days', () => {
    const before = generateTeeSheet('2026-03-07', SAGUARO, SUN);
    const after = generateTeeSheet('2026-03-08', SAGUARO, SUN);
    expect(before[0]!.slice(11)).toBe(after[0]!.slice(11));
    expect(generateTeeSheet('2026-06-21', SAGUARO, SUN)[0]).toBe('2026-06-21T05:30');
    expect(generateTeeSheet('2026-12-21', SAGUARO, SUN)[0]).toBe('2026-12-21T07:30');
  });

  it('is empty when the sun does not rise or set', () => {
    expect(
      generateTeeSheet('2026-06-21', { latitude: 78.22, longitude: 15.65, timeZone: 'Arctic/Longyearbyen' }, SUN),
    ).toEqual([]);
  });
});

describe('generateTeeSheet: minutes after midnight', () => {
  it('lays out the wall clock from start to end inclusive', () => {
    const sheet = generateTeeSheet('2026-05-01', HARBOR_PINES, MIDNIGHT(600, 720));
    expect(sheet).toEqual([
      '2026-05-01T10:00',
      '2026-05-01T10:15',
      '2026-05-01T10:30',
      '2026-05-01T10:45',
      '2026-05-01T11:00',
      '2026-05-01T11:15',
      '2026-05-01T11:30',
      '2026-05-01T11:45',
      '2026-05-01T12:00',
    ]);
  });

  it('snaps an off-grid start to the next interval and honours hourly bays', () => {
    expect(generateTeeSheet('2026-05-01', HARBOR_PINES, MIDNIGHT(605, 700))[0]).toBe('2026-05-01T10:15');
    expect(generateTeeSheet('2026-05-01', HARBOR_PINES, MIDNIGHT(600, 1380, 1))).toHaveLength(14);
  });

  it('keeps 10:00 as 10:00 on the spring-forward day (wall clock, not elapsed minutes)', () => {
    expect(generateTeeSheet('2026-03-08', HARBOR_PINES, MIDNIGHT(600, 600))).toEqual(['2026-03-08T10:00']);
  });

  it('has no tee times in the missing hour on 2026-03-08', () => {
    const sheet = generateTeeSheet('2026-03-08', HARBOR_PINES, MIDNIGHT(60, 240));
    expect(sheet.map((time) => time.slice(11))).toEqual([
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '03:00',
      '03:15',
      '03:30',
      '03:45',
      '04:00',
    ]);
  });

  it('lists the repeated hour once on 2026-11-01', () => {
    const sheet = generateTeeSheet('2026-11-01', HARBOR_PINES, MIDNIGHT(60, 120));
    expect(sheet.map((time) => time.slice(11))).toEqual(['01:00', '01:15', '01:30', '01:45', '02:00']);
    expect(new Set(sheet).size).toBe(sheet.length);
  });

  it('falls back to 06:00–18:00 when a bound is not configured', () => {
    expect(
      teeSheetWindow('2026-05-01', HARBOR_PINES, { ...SUN, reservationWindowType: 'minutes-after-midnight' }),
    ).toEqual({
      startMinute: 360,
      endMinute: 1080,
    });
  });
});
