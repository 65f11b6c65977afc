import { describe, expect, it } from 'vitest';
import {
  CARD_FORM_MESSAGES,
  cardBrandOf,
  defaultCardExpiry,
  expiryYearsOffered,
  isExpiryCurrent,
  isValidCardNumber,
  isValidCvv,
  isValidPostalCode,
  looksLikeCardNumber,
  maskedCardNumber,
  passesLuhn,
  validateCardForm,
} from './card-validation.ts';

const now = new Date('2026-11-21T07:00:00Z');
const good = {
  number: '4242 4242 4242 4242',
  cvv: '123',
  expirationMonth: '12',
  expirationYear: '2028',
  name: 'Ada Lovelace',
  address: '1 Fairway Drive',
  postalCode: '10001',
  countryCode: 'US',
};

describe('card numbers', () => {
  it('checks Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });
  it('accepts 13–19 digits with spaces or dashes, Amex only with 15', () => {
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 424x')).toBe(false);
    expect(isValidCardNumber('42')).toBe(false);
  });
  it('names the brand', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('9999')).toBe('unknown');
  });
  it('spots card-number-looking strings and nothing else', () => {
    expect(looksLikeCardNumber('4000 0000 0000 0002')).toBe(true);
    expect(looksLikeCardNumber('+1 (910) 555-0142')).toBe(false);
    expect(looksLikeCardNumber('1234567890123')).toBe(false);
    expect(looksLikeCardNumber('tok_4242424242424242')).toBe(false);
    expect(looksLikeCardNumber('3782-822463-10005')).toBe(true);
    // An epoch-millisecond time that happens to pass Luhn is not a card.
    expect(passesLuhn('1763709000006')).toBe(true);
    expect(looksLikeCardNumber('1763709000006')).toBe(false);
  });
  it('masks to the last four', () => {
    expect(maskedCardNumber('4242')).toBe('•••• •••• •••• 4242');
  });
});

describe('CVV, expiry and postal codes', () => {
  it('wants 3 digits, or 4 for Amex', () => {
    expect(isValidCvv('123', 'visa')).toBe(true);
    expect(isValidCvv('1234', 'visa')).toBe(false);
    expect(isValidCvv('1234', 'amex')).toBe(true);
  });
  it('keeps a card valid through its expiry month', () => {
    expect(isExpiryCurrent(11, 26, now)).toBe(true);
    expect(isExpiryCurrent(10, 2026, now)).toBe(false);
    expect(expiryYearsOffered(now)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033]);
  });
  it('starts the card form on next month: in the future, also across the new year', () => {
    expect(defaultCardExpiry(now)).toEqual({ month: 12, year: 2026 });
    const december = new Date('2026-12-02T10:00:00Z');
    const start = defaultCardExpiry(december);
    expect(start).toEqual({ month: 1, year: 2027 });
    expect(isExpiryCurrent(start.month, start.year, december)).toBe(true);
    expect(expiryYearsOffered(december)).toContain(start.year);
    // The last instant of a year still starts in the next one.
    expect(defaultCardExpiry(new Date('2026-12-31T23:59:59Z'))).toEqual({ month: 1, year: 2027 });
  });
  it.each([
    ['US', '10001', true],
    ['US', '10001-1234', true],
    ['US', '1000', false],
    ['CA', 'K1A 0B1', true],
    ['CA', '12345', false],
    ['UK', 'SW1A 1AA', true],
    ['UK', 'EC1A1BB', true],
    ['IE', 'D02 X285', true],
    ['IE', 'D02', false],
    ['AU', '2000', true],
    ['AU', '20000', false],
    ['MX', '06600', true],
    ['FR', '75001', false],
  ])('%s postal code %s → %s', (country, code, valid) => {
    expect(isValidPostalCode(code, country)).toBe(valid);
  });
});

describe('validateCardForm', () => {
  it('passes a good card', () => {
    expect(validateCardForm(good, now)).toEqual({});
  });
  it('gives the §5 message of every failing field', () => {
    const errors = validateCardForm(
      {
        number: '4242 4242 4242 4241',
        cvv: '1',
        expirationMonth: '13',
        expirationYear: '2040',
        name: '',
        address: '',
        postalCode: 'x',
        countryCode: 'FR',
      },
      now,
    );
    expect(errors).toEqual({
      number: CARD_FORM_MESSAGES.number,
      cvv: CARD_FORM_MESSAGES.cvv,
      expirationMonth: CARD_FORM_MESSAGES.expirationMonth,
      expirationYear: CARD_FORM_MESSAGES.expirationYear,
      name: CARD_FORM_MESSAGES.name,
      address: CARD_FORM_MESSAGES.address,
      country: CARD_FORM_MESSAGES.country,
    });
  });
  it('refuses an expired month and a bad postal code', () => {
    const errors = validateCardForm({ ...good, expirationMonth: '10', expirationYear: '26', postalCode: 'ABC' }, now);
    expect(errors).toEqual({
      expirationMonth: CARD_FORM_MESSAGES.expirationMonth,
      postalCode: CARD_FORM_MESSAGES.postalCode,
    });
  });
  it('checks a stored card without number or CVV', () => {
    const { number: _number, cvv: _cvv, ...stored } = good;
    expect(validateCardForm({ ...stored, countryCode: 'UK', postalCode: 'SW1A 1AA' }, now)).toEqual({});
  });
});
