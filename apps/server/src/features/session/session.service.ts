import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { CustomerSession, GuestIdentity, GuestSession, SignUpRequest } from '@fairway/contract/session.contract';
import { normalizeEmailAddress } from '@fairway/domain/session/email-identity';
import type { FastifyInstance } from 'fastify';
import type { CustomerRow } from '../../db/schema/profile.ts';
import { PASSWORD_RESET_TTL_MS, appLink, sendVerificationMail, unsubscribeLink } from './account-links.ts';
import {
  findCustomerByEmail,
  findCustomerByGolfId,
  insertCustomer,
  lockCustomer,
  updateCustomer,
} from './customers.repository.ts';
import { refuseLookalikeAddress } from './email-lookalikes.ts';
import { consumeOneTimeToken, endOneTimeTokens, issueOneTimeToken, peekOneTimeToken } from './one-time-tokens.ts';
import type { GolfIdProvider } from './identity-provider.ts';
import type { CustomerAuth } from './request-session.ts';
import { SESSION_IDLE_MS, createSession, revokeCustomerSessions, revokeSession } from './sessions.repository.ts';
import { loadUser } from './user-dto.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { signInAddress } from './client-throttle.ts';
import { clearSignInFailures, findSignInLock, recordSignInFailure } from './sign-in-failures.repository.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

/** The absolute lifetime of a customer session (its idle lifetime is SESSION_IDLE_MS); the cookie lasts as long. */
export const CUSTOMER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a guest session lasts. */
export const GUEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a golf-ID state key may wait for its return. */
const GOLF_ID_STATE_TTL_MS = 10 * 60 * 1000;

