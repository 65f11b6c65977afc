import { describe, expect, it } from 'vitest';
import { buildInvoice } from '../checkout/invoice.ts';
import { isSharePayable, partnerShares, shareDeadline } from './split-shares.ts';

const billing = { taxRateBps: 825, paymentPolicy: 'prepay' as const, reservationFeeCents: 200 };

function teeTimeInvoice(players: number, price: number, fee: number, addOn = 0) {
  const draft = buildInvoice(
    {
      type: 'tee-time',
      portions: [{ players, price: price * players, transactionFees: fee }],
      addOns: addOn ? [{ name: 'Range balls', price: addOn, quantity: 1 }] : [],
      featuredProducts: [],
      memberLabels: false,
    },
    billing,
  );
  return { lines: draft.lines, taxRateBps: billing.taxRateBps, dueNow: draft.dueNow, players };
}

describe('partnerShares', () => {
  it('gives each partner their green fee with its tax and their convenience fee', () => {
    // $50 green fee, 8.25 % tax = $4.13 (half-up over the party), $3 fee.
    const invoice = teeTimeInvoice(4, 5000, 300);
    const shares = partnerShares(invoice);
    expect(shares.map((share) => share.slot)).toEqual([2, 3, 4]);
    for (const share of shares) expect(share.amountCents).toBeGreaterThanOrEqual(5000 + 412 + 300);
    for (const share of shares) expect(share.amountCents).toBeLessThanOrEqual(5000 + 413 + 300);
  });

  it('leaves the lead the reservation fee, add-ons and the odd cents, so the shares never exceed what is due now', () => {
    const invoice = teeTimeInvoice(3, 3333, 150, 800);
    const partners = partnerShares(invoice).reduce((sum, share) => sum + share.amountCents, 0);
    const lead = invoice.dueNow - partners;
    // The lead pays their own green fee and fee plus the $2 reservation fee and $8 of range balls (with tax).
    expect(lead).toBeGreaterThanOrEqual(3333 + 150 + 200 + 800);
    expect(partners + lead).toBe(invoice.dueNow);
  });

  it('has nothing to split for one player, and shares of nothing for a free round', () => {
    expect(partnerShares(teeTimeInvoice(1, 5000, 300))).toEqual([]);
    expect(partnerShares(teeTimeInvoice(2, 0, 0))).toEqual([{ slot: 2, amountCents: 0 }]);
  });

  it('splits only the convenience fees where the green fees are paid at the course', () => {
    const draft = buildInvoice(
      {
        type: 'tee-time',
        portions: [{ players: 2, price: 8000, transactionFees: 250 }],
        addOns: [],
        featuredProducts: [],
        memberLabels: false,
      },
      { ...billing, paymentPolicy: 'pay-at-course' },
    );
    expect(partnerShares({ lines: draft.lines, taxRateBps: 825, dueNow: draft.dueNow, players: 2 })).toEqual([
      { slot: 2, amountCents: 250 },
    ]);
  });
});

describe('shareDeadline', () => {
  it('counts the hours back from the tee time in the course time zone, across a DST change', () => {
    // 1 Nov 2026 ends daylight time in New York: 24 hours before 09:00 EST (14:00 UTC) is 10:00 EDT the day before.
    expect(shareDeadline('2026-11-01T09:00:00', 'America/New_York', 24).toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(shareDeadline('2026-07-10T08:30:00', 'Europe/Paris', 48).toISOString()).toBe('2026-07-08T06:30:00.000Z');
  });
});

describe('isSharePayable', () => {
  const deadline = new Date('2026-12-01T12:00:00Z');
  it('is payable while open and before the deadline', () => {
    expect(isSharePayable('open', deadline, new Date('2026-12-01T11:59:59Z'))).toBe(true);
    expect(isSharePayable('open', deadline, deadline)).toBe(false);
    for (const status of ['paying', 'paid', 'lead-charged', 'released', 'cancelled'] as const)
      expect(isSharePayable(status, deadline, new Date('2026-11-01T00:00:00Z'))).toBe(false);
  });
});
