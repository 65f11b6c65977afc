import { describe, expect, it } from 'vitest';
import {
  bookingPayments,
  byTender,
  cancellationRefunds,
  checkInPayment,
  combineMoneyViews,
  moneyView,
  partnerShareState,
  processorNetCents,
  refundDestinations,
  shareMoney,
  type OrderTenders,
} from './money-view.ts';

const visa = { brand: 'visa', lastFour: '4242' };
const at = new Date('2026-12-01T10:00:00Z');
const cardOrder = (overrides: Partial<OrderTenders> = {}): OrderTenders => ({
  paidNow: 18000,
  giftCertificatePaid: 0,
  creditBookPaid: 0,
  card: visa,
  paymentId: 'pay_1',
  captured: true,
  counter: null,
  ...overrides,
});

describe('money view: what a booking paid, by tender', () => {
  it('takes a credit book, then a gift certificate, then the card', () => {
    const entries = bookingPayments(cardOrder({ giftCertificatePaid: 5000, creditBookPaid: 3000 }), 18000, at);
    expect(entries.map((entry) => [entry.tender, entry.amountCents])).toEqual([
      ['credit-book', 3000],
      ['gift-certificate', 5000],
      ['card', 10000],
    ]);
    expect(entries[2]!.card).toEqual(visa);
  });

  it('names a walk-in paid at the counter cash or card-present, never "card"', () => {
    const cash = bookingPayments(cardOrder({ paymentId: null, card: null, counter: 'cash' }), 10165, at);
    expect(cash).toEqual([expect.objectContaining({ tender: 'cash', amountCents: 10165, state: 'settled' })]);
    const terminal = cancellationRefunds(
      {
        amountCents: 10165,
        giftCents: 0,
        creditBookCents: 0,
        paymentStatus: 'refunded_at_counter',
        createdAt: at,
        slots: [1, 2],
      },
      cardOrder({ paymentId: null, card: null, counter: 'card-present' }),
    );
    expect(terminal).toEqual([
      expect.objectContaining({ tender: 'card-present', amountCents: 10165, state: 'settled' }),
    ]);
  });

  it('marks a card payment not yet captured as pending, left out of the processor net', () => {
    const view = moneyView({
      currencyCode: 'USD',
      paid: bookingPayments(cardOrder({ captured: false }), 18000, at),
      refunded: [],
      dueAtCourseCents: 0,
      dueFromFriends: [],
    });
    expect(view.paidCents).toBe(18000);
    expect(processorNetCents(view)).toBe(0);
  });
});

describe('money view: refunds and totals', () => {
  it('splits a cancellation over credit book, gift certificate and the card, with the refund state', () => {
    const order = cardOrder({ giftCertificatePaid: 5000 });
    const refunds = cancellationRefunds(
      {
        amountCents: 9630,
        giftCents: 5000,
        creditBookCents: 0,
        paymentStatus: 'refund_pending',
        createdAt: at,
        slots: [2, 3],
      },
      order,
    );
    expect(refunds.map((entry) => [entry.tender, entry.amountCents, entry.state])).toEqual([
      ['gift-certificate', 5000, 'settled'],
      ['card', 4630, 'pending'],
    ]);
  });

  it('states paid, refunded and net; a partial then full cancel adds up; failed refunds are not refunded', () => {
    const order = cardOrder();
    const paid = bookingPayments(order, 18000, at);
    const refunded = [
      ...cancellationRefunds(
        {
          amountCents: 9630,
          giftCents: 0,
          creditBookCents: 0,
          paymentStatus: 'refunded',
          createdAt: at,
          slots: [2, 3],
        },
        order,
      ),
      ...cancellationRefunds(
        {
          amountCents: 4815,
          giftCents: 0,
          creditBookCents: 0,
          paymentStatus: 'refunded',
          createdAt: new Date('2026-12-02T10:00:00Z'),
          slots: [1],
        },
        order,
      ),
      ...cancellationRefunds(
        {
          amountCents: 100,
          giftCents: 0,
          creditBookCents: 0,
          paymentStatus: 'refund_failed',
          createdAt: at,
          slots: [1],
        },
        order,
      ),
    ];
    const view = moneyView({ currencyCode: 'USD', paid, refunded, dueAtCourseCents: 0, dueFromFriends: [] });
    expect(view).toMatchObject({ paidCents: 18000, refundedCents: 14445, netCents: 3555 });
    expect(processorNetCents(view)).toBe(3555);
    expect(byTender(view.refunded)).toEqual([{ tender: 'card', amountCents: 14445, card: visa }]);
  });

  it('previews where a refund goes before it is made: the same order as the cancellation, never above what is left', () => {
    const order = cardOrder({ giftCertificatePaid: 5000, creditBookPaid: 2000 });
    const view = moneyView({
      currencyCode: 'USD',
      paid: bookingPayments(order, 18000, at),
      refunded: [],
      dueAtCourseCents: 0,
      dueFromFriends: [],
    });
    expect(refundDestinations(view, 9630)).toEqual([
      { tender: 'credit-book', amountCents: 2000, card: null },
      { tender: 'gift-certificate', amountCents: 5000, card: null },
      { tender: 'card', amountCents: 2630, card: visa },
    ]);
    const after = moneyView({
      ...view,
      refunded: cancellationRefunds(
        {
          amountCents: 8000,
          giftCents: 5000,
          creditBookCents: 2000,
          paymentStatus: 'refunded',
          createdAt: at,
          slots: [2],
        },
        order,
      ),
    });
    expect(refundDestinations(after, 4000)).toEqual([{ tender: 'card', amountCents: 4000, card: visa }]);
    const cash = moneyView({
      currencyCode: 'USD',
      paid: bookingPayments(cardOrder({ paymentId: null, card: null, counter: 'cash' }), 10165, at),
      refunded: [],
      dueAtCourseCents: 0,
      dueFromFriends: [],
    });
    expect(refundDestinations(cash, 5000)).toEqual([{ tender: 'cash', amountCents: 5000, card: null }]);
  });

  it('counts check-in payments as card payments, settled once captured', () => {
    expect(
      checkInPayment({ amountCents: 4200, createdAt: at, slots: [1, 2], card: visa, paymentStatus: 'captured' }),
    ).toMatchObject({ tender: 'card', source: 'check-in', state: 'settled', slot: 1 });
  });
});

