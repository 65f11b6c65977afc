import { customerCookieName, guestCookieName } from '@fairway/contract/session.contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerRow } from '../../db/schema/profile.ts';
import type { SessionRow } from '../../db/schema/session.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { findCustomerById } from './customers.repository.ts';
import { findLiveSession, slideSession } from './sessions.repository.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

/** Cookie attributes fit for a third-party iframe (SPEC §3, ARCHITECTURE security). */
export const SESSION_COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'none',
  partitioned: true,
} as const;

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
  for (const name of [customerCookieName(engine.alias), guestCookieName(engine.alias)])
    reply.clearCookie(name, SESSION_COOKIE_OPTIONS);
}

/** The customer session a token names, if live, of this engine, and of a customer. */
export async function findCustomerAuth(
  app: FastifyInstance,
  engine: BookingEngineRow,
  token: string,
): Promise<CustomerAuth | null> {
  const now = app.accounts.now();
  const session = await findLiveSession(app.db, token, now);
  if (!session || session.kind !== 'customer' || session.bookingEngineId !== engine.id || session.customerId === null)
    return null;
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

/** The live guest session of the guest cookie, for this engine. */
export async function findGuestSession(app: FastifyInstance, request: FastifyRequest, engine: BookingEngineRow) {
  const token = request.cookies[guestCookieName(engine.alias)];
  if (!token) return null;
  const session = await findLiveSession(app.db, token, app.accounts.now());
  if (!session || session.kind !== 'guest' || session.bookingEngineId !== engine.id) return null;
  return { session, token };
}
