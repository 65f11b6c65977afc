import { IDEMPOTENCY_HEADER } from '@fairway/contract/checkout.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { fileResponse } from '@fairway/contract/file-response.contract';
import {
  MANAGE_TOKEN_HEADER,
  cancelReservationBodySchema,
  cancelReservationResultSchema,
  checkInBodySchema,
  checkInCardTokenBodySchema,
  checkInCardTokenSchema,
  checkInStatusQuerySchema,
  checkInStatusSchema,
  manageQuerySchema,
  manageReservationSchema,
  payAndCheckInBodySchema,
  payAndCheckInResultSchema,
  reservationDetailSchema,
  reservationHistoryQuerySchema,
  reservationHistorySchema,
  reservationMetadataBodySchema,
  reservationMetadataSchema,
  reservationParamsSchema,
} from '@fairway/contract/reservations.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelReservation } from './cancel.service.ts';
import { checkIn, checkInCardToken, checkInStatus, payAndCheckIn } from './check-in.service.ts';
import { refundSweep } from './refund-sweep.ts';
import { callerOf } from './reservations-access.ts';
import { createMailer } from '../mail/mail.public.ts';
import type { ReservationsDeps } from './reservations-deps.ts';
import {
  managedReservation,
  reservationDetail,
  reservationHistory,
  reservationIcs,
  updateReservationMetadata,
} from './reservations.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  422: errorResponseSchema,
  502: errorResponseSchema,
};
const tags = ['reservations'];
const headers = tenantHeadersSchema.extend({
  [MANAGE_TOKEN_HEADER]: z
    .string()
    .max(1000)
    .optional()
    .describe("A guest's manage-booking token: opens that one reservation without a session"),
});
const idempotentHeaders = headers.extend({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .max(255)
    .optional()
    .describe('A replay with the same key returns the first answer; another body with it is a 422'),
});

/** Reservations of SPEC §7 under /api: history, detail, cancellation, check-in, metadata, manage link. README.md beside this file. */
export const reservationsRoutes: FastifyPluginAsyncZod<{ smtpUrl: string | undefined }> = async (app, { smtpUrl }) => {
  const deps: ReservationsDeps = { app, mailer: createMailer(smtpUrl, app.db) };
  app.periodicJobs.register(refundSweep(app));

  app.get(
    '/reservation/history',
    {
      schema: {
        tags,
        summary: "The signed-in golfer's reservations of this alias: upcoming oldest first, then past newest first",
        headers,
        querystring: reservationHistoryQuerySchema,
        response: { 200: reservationHistorySchema, ...errors },
      },
    },
    async (request) => reservationHistory(app.db, await callerOf(app, request), request.query),
  );

  app.get(
    '/reservation/manage',
    {
      schema: {
        tags,
        summary: 'The reservation a manage-booking link opens (410 once expired)',
        headers,
        querystring: manageQuerySchema,
        response: { 200: manageReservationSchema, ...errors },
      },
    },
    async (request) => managedReservation(app.db, await callerOf(app, request), request.query.token),
  );

  app.get(
    '/reservation/:id/history',
    {
      schema: {
        tags,
        summary: 'One reservation with its invoice and events (owner or manage-link holder; others 404)',
        headers,
        params: reservationParamsSchema,
        response: { 200: reservationDetailSchema, ...errors },
      },
    },
    async (request) => reservationDetail(app.db, await callerOf(app, request), request.params.id),
  );

  app.get(
    '/reservation/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: "The reservation's calendar entry",
        headers,
        params: reservationParamsSchema,
        response: { 200: fileResponse('text/calendar', 'An iCalendar file (attachment)'), ...errors },
      },
    },
    async (request, reply) => {
      const language = (request.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
      const { filename, content } = await reservationIcs(
        app.db,
        await callerOf(app, request),
        request.params.id,
        language,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(content);
    },
  );

  app.put(
    '/reservations/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancels some players or everyone left, within the online cancellation window; refunds their green-fee shares',
        headers: idempotentHeaders,
        params: reservationParamsSchema,
        body: cancelReservationBodySchema,
        response: { 200: cancelReservationResultSchema, ...errors },
      },
    },
    async (request) =>
      cancelReservation(
        deps,
        await callerOf(app, request),
        request.params.id,
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
      ),
  );

  app.get(
    '/reservation/:id/checkin/status',
    {
      schema: {
        tags,
        summary: 'SPEC §3 check-in status with the §4 eligibility and the window',
        headers,
        params: reservationParamsSchema,
        querystring: checkInStatusQuerySchema,
        response: { 200: checkInStatusSchema, ...errors },
      },
    },
    async (request) =>
      checkInStatus(app.db, await callerOf(app, request), request.params.id, request.query.gnFacilityId),
  );

  app.post(
    '/reservation/checkin',
    {
      schema: {
        tags,
        summary: 'Checks in players (all with isFullCheckIn) inside the check-in window',
        headers,
        body: checkInBodySchema,
        response: { 200: checkInStatusSchema, ...errors },
      },
    },
    async (request) => checkIn(deps, await callerOf(app, request), request.body),
  );

  app.post(
    '/reservation/:id/checkin/card-token',
    {
      schema: {
        tags,
        summary: 'A hosted card entry for pay-and-check-in',
        headers,
        params: reservationParamsSchema,
        body: checkInCardTokenBodySchema,
        response: { 200: checkInCardTokenSchema, ...errors },
      },
    },
    async (request) => checkInCardToken(deps, await callerOf(app, request), request.params.id, request.body.originUrl),
  );

  app.post(
    '/reservation/:id/pay-and-checkin',
    {
      schema: {
        tags,
        summary: 'Pays the due-at-course share of playerCount players, records a check-in invoice and checks them in',
        headers: idempotentHeaders,
        params: reservationParamsSchema,
        body: payAndCheckInBodySchema,
        response: { 200: payAndCheckInResultSchema, ...errors },
      },
    },
    async (request) =>
      payAndCheckIn(
        deps,
        await callerOf(app, request),
        request.params.id,
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
      ),
  );

  app.put(
    '/reservations/:id/metadata',
    {
      schema: {
        tags,
        summary: "The reservation's Google reserve-with token, merchantChanged and external id",
        headers,
        params: reservationParamsSchema,
        body: reservationMetadataBodySchema,
        response: { 200: reservationMetadataSchema, ...errors },
      },
    },
    async (request) => updateReservationMetadata(app.db, await callerOf(app, request), request.params.id, request.body),
  );
};
