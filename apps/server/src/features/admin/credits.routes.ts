import {
  customRefundRequestSchema,
  customRefundResultSchema,
  rainCheckRequestSchema,
  rainCheckResultSchema,
  reservationCreditsSchema,
} from '@fairway/contract/admin-credits.contract';
import {
  staffHeadersSchema,
  staffIdempotentHeadersSchema,
  staffReservationParamsSchema,
} from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { ActivityCode } from '@fairway/domain/admin/activity-codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { customRefund, issueRainCheck, reservationCredits } from '../reservations/reservations.public.ts';
import { requireStaff } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';
import type { StaffMailerFor } from './tee-sheet-operations.service.ts';

// Credits at the counter from the tee sheet's booking panel: a custom refund by tender and a rain
// check (the reservations area gives them, through the payment workflow). Permission
// `credits:issue`: owners and managers without limit, pro-shop staff up to the manager-set
// `reservations.counterCredits.proShopLimitCents` (403 CREDIT_LIMIT_EXCEEDED above it). See README.md.

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['admin'];

/** The audit log's actions of the credits (see README.md). */
const REFUND_ACTION: ActivityCode = 'reservation.refund';
const RAIN_CHECK_ACTION: ActivityCode = 'reservation.rain-check';

/** GET /admin/reservations/{id}/credits, POST …/refund and …/rain-check; see README.md. */
export const creditsRoutes: FastifyPluginAsyncZod<{ mailerFor: StaffMailerFor }> = async (app, { mailerFor }) => {
  const actorOf = async (request: FastifyRequest, id: string, action: ActivityCode) => {
    const engine = tenantOf(request);
    const auth = await requireStaff(app, request, engine, 'credits:issue');
    const now = app.accounts.now();
    const target = `reservation:${id}`;
    return {
      engine,
      now,
      role: auth.staff.role,
      mailerFor,
      audit: (tx: Parameters<typeof auditStaffAction>[0], details: Record<string, unknown>) =>
        auditStaffAction(tx, { auth, engine, client: request.ip, now }, { action, target, details }),
    };
  };

  app.get(
    '/admin/reservations/:id/credits',
    {
      schema: {
        tags,
        summary:
          "What a booking may give back per tender, the rain check the server proposes, the course's rain-check choice and the caller's limit (the Refund and Rain check dialogs)",
        headers: staffHeadersSchema,
        params: staffReservationParamsSchema,
        response: { 200: reservationCreditsSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'credits:issue');
      return reservationCredits(app.db, engine, request.params.id, auth.staff.role);
    },
  );

  app.post(
    '/admin/reservations/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Gives back a custom amount per tender (card through the processor, cash and card at the counter recorded as paid back there, gift certificate put back) with a reason; the players stay booked',
        headers: staffIdempotentHeadersSchema,
        params: staffReservationParamsSchema,
        body: customRefundRequestSchema,
        response: { 200: customRefundResultSchema, ...errors },
      },
    },
    async (request) =>
      customRefund(
        app,
        await actorOf(request, request.params.id, REFUND_ACTION),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    '/admin/reservations/:id/rain-check',
    {
      schema: {
        tags,
        summary:
          "Issues a rain check (default: the green fees of the players who did not play) as a gift certificate or credit-book credit, the course's choice, and e-mails it to the booker",
        headers: staffIdempotentHeadersSchema,
        params: staffReservationParamsSchema,
        body: rainCheckRequestSchema,
        response: { 200: rainCheckResultSchema, ...errors },
      },
    },
    async (request) =>
      issueRainCheck(
        app,
        await actorOf(request, request.params.id, RAIN_CHECK_ACTION),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
  );
};
