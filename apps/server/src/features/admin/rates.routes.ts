import {
  adminPromotionSchema,
  adminRateSchema,
  createRateRequestSchema,
  promotionInputSchema,
  promotionParamsSchema,
  promotionsResponseSchema,
  rateInputSchema,
  rateParamsSchema,
  rateSetsResponseSchema,
  staffHeadersSchema,
} from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import {
  createPromotion,
  createRate,
  editPromotion,
  editRate,
  listPromotions,
  listRateSets,
  type RatesContext,
} from './rates.service.ts';
import { requireStaff } from './staff-session.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['admin'];

/** Rates and promotion codes under /api/admin, permission `rates:manage`. */
export const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = async (request: FastifyRequest): Promise<RatesContext> => {
    const engine = tenantOf(request);
    const auth = await requireStaff(app, request, engine, 'rates:manage');
    return { app, engine, auth, now: app.accounts.now(), client: request.ip };
  };

  app.get(
    '/admin/rate-sets',
    {
      schema: {
        tags,
        summary: "The rate sets of the alias's courses with their rates (bands, green fees in cents, players, flags)",
        headers: staffHeadersSchema,
        response: { 200: rateSetsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = await signedIn(request);
      return listRateSets(app, context.engine);
    },
  );

  app.post(
    '/admin/rates',
    {
      schema: {
        tags,
        summary: "Adds a rate to a rate set of one of the alias's courses; golfers' search sells it at once",
        headers: staffHeadersSchema,
        body: createRateRequestSchema,
        response: { 200: adminRateSchema, ...errors },
      },
    },
    async (request) => createRate(await signedIn(request), request.body.rateSetId, request.body.rate),
  );

  app.put(
    '/admin/rates/:rateId',
    {
      schema: {
        tags,
        summary:
          "Edits a rate of one of the alias's courses (name, band, green fees, players, flags); golfers' search shows the new price at once",
        headers: staffHeadersSchema,
        params: rateParamsSchema,
        body: rateInputSchema,
        response: { 200: adminRateSchema, ...errors },
      },
    },
    async (request) => editRate(await signedIn(request), request.params.rateId, request.body),
  );

  app.get(
    '/admin/promotions',
    {
      schema: {
        tags,
        summary: "The alias's promotion codes",
        headers: staffHeadersSchema,
        response: { 200: promotionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { engine, now } = await signedIn(request);
      return listPromotions(app, engine, now);
    },
  );

  app.post(
    '/admin/promotions',
    {
      schema: {
        tags,
        summary:
          'Adds a promotion code (SPEC §9 type, value, dates, players, active); 409 CONFLICT when the alias has the code',
        headers: staffHeadersSchema,
        body: promotionInputSchema,
        response: { 200: adminPromotionSchema, ...errors },
      },
    },
    async (request) => createPromotion(await signedIn(request), request.body),
  );

  app.put(
    '/admin/promotions/:id',
    {
      schema: {
        tags,
        summary: "Edits one of the alias's promotion codes; 409 CONFLICT when another of its codes has the new code",
        headers: staffHeadersSchema,
        params: promotionParamsSchema,
        body: promotionInputSchema,
        response: { 200: adminPromotionSchema, ...errors },
      },
    },
    async (request) => editPromotion(await signedIn(request), request.params.id, request.body),
  );
};
