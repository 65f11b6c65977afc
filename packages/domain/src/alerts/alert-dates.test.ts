import { describe, expect, it } from 'vitest';
import { ALERT_HORIZON_DAYS, alertDateProblem } from './alert-dates.ts';

describe('alertDateProblem', () => {
  const today = '2026-12-02';

  it('takes today up to a year ahead', () => {
    expect(ALERT_HORIZON_DAYS).toBe(365);
    expect(alertDateProblem(['2026-12-02', '2026-12-20', '2027-12-02'], today)).toBeNull();
  });

  it('refuses a day before today and one past the horizon, naming the range', () => {
    expect(alertDateProblem(['2026-12-01'], today)).toEqual({
      date: '2026-12-01',
      reason: 'past',
      first: today,
      last: '2027-12-02',
    });
    expect(alertDateProblem(['0000-01-01', '2026-12-05'], today)).toMatchObject({ date: '0000-01-01', reason: 'past' });
    expect(alertDateProblem(['2026-12-05', '2027-12-03'], today)).toMatchObject({
      date: '2027-12-03',
      reason: 'too-far',
    });
    expect(alertDateProblem(['9999-12-31'], today)).toMatchObject({ date: '9999-12-31', reason: 'too-far' });
  });

  it('keeps a past day an edited alert already had, but not a new one', () => {
    expect(alertDateProblem(['2026-11-20', '2026-12-10'], today, ['2026-11-20'])).toBeNull();
    expect(alertDateProblem(['2026-11-19', '2026-12-10'], today, ['2026-11-20'])).toMatchObject({
      date: '2026-11-19',
      reason: 'past',
    });
  });
});
