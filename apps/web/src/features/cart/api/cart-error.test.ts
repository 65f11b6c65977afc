import { describe, expect, it } from 'vitest';
import { addFailureMessage } from './cart-error.ts';

describe('addFailureMessage', () => {
  it('gives a members\' rate refusal the rule\'s own words (errors.MEMBERS_ONLY_RATE), not "could not be added"', () => {
    expect(addFailureMessage({ code: 'MEMBERS_ONLY_RATE', remaining: null })).toEqual({
      key: 'addFailed',
      reason: 'MEMBERS_ONLY_RATE',
    });
  });

  it('keeps the release rules, the capacity counts and the generic failure as they were', () => {
    expect(addFailureMessage({ code: 'RELEASE_SIGN_IN_REQUIRED', remaining: null })).toEqual({
      key: 'addFailed',
      reason: 'RELEASE_SIGN_IN_REQUIRED',
    });
    expect(addFailureMessage({ code: 'TEE_TIME_CAPACITY', remaining: 2 })).toEqual({ key: 'slotsLeftOther', count: 2 });
    expect(addFailureMessage({ code: 'FORBIDDEN', remaining: null })).toEqual({ key: 'addFailed' });
  });
});
