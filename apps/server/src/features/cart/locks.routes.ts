import {
  deleteLockBodySchema,
  lockParamsSchema,
  locksQuerySchema,
  locksResponseSchema,
  productLineItemsQuerySchema,
  productLineItemsResponseSchema,
  putLockBodySchema,
  putLockResponseSchema,
} from '@fairway/contract/cart.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './cart.routes.ts';
import { deleteLock, getLocks, putLock } from './locks.service.ts';
import { productLineItems } from './product-lineups.service.ts';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const headers = tenantHeadersSchema;

/** Tee-time locks and product line items (under /api). */
export const locksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/course/:id/tee-time/lock',
    {
      schema: {
        tags: ['locks'],
        summary: 'Locks slots of a tee time starting within 2 hours',
        headers,
        params: lockParamsSchema,
        body: putLockBodySchema,
        response: { 200: putLockResponseSchema, ...errors },
      },
    },
    async (request) => {
      const lock = await putLock(app.db, await actorOf(app, request), request.params.id, request.body);
      app.teeTimeSearchCache.invalidate();
      return lock;
    },
  );

  app.get(
    '/course/:id/tee-time/locks',
    {
      schema: {
        tags: ['locks'],
        summary: 'Unexpired locks of a date (or one time)',
        headers,
        params: lockParamsSchema,
        querystring: locksQuerySchema,
        response: { 200: locksResponseSchema, ...errors },
      },
    },
    async (request) => getLocks(app.db, await actorOf(app, request), request.params.id, request.query),
  );

  app.delete(
    '/course/:id/tee-time/lock',
    {
      schema: {
        tags: ['locks'],
        summary: "Releases a cart's lock",
        headers,
        params: lockParamsSchema,
        body: deleteLockBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteLock(app.db, await actorOf(app, request), request.params.id, request.body);
      app.teeTimeSearchCache.invalidate();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/product-line-items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add-on products (range balls, sleeve of balls, rental clubs)',
        headers,
        querystring: productLineItemsQuerySchema,
        response: { 200: productLineItemsResponseSchema, ...errors },
      },
    },
    async (request) => productLineItems(app.db, await actorOf(app, request), request.query.facilityIds),
  );
};
