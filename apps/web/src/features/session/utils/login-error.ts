import { type LoginErrorKey, loginErrorOf } from '@fairway/domain/session/login-error';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { readErrorBody } from '../../../shared/api/api-error.ts';

/** The HTTP status and `{ error }` body of a failed call, when it has them. */
export function failureOf(error: FetchBaseQueryError | SerializedError | undefined): {
  status: number | null;
  code: string | null;
  message: string | null;
} {
  if (!error || !('status' in error) || typeof error.status !== 'number')
    return { status: null, code: null, message: null };
  const body = readErrorBody(error.data);
  return { status: error.status, code: body?.code ?? null, message: body?.message ?? null };
}

/**
 * The message key of a failed sign-in (SPEC §5 login errors, §8): 423 is the locked account,
 * "session expired" the expired session, a password-less profile the Forgot Password hint,
 * a golf-ID failure its own; other answers the credentials message, and no answer at all the
 * generic authentication error.
 */
export function loginErrorKey(error: FetchBaseQueryError | SerializedError | undefined): LoginErrorKey {
  const { status, code, message } = failureOf(error);
  if (status === null) return 'authenticationFailed';
  if (code === 'NEW_PROFILE') return 'newProfile';
  if (code === 'GOLF_ID_FAILED') return 'golfIdFailed';
  if (status >= 500) return 'authenticationFailed';
  return loginErrorOf(status, message) ?? 'authenticationFailed';
}
