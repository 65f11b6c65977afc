import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_FORM_MESSAGES,
  type CheckoutFormRules,
  type CheckoutFormValues,
  requiredFieldsForCart,
  validateCheckoutForm,
} from './checkout-form.ts';

const valid: CheckoutFormValues = {
  firstName: '  Ada ',
  lastName: ' Lovelace ',
  email: 'ada@example.com',
  phone: '+1 (555) 010-2030',
  notes: 'Left-handed clubs please',
  teeTimePolicyAccepted: true,
  walletOptionId: null,
  securityCode: '',
  paymentToken: 'cs_token',
  memberFlow: false,
  homeClub: '',
  memberNumber: '',
};

const allRequired: CheckoutFormRules = {
  requiredFields: { email: true, phone: true, teeTimePolicy: true, creditCard: true, note: true },
  cardNeeded: true,
};

function keyOf(values: Partial<CheckoutFormValues>, rules: CheckoutFormRules = allRequired) {
  const result = validateCheckoutForm({ ...valid, ...values }, rules);
  return result.ok ? 'ok' : result.messageKey;
}

describe('validateCheckoutForm (SPEC §5, first failure wins)', () => {
  it('accepts a complete form: names trimmed, phone reduced to its last 10 digits', () => {
    const result = validateCheckoutForm(valid, allRequired);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.firstName).toBe('Ada');
    expect(result.values.lastName).toBe('Lovelace');
    expect(result.values.normalizedPhone).toBe('5550102030');
  });

  it('step 1: a required e-mail', () => {
    expect(keyOf({ email: '  ' })).toBe('emailRequired');
    expect(
      keyOf({ email: '' }, { ...allRequired, requiredFields: { ...allRequired.requiredFields, email: false } }),
    ).toBe('ok');
  });

  it('step 2: the required tee-time policy', () => {
    expect(keyOf({ teeTimePolicyAccepted: false })).toBe('teeTimePolicyRequired');
    expect(
      keyOf(
        { teeTimePolicyAccepted: false },
        { ...allRequired, requiredFields: { ...allRequired.requiredFields, teeTimePolicy: false } },
      ),
    ).toBe('ok');
  });

  it('asks the tee-time policy and the booking note only of a cart holding a tee time (a store-only order has neither)', () => {
    const fields = allRequired.requiredFields;
    expect(
      keyOf({ teeTimePolicyAccepted: false }, { ...allRequired, requiredFields: requiredFieldsForCart(fields, true) }),
    ).toBe('teeTimePolicyRequired');
    expect(
      keyOf({ teeTimePolicyAccepted: false }, { ...allRequired, requiredFields: requiredFieldsForCart(fields, false) }),
    ).toBe('ok');
    expect(keyOf({ notes: '' }, { ...allRequired, requiredFields: requiredFieldsForCart(fields, true) })).toBe(
      'noteRequired',
    );
    expect(keyOf({ notes: '' }, { ...allRequired, requiredFields: requiredFieldsForCart(fields, false) })).toBe('ok');
    expect(requiredFieldsForCart(fields, false)).toEqual({ ...fields, teeTimePolicy: false, note: false });
  });

  it('step 3: a required booking note, with the spec message', () => {
    const result = validateCheckoutForm({ ...valid, notes: '   ' }, allRequired);
    expect(result).toMatchObject({
      ok: false,
      messageKey: 'noteRequired',
      message: 'Per course guidelines, you must enter a booking note to complete the booking process',
    });
    expect(
      keyOf({ notes: '' }, { ...allRequired, requiredFields: { ...allRequired.requiredFields, note: false } }),
    ).toBe('ok');
  });

  it('step 4: a phone of at least 3 characters when required, and a first name of at least 2', () => {
    expect(keyOf({ phone: '12' })).toBe('namePhoneInvalid');
    expect(keyOf({ phone: '123' })).toBe('ok');
    expect(keyOf({ firstName: ' A ' })).toBe('namePhoneInvalid');
    expect(
      keyOf({ phone: '' }, { ...allRequired, requiredFields: { ...allRequired.requiredFields, phone: false } }),
    ).toBe('ok');
    expect(
      keyOf(
        { firstName: 'A', phone: '' },
        { ...allRequired, requiredFields: { ...allRequired.requiredFields, phone: false } },
      ),
    ).toBe('namePhoneInvalid');
  });

  it('then a last name and a well-formed e-mail', () => {
    expect(keyOf({ lastName: ' ' })).toBe('lastNameRequired');
    expect(keyOf({ email: 'not-an-email' })).toBe('emailInvalid');
  });

  it('step 5: a card when one is required and no saved card is chosen', () => {
    expect(keyOf({ paymentToken: null })).toBe('cardRequired');
    expect(CHECKOUT_FORM_MESSAGES.cardRequired).toBe('Please enter a valid credit card number');
    const noCard = { requiredFields: { ...allRequired.requiredFields, creditCard: false }, cardNeeded: false };
    expect(keyOf({ paymentToken: null }, noCard)).toBe('ok');
    expect(keyOf({ paymentToken: null }, { ...noCard, cardNeeded: true })).toBe('cardRequired');
  });

  it('step 6: a saved card needs its 3- or 4-digit CVV', () => {
    expect(keyOf({ paymentToken: null, walletOptionId: 'w1', securityCode: '' })).toBe('cvvRequired');
    expect(keyOf({ paymentToken: null, walletOptionId: 'w1', securityCode: '12a' })).toBe('cvvRequired');
    expect(keyOf({ paymentToken: null, walletOptionId: 'w1', securityCode: '123' })).toBe('ok');
    expect(keyOf({ paymentToken: null, walletOptionId: 'w1', securityCode: '1234' })).toBe('ok');
  });

  it('step 7: the member flow needs a home club, then a member number', () => {
    expect(keyOf({ memberFlow: true })).toBe('homeClubRequired');
    expect(keyOf({ memberFlow: true, homeClub: 'Pinehurst' })).toBe('memberNumberRequired');
    expect(keyOf({ memberFlow: true, homeClub: 'Pinehurst', memberNumber: 'M-1' })).toBe('ok');
    expect(keyOf({ memberFlow: false, homeClub: '' })).toBe('ok');
  });

  it('runs the steps in order: each earlier failure hides the later ones', () => {
    const everythingWrong: Partial<CheckoutFormValues> = {
      email: '',
      teeTimePolicyAccepted: false,
      notes: '',
      phone: '',
      firstName: '',
      lastName: '',
      paymentToken: null,
      memberFlow: true,
    };
    const order = [
      'emailRequired',
      'teeTimePolicyRequired',
      'noteRequired',
      'namePhoneInvalid',
      'lastNameRequired',
      'cardRequired',
      'homeClubRequired',
      'memberNumberRequired',
    ];
    const fixes: Partial<CheckoutFormValues>[] = [
      { email: 'ada@example.com' },
      { teeTimePolicyAccepted: true },
      { notes: 'note' },
      { phone: '5550102030', firstName: 'Ada' },
      { lastName: 'Lovelace' },
      { paymentToken: 'cs_token' },
      { homeClub: 'Pinehurst' },
      { memberNumber: 'M-1' },
    ];
    let values = { ...everythingWrong };
    order.forEach((expected, index) => {
      expect(keyOf(values)).toBe(expected);
      values = { ...values, ...fixes[index] };
    });
    expect(keyOf(values)).toBe('ok');
  });

  it('checks the CVV (6) before the member flow (7), and the card (5) before the CVV', () => {
    expect(keyOf({ paymentToken: null, walletOptionId: 'w1', securityCode: '', memberFlow: true })).toBe('cvvRequired');
    expect(keyOf({ email: 'bad', paymentToken: null })).toBe('emailInvalid');
  });
});
