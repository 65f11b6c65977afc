import { describe, expect, it } from 'vitest';
import { canCancelOnline, cancellationDeadline } from './cancellation-window.ts';

describe('online cancellation window', () => {
  const NY = 'America/New_York';
  it('allows cancelling up to the given hours before the tee time, in the facility zone', () => {
    // 2026-07-10 08:00 EDT = 12:00 UTC; 24 h before is 2026-07-09 12:00 UTC.
    expect(cancellationDeadline('2026-07-10T08:00', NY, 24).toISOString()).toBe('2026-07-09T12:00:00.000Z');
    expect(canCancelOnline('2026-07-10T08:00', NY, new Date('2026-07-09T12:00:00Z'), 24)).toBe(true);
    expect(canCancelOnline('2026-07-10T08:00', NY, new Date('2026-07-09T12:00:01Z'), 24)).toBe(false);
    expect(canCancelOnline('2026-07-10T08:00', 'Europe/Paris', new Date('2026-07-09T12:00:00Z'), 24)).toBe(false);
  });

  it('with 0 hours allows cancelling until the tee time, never after it', () => {
    expect(canCancelOnline('2026-07-10T08:00', NY, new Date('2026-07-10T11:59:00Z'), 0)).toBe(true);
    expect(canCancelOnline('2026-07-10T08:00', NY, new Date('2026-07-10T12:01:00Z'), 0)).toBe(false);
  });

  it('counts real hours across the fall-back change', () => {
    // 2026-11-01 08:00 EST = 13:00 UTC; 24 real hours before is 2026-10-31 13:00 UTC (09:00 EDT on the wall).
    expect(cancellationDeadline('2026-11-01T08:00', NY, 24).toISOString()).toBe('2026-10-31T13:00:00.000Z');
  });
});
