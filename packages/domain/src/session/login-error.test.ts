import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_MESSAGES, loginErrorOf } from './login-error.ts';

describe('loginErrorOf (SPEC §5 login errors)', () => {
  it('is no error at or below 300', () => {
    expect(loginErrorOf(200)).toBeNull();
    expect(loginErrorOf(300)).toBeNull();
  });

  it('maps 423 to the locked-account message', () => {
    expect(loginErrorOf(423)).toBe('accountLocked');
    expect(LOGIN_ERROR_MESSAGES.accountLocked).toBe(
      'Your account has been locked for 20 minutes due to too many invalid login attempts. Please try again later.',
    );
  });

  it('maps a "session expired" message to the session-expired message', () => {
    expect(loginErrorOf(401, 'Session expired')).toBe('sessionExpired');
  });

  it('maps every other error to the credentials message', () => {
    expect(loginErrorOf(401)).toBe('invalidCredentials');
    expect(loginErrorOf(500, 'boom')).toBe('invalidCredentials');
    expect(LOGIN_ERROR_MESSAGES.invalidCredentials).toBe('We could not authenticate the credentials you provided.');
  });
});
