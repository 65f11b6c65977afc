import { describe, expect, it } from 'vitest';
import { loginErrorKey } from './login-error.ts';

const failure = (status: number, code: string, message = 'x') => ({ status, data: { error: { code, message } } });

describe('loginErrorKey', () => {
  it('maps the answers of POST /profile/authenticate to SPEC §8 messages', () => {
    expect(loginErrorKey(failure(423, 'ACCOUNT_LOCKED'))).toBe('accountLocked');
    expect(loginErrorKey(failure(401, 'INVALID_CREDENTIALS'))).toBe('invalidCredentials');
    expect(loginErrorKey(failure(401, 'SESSION_EXPIRED', 'Session expired'))).toBe('sessionExpired');
    expect(loginErrorKey(failure(401, 'NEW_PROFILE'))).toBe('newProfile');
    expect(loginErrorKey(failure(401, 'GOLF_ID_FAILED'))).toBe('golfIdFailed');
    expect(loginErrorKey(failure(500, 'INTERNAL'))).toBe('authenticationFailed');
    expect(loginErrorKey({ status: 'FETCH_ERROR', error: 'offline' })).toBe('authenticationFailed');
  });
});
