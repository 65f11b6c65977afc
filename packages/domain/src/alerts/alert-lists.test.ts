import { describe, expect, it } from 'vitest';
import {
  alertStartInstant,
  alertStatusOf,
  DEFAULT_ALERT_WINDOW,
  defaultAlertDate,
  isFullyClaimed,
  minutesToClock,
  splitAlerts,
} from './alert-lists.ts';

const zone = 'America/New_York';
const now = new Date('2026-11-25T14:00:00Z'); // 09:00 EST on the 25th

describe('alertStatusOf', () => {
  it('is active while the first date plus start time is in the future in the facility zone', () => {
    expect(alertStatusOf({ dates: ['2026-11-25'], teetimeStartTime: 9 * 60 + 1, timezone: zone }, now)).toBe('active');
    expect(alertStatusOf({ dates: ['2026-11-25'], teetimeStartTime: 9 * 60, timezone: zone }, now)).toBe('inactive');
    // in UTC 09:30 would still be ahead; in New York it is past
    expect(alertStatusOf({ dates: ['2026-11-25'], teetimeStartTime: 8 * 60 + 30, timezone: zone }, now)).toBe(
      'inactive',
    );
    expect(
      alertStatusOf({ dates: ['2026-11-25'], teetimeStartTime: 8 * 60 + 30, timezone: 'America/Los_Angeles' }, now),
    ).toBe('active');
  });

  it('takes the first date, not the first listed', () => {
    expect(alertStatusOf({ dates: ['2026-11-30', '2026-11-20'], teetimeStartTime: 600, timezone: zone }, now)).toBe(
      'inactive',
    );
  });

  it('reads the start time as wall clock on a DST day', () => {
    expect(
      new Date(alertStartInstant({ dates: ['2026-03-08'], teetimeStartTime: 480, timezone: zone })).toISOString(),
    ).toBe('2026-03-08T12:00:00.000Z');
  });
});

describe('splitAlerts', () => {
  it('sorts active by date ascending and inactive by date descending', () => {
    const alert = (id: string, date: string, start = 600) => ({
      id,
      dates: [date],
      teetimeStartTime: start,
      timezone: zone,
    });
    const { active, inactive } = splitAlerts(
      [
        alert('a', '2026-11-28'),
        alert('b', '2026-11-20'),
        alert('c', '2026-11-26'),
        alert('d', '2026-11-22'),
        alert('e', '2026-11-26', 420),
      ],
      now,
    );
    expect(active.map((item) => item.id)).toEqual(['e', 'c', 'a']);
    expect(inactive.map((item) => item.id)).toEqual(['d', 'b']);
  });
});

describe('claimed alerts', () => {
  it('are claimed once every date they name has a claimed tee time', () => {
    expect(isFullyClaimed(['2026-12-05'], ['2026-12-05T08:10'])).toBe(true);
    expect(isFullyClaimed(['2026-12-05', '2026-12-06'], ['2026-12-05T08:10'])).toBe(false);
    expect(isFullyClaimed(['2026-12-05'], [])).toBe(false);
  });

  it('go to the history (inactive) list whatever their date, latest first', () => {
    const future = { id: 'b', dates: ['2026-12-05'], teetimeStartTime: 8 * 60, timezone: zone };
    const claimed = { ...future, id: 'a', dates: ['2026-12-06'], claimed: true };
    const past = { ...future, id: 'c', dates: ['2026-11-20'] };
    expect(alertStatusOf(claimed, now)).toBe('inactive');
    const split = splitAlerts([future, claimed, past], now);
    expect(split.active.map((alert) => alert.id)).toEqual(['b']);
    expect(split.inactive.map((alert) => alert.id)).toEqual(['a', 'c']);
  });
});

describe('defaultAlertDate', () => {
  it('is today in the facility zone while the default window has yet to start', () => {
    // 06:59 in New York on 1 December (11:59 UTC).
    expect(defaultAlertDate(new Date('2026-12-01T11:59:00Z'), zone)).toBe('2026-12-01');
  });
  it('is tomorrow once the default window has started, so a kept default is not inactive at once', () => {
    expect(defaultAlertDate(new Date('2026-12-01T12:00:00Z'), zone)).toBe('2026-12-02');
    // 23:50 in New York is already 2 December in UTC: the day after the course's today.
    expect(defaultAlertDate(new Date('2026-12-02T04:50:00Z'), zone)).toBe('2026-12-02');
  });
  it('gives an alert that the list puts among the active ones', () => {
    const evening = new Date('2026-12-01T20:00:00Z');
    const alert = {
      dates: [defaultAlertDate(evening, zone)],
      teetimeStartTime: DEFAULT_ALERT_WINDOW.start,
      timezone: zone,
    };
    expect(alertStatusOf(alert, evening)).toBe('active');
  });
});

describe('minutesToClock', () => {
  it('formats minutes after midnight', () => {
    expect(minutesToClock(0)).toBe('00:00');
    expect(minutesToClock(485)).toBe('08:05');
    expect(minutesToClock(1439)).toBe('23:59');
  });
});
