import { describe, expect, it } from 'vitest';
import {
  blockCovers,
  blockCoversTimeOfDay,
  blockDates,
  blockOccursOn,
  blockRuleProblem,
  isBlocked,
  isoWeekday,
  reopenedTeeTimes,
  staffMayBookInto,
  teeTimesClosedBy,
  type BlockRule,
} from './tee-time-blocks.ts';

const oneOff: BlockRule = {
  startsOn: '2026-07-13',
  endsOn: '2026-07-13',
  weekdays: [],
  fromTime: '07:00',
  toTime: '11:00',
};
// Tuesday-evening league through July.
const league: BlockRule = {
  startsOn: '2026-07-01',
  endsOn: '2026-07-31',
  weekdays: [2],
  fromTime: '17:00',
  toTime: '19:30',
};

describe('tee-time blocks', () => {
  it('knows ISO weekdays', () => {
    expect(isoWeekday('2026-07-13')).toBe(1); // a Monday
    expect(isoWeekday('2026-07-19')).toBe(7);
  });

  it('closes a one-off interval from its start (inclusive) to its end (exclusive)', () => {
    expect(blockCovers(oneOff, '2026-07-13T06:50')).toBe(false);
    expect(blockCovers(oneOff, '2026-07-13T07:00')).toBe(true);
    expect(blockCovers(oneOff, '2026-07-13T10:50')).toBe(true);
    expect(blockCovers(oneOff, '2026-07-13T11:00')).toBe(false);
    expect(blockCovers(oneOff, '2026-07-14T08:00')).toBe(false);
  });

  it("covers a time of day from fromTime (inclusive) to toTime (exclusive) on any date (a tee sheet's blocks are that day's)", () => {
    const hours = { fromTime: '17:00', toTime: '19:00' };
    expect(['2026-07-13T17:00', '2030-01-01T18:59'].map((teetime) => blockCoversTimeOfDay(hours, teetime))).toEqual([
      true,
      true,
    ]);
    expect(['2026-07-13T16:59', '2026-07-13T19:00'].map((teetime) => blockCoversTimeOfDay(hours, teetime))).toEqual([
      false,
      false,
    ]);
  });

  it('lets staff book into every kind of block but maintenance', () => {
    expect((['maintenance', 'event', 'league', 'shotgun-start', 'other'] as const).map(staffMayBookInto)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it('expands a recurring block to its weekdays within its date range', () => {
    expect(blockDates(league, '2026-06-01', '2026-08-31')).toEqual([
      '2026-07-07',
      '2026-07-14',
      '2026-07-21',
      '2026-07-28',
    ]);
    expect(blockDates(league, '2026-07-10', '2026-07-20')).toEqual(['2026-07-14']);
    expect(blockOccursOn(league, '2026-07-13')).toBe(false);
    expect(blockCovers(league, '2026-07-14T18:00')).toBe(true);
    expect(blockCovers(league, '2026-08-04T18:00')).toBe(false);
  });

  it('applies every day of the range when no weekday is chosen', () => {
    const week = { ...oneOff, endsOn: '2026-07-19' };
    expect(blockDates(week, '2026-07-01', '2026-07-31')).toHaveLength(7);
    expect(isBlocked([league, week], '2026-07-16T08:00')).toBe(true);
    expect(isBlocked([league, week], '2026-07-16T12:00')).toBe(false);
  });

  it('reopens what a shortened or deleted block no longer covers', () => {
    const times = ['2026-07-13T07:00', '2026-07-13T09:00', '2026-07-13T10:50', '2026-07-13T12:00'];
    expect(reopenedTeeTimes(oneOff, null, times)).toEqual(times.slice(0, 3));
    expect(reopenedTeeTimes(oneOff, { ...oneOff, toTime: '09:00' }, times)).toEqual([
      '2026-07-13T09:00',
      '2026-07-13T10:50',
    ]);
  });

  it('closes exactly the sheet times inside its hours on its dates that have not started', () => {
    // A day of a 15-minute sheet from 06:00 to 19:00.
    const day = (date: string) =>
      Array.from({ length: 53 }, (_, index) => {
        const minute = 6 * 60 + index * 15;
        return `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      });
    const sheet = day('2026-07-14');
    const morning = { ...league, fromTime: '08:00', toTime: '10:00' };
    expect(teeTimesClosedBy(morning, sheet, '2026-07-10T08:00')).toEqual([
      '2026-07-14T08:00',
      '2026-07-14T08:15',
      '2026-07-14T08:30',
      '2026-07-14T08:45',
      '2026-07-14T09:00',
      '2026-07-14T09:15',
      '2026-07-14T09:30',
      '2026-07-14T09:45',
    ]);
    expect(teeTimesClosedBy({ ...morning, toTime: '08:15' }, sheet, '2026-07-10T08:00')).toEqual(['2026-07-14T08:00']);
    expect(
      teeTimesClosedBy({ ...morning, fromTime: '07:00', toTime: '24:00' }, sheet, '2026-07-10T08:00'),
    ).toHaveLength(49);
    // Another weekday of the league is not its date; started times are not closed any more.
    expect(teeTimesClosedBy(morning, day('2026-07-15'), '2026-07-10T08:00')).toEqual([]);
    expect(teeTimesClosedBy(morning, sheet, '2026-07-14T08:45')).toHaveLength(4);
  });

  it('refuses rules that are empty, backwards, too long or with bad weekdays', () => {
    expect(blockRuleProblem(oneOff)).toBeNull();
    expect(blockRuleProblem(league)).toBeNull();
    expect(blockRuleProblem({ ...oneOff, toTime: '07:00' })).toMatch(/end after/);
    expect(blockRuleProblem({ ...oneOff, endsOn: '2026-07-12' })).toMatch(/last date/);
    expect(blockRuleProblem({ ...oneOff, endsOn: '2027-07-14' })).toMatch(/366/);
    expect(blockRuleProblem({ ...oneOff, endsOn: '2027-07-13' })).toBeNull();
    expect(blockRuleProblem({ ...league, weekdays: [0] })).toMatch(/Weekdays/);
    expect(blockRuleProblem({ ...league, weekdays: [2, 2] })).toMatch(/once/);
    expect(blockRuleProblem({ ...oneOff, weekdays: [2] })).toMatch(/none of its dates/);
  });
});
