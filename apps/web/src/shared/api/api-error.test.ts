import { describe, expect, it } from 'vitest';
import { apiErrorCode, readErrorBody } from './api-error.ts';

describe('apiErrorCode', () => {
  it('reads the code of an error body', () => {
    expect(apiErrorCode({ status: 404, data: { error: { code: 'ALIAS_NOT_FOUND', message: 'No such alias' } } })).toBe(
      'ALIAS_NOT_FOUND',
    );
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

describe('readErrorBody', () => {
  it('reads code, message and details of an API error body', () => {
    expect(readErrorBody({ error: { code: 'TEE_TIME_CAPACITY', message: 'Full', details: { remaining: 1 } } })).toEqual(
      { code: 'TEE_TIME_CAPACITY', message: 'Full', details: { remaining: 1 } },
    );
    expect(readErrorBody({ error: { code: 'NOT_FOUND', message: 'Gone' } })).toEqual({
      code: 'NOT_FOUND',
      message: 'Gone',
      details: undefined,
    });
  });

  it('answers null for any other body', () => {
    for (const data of [
      undefined,
      null,
      'Bad Gateway',
      { error: 'nope' },
      { error: { code: 404, message: 'x' } },
      { error: { code: 'X' } },
      { message: 'x' },
    ]) {
      expect(readErrorBody(data)).toBeNull();
    }
  });
});
