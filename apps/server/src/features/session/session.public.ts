// What other areas and the composition root (app.ts) may use of session: the only file of
// features/session/ they import (scripts/eslint/feature-boundaries.js).

export { appLink, sendVerificationMail } from './account-links.ts';
export type { AccountMail, AccountMailer } from './account-mailer.ts';
export { ClientThrottle } from './client-throttle.ts';
export {
  findCustomerByEmail,
  findCustomerById,
  findCustomerByPublicId,
  listOptIns,
  unsubscribeEmail,
  updateCustomer,
  upsertOptIns,
} from './customers.repository.ts';
export { backfillEmailSkeletons } from './email-lookalikes.ts';
export { allowedOriginsOfCustomer, languagesByEmail, searchCustomers } from './customer-lookups.repository.ts';
export { type GolferSmsContact, golferSmsContactsByEmail } from './golfer-sms-contacts.repository.ts';
export {
  accountLanguageOf,
  customerEmailOf,
  customerNameOf,
  customerPhoneOf,
  transactionalSmsOptInOf,
} from './customer-sql.ts';
export type { GolfIdIdentity, GolfIdProvider } from './identity-provider.ts';
export { loadLinkSigningKey, signLink, unsubscribePayload, verifyLink } from './link-signer.ts';
export { type SharedKeyPair, sharedKeyPair } from './signing-keys.repository.ts';
export { knownMemberCoursesOfRequest, memberCoursesOf, memberCoursesOfRequest } from './member-courses.ts';
export { consumeOneTimeToken } from './one-time-tokens.ts';
export { PasswordHasher } from './password-hasher.ts';
export {
  clearSessionCookies,
  type CustomerAuth,
  customerTokenOf,
  findCustomerAuth,
  findGuestSession,
  requireCustomer,
  SESSION_COOKIE_OPTIONS,
} from './request-session.ts';
export { sessionRoutes } from './session.routes.ts';
export { createSession, renewSessionToken, revokeCustomerSessions } from './sessions.repository.ts';
export { hashToken, newToken } from './tokens.ts';
export { engineFacilities, loadUser } from './user-dto.ts';

// The rows of this area's tables, as other areas receive them.
export type { CustomerRow } from '../../db/schema/profile.ts';
