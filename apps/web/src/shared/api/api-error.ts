import { ERROR_CODES, type ErrorCode } from '@fairway/contract/error-codes';
import type { ErrorResponse } from '@fairway/contract/errors.contract';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'SERVICE_UNAVAILABLE',
};

function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The `{ error: { code, message, details? } }` body of a failed call, or null when the body is
 * something else (a proxy's page, a network failure). A plain check rather than the contract's
 * zod schema, so reading an error never loads zod on the first screen.
 */
export function readErrorBody(data: unknown): ErrorResponse['error'] | null {
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const { error } = data;
  if (typeof error !== 'object' || error === null || !('code' in error) || !('message' in error)) return null;
  const { code, message } = error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { code, message, details: 'details' in error ? error.details : undefined };
}

/**
 * The API error code of a failed RTK Query call: the `{ error: { code } }` body when it names a
 * known code, else a code derived from the HTTP status; network failures are SERVICE_UNAVAILABLE.
 */
export function apiErrorCode(error: FetchBaseQueryError | SerializedError | undefined): ErrorCode {
  if (!error || !('status' in error)) return 'INTERNAL';
  const body = readErrorBody(error.data);
  if (body && isErrorCode(body.code)) return body.code;
  if (typeof error.status === 'number') return STATUS_CODES[error.status] ?? 'INTERNAL';
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL';
}

/** Whether the API refused by one of the released day's rules (sign-in, a turn, one cart per turn, the per-golfer limit). */
export function isReleaseRefusal(code: ErrorCode): boolean {
  return code.startsWith('RELEASE_');
}

/**
 * Whether a read of one resource by id failed because there is no such resource for this caller:
 * unknown or someone else's (404), or an id that cannot name one, as a mistyped link gives (400).
 */
export function isNotFoundAnswer(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  const code = apiErrorCode(error);
  return code === 'NOT_FOUND' || code === 'VALIDATION_FAILED';
}
