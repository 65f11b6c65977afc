import type { User } from '@fairway/contract/profile.contract';
import type { CheckoutFormValues, CheckoutMessageKey } from '@fairway/domain/checkout/checkout-form';

/** Everything the checkout form holds: the SPEC §5 values plus opt-ins and "save this card". */
export interface CheckoutValues extends CheckoutFormValues {
  emailOptIn: boolean;
  smsOptIn: boolean;
  rewardsProgramOptIn: boolean;
  caddieRequest: boolean;
  saveCard: boolean;
}

/** A control a validation message can point at (and move the focus to). */
export type CheckoutField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'notes'
  | 'teeTimePolicy'
  | 'card'
  | 'securityCode'
  | 'homeClub'
  | 'memberNumber';

/** The field a failed check is about (the name/phone message points at whichever is wrong). */
export function fieldOfMessage(key: CheckoutMessageKey, values: CheckoutFormValues): CheckoutField {
  switch (key) {
    case 'emailRequired':
    case 'emailInvalid':
      return 'email';
    case 'teeTimePolicyRequired':
      return 'teeTimePolicy';
    case 'noteRequired':
      return 'notes';
    case 'namePhoneInvalid':
      return values.firstName.trim().length < 2 ? 'firstName' : 'phone';
    case 'lastNameRequired':
      return 'lastName';
    case 'cardRequired':
      return 'card';
    case 'cvvRequired':
      return 'securityCode';
    case 'homeClubRequired':
      return 'homeClub';
    case 'memberNumberRequired':
      return 'memberNumber';
  }
}

/** The primary phone, else the first (SPEC §5). */
function primaryPhone(customer: User): string {
  return (customer.phoneNumbers.find((phone) => phone.primary) ?? customer.phoneNumbers[0])?.value ?? '';
}

/** The empty form, or a signed-in golfer's details from their profile. */
export function initialCheckoutValues(customer: User | null): CheckoutValues {
  return {
    firstName: customer?.name.given ?? '',
    lastName: customer?.name.family ?? '',
    email: customer?.username ?? '',
    phone: customer ? primaryPhone(customer) : '',
    notes: '',
    teeTimePolicyAccepted: false,
    walletOptionId: null,
    securityCode: '',
    paymentToken: null,
    memberFlow: false,
    homeClub: '',
    memberNumber: '',
    emailOptIn: false,
    smsOptIn: false,
    rewardsProgramOptIn: false,
    caddieRequest: false,
    saveCard: false,
  };
}
