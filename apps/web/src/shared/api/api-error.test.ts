import { describe, expect, it } from 'vitest';
import { apiErrorCode } from './api-error.ts';

describe('apiErrorCode', () => {
  it('reads the code of an error body', () => {
    expect(apiErrorCode({ status: 404, data: { error: { code: 'ALIAS_NOT_FOUND', message: 'No such alias' } } })).toBe('ALIAS_NOT_FOUND');
  });

  it('derives a code from the status when the body names none it knows', () => {
    expect(apiErrorCode({ status: 429, data: { error: { code: 'SOMETHING_NEW', message: '' } } })).toBe('RATE_LIMITED');
    expect(apiErrorCode({ status: 500, data: 'Internal Server Error' })).toBe('INTERNAL');
  });

  it('maps network failures to SERVICE_UNAVAILABLE', () => {
    expect(apiErrorCode({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('SERVICE_UNAVAILABLE');
  });

  it('maps anything else to INTERNAL', () => {
    expect(apiErrorCode(undefined)).toBe('INTERNAL');
    expect(apiErrorCode({ message: 'boom' })).toBe('INTERNAL');
  });
});
