import { PASSWORD_MAX_LENGTH, PASSWORD_RULE_MESSAGE, isValidPassword } from '@fairway/domain/session/password-rule';
import { emailLookupKey } from '@fairway/domain/session/email-identity';
import { z } from 'zod';
import { emailAddressSchema } from './email-address.ts';
import { profilePhoneSchema, userSchema } from './profile.contract.ts';

export { CSRF_HEADER } from './wire-names.ts';

/**
 * Cookie of a signed-in customer's session, one per booking engine: engines served from one
 * origin (`?alias=`) keep their sessions apart. `__Host-` makes browsers refuse the cookie unless
 * it is Secure, from this origin, with Path=/ and no Domain, so no sibling subdomain can plant or
 * shadow it (ASVS 3.3.3).
 */
export function customerCookieName(alias: string): string {
  return `__Host-fw_session_${alias}`;
}

/** Cookie of a guest session (kept apart from the customer's), one per booking engine; `__Host-` as above. */
export function guestCookieName(alias: string): string {
  return `__Host-fw_guest_${alias}`;
}

/** How a session was authenticated (SPEC §3). */
const AUTHENTICATION_TYPES = ['basic', 'golfid'] as const;
export type AuthenticationType = (typeof AUTHENTICATION_TYPES)[number];

export { emailAddressSchema };

/** A password that follows SPEC §5. */
export const passwordSchema = z.string().max(PASSWORD_MAX_LENGTH).refine(isValidPassword, PASSWORD_RULE_MESSAGE);

/** POST /profile/authenticate body (SPEC §7). For golfid, credentials is the signed token. */
export const authenticateRequestSchema = z
  .object({
    username: z.string().trim().min(1).max(254).overwrite(emailLookupKey),
    credentials: z.string().min(1).max(4096),
    type: z.enum(AUTHENTICATION_TYPES),
    stateKey: z.string().max(200).optional().describe('golfid only: the state key the sign-in started with'),
  })
  .meta({ id: 'AuthenticateRequest' });
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

/** A customer session (SPEC §3 Session) as sign-in, sign-up and restore answer it. */
export const customerSessionSchema = z
  .object({
    kind: z.literal('customer'),
    sessionToken: z
      .string()
      .optional()
      .describe('Bearer token, only in the sign-in answer; the HttpOnly cookie carries it otherwise'),
    authenticationType: z.enum(AUTHENTICATION_TYPES),
    isNewAccount: z.boolean(),
    customer: userSchema,
  })
  .meta({ id: 'CustomerSession' });
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** A guest identity (SPEC §3 Session guest fields). */
const guestIdentitySchema = z.object({
  guestEmailAddress: emailAddressSchema,
  guestName: z.object({ first: z.string().trim().min(1).max(100), last: z.string().trim().min(1).max(100) }),
  guestPhone: z.string().trim().max(30).nullable(),
});
export type GuestIdentity = z.infer<typeof guestIdentitySchema>;

/** A guest session. */
export const guestSessionSchema = guestIdentitySchema.extend({
  kind: z.literal('guest'),
  sessionToken: z.string().optional(),
});
export type GuestSession = z.infer<typeof guestSessionSchema>;

/** No session at all: an anonymous visitor. */
const anonymousSessionSchema = z.object({ kind: z.literal('anonymous') });

/** GET /session: whichever session the request carries (a stale one is a 401 that clears the cookies). */
export const sessionResponseSchema = z.discriminatedUnion('kind', [
  customerSessionSchema,
  guestSessionSchema,
  anonymousSessionSchema,
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /profile body: sign-up. */
export const signUpRequestSchema = z
  .object({
    emailAddress: emailAddressSchema,
    password: passwordSchema,
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phoneNumber: profilePhoneSchema.optional(),
    language: z.enum(['en', 'fr', 'es', 'de']).optional(),
  })
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST /profile/deauthenticate body (SPEC §7). */
export const deauthenticateRequestSchema = z.object({ customerId: z.string().max(64).optional() });

/** POST /session/guest body. */
export const guestSessionRequestSchema = guestIdentitySchema;

/** POST /profile/password-reset body (SPEC §7). */
export const passwordResetRequestSchema = z.object({
  email: emailAddressSchema,
  uri: z.string().max(2048).optional().describe('Ignored beyond its path: links always point at this app'),
  language: z.enum(['en', 'fr', 'es', 'de']).optional(),
});

/** A reset token in the path. */
export const resetTokenParamsSchema = z.object({ token: z.string().min(16).max(200) });

/** PUT /profile/password-reset/{token} body. */
export const passwordResetConfirmSchema = z.object({ password: passwordSchema });

/** POST /session/golf-id: starts a golf-ID sign-in. */
export const golfIdStartResponseSchema = z.object({
  stateKey: z.string(),
  authorizeUrl: z.string().describe('The identity provider sign-in page to open'),
});
