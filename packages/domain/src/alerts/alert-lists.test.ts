import { describe, expect, it } from 'vitest';
import { alertStartInstant, alertStatusOf, minutesToClock, splitAlerts } from './alert-lists.ts';

const zone = 'America/New_York';
const now = new Date('2026-11-25T14:00:00Z'); // 09:00 EST on the 25th

describe('alertStatusOf', () => {
  it('is active while the first date plus start time is in the future in the facility zone', () => {
    expect(alertStatusOf({ dates: ['2026-11-25'], teetimeStartTime: 9 * 60 + 1, timezone: zone }, now)).toBe('active');
    expect(alertStatusOf({ dates: ['2026-11-25'], teetimeStartTime: 9 * 60, timezone: zone }, now)).toBe('inactive');
    // in UTC 09:30 would still be ahead; in New York it is past
    expect(alertStatusOf({ dates: ['2026-11-25'], teetimeStartTime: 8 * 60 + 30, timezone: zone }, now)).toBe('inactive');
    expect(alertStatusOf({ dates: ['2026-11-25'], teetimeStartTime: 8 * 60 + 30, timezone: 'America/Los_Angeles' }, now)).toBe('active');
  });

  it('takes the first date, not the first listed', () => {
    expect(alertStatusOf({ dates: ['2026-11-30', '2026-11-20'], teetimeStartTime: 600, timezone: zone }, now)).toBe('inactive');
  });

  it('reads the start time as wall clock on a DST day', () => {
    expect(new Date(alertStartInstant({ dates: ['2026-03-08'], teetimeStartTime: 480, timezone: zone })).toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });
});

describe('splitAlerts', () => {
  it('sorts active by date ascending and inactive by date descending', () => {
    const alert = (id: string, date: string, start = 600) => ({ id, dates: [date], teetimeStartTime: start, timezone: zone });
    const { active, inactive } = splitAlerts(
      [alert('a', '2026-11-28'), alert('b', '2026-11-20'), alert('c', '2026-11-26'), alert('d', '2026-11-22'), alert('e', '2026-11-26', 420)],
      now,
    );
    expect(active.map((item) => item.id)).toEqual(['e', 'c', 'a']);
    expect(inactive.map((item) => item.id)).toEqual(['d', 'b']);
  });
});

describe('minutesToClock', () => {
  it('formats minutes after midnight', () => {
    expect(minutesToClock(0)).toBe('00:00');
    expect(minutesToClock(485)).toBe('08:05');
    expect(minutesToClock(1439)).toBe('23:59');
  });
});
