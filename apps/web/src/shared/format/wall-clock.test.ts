import { describe, expect, it } from 'vitest';
import { formatWallClock } from './wall-clock.ts';

describe('formatWallClock', () => {
  it('shows the facility-local time as written, whatever the browser zone', () => {
    expect(formatWallClock('2026-03-08T02:30', 'en-US', { hour: 'numeric', minute: '2-digit' })).toBe('2:30 AM');
    expect(formatWallClock('2026-07-11', 'en-US', { weekday: 'short', month: 'short', day: 'numeric' })).toBe(
      'Sat, Jul 11',
    );
    expect(formatWallClock('2026-07-11T16:05', 'fr', { hour: 'numeric', minute: '2-digit' })).toBe('16:05');
  });
});
