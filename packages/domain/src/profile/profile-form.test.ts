import { describe, expect, it } from 'vitest';
import { emailOptInText, isProductOptInText, privacyText, smsOptInText } from './opt-in-texts.ts';
import {
  type ProfileFormValues,
  clearFieldError,
  isValidPhone,
  normalizePhone,
  profileErrorText,
  validateProfileForm,
} from './profile-form.ts';

const valid: ProfileFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '',
  facilities: [{ gnFacilityId: 1, emailOptIn: true, smsOptIn: false, transactionalSmsOptIn: false }],
};

describe('validateProfileForm (SPEC §5)', () => {
  it('accepts a complete form without phone when no SMS opt-in is on', () => {
    expect(validateProfileForm(valid)).toEqual({});
  });

  it('requires first and last name', () => {
    const errors = validateProfileForm({ ...valid, firstName: ' ', lastName: '' });
    expect(profileErrorText(errors.firstName!)).toBe('First Name is required');
    expect(profileErrorText(errors.lastName!)).toBe('Last Name is required');
  });

  it('requires a phone when an SMS opt-in is on (marketing or transactional)', () => {
    for (const optIn of [{ smsOptIn: true }, { transactionalSmsOptIn: true }]) {
      const errors = validateProfileForm({ ...valid, facilities: [{ ...valid.facilities[0]!, ...optIn }] });
      expect(profileErrorText(errors.phoneNumber!)).toBe('If SMS is opted in, a valid phone number is required.');
    }
  });

  it('rejects a non-empty phone shorter than 10 characters, naming it', () => {
    const errors = validateProfileForm({ ...valid, phoneNumber: '555-0142' });
    expect(profileErrorText(errors.phoneNumber!)).toBe('A valid phone number is required 555-0142');
  });

  it('rejects a phone that breaks the pattern', () => {
    expect(validateProfileForm({ ...valid, phoneNumber: '0910 555 0142' }).phoneNumber?.key).toBe('phoneInvalid');
    expect(validateProfileForm({ ...valid, phoneNumber: '910-555-O142' }).phoneNumber?.key).toBe('phoneInvalid');
  });

  it('accepts the allowed phone shapes', () => {
    for (const phone of ['+1 (910) 555-0142', '9105550142', '(910) 555-0142', '+44 20 7946 0958']) {
      expect(isValidPhone(phone), phone).toBe(true);
      expect(validateProfileForm({ ...valid, phoneNumber: phone }), phone).toEqual({});
    }
    expect(isValidPhone('1'.repeat(21))).toBe(false);
  });

  it('clears one field error when that field is edited', () => {
    const errors = validateProfileForm({ ...valid, firstName: '', lastName: '' });
    expect(Object.keys(clearFieldError(errors, 'firstName'))).toEqual(['lastName']);
    expect(clearFieldError({}, 'firstName')).toEqual({});
  });

  it('normalises a phone to its last 10 digits', () => {
    expect(normalizePhone('+1 (910) 555-0142')).toBe('9105550142');
  });
});

describe('opt-in texts (SPEC §9)', () => {
  it('names the facility', () => {
    expect(emailOptInText('Harbor Pines')).toBe('I would like to receive e-mail news and offers from Harbor Pines.');
    expect(privacyText('Harbor Pines')).toBe('Please contact Harbor Pines for a copy of their privacy policy');
  });

  it("tells the product's default opt-in text (translated for the golfer) from one the facility wrote (shown as written)", () => {
    const names = ['Harbor Pines – North Course', 'Harbor Pines Golf Club'];
    expect(isProductOptInText(null, names)).toBe(true);
    expect(isProductOptInText('  ', names)).toBe(true);
    expect(isProductOptInText(emailOptInText('Harbor Pines Golf Club'), names)).toBe(true);
    expect(isProductOptInText(smsOptInText('Harbor Pines – North Course'), names)).toBe(true);
    expect(isProductOptInText('Send me the Harbor Pines newsletter.', names)).toBe(false);
    expect(isProductOptInText(`${emailOptInText('Harbor Pines Golf Club')} We never share your address.`, names)).toBe(
      false,
    );
    expect(isProductOptInText(emailOptInText('Another Club'), names)).toBe(false);
  });
});
