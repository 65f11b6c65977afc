import { ERROR_CODES } from '@fairway/contract/errors.contract';
import { describe, expect, it } from 'vitest';
import { DomainError, HTTP_STATUS_BY_CODE, httpStatusOf } from './domain-error.ts';

describe('DomainError → HTTP status', () => {
  it('maps every contract error code', () => {
    expect(Object.keys(HTTP_STATUS_BY_CODE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each([
    ['BAD_REQUEST', 400],
    ['VALIDATION_FAILED', 400],
    ['INVALID_ALIAS', 400],
    ['UNAUTHORIZED', 401],
    ['FORBIDDEN', 403],
    ['ALIAS_NOT_FOUND', 404],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
    ['SERVICE_UNAVAILABLE', 503],
  ] as const)('%s → %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
    expect(new DomainError(code).status).toBe(status);
  });

  it('keeps a given message and details, and has a default message otherwise', () => {
    const error = new DomainError('CONFLICT', 'Already in the cart', { itemId: 3 });
    expect(error).toBeInstanceOf(Error);
    expect([error.code, error.message, error.details]).toEqual(['CONFLICT', 'Already in the cart', { itemId: 3 }]);
    expect(new DomainError('ALIAS_NOT_FOUND').message).toBe('Unknown booking engine');
  });
});
