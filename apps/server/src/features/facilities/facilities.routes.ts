import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { bookingEngineResponseSchema, facilitiesResponseSchema } from '@fairway/contract/facilities.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { describeBookingEngine, listFacilities } from './facilities.service.ts';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** GET /facilities and GET /booking-engine (under /api) for the request's booking engine. */
export const facilitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/facilities',
    {
      schema: {
        tags: ['facilities'],
        summary: "The booking engine's facilities, in display order",
        headers: tenantHeadersSchema,
        response: { 200: facilitiesResponseSchema, ...errors },
      },
    },
    (request) => listFacilities(app.db, tenantOf(request)),
  );

  app.get(
    '/booking-engine',
    {
      schema: {
        tags: ['facilities'],
        summary: 'The booking engine with every settings group merged over the defaults',
        headers: tenantHeadersSchema,
        response: { 200: bookingEngineResponseSchema, ...errors },
      },
    },
    (request) => describeBookingEngine(app.db, tenantOf(request), app.accounts.now()),
  );
};
