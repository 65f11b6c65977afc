import { describe, expect, it } from 'vitest';
import { validateCheckInPayment, type CheckInCard } from './check-in-payment.ts';

const NOW = new Date('2026-11-25T15:00:00Z');
const visa: CheckInCard = {
  walletOptionId: 'w1',
  type: 'visa',
  lastFour: '4242',
  expirationMonth: 12,
  expirationYear: 30,
  isDefault: true,
};
const amex: CheckInCard = {
  walletOptionId: 'w2',
  type: 'amex',
  lastFour: '0005',
  expirationMonth: 1,
  expirationYear: 28,
  isDefault: false,
};
const expired: CheckInCard = {
  walletOptionId: 'w3',
  type: 'visa',
  lastFour: '1111',
  expirationMonth: 10,
  expirationYear: 26,
  isDefault: false,
};
const cards = [visa, amex, expired];
const base = { playerCount: 1, walletOptionId: 'w1', securityCode: '123', paymentToken: null };

describe('check-in payment validation (SPEC §5)', () => {
  it('accepts a saved card with its CVV, and a new card entered in the hosted page', () => {
    expect(validateCheckInPayment(base, cards, 2, NOW)).toBeNull();
    expect(validateCheckInPayment({ ...base, walletOptionId: 'w2', securityCode: '1234' }, cards, 2, NOW)).toBeNull();
    expect(
      validateCheckInPayment({ ...base, walletOptionId: null, securityCode: '', paymentToken: 'tok' }, cards, 2, NOW),
    ).toBeNull();
  });

  it('wallet card rules: unknown card, expired card, CVV of the brand (amex 4 digits, others 3)', () => {
    expect(validateCheckInPayment({ ...base, walletOptionId: 'gone' }, cards, 2, NOW)).toEqual({
      kind: 'card',
      field: 'number',
    });
    expect(validateCheckInPayment({ ...base, walletOptionId: 'w3' }, cards, 2, NOW)).toEqual({
      kind: 'card',
      field: 'expirationMonth',
    });
    expect(validateCheckInPayment({ ...base, securityCode: '' }, cards, 2, NOW)).toEqual({
      kind: 'card',
      field: 'cvv',
    });
    expect(validateCheckInPayment({ ...base, securityCode: '1234' }, cards, 2, NOW)).toEqual({
      kind: 'card',
      field: 'cvv',
    });
    expect(validateCheckInPayment({ ...base, walletOptionId: 'w2', securityCode: '123' }, cards, 2, NOW)).toEqual({
      kind: 'card',
      field: 'cvv',
    });
  });

  it('new card rules: the hosted page must have tokenised a card', () => {
    expect(validateCheckInPayment({ ...base, walletOptionId: null, paymentToken: null }, cards, 2, NOW)).toEqual({
      kind: 'card',
      field: 'number',
    });
  });

  it('the player count comes first and stays within the players who owe', () => {
    expect(validateCheckInPayment({ ...base, playerCount: 0, securityCode: '' }, cards, 2, NOW)).toEqual({
      kind: 'players',
    });
    expect(validateCheckInPayment({ ...base, playerCount: 3 }, cards, 2, NOW)).toEqual({ kind: 'players' });
  });
});
