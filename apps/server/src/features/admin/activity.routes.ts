import { activityQuerySchema, activityResponseSchema } from '@fairway/contract/admin-activity.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { readActivity } from './activity.service.ts';
import { requireStaff } from './staff-session.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The console's Activity (`audit-log:read`): the audit log in words, under /api/admin. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/activity',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The alias's audit log in words, newest first, a page at a time (before an entry), by days, action and staff member; times in the engine's zone",
        headers: staffHeadersSchema,
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'audit-log:read');
      return readActivity(app, engine, request.query);
    },
  );
};
