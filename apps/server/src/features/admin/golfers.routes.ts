import {
  golferDetailQuerySchema,
  golferDetailSchema,
  golferParamsSchema,
  golferSearchQuerySchema,
  golferSearchResponseSchema,
} from '@fairway/contract/admin-golfers.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { golferDetail, golferSearch } from './golfers.service.ts';
import { requireStaff } from './staff-session.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/** Golfer lookup under /api/admin/golfers, permission `golfers:read`. */
export const golfersRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = async (request: FastifyRequest) => {
    const engine = tenantOf(request);
    await requireStaff(app, request, engine, 'golfers:read');
    return engine;
  };

  app.get(
    '/admin/golfers',
    {
      schema: {
        tags,
        summary:
          "The alias's golfer accounts matching part of a name, an e-mail or a phone number (at least 2 characters), 25 a page; with include=guests also guests who booked without an account",
        headers: staffHeadersSchema,
        querystring: golferSearchQuerySchema,
        response: { 200: golferSearchResponseSchema, ...errors },
      },
    },
    async (request) => golferSearch(app.db, (await signedIn(request)).id, request.query),
  );

  app.get(
    '/admin/golfers/:id',
    {
      schema: {
        tags,
        summary:
          "One golfer of the alias with a page of their reservations and of their orders through it (another alias's golfer is 404)",
        headers: staffHeadersSchema,
        params: golferParamsSchema,
        querystring: golferDetailQuerySchema,
        response: { 200: golferDetailSchema, ...errors },
      },
    },
    async (request) =>
      golferDetail(app.db, await signedIn(request), request.params.id, app.accounts.now(), request.query),
  );
};
