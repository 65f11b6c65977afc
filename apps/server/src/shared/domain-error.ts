import { ALERTS_MAX } from '@fairway/domain/alerts/alert-limits';
import { WALLET_CARDS_MAX } from '@fairway/domain/wallet/wallet-limits';
import type { ErrorCode } from '@fairway/contract/errors.contract';
import { EMAIL_LOOKALIKE_MESSAGE } from '@fairway/domain/session/email-identity';

/** The one place that maps an error code to its HTTP status. */
export const HTTP_STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_ALIAS: 400,
  ALIAS_NOT_FOUND: 404,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  SESSION_EXPIRED: 401,
  NEW_PROFILE: 401,
  PROFILE_EXISTS: 409,
  EMAIL_LOOKALIKE: 409,
  PROFILE_NOT_FOUND: 404,
  RESET_TOKEN_INVALID: 410,
  VERIFICATION_KEY_INVALID: 410,
  GOLF_ID_FAILED: 401,
  CSRF_REJECTED: 403,
  PROFILE_INVALID: 400,
  REWARDS_ENROLLMENT_FAILED: 409,
  CART_ITEMS_LIMIT: 409,
  TEE_TIME_IN_CART: 409,
  TEE_TIME_CAPACITY: 409,
  TEE_TIME_NOT_AVAILABLE: 409,
  TEE_TIME_STARTED: 409,
  TEE_TIME_BLOCKED: 409,
  TEE_TIME_NOT_ENOUGH_SLOTS: 409,
  PLAYERS_NOT_ALLOWED: 400,
  NO_CHANGES: 409,
  LOCK_NOT_ELIGIBLE: 409,
  CARD_DATA_REJECTED: 400,
  CARD_INVALID: 400,
  PAYMENT_TOKEN_INVALID: 400,
  PAYMENT_DECLINED: 402,
  WALLET_DEFAULT_CARD: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  CART_EMPTY: 409,
  GUEST_CHECKOUT_DISABLED: 401,
  CHECKOUT_INVALID: 422,
  INVOICE_CHANGED: 409,
  PAYMENT_FAILED: 502,
  MEMBER_BOOKING_LIMIT: 409,
  MEMBERS_ONLY_RATE: 403,
  RESERVATION_FAILED: 409,
  INVENTORY_UNAVAILABLE: 410,
  PRODUCT_SOLD_OUT: 409,
  PROMOTION_USED_UP: 409,
  CHECKOUT_IN_PROGRESS: 409,
  CANCELLATION_WINDOW_CLOSED: 409,
  RESERVATION_CANCELLED: 409,
  CANCEL_PLAYERS_INVALID: 400,
  CHECK_IN_UNAVAILABLE: 409,
  CHECK_IN_FAILED: 409,
  CHECK_IN_INVOICE_FAILED: 502,
  CHECK_IN_PAYMENT_DECLINED: 400,
  PAYMENT_EXCEEDS_DUE: 409,
  PAYMENT_SHORT_OF_DUE: 422,
  MANAGE_LINK_EXPIRED: 410,
  MANAGE_LINK_INVALID: 404,
  MEMBERSHIP_ALREADY_ACTIVE: 409,
  DUPLICATE_CUSTOMER: 409,
  CATALOGUE_ITEM_UNAVAILABLE: 404,
  GIFT_VALUE_NOT_ALLOWED: 400,
  GIFT_CODE_INVALID: 422,
  GIFT_BALANCE_INSUFFICIENT: 409,
  MEMBERSHIP_NOT_CANCELLABLE: 409,
  TEE_TIME_ALERT_DUPLICATE: 409,
  TEE_TIME_ALERTS_FULL: 400,
  WALLET_FULL: 409,
  INVITATION_ALREADY_RESPONDED: 410,
  INVITATION_REVOKED: 411,
  INVITATION_IN_PAST: 406,
  INVITATION_ROUND_CHECKED_IN: 409,
  INVITATION_LIMIT_EXCEEDED: 409,
  INVITATION_DUPLICATE: 409,
  INVITATION_SELF: 400,
  INVITATIONS_DISABLED: 403,
  SPLIT_PAYMENT_UNAVAILABLE: 422,
  SHARE_NOT_PAYABLE: 409,
  SHARE_PAID: 409,
  RELEASE_NOT_OPEN: 409,
  RELEASE_TURN_REQUIRED: 403,
  RELEASE_SIGN_IN_REQUIRED: 403,
  RELEASE_LIMIT_REACHED: 409,
  RELEASE_TURN_ONE_CART: 409,
  REFUND_EXCEEDS_PAID: 422,
  CREDIT_LIMIT_EXCEEDED: 403,
};

