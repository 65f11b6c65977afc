import {
  courseDynamicPricingSchema,
  dynamicPricingParamsSchema,
  dynamicPricingPreviewSchema,
  dynamicPricingResponseSchema,
  dynamicPricingRuleSchema,
} from '@fairway/contract/admin-dynamic-pricing.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { listDynamicPricing, previewDynamicPricing, saveDynamicPricing } from './dynamic-pricing.service.ts';
import type { RatesContext } from './rates.service.ts';
import { requireStaff } from './staff-session.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/** Dynamic pricing rules of the alias's courses under /api/admin, permission `rates:manage`. */
export const dynamicPricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = async (request: FastifyRequest): Promise<RatesContext> => {
    const engine = tenantOf(request);
    const auth = await requireStaff(app, request, engine, 'rates:manage');
    return { app, engine, auth, now: app.accounts.now(), client: request.ip };
  };

  app.get(
    '/admin/dynamic-pricing',
    {
      schema: {
        tags,
        summary: 'The dynamic pricing rule of every course of the alias (off where none is saved)',
        headers: staffHeadersSchema,
        response: { 200: dynamicPricingResponseSchema, ...errors },
      },
    },
    async (request) => listDynamicPricing(app.db, (await signedIn(request)).engine),
  );

  app.put(
    '/admin/dynamic-pricing/:facilityId',
    {
      schema: {
        tags,
        summary: "Saves the dynamic pricing rule of one of the alias's courses; golfers' search prices by it at once",
        headers: staffHeadersSchema,
        params: dynamicPricingParamsSchema,
        body: dynamicPricingRuleSchema,
        response: { 200: courseDynamicPricingSchema, ...errors },
      },
    },
    async (request) => saveDynamicPricing(await signedIn(request), request.params.facilityId, request.body),
  );

  app.post(
    '/admin/dynamic-pricing/:facilityId/preview',
    {
      schema: {
        tags,
        summary:
          "The next 7 days' prices of each rate of the course under a draft rule, from today's bookings; nothing is saved",
        headers: staffHeadersSchema,
        params: dynamicPricingParamsSchema,
        body: dynamicPricingRuleSchema,
        response: { 200: dynamicPricingPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const context = await signedIn(request);
      return previewDynamicPricing(app.db, context.engine, request.params.facilityId, request.body, context.now);
    },
  );
};
