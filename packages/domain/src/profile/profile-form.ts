// SPEC §5 "Profile form": the rules and messages both the form and PUT /v2/profile apply.

/** Minimum length of a non-empty phone in the profile form (SPEC §9). */
export const PROFILE_PHONE_MIN_LENGTH = 10;

/** Most digits a phone number may have. */
const PHONE_MAX_DIGITS = 20;

/** Optional +, first digit 1-9 (an opening parenthesis may precede it), then digits, parentheses, dashes or spaces. */
const PHONE_PATTERN = /^\+?\(?[1-9][\d\s()-]*$/;

/** A plain e-mail shape check (the server is the authority on existing addresses). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The §5 messages of the profile form; `{phone}` is replaced with the entered number. */
export const PROFILE_FORM_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  smsNeedsPhone: 'If SMS is opted in, a valid phone number is required.',
  phoneInvalid: 'A valid phone number is required {phone}',
  someFieldsInvalid: 'Some of the fields are invalid',
} as const;

/** A key of PROFILE_FORM_MESSAGES. */
type ProfileFormMessageKey = keyof typeof PROFILE_FORM_MESSAGES;

/** Opt-ins of one facility as the form edits them. */
export interface FacilityOptInValues {
  gnFacilityId: number;
  emailOptIn: boolean;
  smsOptIn: boolean;
  transactionalSmsOptIn: boolean;
}

/** What the profile form edits (the e-mail is read-only and not part of it). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  facilities: FacilityOptInValues[];
}

/** A field of the profile form that can carry an error. */
export type ProfileField = 'firstName' | 'lastName' | 'phoneNumber';

/** One field's error: its message key and the values to interpolate. */
export interface ProfileFieldError {
  key: ProfileFormMessageKey;
  values?: { phone: string };
}

/** Errors by field; empty when the form is valid. */
export type ProfileFormErrors = Partial<Record<ProfileField, ProfileFieldError>>;

/** Whether a phone number matches the §5 pattern (at most 20 digits). */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  return PHONE_PATTERN.test(trimmed) && trimmed.replace(/\D/g, '').length <= PHONE_MAX_DIGITS;
}

/** Whether any SMS opt-in (marketing or transactional) is on. */
function hasSmsOptIn(facilities: readonly FacilityOptInValues[]): boolean {
  return facilities.some((facility) => facility.smsOptIn || facility.transactionalSmsOptIn);
}

/** Validates the profile form (SPEC §5); an empty object means valid. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (values.firstName.trim() === '') errors.firstName = { key: 'firstNameRequired' };
  if (values.lastName.trim() === '') errors.lastName = { key: 'lastNameRequired' };
  const phone = values.phoneNumber.trim();
  if (phone === '') {
    if (hasSmsOptIn(values.facilities)) errors.phoneNumber = { key: 'smsNeedsPhone' };
  } else if (phone.length < PROFILE_PHONE_MIN_LENGTH || !isValidPhone(phone)) {
    errors.phoneNumber = { key: 'phoneInvalid', values: { phone } };
  }
  return errors;
}

/** The English text of a field error (what the server answers with). */
export function profileErrorText(error: ProfileFieldError): string {
  return PROFILE_FORM_MESSAGES[error.key].replace('{phone}', error.values?.phone ?? '');
}

/** Removes a field's error, as editing that field does (SPEC §5). */
export function clearFieldError(errors: ProfileFormErrors, field: ProfileField): ProfileFormErrors {
  if (!(field in errors)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field)) as ProfileFormErrors;
}

/** Digits only, the last 10 kept (SPEC §5 phone normalisation). */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}
