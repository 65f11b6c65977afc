import { describe, expect, it } from 'vitest';
import { deskAmountProblem, deskTotalCents } from './desk-tenders.ts';
import { checkInPayment } from './money-view.ts';

describe('desk tenders: the amounts add up to exactly what is due', () => {
  it('takes tenders that add up to the amount due', () => {
    expect(deskAmountProblem([{ amountCents: 10000 }, { amountCents: 6050 }], 16050)).toBeNull();
    expect(deskTotalCents([{ amountCents: 10000 }, { amountCents: 6050 }])).toBe(16050);
  });

  it('refuses more than is due, nothing being due included', () => {
    expect(deskAmountProblem([{ amountCents: 16051 }], 16050)).toEqual({
      code: 'PAYMENT_EXCEEDS_DUE',
      dueCents: 16050,
      enteredCents: 16051,
    });
    expect(deskAmountProblem([{ amountCents: 100 }], 0)?.code).toBe('PAYMENT_EXCEEDS_DUE');
  });

  it('refuses a part payment', () => {
    expect(deskAmountProblem([{ amountCents: 5000 }], 16050)).toEqual({
      code: 'PAYMENT_SHORT_OF_DUE',
      dueCents: 16050,
      enteredCents: 5000,
    });
  });
});

describe('money view: a payment taken at the desk', () => {
  const facts = { amountCents: 6050, createdAt: '2026-12-01T10:00:00.000Z', slots: [1, 2], paymentStatus: 'captured' };

  it('is settled in its tender, from check-in', () => {
    expect(checkInPayment({ ...facts, card: null, tender: 'cash' })).toEqual({
      tender: 'cash',
      amountCents: 6050,
      at: facts.createdAt,
      card: null,
      slot: 1,
      source: 'check-in',
      state: 'settled',
    });
    expect(checkInPayment({ ...facts, card: null, tender: 'gift-certificate' }).state).toBe('settled');
  });

  it('keeps the last four of a card the counter terminal took', () => {
    const entry = checkInPayment({
      ...facts,
      paymentStatus: 'settled',
      card: { brand: 'unknown', lastFour: '4242' },
      tender: 'card-present',
    });
    expect(entry).toMatchObject({ tender: 'card-present', card: { lastFour: '4242' }, state: 'settled' });
  });

  it('is a card payment, pending until captured, without a tender (pay-and-check-in)', () => {
    expect(checkInPayment({ ...facts, paymentStatus: 'authorized', card: null })).toMatchObject({
      tender: 'card',
      state: 'pending',
    });
  });
});
