// SPEC §5 "Password": the one rule sign-up, password reset and the server all check.

/** The message of the password rule, verbatim from SPEC §5. */
export const PASSWORD_RULE_MESSAGE =
  'Minimum of 8 characters in length; Minimum of 2 numeric characters; Minimum of 1 alpha [A-Z] character.';

/** Shortest allowed password (SPEC §9). */
const PASSWORD_MIN_LENGTH = 8;

/** Longest accepted password: a bound on the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 128;

/** Whether a password follows SPEC §5: at least 8 characters, 2 digits and 1 letter. */
export function isValidPassword(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  const digits = password.replace(/\D/g, '').length;
  const letters = password.replace(/[^A-Za-z]/g, '').length;
  return digits >= 2 && letters >= 1;
}
