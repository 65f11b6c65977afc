import type { UnpaidSharePolicy } from '@fairway/domain/invitations/share-statuses';
import type { ProcessPaymentBody } from '@fairway/contract/checkout.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { requiredFieldsForCart, validateCheckoutForm } from '@fairway/domain/checkout/checkout-form';
import { DomainError } from '../../shared/domain-error.ts';

/** A card's public details (what a wallet keeps), never its number or CVV. */
export interface PublicCard {
  token: string;
  brand: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  name: string;
  address: string;
  postalCode: string;
  countryCode: string;
}

/** The booker's validated form as an attempt keeps it (no CVV). */
export interface StoredCheckoutForm {
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only, last 10 (SPEC §5). */
  phone: string;
  notes: string;
  emailOptIn: boolean;
  smsOptIn: boolean;
  rewardsProgramOptIn: boolean;
  caddieRequest: boolean;
  memberFlow: boolean;
  /** "Member" / "Member Guest" invoice labels (the member flow). */
  memberLabels: boolean;
  /** Courses where the golfer held an active membership at checkout: member labels there too (absent on older attempts). */
  memberFacilityIds?: number[];
  homeClub: string;
  memberNumber: string;
  /** A new card to keep in the wallet (saveCard), with its public details. */
  card: PublicCard | null;
  /** Each player pays their own share: when shares fall due and what happens to unpaid ones. */
  split?: { deadline: string; unpaidShares: UnpaidSharePolicy } | null;
}

/**
 * Runs the SPEC §5 checkout checks on the request (first failure wins → CHECKOUT_INVALID,
 * "Validation errors: " and the message) and returns the form to keep. The member flow only
 * exists where rewards-program members are enabled; the tee-time policy is asked only of a cart
 * holding a tee time.
 */
export function checkedForm(
  body: ProcessPaymentBody,
  settings: FacilitySettings,
  dueNow: number,
  holdsTeeTime: boolean,
): Omit<StoredCheckoutForm, 'card'> {
  const memberFlow = body.formData.memberFlow && settings.checkout.rewardsProgramMembers.enabled;
  const result = validateCheckoutForm(
    { ...body.formData, memberFlow, paymentToken: body.paymentToken },
    { requiredFields: requiredFieldsForCart(settings.checkout.requiredFields, holdsTeeTime), cardNeeded: dueNow > 0 },
  );
  if (!result.ok) {
    throw new DomainError('CHECKOUT_INVALID', `Validation errors: ${result.message}`, {
      messageKey: result.messageKey,
      errors: [result.message],
    });
  }
  const values = result.values;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.toLowerCase(),
    phone: values.normalizedPhone,
    notes: values.notes,
    // An opt-in counts only where the facility offers it (the form shows only those).
    emailOptIn: body.formData.emailOptIn && settings.checkout.optIn.email.enabled,
    smsOptIn: body.formData.smsOptIn && settings.checkout.optIn.mobile.enabled,
    rewardsProgramOptIn: body.formData.rewardsProgramOptIn && settings.checkout.optIn.rewardsProgram.enabled,
    caddieRequest: body.formData.caddieRequest && settings.checkout.optIn.caddieRequest.enabled,
    memberFlow,
    memberLabels: memberFlow,
    homeClub: values.homeClub,
    memberNumber: values.memberNumber,
  };
}
