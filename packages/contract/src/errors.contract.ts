import { z } from 'zod';

/** Every error code the API answers with; the web shows `t('errors.' + code)`. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_ALIAS',
  'ALIAS_NOT_FOUND',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'SESSION_EXPIRED',
  'NEW_PROFILE',
  'PROFILE_EXISTS',
  'PROFILE_NOT_FOUND',
  'RESET_TOKEN_INVALID',
  'VERIFICATION_KEY_INVALID',
  'GOLF_ID_FAILED',
  'CSRF_REJECTED',
  'PROFILE_INVALID',
  'REWARDS_ENROLLMENT_FAILED',
  'CART_ITEMS_LIMIT',
  'TEE_TIME_IN_CART',
  'TEE_TIME_CAPACITY',
  'TEE_TIME_NOT_AVAILABLE',
  'PLAYERS_NOT_ALLOWED',
  'NO_CHANGES',
  'LOCK_NOT_ELIGIBLE',
  'CARD_DATA_REJECTED',
  'CARD_INVALID',
  'PAYMENT_TOKEN_INVALID',
  'PAYMENT_DECLINED',
  'WALLET_DEFAULT_CARD',
  'IDEMPOTENCY_KEY_REUSED',
  'CART_EMPTY',
  'GUEST_CHECKOUT_DISABLED',
  'CHECKOUT_INVALID',
  'INVOICE_CHANGED',
  'PAYMENT_FAILED',
  'MEMBER_BOOKING_LIMIT',
  'RESERVATION_FAILED',
  'INVENTORY_UNAVAILABLE',
  'CHECKOUT_IN_PROGRESS',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every 4xx and 5xx answer: `{ error: { code, message, details? } }`. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
