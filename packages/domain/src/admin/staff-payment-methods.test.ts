import { describe, expect, it } from 'vitest';
import { paidAtCounter, STAFF_PAYMENT_METHODS } from './staff-payment-methods.ts';

describe('staff payment methods', () => {
  it('settles cash and card-present at the counter now, and leaves pay-at-course due at the course', () => {
    expect(STAFF_PAYMENT_METHODS.filter(paidAtCounter)).toEqual(['cash', 'card-present']);
    expect(paidAtCounter('pay-at-course')).toBe(false);
  });
});
