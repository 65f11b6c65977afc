import { guestCookieName } from '@fairway/contract/session.contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import {
  createSession,
  type CustomerRow,
  customerTokenOf,
  findCustomerAuth,
  findGuestSession,
  SESSION_COOKIE_OPTIONS,
} from '../session/session.public.ts';
import { type BookingEngineRow, isEngineOrigin } from '../facilities/facilities.public.ts';

/** How long the guest session opened at checkout lasts (the guest reads their order with it). */
const GUEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Who is checking out: the engine, the signed-in customer (or null) and the app clock. */
interface CheckoutActor {
  engine: BookingEngineRow;
  customerId: number | null;
  now: Date;
}

/** Who is calling: the cart actor, the signed-in customer, and the guest session of the cookie. */
export interface CheckoutContext {
  actor: CheckoutActor;
  customer: CustomerRow | null;
  guestSessionId: number | null;
  /** The app's own origin (return URLs and card-entry origins must be on it or an allowed host). */
  ownOrigin: string;
}

/** The request's checkout context; an unknown customer token is simply anonymous. */
export async function checkoutContextOf(app: FastifyInstance, request: FastifyRequest): Promise<CheckoutContext> {
  const engine = tenantOf(request);
  const token = customerTokenOf(request, engine);
  const auth = token ? await findCustomerAuth(app, engine, token) : null;
  const guest = auth ? null : await findGuestSession(app, request, engine);
  return {
    actor: { engine, customerId: auth?.customer.id ?? null, now: app.accounts.now() },
    customer: auth?.customer ?? null,
    guestSessionId: guest?.session.id ?? null,
    ownOrigin: app.accounts.originOf(request),
  };
}

/** Opens a guest session for the booker (inside the caller's transaction); its token goes in the guest cookie. */
export async function openCheckoutGuestSession(
  tx: Database,
  ctx: CheckoutContext,
  guest: { email: string; firstName: string; lastName: string; phone: string },
): Promise<{ id: number; token: string }> {
  const { token, row } = await createSession(tx, {
    kind: 'guest',
    bookingEngineId: ctx.actor.engine.id,
    guestEmail: guest.email,
    guestFirstName: guest.firstName,
    guestLastName: guest.lastName,
    guestPhone: guest.phone || null,
    expiresAt: new Date(ctx.actor.now.getTime() + GUEST_SESSION_TTL_MS),
  });
  return { id: row.id, token };
}

/** Sets the guest cookie of the engine. */
export function setGuestCookie(reply: FastifyReply, alias: string, token: string, now: Date): void {
  reply.setCookie(guestCookieName(alias), token, {
    ...SESSION_COOKIE_OPTIONS,
    expires: new Date(now.getTime() + GUEST_SESSION_TTL_MS),
  });
}

/** Whether a URL is on the app's own origin or one of the engine's allowed host origins. */
export function isAllowedOrigin(url: string, ctx: CheckoutContext): boolean {
  return isEngineOrigin(url, ctx.ownOrigin, ctx.actor.engine.allowedOrigins);
}
