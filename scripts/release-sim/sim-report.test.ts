import { describe, expect, it } from 'vitest';
import { fairShareBound } from './sim-report.ts';

describe("release-sim's fair-share bound", () => {
  it('allows what a fair lottery gives more than once in 1,000 runs, and no more', () => {
    // 11 bookings, 9.1 % of the clients are bots: P(X ≥ 4) = 1.3 %, P(X ≥ 5) = 0.16 %, P(X ≥ 6) = 0.014 %.
    expect(fairShareBound(11, 0.091)).toBe(5);
    expect(fairShareBound(100, 0.5)).toBe(65); // P(X ≥ 65) = 0.18 %, P(X ≥ 66) = 0.09 %
    expect(fairShareBound(10, 0)).toBe(0);
  });

  it('catches bots that win well beyond their share of a large release', () => {
    const bound = fairShareBound(400, 50 / 1050);
    expect(bound).toBeGreaterThan(400 * (50 / 1050));
    expect(bound).toBeLessThan(40); // bots taking a tenth of 400 bookings fails
  });
});
