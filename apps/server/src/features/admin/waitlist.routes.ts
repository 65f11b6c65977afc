import {
  waitlistOfferParamsSchema,
  waitlistOfferRequestSchema,
  waitlistOfferResponseSchema,
  waitlistQuerySchema,
  waitlistResponseSchema,
} from '@fairway/contract/admin-waitlist.contract';
import { staffHeadersSchema } from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import type { Mailer } from '../mail/mail.public.ts';
import { requireStaff } from './staff-session.service.ts';
import { offerFromWaitlist, waitlistOf } from './waitlist.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const tags = ['admin'];

/**
 * The waitlist under /api/admin/waitlist, permission `waitlist:manage` (every role: the counter
 * offers freed times too): who waits for a course's day, and a staff offer of a free tee time.
 */
export const waitlistRoutes: FastifyPluginAsyncZod<{ mailerFor: (db: Database) => Mailer }> = async (
  app,
  { mailerFor },
) => {
  // The offer's "Book it" link, as the offers job writes it.
  const delivery = { mailerFor, origin: () => app.accounts.linkOrigin() };

  app.get(
    '/admin/waitlist',
    {
      schema: {
        tags,
        summary:
          "The golfers whose tee-time alerts wait for a course's day (oldest first, as offers are made), their live offers and the day's free tee times; one page",
        headers: staffHeadersSchema,
        querystring: waitlistQuerySchema,
        response: { 200: waitlistResponseSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'waitlist:manage');
      return waitlistOf(app.db, engine, request.query, app.accounts.now());
    },
  );

  app.post(
    '/admin/waitlist/:alertId/offer',
    {
      schema: {
        tags,
        summary:
          'Offers a free tee time to a waiting golfer as the offers job does (held in their cart, e-mailed, texted where they opted in); 409 when it does not fit; audited',
        headers: staffHeadersSchema,
        params: waitlistOfferParamsSchema,
        body: waitlistOfferRequestSchema,
        response: { 200: waitlistOfferResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'waitlist:manage');
      return offerFromWaitlist(
        app.db,
        { engine, auth, client: request.ip, now: app.accounts.now() },
        delivery,
        request.params.alertId,
        request.body,
      );
    },
  );
};
