import { IDEMPOTENCY_HEADER } from '@fairway/contract/checkout.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import {
  invitationListSchema,
  invitationReplyParamsSchema,
  invitationRoundSchema,
  invitationSchema,
  payShareBodySchema,
  sendInvitationsBodySchema,
  sharePaymentSchema,
} from '@fairway/contract/invitations.contract';
import { cardTokenRequestSchema, cardTokenResponseSchema } from '@fairway/contract/wallet.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mailer } from '../mail/mail.public.ts';
import { payInvitationShare, shareCardToken } from './invitation-shares.service.ts';
import {
  callerOf,
  cancelInvitation,
  invitationRound,
  listInvitations,
  replyToInvitation,
  resendInvitation,
  sendInvitations,
} from './invitations.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  406: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  411: errorResponseSchema,
};
const tags = ['invitations'];
const headers = tenantHeadersSchema;
const reservationParams = z.object({ id: z.uuid() });
const inviteParams = z.object({ id: z.uuid(), inviteId: z.uuid() });
const roundParams = invitationReplyParamsSchema.pick({ inviteId: true, hash: true });

/** Friend invitations of SPEC §7 under /api. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const deps = { db: app.db, mailer };

  app.get(
    '/reservation/:id/friend-invitations',
    {
      schema: {
        tags,
        summary: "The party lead's invitations of a reservation (others 404)",
        headers,
        params: reservationParams,
        response: { 200: invitationListSchema, ...errors },
      },
    },
    async (request) => listInvitations(app.db, await callerOf(app, request), request.params.id),
  );

  app.post(
    '/reservation/:id/friend-invitations',
    {
      schema: {
        tags,
        summary: 'Invites up to players − 1 friends; each gets an e-mail with accept/decline links',
        headers,
        params: reservationParams,
        body: sendInvitationsBodySchema,
        response: { 200: invitationListSchema, ...errors },
      },
    },
    async (request) => sendInvitations(deps, await callerOf(app, request), request.params.id, request.body),
  );

  app.post(
    '/reservation/:id/friend-invitations/:inviteId/resend',
    {
      schema: {
        tags,
        summary: 'Mails a pending invitation again with new links (the old ones stop working)',
        headers,
        params: inviteParams,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => resendInvitation(deps, await callerOf(app, request), request.params.id, request.params.inviteId),
  );

  app.delete(
    '/reservation/:id/friend-invitations/:inviteId',
    {
      schema: {
        tags,
        summary: 'Revokes an invitation and frees its partner slot',
        headers,
        params: inviteParams,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) =>
      cancelInvitation(app.db, await callerOf(app, request), request.params.id, request.params.inviteId),
  );

  app.get(
    '/invitation/:inviteId/:hash/',
    {
      schema: {
        tags,
        summary: 'The round an invitation link opens (unknown id or wrong hash: 404)',
        headers,
        params: roundParams,
        response: { 200: invitationRoundSchema, ...errors },
      },
    },
    async (request) =>
      invitationRound(app.db, await callerOf(app, request), request.params.inviteId, request.params.hash),
  );

  app.post(
    '/invitation/:inviteId/:hash/share/payment-token',
    {
      schema: {
        tags,
        summary: "Hosted card entry for an accepted friend's share (split payment)",
        headers,
        params: roundParams,
        body: cardTokenRequestSchema,
        response: { 200: cardTokenResponseSchema, ...errors },
      },
    },
    async (request) =>
      shareCardToken(
        app,
        await callerOf(app, request),
        request.params.inviteId,
        request.params.hash,
        request.body.originUrl,
      ),
  );

  app.post(
    '/invitation/:inviteId/:hash/share',
    {
      schema: {
        tags,
        summary: 'An accepted friend pays their share (Idempotency-Key required; a share is charged once)',
        headers: headers.extend({ [IDEMPOTENCY_HEADER]: z.string().max(255).optional() }),
        params: roundParams,
        body: payShareBodySchema,
        response: { 200: sharePaymentSchema, 402: errorResponseSchema, 422: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      payInvitationShare(
        app,
        await callerOf(app, request),
        request.params.inviteId,
        request.params.hash,
        request.headers[IDEMPOTENCY_HEADER],
        request.body.paymentToken,
      ),
  );

  app.patch(
    '/invitation/:inviteId/:type/:hash/',
    {
      schema: {
        tags,
        summary: 'Accepts or declines: 410 already answered, 411 revoked, 406 round in the past',
        headers,
        params: invitationReplyParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => replyToInvitation(deps, await callerOf(app, request), request.params),
  );
};
