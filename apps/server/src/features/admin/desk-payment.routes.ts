import {
  deskPaymentDueSchema,
  deskPaymentReceiptSchema,
  deskPaymentRequestSchema,
} from '@fairway/contract/admin-desk-payment.contract';
import {
  staffHeadersSchema,
  staffIdempotentHeadersSchema,
  staffReservationParamsSchema,
} from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { deskPaymentDue, takeDeskPayment } from '../reservations/reservations.public.ts';
import { requireStaff } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';
import type { StaffMailerFor } from './tee-sheet-operations.service.ts';

// Taking payment at the desk from the tee sheet: what a booking owes at the course, and the
// payment in cash, on the counter's terminal or by gift certificate (the reservations area takes
// it, through the payment workflow). Pro-shop staff may: it is the counter's work, like check-in.

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['admin'];

/** The audit log's action of a payment taken at the desk (see README.md). */
const DESK_PAYMENT_ACTION = 'reservation.desk-payment';

/** GET and POST /api/admin/reservations/{id}/desk-payment; see README.md. */
export const deskPaymentRoutes: FastifyPluginAsyncZod<{ mailerFor: StaffMailerFor }> = async (app, { mailerFor }) => {
  app.get(
    '/admin/reservations/:id/desk-payment',
    {
      schema: {
        tags,
        summary:
          "What a booking owes at the course, per player, from the reservation's money view (the desk's Take payment dialog)",
        headers: staffHeadersSchema,
        params: staffReservationParamsSchema,
        response: { 200: deskPaymentDueSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      await requireStaff(app, request, engine, 'tee-sheet:check-in');
      return deskPaymentDue(app.db, engine, request.params.id, app.accounts.now());
    },
  );

  app.post(
    '/admin/reservations/:id/desk-payment',
    {
      schema: {
        tags,
        summary:
          'Takes what a booking owes at the course at the desk (cash, card on the counter terminal, gift certificate, or a mix adding up to exactly what is due), optionally checks the party in, and e-mails the receipt',
        headers: staffIdempotentHeadersSchema,
        params: staffReservationParamsSchema,
        body: deskPaymentRequestSchema,
        response: { 200: deskPaymentReceiptSchema, ...errors },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      const auth = await requireStaff(app, request, engine, 'tee-sheet:check-in');
      const now = app.accounts.now();
      const target = `reservation:${request.params.id}`;
      return takeDeskPayment(
        app,
        {
          engine,
          now,
          mailerFor,
          audit: (tx, details) =>
            auditStaffAction(
              tx,
              { auth, engine, client: request.ip, now },
              { action: DESK_PAYMENT_ACTION, target, details },
            ),
        },
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
    },
  );
};
