import type { FastifyInstance } from 'fastify';
import type { CustomerRow } from '../../db/schema/profile.ts';
import { signLink, unsubscribePayload } from './link-signer.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

/** How long an e-mail verification link works. */
const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** A link to an SPA page of this engine: the alias rides along so the page finds its tenant. */
export function appLink(
  origin: string,
  engine: BookingEngineRow,
  path: string,
  params: Record<string, string>,
): string {
  const url = new URL(path, origin);
  url.searchParams.set('alias', engine.alias);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** A signed link that turns off e-mail news and offers (all facilities of the engine). */
export async function unsubscribeLink(
  app: FastifyInstance,
  engine: BookingEngineRow,
  customer: CustomerRow,
  origin: string,
): Promise<string> {
  const version = String(customer.unsubscribeVersion);
  const signature = await signLink(app.db, unsubscribePayload(engine.id, customer.publicId, version));
  return appLink(origin, engine, '/unsubscribe', { userId: customer.publicId, version, signature });
}

/** Issues a verification key and mails the link (SPEC §4 e-mail verification). */
export async function sendVerificationMail(
  app: FastifyInstance,
  engine: BookingEngineRow,
  customer: CustomerRow,
  origin: string,
  firstName?: string,
): Promise<void> {
  const key = await issueOneTimeToken(app.db, {
    purpose: 'email-verification',
    bookingEngineId: engine.id,
    customerId: customer.id,
    now: app.accounts.now(),
    ttlMs: VERIFICATION_TTL_MS,
  });
  await app.accounts.mailer.sendAccountMail({
    template: 'verify-email',
    to: customer.email,
    language: customer.language,
    name: firstName || customer.firstName,
    engineName: engine.name,
    link: appLink(origin, engine, '/profile/verify-email', { key }),
    unsubscribeLink: await unsubscribeLink(app, engine, customer, origin),
    bookingEngineId: engine.id,
  });
}
