import { CARD_FORM_MESSAGES } from '../payments/card-validation.ts';
import { normalizePhone } from '../profile/profile-form.ts';
import { normalizeEmailAddress } from '../session/email-identity.ts';

// SPEC §5 "Checkout form": the checks run in a fixed order, the first failure wins, its
// message is shown and checkout stops. The web form and POST …/process-payment both run it.

/** Minimum length of the checkout phone and first name (SPEC §9). */
const CHECKOUT_PHONE_MIN_LENGTH = 3;
const CHECKOUT_FIRST_NAME_MIN_LENGTH = 2;

/** The checkout messages, keyed; the web translates them as `checkout.errors.<key>`. */
export const CHECKOUT_FORM_MESSAGES = {
  emailRequired: 'Please enter your e-mail address.',
  teeTimePolicyRequired: 'Please accept the tee time policy to continue.',
  noteRequired: 'Per course guidelines, you must enter a booking note to complete the booking process',
  namePhoneInvalid: 'Please enter your first name (at least 2 characters) and a phone number.',
  emailInvalid: 'Email is invalid',
  lastNameRequired: 'Please enter a valid last name',
  cardRequired: CARD_FORM_MESSAGES.number,
  cvvRequired: 'Please enter the CVV code of your saved card.',
  homeClubRequired: 'Please select a home club',
  memberNumberRequired: 'Please enter a member number',
} as const;
/** A key of CHECKOUT_FORM_MESSAGES. */
export type CheckoutMessageKey = keyof typeof CHECKOUT_FORM_MESSAGES;

/** The booker's details and payment choice as the checkout form holds them. */
export interface CheckoutFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
  teeTimePolicyAccepted: boolean;
  /** A saved card of the wallet, or null for a new card typed in the hosted form. */
  walletOptionId: string | null;
  /** CVV of the saved card (sent to the processor only, never stored). */
  securityCode: string;
  /** A hosted card-entry token whose card was entered, or null. */
  paymentToken: string | null;
  /** Member flow (rewards-program members): home club and member number. */
  memberFlow: boolean;
  homeClub: string;
  memberNumber: string;
}

/** The settings and facts the checks depend on. */
export interface CheckoutFormRules {
  requiredFields: { email: boolean; phone: boolean; teeTimePolicy: boolean; creditCard: boolean; note: boolean };
  /** Whether a card must be given at all (false when nothing is due now and no card is required). */
  cardNeeded: boolean;
}

/**
 * The fields a cart's checkout requires: the tee-time policy and the booking note only when the
 * cart holds a tee time (a store-only order — a membership, a gift certificate, a product — has
 * no policy to accept and no booking to note).
 */
export function requiredFieldsForCart(
  requiredFields: CheckoutFormRules['requiredFields'],
  holdsTeeTime: boolean,
): CheckoutFormRules['requiredFields'] {
  return holdsTeeTime ? requiredFields : { ...requiredFields, teeTimePolicy: false, note: false };
}

/** The form's values as they are booked: names trimmed, phone reduced to its last 10 digits. */
interface NormalizedCheckoutForm extends CheckoutFormValues {
  /** Digits only, last 10 (SPEC §5). */
  normalizedPhone: string;
}

/** The first failing check, or the normalised values. */
export type CheckoutFormResult =
  { ok: true; values: NormalizedCheckoutForm } | { ok: false; messageKey: CheckoutMessageKey; message: string };

function fail(messageKey: CheckoutMessageKey): CheckoutFormResult {
  return { ok: false, messageKey, message: CHECKOUT_FORM_MESSAGES[messageKey] };
}

/** Runs the SPEC §5 checkout checks in order; the first failure wins. */
export function validateCheckoutForm(input: CheckoutFormValues, rules: CheckoutFormRules): CheckoutFormResult {
  const values = {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    notes: input.notes.trim(),
    homeClub: input.homeClub.trim(),
    memberNumber: input.memberNumber.trim(),
  };
  const required = rules.requiredFields;
  // 1 and 2: the required fields (e-mail, then the tee-time policy).
  if (required.email && values.email === '') return fail('emailRequired');
  if (required.teeTimePolicy && !values.teeTimePolicyAccepted) return fail('teeTimePolicyRequired');
  // 3: the booking note.
  if (required.note && values.notes === '') return fail('noteRequired');
  // 4: phone and first name.
  const phoneShort = values.phone.length < CHECKOUT_PHONE_MIN_LENGTH;
  if ((required.phone && phoneShort) || values.firstName.length < CHECKOUT_FIRST_NAME_MIN_LENGTH)
    return fail('namePhoneInvalid');
  if (values.lastName === '') return fail('lastNameRequired');
  if (values.email !== '') {
    const email = normalizeEmailAddress(values.email);
    if (!email.ok) return fail('emailInvalid');
    values.email = email.address;
  }
  // 5: a new card must have been entered in the hosted form.
  const cardRequired = rules.cardNeeded || required.creditCard;
  if (cardRequired && !values.walletOptionId && !values.paymentToken) return fail('cardRequired');
  // 6: a saved card needs its CVV.
  if (values.walletOptionId && !/^\d{3,4}$/.test(values.securityCode.trim())) return fail('cvvRequired');
  // 7: the member flow.
  if (values.memberFlow && values.homeClub === '') return fail('homeClubRequired');
  if (values.memberFlow && values.memberNumber === '') return fail('memberNumberRequired');
  return { ok: true, values: { ...values, normalizedPhone: normalizePhone(values.phone) } };
}
