import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatConsoleTime, zonedIso } from './activity-time.ts';

describe('zonedIso', () => {
  it('writes an instant in a zone with that zone’s offset at that instant', () => {
    const at = new Date('2026-07-10T12:00:00.123Z');
    expect(zonedIso(at, 'America/New_York')).toBe('2026-07-10T08:00:00.123-04:00');
    expect(zonedIso(new Date('2026-01-10T12:00:00Z'), 'America/New_York')).toBe('2026-01-10T07:00:00.000-05:00');
    expect(zonedIso(at, 'America/Phoenix')).toBe('2026-07-10T05:00:00.123-07:00');
    expect(zonedIso(at, 'Asia/Kolkata')).toBe('2026-07-10T17:30:00.123+05:30');
    expect(zonedIso(at, 'UTC')).toBe('2026-07-10T12:00:00.123+00:00');
    // The same instant, whatever the zone.
    expect(new Date(zonedIso(at, 'America/Denver')).getTime()).toBe(at.getTime());
  });

  it('agrees with luxon across a year of hours, DST changes included', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const at = new Date(start + hour * 3_600_000 + 456);
      for (const zone of ['America/New_York', 'Europe/Paris', 'Australia/Lord_Howe']) {
        expect(zonedIso(at, zone)).toBe(DateTime.fromJSDate(at, { zone }).toISO());
      }
    }
  });

  it('refuses an unknown zone', () => {
    expect(() => zonedIso(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatConsoleTime', () => {
  it('shows the time in the engine’s zone with its label, the same for the same instant however written', () => {
    const zone = 'America/New_York';
    const utc = '2026-07-10T12:00:00.000Z';
    const zoned = zonedIso(new Date(utc), zone);
    expect(formatConsoleTime(zoned, zone, 'en')).toBe('Jul 10, 2026, 8:00 AM EDT');
    expect(formatConsoleTime(utc, zone, 'en')).toBe(formatConsoleTime(zoned, zone, 'en'));
    expect(formatConsoleTime(zoned, zone, 'fr')).toMatch(/^10 juil\. 2026.*08:00.*UTC−4$/);
  });
});
