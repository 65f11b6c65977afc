import { describe, expect, it } from 'vitest';
import { teeTimeWithZone } from './tee-time-text.ts';

describe('a tee time with its zone', () => {
  it('names the facility zone beside the time, standard or daylight time as the date falls', () => {
    expect(teeTimeWithZone('2026-12-03T08:10', 'America/New_York', 'en')).toBe('Thu, Dec 3, 2026, 8:10 AM EST');
    expect(teeTimeWithZone('2026-07-14T16:05', 'America/New_York', 'en')).toBe('Tue, Jul 14, 2026, 4:05 PM EDT');
    expect(teeTimeWithZone('2026-07-14T16:05', 'America/Phoenix', 'en')).toBe('Tue, Jul 14, 2026, 4:05 PM MST');
  });

  it('writes it in the reader’s language', () => {
    expect(teeTimeWithZone('2026-12-14T09:10', 'America/Toronto', 'de')).toMatch(
      /^Mo\., 14\. Dez\. 2026, 09:10 (GMT|UTC)[−-]5$/,
    );
    expect(teeTimeWithZone('2026-12-14T09:10', 'America/Toronto', 'fr')).toMatch(
      /^lun\. 14 déc\. 2026, 09:10 UTC[−-]5$/,
    );
  });

  it('leaves a time that is not a tee time as given', () => {
    expect(teeTimeWithZone('not-a-time', 'America/New_York', 'en')).toBe('not-a-time');
  });
});
