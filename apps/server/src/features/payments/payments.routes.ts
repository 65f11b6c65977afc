import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { paymentResultSchema } from '@fairway/contract/payments.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { requireCustomer } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** App-facing payment calls under /api: the status the SPA polls after a redirect (SPEC §4 payment status). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: "A payment's status (a staged payment is polled until final); only the card owner's",
        headers: tenantHeadersSchema,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: paymentResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requireCustomer(app, request, reply, tenantOf(request));
      if ((await app.payments.referenceOf(request.params.id)) !== auth.customer.publicId)
        throw new DomainError('NOT_FOUND');
      return app.payments.status(request.params.id);
    },
  );
};
