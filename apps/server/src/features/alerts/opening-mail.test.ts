import { describe, expect, it } from 'vitest';
import type { Opening } from '../tee-times/tee-times.public.ts';
import { openingMail } from './opening-mail.ts';

// The offer's times carry the course's zone, since the golfer may read it elsewhere.
const saguaro: Opening = {
  id: 1,
  bookingEngineId: 1,
  facilityId: 7,
  facilityName: 'Saguaro Canyon',
  timeZone: 'America/Phoenix',
  country: 'US',
  teetime: '2026-07-14T09:10',
  startsAt: new Date('2026-07-14T16:10:00Z'),
  holes: 18,
  slots: 2,
  freedBy: null,
};
const heldUntil = new Date('2026-07-13T23:39:00Z');

describe('the opening offer e-mail and text', () => {
  it('gives the tee time and the hold with the course’s zone, in the alert’s language', () => {
    const mail = openingMail(saguaro, 'desert-group', 2, 'en', 'https://fairway.test', heldUntil);
    expect(mail.text).toContain('on Tue, Jul 14, 2026, 9:10 AM MST matches your tee time alert.');
    expect(mail.text).toContain('held for you alone until 4:39 PM MST;');
    expect(mail.html).toContain('until 4:39 PM MST;');
    expect(mail.sms).toContain('9:10 AM MST');
    expect(mail.sms).toContain('until 4:39 PM MST;');
  });

  it('names the zone the way the golfer’s language does', () => {
    const french = openingMail(saguaro, 'desert-group', 2, 'fr', 'https://fairway.test', heldUntil);
    expect(french.text).toMatch(/jusqu’à 16:39 UTC−7/);
    const german = openingMail(saguaro, 'desert-group', 2, 'de', 'https://fairway.test', heldUntil);
    expect(german.text).toMatch(/bis 16:39 GMT-7 nur/);
  });
});
