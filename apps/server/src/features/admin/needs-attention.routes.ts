import {
  needsAttentionParamsSchema,
  needsAttentionQuerySchema,
  needsAttentionResponseSchema,
  needsAttentionRetryResponseSchema,
} from '@fairway/contract/admin-needs-attention.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import { consoleTime, consoleTimeZoneOf } from './console-time.ts';
import { requireStaff } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/** The audit log's action for a retry (see README.md). */
const NEEDS_ATTENTION_RETRY_ACTION = 'needs-attention.retry';

/**
 * Later work whose tries are spent (the job runtime's dead items of the alias) under
 * /api/admin/needs-attention, permission `needs-attention:manage` (owners and managers).
 */
export const needsAttentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/needs-attention',
    {
      schema: {
        tags,
        summary:
          "The alias's later work whose every try failed (a gift certificate not delivered, a payment not voided…), latest first, with the last error, a page at a time (`limit`, `before`)",
        headers: staffHeadersSchema,
        querystring: needsAttentionQuerySchema,
        response: { 200: needsAttentionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'needs-attention:manage');
      const { limit, before } = request.query;
      // One more than the page: whether an older page follows.
      const [found, facilities] = await Promise.all([
        app.jobs.deadLetters(engine.id, { limit: limit + 1, ...(before === undefined ? {} : { before }) }),
        listFacilitiesOfBookingEngine(app.db, engine.id),
      ]);
      const dead = found.slice(0, limit);
      const timeZone = consoleTimeZoneOf(facilities);
      return {
        nextBefore: found.length > limit ? (dead.at(-1)?.id ?? null) : null,
        items: dead.map(({ id, kind, key, attempts, lastError, finishedAt }) => ({
          id,
          kind,
          key,
          attempts,
          lastError,
          failedAt: consoleTime(new Date(finishedAt), timeZone),
        })),
        timeZone,
      };
    },
  );

  app.post(
    '/admin/needs-attention/:id/retry',
    {
      schema: {
        tags,
        summary:
          'Queues an item of the list again with a fresh set of tries (it leaves the list); 404 for an id not on the alias’s list; audited',
        headers: staffHeadersSchema,
        params: needsAttentionParamsSchema,
        response: { 200: needsAttentionRetryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'needs-attention:manage');
      const { id } = request.params;
      if (!(await app.jobs.retry(engine.id, id))) throw new DomainError('NOT_FOUND', 'Unknown item');
      await auditStaffAction(
        app.db,
        { engine, auth, client: request.ip, now: app.accounts.now() },
        { action: NEEDS_ATTENTION_RETRY_ACTION, target: `job:${id}` },
      );
      app.jobs.wake();
      return { id, queued: true as const };
    },
  );
};
