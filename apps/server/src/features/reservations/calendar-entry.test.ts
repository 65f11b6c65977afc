import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarEntry, calendarEntry, calendarTexts, roundMinutes } from './calendar-entry.ts';

// The .ics every tee time is sent with, read back by a calendar parser (ical.js, Mozilla's).

const ENTRY: CalendarEntry = {
  uid: 'HPX2K9QA@fairway',
  productId: 'fairway/checkout',
  method: 'PUBLISH',
  title: 'Tee time at Harbor Pines – North Course',
  description: '2 player(s), Prime; twilight. Confirmation HPX2K9QA.\nHarbor Pines Golf Club \\ Sandhills',
  location: 'Harbor Pines – North Course',
  start: Date.UTC(2026, 11, 3, 13, 10),
  durationMinutes: roundMinutes(18),
  status: 'CONFIRMED',
};
const NOW = new Date('2026-11-29T05:01:46.123Z');

function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, event, details: new ICAL.Event(event) };
}

describe('a tee time’s calendar entry (calendarEntry)', () => {
  it('is one event a calendar parser reads back field for field', () => {
    const { calendar, event, details } = parsed(calendarEntry(ENTRY, NOW));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('fairway/checkout');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(details.uid).toBe('HPX2K9QA@fairway');
    expect(details.summary).toBe(ENTRY.title);
    expect(details.description).toBe(ENTRY.description);
    expect(details.location).toBe(ENTRY.location);
    expect(details.startDate.toJSDate().getTime()).toBe(ENTRY.start);
    expect(details.endDate.toJSDate().getTime()).toBe(ENTRY.start + 270 * 60_000);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect((event.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime()).toBe(
      Date.UTC(2026, 10, 29, 5, 1, 46),
    );
    expect(event.getFirstPropertyValue('sequence')).toBeNull();
  });

  it('writes an update’s sequence and a cancellation’s method and status, and a 9-hole round’s 2 h 15', () => {
    const { calendar, event, details } = parsed(
      calendarEntry(
        { ...ENTRY, method: 'CANCEL', status: 'CANCELLED', sequence: 2, durationMinutes: roundMinutes(9) },
        NOW,
      ),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(details.sequence).toBe(2);
    expect(details.duration.toSeconds()).toBe(135 * 60);
  });

  it('uses CRLF line ends and folds lines at 75 octets without splitting a character', () => {
    const ics = calendarEntry(
      { ...ENTRY, description: `Départ à 8 h 10 — ${'é'.repeat(80)} ⛳ ${'x'.repeat(90)}` },
      NOW,
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
    expect(ics).not.toContain('\uFFFD');
  });

  it('reads back any title, description and place exactly, whatever characters they hold', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.string({ maxLength: 120 }),
        fc.string({ unit: 'grapheme-composite', maxLength: 80 }),
        (title, description, location) => {
          const { details } = parsed(calendarEntry({ ...ENTRY, title, description, location }, NOW));
          // A calendar reads a bare CR as a line break, as any line break.
          const lineBreaks = (value: string) => value.replace(/\r\n|\r/g, '\n');
          expect(details.summary ?? '').toBe(lineBreaks(title));
          expect(details.description ?? '').toBe(lineBreaks(description));
          expect(details.location ?? '').toBe(lineBreaks(location));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a calendar entry’s wording (calendarTexts)', () => {
  it('speaks each e-mail language, and English for any other', () => {
    expect(['en', 'fr', 'es', 'de', 'it'].map((language) => calendarTexts(language).title('North'))).toEqual([
      'Tee time at North',
      'Départ à North',
      'Salida en North',
      'Abschlagszeit auf North',
      'Tee time at North',
    ]);
    expect(calendarTexts('de').booking(3, 'Prime', 'ABCD2345')).toBe('3 Spieler, Prime. Bestätigungsnummer ABCD2345.');
    expect(calendarTexts('es').withLead('Ana', 'ABCD2345')).toBe('Con Ana. Número de confirmación ABCD2345.');
  });
});