async function openCustomerSession(
  app: FastifyInstance,
  customer: CustomerRow,
  authenticationType: 'basic' | 'golfid',
  isNewAccount: boolean,
): Promise<CustomerSession> {
  const { token } = await createSession(app.db, {
    kind: 'customer',
    bookingEngineId: customer.bookingEngineId,
    customerId: customer.id,
    authenticationType,
    isNewAccount,
    expiresAt: new Date(app.accounts.now().getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(app.accounts.now().getTime() + CUSTOMER_SESSION_TTL_MS),
  });
  return {
    kind: 'customer',
    sessionToken: token,
    authenticationType,
    isNewAccount,
    customer: await loadUser(app.db, customer),
  };
}

/** The session response of an existing customer session (restore). */
export async function describeCustomerSession(app: FastifyInstance, auth: CustomerAuth): Promise<CustomerSession> {
  return {
    kind: 'customer',
    sessionToken: auth.token,
    authenticationType: auth.session.authenticationType ?? 'basic',
    isNewAccount: auth.session.isNewAccount,
    customer: await loadUser(app.db, auth.customer),
  };
}

/** POST /profile: creates the account, signs it in and mails the verification link. */
export async function signUp(
  app: FastifyInstance,
  engine: BookingEngineRow,
  input: SignUpRequest,
  origin: string,
  client: string,
): Promise<CustomerSession> {
  // Hashing is the expensive part: the same per-client limit as sign-in.
  await app.accounts.throttle.hit(app.db, client);
  if (await findCustomerByEmail(app.db, engine.id, input.emailAddress)) throw new DomainError('PROFILE_EXISTS');
  await refuseLookalikeAddress(app.db, engine.id, input.emailAddress);
  const passwordHash = await app.accounts.hasher.hash(input.password);
  const customer = await insertCustomer(app.db, {
    bookingEngineId: engine.id,
    email: input.emailAddress,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phoneNumber || null,
    language: input.language ?? 'en',
  });
  if (!customer) throw new DomainError('PROFILE_EXISTS'); // lost a race with the same e-mail
  await sendVerificationMail(app, engine, customer, origin);
  return openCustomerSession(app, customer, 'basic', true);
}

/**
 * Basic sign-in (SPEC §8): per-client limit first, then the address's lock (no hashing while
 * locked), then the password. Failures are counted in the database per e-mail address, whether
 * an account has it or not; the fifth locks the address for 20 minutes and answers 423. An
 * unknown address, or an account without a password, is hashed against a dummy: every failure
 * costs the same work and gives the same answers, so none tells which e-mails have accounts.
 */
export async function authenticateBasic(
  app: FastifyInstance,
  engine: BookingEngineRow,
  username: string,
  password: string,
  client: string,
): Promise<CustomerSession> {
  await app.accounts.throttle.hit(app.db, client);
  const now = app.accounts.now();
  const email = username.trim().toLowerCase();
  if (await findSignInLock(app.db, engine.id, email, now)) throw new DomainError('ACCOUNT_LOCKED');
  const customer = await findCustomerByEmail(app.db, engine.id, email);
  // Concurrent attempts (on any process) all pass the lock check before one failure is written:
  // the address's hash budget, claimed in the database, bounds what they can cost.
  const budget = signInAddress(engine.id, email);
  await app.accounts.throttle.claimHash(app.db, budget, 'address');
  const matches = await app.accounts.hasher.verify(customer?.passwordHash ?? null, password);
  if (customer && customer.passwordHash === null) throw new DomainError('NEW_PROFILE');
  if (!customer || !matches) {
    const { lockedUntil } = await recordSignInFailure(app.db, engine.id, email, now);
    if (lockedUntil && lockedUntil > now) throw new DomainError('ACCOUNT_LOCKED');
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await clearSignInFailures(app.db, engine.id, email);
  await app.accounts.throttle.release(app.db, budget, 'address');
  return openCustomerSession(app, customer, 'basic', false);
}

/** Golf-ID login is offered only where the engine's settings enable it (SPEC §6) and a provider is configured. */
function requireGolfIdLogin(app: FastifyInstance, engine: BookingEngineRow): GolfIdProvider {
  const provider = app.accounts.golfId;
  if (!provider || !resolveFacilitySettings(engine.settings).user.golfIdLogin) {
    throw new DomainError('GOLF_ID_FAILED', 'Golf ID login is not enabled for this booking engine');
  }
  return provider;
}

/** Starts a golf-ID sign-in: a state key stored for the return, and the provider's page. */
export async function startGolfId(app: FastifyInstance, engine: BookingEngineRow, origin: string) {
  const provider = requireGolfIdLogin(app, engine);
  const stateKey = await issueOneTimeToken(app.db, {
    purpose: 'golf-id-state',
    bookingEngineId: engine.id,
    customerId: null,
    now: app.accounts.now(),
    ttlMs: GOLF_ID_STATE_TTL_MS,
  });
  return { stateKey, authorizeUrl: provider.authorizeUrl({ stateKey, alias: engine.alias, origin }) };
}

/**
 * Golf-ID sign-in: the token must verify (signature, audience, expiry), name the same user,
 * and carry the state key this server issued, which is used up here. The account is found by
 * golf-ID subject, else by e-mail (linked), else created without a password.
 */
export async function authenticateGolfId(
  app: FastifyInstance,
  engine: BookingEngineRow,
  username: string,
  token: string,
  stateKey: string | undefined,
): Promise<CustomerSession> {
  const provider = requireGolfIdLogin(app, engine);
  const now = app.accounts.now();
  const verified = await provider.verify(token, engine.alias, now);
  // The provider's address goes through the same rule as every other way in.
  const checkedEmail = verified ? normalizeEmailAddress(verified.email) : null;
  const identity = verified && checkedEmail?.ok ? { ...verified, email: checkedEmail.address } : null;
  if (!identity || !stateKey || identity.nonce !== stateKey || identity.email !== username.trim().toLowerCase()) {
    throw new DomainError('GOLF_ID_FAILED');
  }
  if (!(await consumeOneTimeToken(app.db, 'golf-id-state', engine.id, stateKey, now)))
    throw new DomainError('GOLF_ID_FAILED');
  let customer = await findCustomerByGolfId(app.db, engine.id, identity.subject);
  let isNew = false;
  if (!customer) {
    const byEmail = await findCustomerByEmail(app.db, engine.id, identity.email);
    if (byEmail) {
      customer = await updateCustomer(app.db, byEmail.id, { golfIdSubject: identity.subject });
    } else {
      await refuseLookalikeAddress(app.db, engine.id, identity.email);
      customer = await insertCustomer(app.db, {
        bookingEngineId: engine.id,
        email: identity.email,
        passwordHash: null,
        firstName: identity.firstName,
        lastName: identity.lastName,
        golfIdSubject: identity.subject,
        emailVerifiedAt: now, // the identity provider vouches for the address
      });
      if (!customer) throw new DomainError('GOLF_ID_FAILED');
      isNew = true;
    }
  }
  if (await findSignInLock(app.db, engine.id, customer.email, now)) throw new DomainError('ACCOUNT_LOCKED');
  return openCustomerSession(app, customer, 'golfid', isNew);
}

/** Ends a customer session (the customer id, when given, must be the session's own). */
export async function deauthenticate(
  app: FastifyInstance,
  auth: CustomerAuth,
  customerId: string | undefined,
): Promise<void> {
  if (customerId !== undefined && customerId !== auth.customer.publicId) throw new DomainError('NOT_FOUND');
  await revokeSession(app.db, auth.session.id, app.accounts.now());
}

/** Opens a guest session for a guest identity (its own cookie). */
export async function openGuestSession(
  app: FastifyInstance,
  engine: BookingEngineRow,
  guest: GuestIdentity,
): Promise<GuestSession> {
  const { token } = await createSession(app.db, {
    kind: 'guest',
    bookingEngineId: engine.id,
    guestEmail: guest.guestEmailAddress,
    guestFirstName: guest.guestName.first,
    guestLastName: guest.guestName.last,
    guestPhone: guest.guestPhone,
    expiresAt: new Date(app.accounts.now().getTime() + GUEST_SESSION_TTL_MS),
  });
  return { kind: 'guest', sessionToken: token, ...guest };
}

/**
 * POST /profile/password-reset: mails a single-use, one-hour link and ends every earlier one of
 * the account, so only the newest mail works; 404 for an unknown e-mail (SPEC §8).
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  engine: BookingEngineRow,
  email: string,
  origin: string,
  client: string,
): Promise<void> {
  await app.accounts.throttle.hit(app.db, client);
  const customer = await findCustomerByEmail(app.db, engine.id, email);
  if (!customer) throw new DomainError('PROFILE_NOT_FOUND');
  const now = app.accounts.now();
  const token = await app.db.transaction(async (tx) => {
    // The account's row lock orders this against a reset in flight (see resetPassword).
    await lockCustomer(tx, customer.id);
    await endOneTimeTokens(tx, 'password-reset', customer.id, now);
    return issueOneTimeToken(tx, {
      purpose: 'password-reset',
      bookingEngineId: engine.id,
      customerId: customer.id,
      now,
      ttlMs: PASSWORD_RESET_TTL_MS,
    });
  });
  await app.accounts.mailer.sendAccountMail({
    template: 'password-reset',
    to: customer.email,
    language: customer.language,
    name: customer.firstName,
    engineName: engine.name,
    link: appLink(origin, engine, '/profile/reset-password', { token }),
    unsubscribeLink: await unsubscribeLink(app, engine, customer, origin),
    bookingEngineId: engine.id,
  });
}

/** POST /profile/password-reset/{token}: whether the link still works (410 otherwise). */
export async function checkResetToken(app: FastifyInstance, engine: BookingEngineRow, token: string): Promise<void> {
  if (!(await peekOneTimeToken(app.db, 'password-reset', engine.id, token, app.accounts.now()))) {
    throw new DomainError('RESET_TOKEN_INVALID');
  }
}

/**
 * PUT /profile/password-reset/{token}: sets the password once, ends every other reset link of
 * the account, ends the sign-in lock of its address (and gives back its hash budget), signs out
 * everywhere. The account's row lock makes two resets with two links, at once, succeed at most once.
 */
export async function resetPassword(
  app: FastifyInstance,
  engine: BookingEngineRow,
  token: string,
  password: string,
): Promise<void> {
  const now = app.accounts.now();
  // Hash first: the token is only used up once the new password is ready to store.
  const passwordHash = await app.accounts.hasher.hash(password);
  await app.db.transaction(async (tx) => {
    const link = await peekOneTimeToken(tx, 'password-reset', engine.id, token, now);
    const customer = link?.customerId == null ? undefined : await lockCustomer(tx, link.customerId);
    // Re-checked under the lock: a reset that committed meanwhile has ended this link.
    const row = customer && (await consumeOneTimeToken(tx, 'password-reset', engine.id, token, now));
    if (!customer || !row) throw new DomainError('RESET_TOKEN_INVALID');
    await endOneTimeTokens(tx, 'password-reset', customer.id, now, row.id);
    // Following the e-mailed link proves the address too.
    await updateCustomer(tx, customer.id, { passwordHash, emailVerifiedAt: now });
    await revokeCustomerSessions(tx, customer.id, now);
    await clearSignInFailures(tx, engine.id, customer.email);
    await app.accounts.throttle.release(tx, signInAddress(engine.id, customer.email), 'address');
  });
}
