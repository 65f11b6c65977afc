import type { ErrorCode } from '@fairway/contract/errors.contract';

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
  RESERVATION_FAILED: 409,
  INVENTORY_UNAVAILABLE: 410,
  CHECKOUT_IN_PROGRESS: 409,
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
  MEMBER_BOOKING_LIMIT: 'You have reached your maximum amount of allowed bookings, if you would like to make another booking immediately please contact the course directly.',
  RESERVATION_FAILED: 'There was an issue completing your reservation request. Please try again.',
  INVENTORY_UNAVAILABLE: 'The selected inventory is no longer available, please select another time to complete your booking.',
  CHECKOUT_IN_PROGRESS: 'We’re sorry, we’re having trouble processing your request. Please try again.',
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
