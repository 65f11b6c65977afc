import { GUEST_HEADERS, type GuestIdentity, customerCookieName, guestCookieName } from '@fairway/contract/session.contract';
import { normalizeEmailAddress } from '@fairway/domain/session/email-identity';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BookingEngineRow } from '../../db/schema/facilities.ts';
import type { CustomerRow } from '../../db/schema/profile.ts';
import type { SessionRow } from '../../db/schema/session.ts';
import { DomainError } from '../domain-error.ts';
import { findCustomerById } from './customers.repository.ts';
import { findLiveSession, slideSession } from './sessions.repository.ts';

/** Cookie attributes fit for a third-party iframe (SPEC §3, ARCHITECTURE security). */
export const SESSION_COOKIE_OPTIONS = { path: '/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true } as const;

/** A signed-in customer's session with its customer. */
export interface CustomerAuth {
  session: SessionRow;
  customer: CustomerRow;
  token: string;
}

/** The customer token of a request: `Authorization: Bearer`, else the engine's customer cookie. */
export function customerTokenOf(request: FastifyRequest, engine: BookingEngineRow): string | null {
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || null;
  return request.cookies[customerCookieName(engine.alias)] || null;
}

/** Clears both session cookies of the engine. */
export function clearSessionCookies(reply: FastifyReply, engine: BookingEngineRow): void {
  for (const name of [customerCookieName(engine.alias), guestCookieName(engine.alias)]) reply.clearCookie(name, SESSION_COOKIE_OPTIONS);
}

/** The customer session a token names, if live, of this engine, and of a customer. */
export async function findCustomerAuth(
  app: FastifyInstance,
  engine: BookingEngineRow,
  token: string,
): Promise<CustomerAuth | null> {
  const now = app.accounts.now();
  const session = await findLiveSession(app.db, token, now);
  if (!session || session.kind !== 'customer' || session.bookingEngineId !== engine.id || session.customerId === null) return null;
  const customer = await findCustomerById(app.db, session.customerId);
  if (!customer) return null;
  await slideSession(app.db, session, now);
  return { session, customer, token };
}

/**
 * The signed-in customer of a request, or 401: UNAUTHORIZED without a token, SESSION_EXPIRED
 * (cookies cleared) when the token is unknown, expired, revoked or another engine's. Guests
 * and anonymous visitors never get a customer's data (SPEC §6).
 */
export async function requireCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  engine: BookingEngineRow,
): Promise<CustomerAuth> {
  const token = customerTokenOf(request, engine);
  if (!token) throw new DomainError('UNAUTHORIZED');
  const auth = await findCustomerAuth(app, engine, token);
  if (!auth) {
    clearSessionCookies(reply, engine);
    throw new DomainError('SESSION_EXPIRED', 'Session expired');
  }
  return auth;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The address in a guest e-mail header: base64 of UTF-8 bytes, refused (null) when the bytes are
 * not UTF-8 or the text is not an address by the domain rule (a zero-width space, a look-alike script mix).
 */
function guestEmailOf(encoded: string): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(encoded, 'base64'));
  } catch {
    return null;
  }
  const checked = normalizeEmailAddress(text);
  return checked.ok ? checked.address : null;
}

/**
 * The guest identity of the SPEC §7 headers (e-mail base64-encoded, first and last name,
 * phone), or null when the e-mail header is absent. Malformed headers are a 400.
 */
export function guestIdentityFromHeaders(request: FastifyRequest): GuestIdentity | null {
  const encoded = header(request, GUEST_HEADERS.email);
  if (!encoded) return null;
  const email = guestEmailOf(encoded);
  const first = header(request, GUEST_HEADERS.firstName);
  const last = header(request, GUEST_HEADERS.lastName);
  if (!email || !first || !last) {
    throw new DomainError('BAD_REQUEST', 'Guest headers need a base64 e-mail address and a first and last name');
  }
  return { guestEmailAddress: email, guestName: { first, last }, guestPhone: header(request, GUEST_HEADERS.phone) ?? null };
}

/** The live guest session of the guest cookie, for this engine. */
export async function findGuestSession(app: FastifyInstance, request: FastifyRequest, engine: BookingEngineRow) {
  const token = request.cookies[guestCookieName(engine.alias)];
  if (!token) return null;
  const session = await findLiveSession(app.db, token, app.accounts.now());
  if (!session || session.kind !== 'guest' || session.bookingEngineId !== engine.id) return null;
  return { session, token };
}