const DEFAULT_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'The request is not valid',
  VALIDATION_FAILED: 'The request does not match the expected shape',
  INVALID_ALIAS: 'Invalid booking engine alias',
  ALIAS_NOT_FOUND: 'Unknown booking engine',
  NOT_FOUND: 'Not found',
  UNAUTHORIZED: 'Sign-in required',
  FORBIDDEN: 'Not allowed',
  CONFLICT: 'The request conflicts with the current state',
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  RATE_LIMITED: 'Too many requests, please try again later',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable',
  INTERNAL: 'Something went wrong',
  INVALID_CREDENTIALS: 'We could not authenticate the credentials you provided.',
  ACCOUNT_LOCKED:
    'Your account has been locked for 20 minutes due to too many invalid login attempts. Please try again later.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  NEW_PROFILE: 'This is a newly created profile, use the Forgot Password function.',
  PROFILE_EXISTS:
    'A profile already exists for this e-mail address. Please use the Forgot Password function to reset your password.',
  EMAIL_LOOKALIKE: EMAIL_LOOKALIKE_MESSAGE,
  PROFILE_NOT_FOUND: 'No profile exists for this e-mail address. Please create a profile.',
  RESET_TOKEN_INVALID: 'This password reset link is invalid or has expired. Please request a new one.',
  VERIFICATION_KEY_INVALID: 'This verification link is invalid or has expired. Please request a new one.',
  GOLF_ID_FAILED: 'Failed to login with GolfId.',
  CSRF_REJECTED: 'The request was refused because it did not come from this application.',
  PROFILE_INVALID: 'Some of the fields are invalid',
  REWARDS_ENROLLMENT_FAILED: 'Rewards program enrollment was unsuccessful.',
  CART_ITEMS_LIMIT: 'Cart items limit exceeded.',
  TEE_TIME_IN_CART: 'This Tee Time is already in the cart',
  TEE_TIME_CAPACITY: 'Tee Time is locked',
  TEE_TIME_NOT_AVAILABLE: 'This tee time is not available. Please select another one.',
  TEE_TIME_STARTED: 'That tee time has already started',
  TEE_TIME_BLOCKED: 'That time is blocked',
  TEE_TIME_NOT_ENOUGH_SLOTS: 'Not enough spots are free at that time',
  PLAYERS_NOT_ALLOWED: 'This rate does not allow that number of players.',
  NO_CHANGES: 'No changes detected...',
  LOCK_NOT_ELIGIBLE: 'Only tee times within the next 2 hours can be locked.',
  CARD_DATA_REJECTED: 'Card numbers must be entered in the secure card form only.',
  CARD_INVALID: 'Please check the card details.',
  PAYMENT_TOKEN_INVALID: 'Error when adding payment method.',
  PAYMENT_DECLINED: 'Please try again. Something went wrong and we were unable to authorize your payment',
  WALLET_DEFAULT_CARD: 'The default payment method cannot be deleted.',
  IDEMPOTENCY_KEY_REUSED: 'This idempotency key was already used with a different request.',
  CART_EMPTY: 'Shopping cart is empty',
  GUEST_CHECKOUT_DISABLED: 'Please sign in to complete your booking.',
  CHECKOUT_INVALID: 'Validation errors: ',
  INVOICE_CHANGED: 'Failed to process payment, please try again later',
  PAYMENT_FAILED: 'Failed to process payment, please try again later',
  MEMBERS_ONLY_RATE:
    'This rate is reserved for members of the course. Please sign in with your membership or choose another rate.',
  MEMBER_BOOKING_LIMIT:
    'You have reached your maximum amount of allowed bookings, if you would like to make another booking immediately please contact the course directly.',
  RESERVATION_FAILED: 'There was an issue completing your reservation request. Please try again.',
  INVENTORY_UNAVAILABLE:
    'The selected inventory is no longer available, please select another time to complete your booking.',
  PRODUCT_SOLD_OUT:
    'An add-on in your cart has fewer left than you chose. Please change its quantity or remove it, then try again.',
  PROMOTION_USED_UP:
    'This promotion code has been used as many times as the course allows. Remove it to book at the standard price.',
  CHECKOUT_IN_PROGRESS: 'We’re sorry, we’re having trouble processing your request. Please try again.',
  CANCELLATION_WINDOW_CLOSED: 'This reservation can no longer be cancelled online. Please call the course to cancel.',
  RESERVATION_CANCELLED: 'This reservation has already been cancelled.',
  CANCEL_PLAYERS_INVALID: 'Please choose players who are still booked and not checked in.',
  CHECK_IN_UNAVAILABLE: 'Check-in is not open for this reservation.',
  CHECK_IN_FAILED: 'Your Check-In has failed, please try again or stop by the pro shop to confirm you are here.',
  CHECK_IN_INVOICE_FAILED: 'Failed to generate Check-In Invoice...',
  CHECK_IN_PAYMENT_DECLINED: 'The card payment was declined. Please check the card or use another one.',
  PAYMENT_EXCEEDS_DUE: 'The amounts entered are more than what is due.',
  PAYMENT_SHORT_OF_DUE: 'The amounts entered are less than what is due; they must add up to exactly what is due.',
  MANAGE_LINK_EXPIRED: 'This manage-booking link has expired. Please contact the course.',
  MANAGE_LINK_INVALID: 'This manage-booking link is not valid.',
  MEMBERSHIP_ALREADY_ACTIVE:
    'You already have an active membership. Please reach out to us at the course if you believe this is an error.',
  DUPLICATE_CUSTOMER:
    'Error: Duplicate Records Found. We encountered an issue processing your request. Please contact our facility for assistance.',
  CATALOGUE_ITEM_UNAVAILABLE: 'This item is not available in the store.',
  GIFT_VALUE_NOT_ALLOWED: 'Choose one of the gift-certificate amounts or an amount within the allowed range.',
  GIFT_CODE_INVALID: 'This gift-certificate code is not valid here or has no balance left.',
  GIFT_BALANCE_INSUFFICIENT: "The gift certificate's balance changed. Please review your payment and try again.",
  MEMBERSHIP_NOT_CANCELLABLE: 'This membership cannot be cancelled online. Please contact the course.',
  TEE_TIME_ALERT_DUPLICATE: 'You already have a tee time alert for these dates, times and courses.',
  TEE_TIME_ALERTS_FULL: `You have ${ALERTS_MAX} tee time alerts, the most you can keep. Please delete one to add another.`,
  WALLET_FULL: `Your wallet holds ${WALLET_CARDS_MAX} cards, the most it can keep. Please delete one to add another.`,
  INVITATION_ALREADY_RESPONDED: 'This invitation has already been answered.',
  INVITATION_REVOKED: 'This invitation was withdrawn by the party lead.',
  INVITATION_IN_PAST: 'This round has already started or been played.',
  INVITATION_ROUND_CHECKED_IN: 'Everyone in this round has checked in: no more friends can be invited.',
  INVITATION_LIMIT_EXCEEDED: 'You can invite one friend for each other player of the round.',
  INVITATION_DUPLICATE: 'This friend has already been invited.',
  INVITATION_SELF: 'You cannot invite yourself.',
  INVITATIONS_DISABLED: 'Inviting friends is not available for this course.',
  SPLIT_PAYMENT_UNAVAILABLE: 'This booking cannot be split.',
  SHARE_NOT_PAYABLE: 'This share is paid or past its deadline.',
  SHARE_PAID: 'This friend has paid their share.',
  RELEASE_NOT_OPEN: 'The waiting room for this release is not open now.',
  RELEASE_TURN_REQUIRED:
    'Tee times on the day being released are booked in turns. Please wait in the waiting room for your turn.',
  RELEASE_SIGN_IN_REQUIRED: 'Please sign in to book tee times on the day being released.',
  RELEASE_LIMIT_REACHED: 'You have reached the number of bookings allowed per golfer on this release day.',
  RELEASE_TURN_ONE_CART: 'During your turn, tee times are held in one cart. Please finish your booking in that cart.',
  REFUND_EXCEEDS_PAID: 'The amount is more than was paid by this tender and not yet given back.',
  CREDIT_LIMIT_EXCEEDED: 'This amount is above what pro-shop staff may give back; a manager must do it.',
};

/** The HTTP status of an error code. */
export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS_BY_CODE[code];
}

/**
 * An expected failure of a use case. Services throw it; the error handler answers
 * `{ error: { code, message, details? } }` with the code's status. The message is shown
 * to clients, so it must never carry internals.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }

  /** The HTTP status this error answers with. */
  get status(): number {
    return httpStatusOf(this.code);
  }
}
