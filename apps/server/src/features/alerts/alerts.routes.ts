import {
  alertDeletedSchema,
  alertInputSchema,
  alertListQuerySchema,
  alertListSchema,
  alertParamsSchema,
  alertSchema,
} from '@fairway/contract/alerts.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { requireCustomer } from '../session/session.public.ts';
import type { Database } from '../../db/client.ts';
import { createMailer } from '../mail/mail.public.ts';
import { bookingWindowJob, bookingWindowScansRetention } from './booking-window-openings.ts';
import { openingOfferJob, openingOffersJob } from './opening-offers.ts';
import { createAlert, editAlert, getAlert, listAlerts, removeAlert, requireAlertsEnabled } from './alerts.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['alerts'];
const headers = tenantHeadersSchema;

/** The signed-in golfer's tee-time alerts (SPEC §7) under /api (404 where featureFlags.enableTeeTimeAlerts is off), and the jobs that offer openings to them. */
export const alertsRoutes: FastifyPluginAsyncZod<{ smtpUrl: string | undefined }> = async (app, { smtpUrl }) => {
  const mailerFor = (db: Database) => createMailer(smtpUrl, db);
  // The origin of requests' mailed links too: known once the server listens.
  const origin = () => app.accounts.linkOrigin();
  app.periodicJobs.register(
    openingOffersJob(mailerFor, origin, app.jobs, (error, item) =>
      app.log.warn({ err: error, item }, 'alert offer failed: handed to its own job'),
    ),
  );
  app.jobs.define(openingOfferJob(() => app.db, mailerFor, origin));
  app.periodicJobs.register(bookingWindowJob());
  app.periodicJobs.register(bookingWindowScansRetention);

  async function callerOf(request: FastifyRequest, reply: FastifyReply) {
    const engine = tenantOf(request);
    requireAlertsEnabled(engine);
    return { app, engine, auth: await requireCustomer(app, request, reply, engine), now: app.accounts.now() };
  }

  app.get(
    '/profile/teetime-alerts',
    {
      schema: {
        tags,
        summary: "The golfer's active (first date + start time ahead, oldest first) or inactive (newest first) alerts",
        headers,
        querystring: alertListQuerySchema,
        response: { 200: alertListSchema, ...errors },
      },
    },
    async (request, reply) => listAlerts(await callerOf(request, reply), request.query.status),
  );

  app.get(
    '/profile/teetime-alerts/:id',
    {
      schema: {
        tags,
        summary: "One of the golfer's alerts (others' are 404)",
        headers,
        params: alertParamsSchema,
        response: { 200: alertSchema, ...errors },
      },
    },
    async (request, reply) => getAlert(await callerOf(request, reply), request.params.id),
  );

  app.post(
    '/profile/teetime-alerts',
    {
      schema: {
        tags,
        summary:
          'Creates an alert; the same criteria twice is a 409 TEE_TIME_ALERT_DUPLICATE, a golfer’s 201st alert on the alias a 400',
        headers,
        body: alertInputSchema,
        response: { 201: alertSchema, ...errors },
      },
    },
    async (request, reply) => {
      const alert = await createAlert(await callerOf(request, reply), request.body);
      return reply.status(201).send(alert);
    },
  );

  app.patch(
    '/profile/teetime-alerts/:id',
    {
      schema: {
        tags,
        summary: "Replaces an alert's criteria; those of another of the golfer's alerts are a 409",
        headers,
        params: alertParamsSchema,
        body: alertInputSchema,
        response: { 200: alertSchema, ...errors },
      },
    },
    async (request, reply) => editAlert(await callerOf(request, reply), request.params.id, request.body),
  );

  app.delete(
    '/profile/teetime-alerts/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an alert',
        headers,
        params: alertParamsSchema,
        response: { 200: alertDeletedSchema, ...errors },
      },
    },
    async (request, reply) => removeAlert(await callerOf(request, reply), request.params.id),
  );
};
