import { errorResponseSchema } from '@fairway/contract/errors.contract';
import {
  emailVerificationConfirmSchema,
  emailVerificationRequestSchema,
  okResponseSchema,
  profileUpdateSchema,
  rewardsEnrollmentSchema,
  signOutEverywhereResponseSchema,
  unsubscribeQuerySchema,
  userSchema,
} from '@fairway/contract/profile.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { clearSessionCookies, requireCustomer } from '../session/session.public.ts';
import {
  confirmEmailVerification,
  enrollRewards,
  getProfile,
  requestEmailVerification,
  signOutEverywhere,
  unsubscribe,
  updateProfile,
} from './profile.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
};
const tags = ['profile'];

/** The signed-in golfer's profile, opt-ins, e-mail verification, unsubscribe and rewards enrolment (under /api). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        tags,
        summary: 'The signed-in customer (SPEC §3 User)',
        headers: tenantHeadersSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => getProfile(app, await requireCustomer(app, request, reply, tenantOf(request))),
  );

  app.put(
    '/v2/profile',
    {
      schema: {
        tags,
        summary: 'Updates names, phone and per-facility opt-ins (SPEC §3 payload, §5 rules); the e-mail is read-only',
        headers: tenantHeadersSchema,
        body: profileUpdateSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) =>
      updateProfile(app, await requireCustomer(app, request, reply, tenantOf(request)), request.body),
  );

  app.post(
    '/profile/sign-out-everywhere',
    {
      schema: {
        tags,
        summary:
          "Signs the customer out on every device: revokes all of the customer's sessions, this one included, and clears its cookies",
        headers: tenantHeadersSchema,
        response: { 200: signOutEverywhereResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const sessionsEnded = await signOutEverywhere(app, await requireCustomer(app, request, reply, engine));
      clearSessionCookies(reply, engine);
      return { ok: true as const, sessionsEnded };
    },
  );

  app.post(
    '/profile/email-verification',
    {
      schema: {
        tags,
        summary: 'Mails a new e-mail verification link to the signed-in customer',
        headers: tenantHeadersSchema,
        body: emailVerificationRequestSchema,
        response: { 202: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      const auth = await requireCustomer(app, request, reply, engine);
      await requestEmailVerification(app, engine, auth, app.accounts.linkOrigin(), request.body.firstName);
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.put(
    '/profile/email-verification',
    {
      schema: {
        tags,
        summary: 'Verifies the e-mail address with the key of the e-mailed link (once; 410 when invalid or expired)',
        headers: tenantHeadersSchema,
        body: emailVerificationConfirmSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await confirmEmailVerification(app, tenantOf(request), request.body.verificationKey);
      return { ok: true as const };
    },
  );

  app.put(
    '/user/:id/email/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turns e-mail marketing off from a signed unsubscribe link',
        headers: tenantHeadersSchema,
        params: z.object({ id: z.string().max(64) }),
        querystring: unsubscribeQuerySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await unsubscribe(app, tenantOf(request), request.params.id, request.query);
      return { ok: true as const };
    },
  );

  app.post(
    '/profile/rewards-program',
    {
      schema: {
        tags,
        summary: "Enrols the signed-in customer in a facility's rewards program",
        headers: tenantHeadersSchema,
        body: rewardsEnrollmentSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engine = tenantOf(request);
      return enrollRewards(app, engine, await requireCustomer(app, request, reply, engine), request.body.gnFacilityId);
    },
  );
};
