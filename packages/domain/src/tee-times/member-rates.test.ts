import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../checkout/invoice.ts';
import {
  mayBookRate,
  memberGuestFeesProblem,
  memberRatePortions,
  memberRatePrices,
  type MemberRateFees,
} from './member-rates.ts';

const rate: MemberRateFees = {
  audience: 'members',
  greenFeeCart: 3000,
  greenFeeWalking: 2000,
  memberGuestFeeCart: 5500,
  memberGuestFeeWalking: 4500,
};

describe('members’ rates', () => {
  it('is bookable by everyone when public, only by members of its course otherwise', () => {
    expect(mayBookRate({ audience: 'public' }, 1, [])).toBe(true);
    expect(mayBookRate({ audience: 'members' }, 1, [])).toBe(false);
    expect(mayBookRate({ audience: 'members' }, 1, [2])).toBe(false);
    expect(mayBookRate({ audience: 'members' }, 1, [2, 1])).toBe(true);
  });

  it('prices the member and the guests by transportation', () => {
    expect(memberRatePrices(rate, 'Cart')).toEqual({ member: 3000, guest: 5500 });
    expect(memberRatePrices(rate, 'Walking')).toEqual({ member: 2000, guest: 4500 });
  });

  it('splits a party into the member and the guests', () => {
    expect(memberRatePortions(rate, 1, 'Cart', 150)).toEqual([
      { index: 0, price: 3000, transactionFees: 150, isPrimary: true, players: 1 },
    ]);
    expect(memberRatePortions(rate, 4, 'Walking', 0)).toEqual([
      { index: 0, price: 2000, transactionFees: 0, isPrimary: true, players: 1 },
      { index: 1, price: 13500, transactionFees: 0, isPrimary: false, players: 3 },
    ]);
  });

  it('invoices slot 1 as Member and the others as Member Guest', () => {
    const draft = buildInvoice(
      {
        type: 'tee-time',
        portions: memberRatePortions(rate, 3, 'Cart', 100),
        addOns: [],
        featuredProducts: [],
        memberLabels: true,
      },
      { taxRateBps: 0, paymentPolicy: 'prepay', reservationFeeCents: 0 },
    );
    expect(draft.lines.map((line) => [line.label, line.quantity, line.unitAmount])).toEqual([
      ['Member', 1, 3000],
      ['Member Guest', 2, 5500],
      ['Convenience Fee', 3, 100],
    ]);
    expect(draft.grandTotal).toBe(3000 + 11000 + 300);
  });
});

describe('member-guest fees rule', () => {
  it('requires both member-guest fees on a members’ rate only', () => {
    expect(memberGuestFeesProblem({ audience: 'public' })).toBeNull();
    expect(memberGuestFeesProblem({ audience: 'members' })).toBe('memberGuestFeeCart');
    expect(memberGuestFeesProblem({ audience: 'members', memberGuestFeeCart: 0 })).toBe('memberGuestFeeWalking');
    expect(memberGuestFeesProblem({ audience: 'members', memberGuestFeeCart: 0, memberGuestFeeWalking: null })).toBe(
      'memberGuestFeeWalking',
    );
    expect(
      memberGuestFeesProblem({ audience: 'members', memberGuestFeeCart: 5500, memberGuestFeeWalking: 4500 }),
    ).toBeNull();
  });
});
