// SPEC §5 "Login errors" and §8: which message a failed sign-in shows.

/** Failed sign-ins in a row that lock an account (SPEC §8 status 423). */
export const MAX_FAILED_LOGINS = 5;

/** How long a locked account stays locked (SPEC §9). */
export const LOCKOUT_MINUTES = 20;

/** The §8 messages of a failed sign-in, by key. */
export const LOGIN_ERROR_MESSAGES = {
  invalidCredentials: 'We could not authenticate the credentials you provided.',
  accountLocked:
    'Your account has been locked for 20 minutes due to too many invalid login attempts. Please try again later.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  newProfile: 'This is a newly created profile, use the Forgot Password function.',
  authenticationFailed: 'There was an error authenticating your credentials. Please try again.',
  golfIdFailed: 'Failed to login with GolfId.',
} as const;

/** A key of LOGIN_ERROR_MESSAGES. */
export type LoginErrorKey = keyof typeof LOGIN_ERROR_MESSAGES;

/**
 * The message of a sign-in answer (SPEC §5): a status above 300 is an error; 423 is the locked
 * account, a "session expired" message the expired session, anything else the credentials
 * message. Null when the answer is not an error.
 */
export function loginErrorOf(status: number, message?: string | null): LoginErrorKey | null {
  if (status <= 300) return null;
  if (status === 423) return 'accountLocked';
  if (message && /session expired/i.test(message)) return 'sessionExpired';
  return 'invalidCredentials';
}