describe('money view: split payment shares', () => {
  const deadline = new Date('2026-12-05T12:00:00Z');
  const mc = { brand: 'mastercard', lastFour: '4444' };

  it('a friend is paid only once the share is captured; until then it is due by the deadline', () => {
    const { paid, due } = shareMoney(
      [
        {
          slot: 2,
          amountCents: 4500,
          status: 'paid',
          paidAt: at,
          byLead: false,
          card: mc,
          refundedCents: 0,
          refundedAt: null,
        },
        {
          slot: 3,
          amountCents: 4500,
          status: 'paying',
          paidAt: null,
          byLead: false,
          card: mc,
          refundedCents: 0,
          refundedAt: null,
        },
        {
          slot: 4,
          amountCents: 4500,
          status: 'open',
          paidAt: null,
          byLead: false,
          card: null,
          refundedCents: 0,
          refundedAt: null,
        },
      ],
      deadline,
      visa,
    );
    expect(paid).toEqual([expect.objectContaining({ tender: 'friend-share', slot: 2, amountCents: 4500, card: mc })]);
    expect(due).toEqual([
      { slot: 3, amountCents: 4500, dueBy: deadline.toISOString() },
      { slot: 4, amountCents: 4500, dueBy: deadline.toISOString() },
    ]);
    expect(partnerShareState({ status: 'paying', dueBy: deadline.toISOString() })).toEqual({
      paid: false,
      dueBy: deadline.toISOString(),
    });
    expect(partnerShareState({ status: 'paid', dueBy: deadline.toISOString() })).toEqual({ paid: true, dueBy: null });
    expect(partnerShareState(undefined)).toBeNull();
  });

  it('a share charged to the lead at the deadline is the lead card; a refunded share is refunded to whoever paid it', () => {
    const { paid, refunded } = shareMoney(
      [
        {
          slot: 2,
          amountCents: 4500,
          status: 'lead-charged',
          paidAt: at,
          byLead: true,
          card: null,
          refundedCents: 0,
          refundedAt: null,
        },
        {
          slot: 3,
          amountCents: 4500,
          status: 'cancelled',
          paidAt: at,
          byLead: false,
          card: mc,
          refundedCents: 4000,
          refundedAt: deadline,
        },
      ],
      deadline,
      visa,
    );
    expect(paid.map((entry) => [entry.tender, entry.card?.lastFour])).toEqual([
      ['card', '4242'],
      ['friend-share', '4444'],
    ]);
    expect(refunded).toEqual([
      expect.objectContaining({ tender: 'friend-share', amountCents: 4000, at: deadline.toISOString() }),
    ]);
  });

  it('combines reservations into their order', () => {
    const one = moneyView({
      currencyCode: 'USD',
      paid: bookingPayments(cardOrder(), 9000, at),
      refunded: [],
      dueAtCourseCents: 1000,
      dueFromFriends: [{ slot: 2, amountCents: 4500, dueBy: deadline.toISOString() }],
    });
    const two = moneyView({
      currencyCode: 'USD',
      paid: bookingPayments(cardOrder(), 9000, at),
      refunded: [],
      dueAtCourseCents: 0,
      dueFromFriends: [],
    });
    expect(combineMoneyViews('USD', [one, two])).toMatchObject({
      paidCents: 18000,
      dueAtCourseCents: 1000,
      dueFromFriendsCents: 4500,
    });
  });
});
