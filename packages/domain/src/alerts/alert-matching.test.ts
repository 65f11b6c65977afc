import { describe, expect, it } from 'vitest';
import { alertMatchesSlot, localDateAndMinutes, type AlertCriteria, type OpenSlot } from './alert-matching.ts';

const zone = 'America/New_York';
const alert: AlertCriteria = {
  dates: ['2026-11-28'],
  teetimeStartTime: 8 * 60,
  teetimeEndTime: 10 * 60,
  players: 2,
  facilityIds: [1, 2],
};
const slot = (overrides: Partial<OpenSlot> = {}): OpenSlot => ({
  facilityId: 1,
  startsAt: new Date('2026-11-28T14:00:00Z'), // 09:00 EST
  timeZone: zone,
  openPlayers: 4,
  holes: [9, 18],
  ...overrides,
});

describe('alertMatchesSlot', () => {
  it('matches a slot inside the window on one of the dates, window ends included', () => {
    expect(alertMatchesSlot(alert, slot())).toBe(true);
    expect(alertMatchesSlot(alert, slot({ startsAt: new Date('2026-11-28T13:00:00Z') }))).toBe(true); // 08:00
    expect(alertMatchesSlot(alert, slot({ startsAt: new Date('2026-11-28T15:00:00Z') }))).toBe(true); // 10:00
    expect(alertMatchesSlot(alert, slot({ startsAt: new Date('2026-11-28T12:59:00Z') }))).toBe(false); // 07:59
    expect(alertMatchesSlot(alert, slot({ startsAt: new Date('2026-11-28T15:01:00Z') }))).toBe(false); // 10:01
  });

  it('reads the date in the facility zone, not UTC', () => {
    // 23:30 local on the 27th is already the 28th in UTC
    const late = { ...alert, teetimeStartTime: 23 * 60, teetimeEndTime: 23 * 60 + 59 };
    expect(alertMatchesSlot(late, slot({ startsAt: new Date('2026-11-29T04:30:00Z') }))).toBe(true);
    expect(
      alertMatchesSlot({ ...late, dates: ['2026-11-29'] }, slot({ startsAt: new Date('2026-11-29T04:30:00Z') })),
    ).toBe(false);
  });

  it('uses wall-clock minutes across DST changes', () => {
    // 2026-03-08 spring forward in New York: 08:00 EDT is 12:00 UTC and 7 hours after midnight
    const spring = { ...alert, dates: ['2026-03-08'] };
    expect(localDateAndMinutes(new Date('2026-03-08T12:00:00Z'), zone)).toEqual({ date: '2026-03-08', minutes: 480 });
    expect(alertMatchesSlot(spring, slot({ startsAt: new Date('2026-03-08T12:00:00Z') }))).toBe(true);
    expect(alertMatchesSlot(spring, slot({ startsAt: new Date('2026-03-08T11:59:00Z') }))).toBe(false); // 07:59 EDT
    // 2026-11-01 fall back: 10:00 EST is 15:00 UTC, 11 hours after midnight
    const fall = { ...alert, dates: ['2026-11-01'] };
    expect(alertMatchesSlot(fall, slot({ startsAt: new Date('2026-11-01T15:00:00Z') }))).toBe(true);
    expect(alertMatchesSlot(fall, slot({ startsAt: new Date('2026-11-01T15:01:00Z') }))).toBe(false);
  });

  it('needs enough open players for the party', () => {
    expect(alertMatchesSlot(alert, slot({ openPlayers: 2 }))).toBe(true);
    expect(alertMatchesSlot(alert, slot({ openPlayers: 1 }))).toBe(false);
    expect(alertMatchesSlot({ ...alert, players: 4 }, slot({ openPlayers: 3 }))).toBe(false);
  });

  it('needs one of the holes asked for; none asked means any', () => {
    expect(alertMatchesSlot({ ...alert, holes: [9] }, slot({ holes: [18] }))).toBe(false);
    expect(alertMatchesSlot({ ...alert, holes: [9, 18] }, slot({ holes: [18] }))).toBe(true);
    expect(alertMatchesSlot({ ...alert, holes: [] }, slot({ holes: [18] }))).toBe(true);
  });

  it('needs one of the courses and one of the dates', () => {
    expect(alertMatchesSlot(alert, slot({ facilityId: 3 }))).toBe(false);
    expect(alertMatchesSlot(alert, slot({ startsAt: new Date('2026-11-29T14:00:00Z') }))).toBe(false);
    expect(
      alertMatchesSlot(
        { ...alert, dates: ['2026-11-27', '2026-11-29'] },
        slot({ startsAt: new Date('2026-11-29T14:00:00Z') }),
      ),
    ).toBe(true);
  });
});
