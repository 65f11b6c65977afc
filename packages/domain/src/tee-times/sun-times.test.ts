import { describe, expect, it } from 'vitest';
import { sunTimesOn } from './sun-times.ts';

// Published almanac times (local clock, rounded to the minute) compared within 2 minutes:
// - Morehead City, NC (34.7229 N, 76.7260 W), December 2025: timeanddate.com,
//   https://timeanddate.com/sun/@4480153?month=12&year=2025 (Dec 1: 6:56 am / 4:55 pm;
//   Dec 10: 7:03 am / 4:56 pm).
// - Raleigh, NC (35.7796 N, 78.6382 W), June 21 2010: 05:59 / 20:35, from the Raleigh sunrise
//   chart at http://blog.braverman.org/2010/01/default?page=5 (from timeanddate/USNO data).
// Sunrise and sunset repeat year to year within about a minute, and these places share the
// demo courses' time zone and latitude band (Harbor Pines: 35.18 N, 79.40 W).
const PUBLISHED = [
  { place: 'Morehead City', date: '2025-12-01', lat: 34.7229, lon: -76.726, sunrise: '06:56', sunset: '16:55' },
  { place: 'Morehead City', date: '2025-12-10', lat: 34.7229, lon: -76.726, sunrise: '07:03', sunset: '16:56' },
  { place: 'Raleigh', date: '2010-06-21', lat: 35.7796, lon: -78.6382, sunrise: '05:59', sunset: '20:35' },
] as const;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

describe('sunTimesOn', () => {
  it.each(PUBLISHED)('agrees with the published times at $place on $date within 2 minutes', (row) => {
    const sun = sunTimesOn(row.date, row.lat, row.lon, 'America/New_York')!;
    const rise = sun.sunrise.hour * 60 + sun.sunrise.minute + sun.sunrise.second / 60;
    const set = sun.sunset.hour * 60 + sun.sunset.minute + sun.sunset.second / 60;
    expect(Math.abs(rise - minutesOf(row.sunrise))).toBeLessThanOrEqual(2);
    expect(Math.abs(set - minutesOf(row.sunset))).toBeLessThanOrEqual(2);
  });

  it('answers in the facility time zone and for that local date', () => {
    const sun = sunTimesOn('2026-06-21', 35.1832, -79.4003, 'America/New_York')!;
    expect(sun.sunrise.zoneName).toBe('America/New_York');
    expect(sun.sunrise.toISODate()).toBe('2026-06-21');
    expect(sun.sunset.toISODate()).toBe('2026-06-21');
    expect(sun.sunrise.offset).toBe(-240); // EDT
  });

  it('keeps Arizona on standard time all year (midsummer and midwinter)', () => {
    const summer = sunTimesOn('2026-06-21', 33.6795, -111.8615, 'America/Phoenix')!;
    const winter = sunTimesOn('2026-12-21', 33.6795, -111.8615, 'America/Phoenix')!;
    expect(summer.sunrise.offset).toBe(-420);
    expect(winter.sunrise.offset).toBe(-420);
    // Scottsdale: about 5:19 / 19:42 at midsummer and 7:29 / 17:24 at midwinter.
    expect(summer.sunrise.toFormat('HH')).toBe('05');
    expect(summer.sunset.toFormat('HH')).toBe('19');
    expect(winter.sunrise.toFormat('HH')).toBe('07');
    expect(winter.sunset.toFormat('HH')).toBe('17');
    expect(summer.sunset.diff(summer.sunrise, 'hours').hours).toBeGreaterThan(14);
    expect(winter.sunset.diff(winter.sunrise, 'hours').hours).toBeLessThan(10);
  });

  it('is null when the sun does not set (polar day)', () => {
    expect(sunTimesOn('2026-06-21', 78.22, 15.65, 'Arctic/Longyearbyen')).toBeNull();
  });

  it('rejects an invalid date', () => {
    expect(() => sunTimesOn('2026-02-30', 35, -79, 'America/New_York')).toThrow(RangeError);
  });
});
