import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { okResponseSchema } from '@fairway/contract/profile.contract';
import {
  authenticateRequestSchema,
  customerCookieName,
  customerSessionSchema,
  deauthenticateRequestSchema,
  golfIdStartResponseSchema,
  guestCookieName,
  guestSessionRequestSchema,
  guestSessionSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  resetTokenParamsSchema,
  sessionResponseSchema,
  signUpRequestSchema,
} from '@fairway/contract/session.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { registerSessionSweeps } from './session-sweeps.ts';
import {
  SESSION_COOKIE_OPTIONS,
  clearSessionCookies,
  customerTokenOf,
  findCustomerAuth,
  findGuestSession,
  requireCustomer,
} from './request-session.ts';
import {
  CUSTOMER_SESSION_TTL_MS,
  GUEST_SESSION_TTL_MS,
  authenticateBasic,
  authenticateGolfId,
  checkResetToken,
  deauthenticate,
  describeCustomerSession,
  openGuestSession,
  requestPasswordReset,
  resetPassword,
  signUp,
  startGolfId,
} from './session.service.ts';
import { required } from '@fairway/domain/shared/required';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  423: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['session'];

/** Sign-up, sign-in (basic and golf ID), sign-out, restore, guest sessions and password reset (under /api). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSessionSweeps(app);
  const setCustomerCookie = (reply: FastifyReply, alias: string, token: string) =>
    reply.setCookie(customerCookieName(alias), token, {
      ...SESSION_COOKIE_OPTIONS,
      expires: new Date(app.accounts.now().getTime() + CUSTOMER_SESSION_TTL_MS),
    });

  app.post(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Sign up: creates the profile, signs it in and mails an e-mail verification link',
        headers: tenantHeadersSchema,
        body: signUpRequestSchema,
        response: { 201: customerSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const session = await signUp(app, engine, request.body, app.accounts.linkOrigin(), request.ip);
      setCustomerCookie(reply, engine.alias, required(session.sessionToken, 'the token of a new session'));
      return reply.code(201).send(session);
    },
  );

  app.post(
    '/profile/authenticate',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (basic) or a golf-ID token (golfid)',
        headers: tenantHeadersSchema,
        body: authenticateRequestSchema,
        response: { 200: customerSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const { username, credentials, type, stateKey } = request.body;
      const session =
        type === 'basic'
          ? await authenticateBasic(app, engine, username, credentials, request.ip)
          : await authenticateGolfId(app, engine, username, credentials, stateKey);
      setCustomerCookie(reply, engine.alias, required(session.sessionToken, 'the token of a new session'));
      return session;
    },
  );

  app.post(
    '/profile/deauthenticate',
    {
      schema: {
        tags,
        summary: 'Sign out: revokes the session and clears its cookie',
        headers: tenantHeadersSchema,
        body: deauthenticateRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const auth = await requireCustomer(app, request, reply, engine);
      await deauthenticate(app, auth, request.body.customerId);
      reply.clearCookie(customerCookieName(engine.alias), SESSION_COOKIE_OPTIONS);
      return { ok: true as const };
    },
  );

  app.get(
    '/session',
    {
      schema: {
        tags,
        summary: 'Restores the session of the cookie or bearer token; a stale one is a 401 that clears the cookies',
        headers: tenantHeadersSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const token = customerTokenOf(request, engine);
      if (token) {
        const auth = await findCustomerAuth(app, engine, token);
        if (auth) return { ...(await describeCustomerSession(app, auth)), sessionToken: undefined };
      }
      const guest = await findGuestSession(app, request, engine);
      if (token || (request.cookies[guestCookieName(engine.alias)] && !guest)) {
        clearSessionCookies(reply, engine);
        return reply.code(401).send({ error: { code: 'SESSION_EXPIRED', message: 'Session expired' } });
      }
      if (guest) {
        const { session } = guest;
        return {
          kind: 'guest' as const,
          guestEmailAddress: required(session.guestEmail, "a guest session's e-mail"),
          guestName: { first: session.guestFirstName ?? '', last: session.guestLastName ?? '' },
          guestPhone: session.guestPhone,
        };
      }
      return { kind: 'anonymous' as const };
    },
  );

  app.post(
    '/session/guest',
    {
      schema: {
        tags,
        summary: 'Starts a guest session (guest e-mail, first and last name, phone) in its own cookie',
        headers: tenantHeadersSchema,
        body: guestSessionRequestSchema,
        response: { 201: guestSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const session = await openGuestSession(app, engine, request.body);
      reply.setCookie(
        guestCookieName(engine.alias),
        required(session.sessionToken, 'the token of a new guest session'),
        {
          ...SESSION_COOKIE_OPTIONS,
          expires: new Date(app.accounts.now().getTime() + GUEST_SESSION_TTL_MS),
        },
      );
      return reply.code(201).send(session);
    },
  );

  app.post(
    '/session/golf-id',
    {
      schema: {
        tags,
        summary: 'Starts a golf-ID sign-in: a state key and the identity provider page to open',
        headers: tenantHeadersSchema,
        response: { 200: golfIdStartResponseSchema, ...errors },
      },
    },
    (request) => startGolfId(app, tenantOf(request), app.accounts.originOf(request)),
  );

  app.post(
    '/profile/password-reset',
    {
      schema: {
        tags,
        summary:
          'Mails a single-use password reset link valid for one hour, ending every earlier link of the account (404 for an unknown e-mail)',
        headers: tenantHeadersSchema,
        body: passwordResetRequestSchema,
        response: { 202: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, tenantOf(request), request.body.email, app.accounts.linkOrigin(), request.ip);
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/profile/password-reset/:token',
    {
      schema: {
        tags,
        summary: 'Checks that a password reset link is still valid (410 otherwise)',
        headers: tenantHeadersSchema,
        params: resetTokenParamsSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await checkResetToken(app, tenantOf(request), request.params.token);
      return { ok: true as const };
    },
  );

  app.put(
    '/profile/password-reset/:token',
    {
      schema: {
        tags,
        summary:
          'Sets a new password (SPEC §5 rule) with a reset link, once; ends every other link and the sign-in lock, signs out every session',
        headers: tenantHeadersSchema,
        params: resetTokenParamsSchema,
        body: passwordResetConfirmSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(app, tenantOf(request), request.params.token, request.body.password);
      return { ok: true as const };
    },
  );
};
