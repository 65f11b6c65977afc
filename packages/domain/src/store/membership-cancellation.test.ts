import { describe, expect, it } from 'vitest';
import { membershipCancellationTerms } from './membership-cancellation.ts';

describe('what cancelling a membership does', () => {
  it('ends access on the day of the cancellation at the facility, and refunds nothing', () => {
    // 02:30 UTC on the 3rd is still the 2nd in New York.
    expect(membershipCancellationTerms(new Date('2026-12-03T02:30:00Z'), 'America/New_York')).toEqual({
      accessEndsOn: '2026-12-02',
      refundCents: 0,
    });
    expect(membershipCancellationTerms(new Date('2026-12-03T02:30:00Z'), 'Europe/Paris')).toEqual({
      accessEndsOn: '2026-12-03',
      refundCents: 0,
    });
  });
});
