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
