import {
  messagePreviewRequestSchema,
  messagePreviewSchema,
  messageSendRequestSchema,
  messageSentSchema,
} from '@fairway/contract/admin-messages.contract';
import { staffHeadersSchema, staffIdempotentHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { type MessageMailerFor, previewMessage, sendMessage } from './messages.service.ts';
import { requireStaff } from './staff-session.service.ts';
import type { AuditActor } from './staff.repository.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['admin'];

/** Messages to the day's golfers under /api/admin/messages, permission `messages:send` (owners and managers); see README.md. */
export const messagesRoutes: FastifyPluginAsyncZod<{ mailerFor: MessageMailerFor }> = async (app, { mailerFor }) => {
  const actorOf = async (request: FastifyRequest): Promise<AuditActor> => {
    const engine = tenantOf(request);
    const auth = await requireStaff(app, request, engine, 'messages:send');
    return { auth, engine, client: request.ip, now: app.accounts.now() };
  };

  app.post(
    '/admin/messages/preview',
    {
      schema: {
        tags,
        summary:
          "Whom a message to a course's tee times in a range (course time) would reach: the bookers and named players of its live reservations, one e-mail per address, and who is texted (nothing is sent)",
        headers: staffHeadersSchema,
        body: messagePreviewRequestSchema,
        response: { 200: messagePreviewSchema, ...errors },
      },
    },
    async (request) => previewMessage(app.db, await actorOf(request), request.body),
  );

  app.post(
    '/admin/messages',
    {
      schema: {
        tags,
        summary:
          'E-mails a message to the golfers of a range and texts those opted in to SMS (never a number that answered STOP), through the outboxes, audited; once per Idempotency-Key',
        headers: staffIdempotentHeadersSchema,
        body: messageSendRequestSchema,
        response: { 201: messageSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const sent = await sendMessage(app, mailerFor, actor, request.body, request.headers['idempotency-key']);
      return reply.code(201).send(sent);
    },
  );
};
