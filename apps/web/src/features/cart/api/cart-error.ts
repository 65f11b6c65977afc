import type { ErrorCode } from '@fairway/contract/error-codes';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorCode, isReleaseRefusal, readErrorBody } from '../../../shared/api/api-error.ts';
import type { CartMessage, CartMessageKey } from '../slices/cart-slice.ts';

/** A failed cart call: its code and, for capacity refusals, the open slots left. */
export interface CartError {
  code: ErrorCode;
  remaining: number | null;
}

/** Reads a failed cart call. */
export function readCartError(error: FetchBaseQueryError | SerializedError | undefined): CartError {
  const code = apiErrorCode(error);
  const body = error && 'data' in error ? readErrorBody(error.data) : null;
  const details = body?.details as { remaining?: unknown } | undefined;
  return { code, remaining: typeof details?.remaining === 'number' ? details.remaining : null };
}

/**
 * A hold refused by the released day's rules (sign in first, the per-golfer limit, a
 * turn, one cart per turn) says so in the rule's words, not "could not be added".
 */
export function releaseRefusalMessage(error: CartError, fallback: CartMessageKey): CartMessage | null {
  return isReleaseRefusal(error.code) ? { key: fallback, reason: error.code } : null;
}

/** The `cart.` translation key (and count) that tells the golfer why an add failed (SPEC §5, §8). */
export function addFailureMessage(error: CartError): CartMessage {
  const refusal = releaseRefusalMessage(error, 'addFailed');
  if (refusal) return refusal;
  switch (error.code) {
    case 'TEE_TIME_CAPACITY':
      if (!error.remaining) return { key: 'locked' };
      return error.remaining === 1 ? { key: 'slotsLeftOne' } : { key: 'slotsLeftOther', count: error.remaining };
    case 'TEE_TIME_IN_CART':
      return { key: 'alreadyInCart' };
    case 'CART_ITEMS_LIMIT':
      return { key: 'limitExceeded' };
    case 'TEE_TIME_NOT_AVAILABLE':
      return { key: 'notAvailable' };
    case 'MEMBERS_ONLY_RATE':
      return { key: 'addFailed', reason: error.code };
    default:
      return { key: 'addFailed' };
  }
}
