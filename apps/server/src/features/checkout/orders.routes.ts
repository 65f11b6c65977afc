import {
  googleConversionBodySchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
} from '@fairway/contract/checkout.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutContextOf } from './checkout-context.ts';
import type { ConversionProvider } from './conversion-provider.ts';
import { getOrder, listOrders, sendGoogleConversion } from './orders.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['orders'];
const headers = tenantHeadersSchema;

/** Orders of SPEC §7 (under /api): the golfer's list, one order for its owner, and the Google conversion. */
export const ordersRoutes: FastifyPluginAsyncZod<{ conversions: ConversionProvider }> = async (
  app,
  { conversions },
) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: "A page of the signed-in golfer's orders, newest first (fewer than `limit`: the last page)",
        headers,
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => listOrders(app, await checkoutContextOf(app, request), request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'An order, for the golfer or the guest session that placed it (others 404)',
        headers,
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => getOrder(app, await checkoutContextOf(app, request), request.params.id),
  );

  app.post(
    '/orders/:id/send-google-conversion',
    {
      schema: {
        tags,
        summary:
          'Reports the order as a Google reserve-with conversion (merchantChanged 2 when every booked facility is of one type, else 1)',
        headers,
        params: orderParamsSchema,
        body: googleConversionBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sendGoogleConversion(
        app,
        conversions,
        await checkoutContextOf(app, request),
        request.params.id,
        request.body,
      );
      return reply.status(204).send(null);
    },
  );
};
