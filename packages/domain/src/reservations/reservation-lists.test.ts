import { describe, expect, it } from 'vitest';
import { reservationListOf, splitReservations, teeTimeInstant, teeTimeInstantOrNull } from './reservation-lists.ts';

const NY = 'America/New_York';
const SYDNEY = 'Australia/Sydney';
const r = (reservationId: string, teetime: string, timeZone = NY) => ({ reservationId, teetime, timeZone });

describe('past and upcoming reservations', () => {
  it('sorts past newest first and upcoming oldest first, each reservation once', () => {
    const now = new Date('2026-07-10T16:00:00Z'); // 12:00 in New York
    const list = [
      r('a', '2026-07-09T08:00'),
      r('b', '2026-07-12T08:00'),
      r('c', '2026-07-10T11:50'),
      r('d', '2026-07-10T12:10'),
      r('b', '2026-07-12T08:00'),
      r('e', '2026-07-11T07:00'),
    ];
    const { past, upcoming } = splitReservations(list, now);
    expect(past.map((x) => x.reservationId)).toEqual(['c', 'a']);
    expect(upcoming.map((x) => x.reservationId)).toEqual(['d', 'e', 'b']);
  });

  it('decides in the facility time zone, not UTC or the browser zone', () => {
    // 2026-07-10T23:30 local in New York is 03:30 UTC on the 11th; in Sydney it was 13:30 UTC on the 10th.
    const now = new Date('2026-07-11T00:00:00Z');
    expect(reservationListOf(r('x', '2026-07-10T23:30', NY), now)).toBe('upcoming');
    expect(reservationListOf(r('x', '2026-07-10T23:30', SYDNEY), now)).toBe('past');
    expect(reservationListOf(r('x', '2026-07-10T23:30', 'UTC'), now)).toBe('past');
  });

  it('orders tee times of different zones by their real instants', () => {
    const now = new Date('2026-07-01T00:00:00Z');
    // 08:00 in Sydney (22:00 UTC the day before) comes before 07:00 in New York (11:00 UTC).
    const { upcoming } = splitReservations(
      [r('ny', '2026-07-10T07:00', NY), r('syd', '2026-07-10T08:00', SYDNEY)],
      now,
    );
    expect(upcoming.map((x) => x.reservationId)).toEqual(['syd', 'ny']);
  });

  it('keeps the right hour across the spring-forward day', () => {
    // 2026-03-08: New York goes from 02:00 EST to 03:00 EDT. 08:00 EDT = 12:00 UTC (not 13:00).
    expect(new Date(teeTimeInstant('2026-03-08T08:00', NY)).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(reservationListOf(r('x', '2026-03-08T08:00'), new Date('2026-03-08T12:30:00Z'))).toBe('past');
    expect(reservationListOf(r('x', '2026-03-08T08:00'), new Date('2026-03-08T11:30:00Z'))).toBe('upcoming');
    // A wall-clock time inside the skipped hour moves forward instead of failing.
    expect(new Date(teeTimeInstant('2026-03-08T02:30', NY)).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('keeps the right hour across the fall-back day, the repeated hour read as luxon reads it (standard time)', () => {
    // 2026-11-01: New York goes from 02:00 EDT back to 01:00 EST. 08:00 EST = 13:00 UTC.
    expect(new Date(teeTimeInstant('2026-11-01T08:00', NY)).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    expect(new Date(teeTimeInstant('2026-11-01T01:30', NY)).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    const now = new Date('2026-11-01T12:30:00Z'); // 07:30 EST
    const { past, upcoming } = splitReservations([r('early', '2026-11-01T07:00'), r('late', '2026-11-01T08:00')], now);
    expect(past.map((x) => x.reservationId)).toEqual(['early']);
    expect(upcoming.map((x) => x.reservationId)).toEqual(['late']);
  });

  it('treats a tee time starting exactly now as upcoming', () => {
    expect(reservationListOf(r('x', '2026-07-10T12:00'), new Date('2026-07-10T16:00:00Z'))).toBe('upcoming');
    expect(reservationListOf(r('x', '2026-07-10T12:00'), new Date('2026-07-10T16:00:00.001Z'))).toBe('past');
  });

  it('refuses a tee time that is not a date-time, every time it is asked (the instants are kept per tee time and zone)', () => {
    expect(() => teeTimeInstant('tomorrow', NY)).toThrow(RangeError);
    expect(() => teeTimeInstant('tomorrow', NY)).toThrow(RangeError);
    expect(teeTimeInstantOrNull('2026-02-30T08:00', NY)).toBeNull();
    expect(teeTimeInstantOrNull('2026-07-10T08:00', 'Mars/Olympus_Mons')).toBeNull();
  });

  it('keeps each instant to its own zone', () => {
    expect(teeTimeInstantOrNull('2026-07-10T08:00', NY)).toBe(Date.parse('2026-07-10T12:00:00Z'));
    expect(teeTimeInstantOrNull('2026-07-10T08:00', 'America/Phoenix')).toBe(Date.parse('2026-07-10T15:00:00Z'));
    expect(teeTimeInstantOrNull('2026-07-10T08:00', NY)).toBe(Date.parse('2026-07-10T12:00:00Z'));
  });
});
