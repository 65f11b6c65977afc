import {
  attendanceRequestSchema,
  attendanceResultSchema,
  moveRequestSchema,
  moveResultSchema,
  moveTargetsQuerySchema,
  moveTargetsResponseSchema,
  staffCancelRequestSchema,
  staffCancelResultSchema,
  staffHeadersSchema,
  staffIdempotentHeadersSchema,
  staffPlayerParamsSchema,
  staffRatesQuerySchema,
  staffRatesResponseSchema,
  staffReservationParamsSchema,
  walkInRequestSchema,
  walkInResultSchema,
} from '@fairway/contract/admin.contract';
import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { phoneBookingQuoteQuerySchema, phoneBookingQuoteSchema } from '@fairway/contract/admin-phone-booking.contract';
import type { StaffPermission } from '@fairway/domain/admin/staff-roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { requireStaff } from './staff-session.service.ts';
import { quotePhoneBooking } from './phone-booking.service.ts';
import {
  bookWalkIn,
  cancelBooking,
  moveBooking,
  moveTargets,
  ratesAt,
  setPlayerAttendance,
  type StaffActor,
  type StaffMailerFor,
} from './tee-sheet-operations.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
  422: errorResponseSchema,
};
const tags = ['admin'];

/** Options of the tee sheet's operations: the mail outbox their e-mails to golfers go to. */
export interface TeeSheetOperationsOptions {
  mailerFor: StaffMailerFor;
}

/** The tee sheet's operations under /api/admin; see README.md. */
export const teeSheetOperationsRoutes: FastifyPluginAsyncZod<TeeSheetOperationsOptions> = async (
  app,
  { mailerFor },
) => {
  const actorOf = async (request: FastifyRequest, permission: StaffPermission): Promise<StaffActor> => {
    const engine = tenantOf(request);
    const auth = await requireStaff(app, request, engine, permission);
    return { auth, engine, client: request.ip, now: app.accounts.now() };
  };

  app.get(
    '/admin/rates',
    {
      schema: {
        tags,
        summary:
          'The rates a course sells at one tee time, with their green fees as search prices them now (the walk-in dialog)',
        headers: staffHeadersSchema,
        querystring: staffRatesQuerySchema,
        response: { 200: staffRatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(request, 'tee-sheet:book');
      return ratesAt(app.db, actor, request.query.facilityId, request.query.teetime);
    },
  );

  app.get(
    '/admin/reservations/quote',
    {
      schema: {
        tags,
        summary:
          'What a walk-in or phone booking would charge now: the rate as search prices it, with a promotion code as search and the cart apply it (the booking dialog)',
        headers: staffHeadersSchema,
        querystring: phoneBookingQuoteQuerySchema,
        response: { 200: phoneBookingQuoteSchema, ...errors },
      },
    },
    async (request) => quotePhoneBooking(app.db, await actorOf(request, 'tee-sheet:book'), request.query),
  );

  app.post(
    '/admin/reservations',
    {
      schema: {
        tags,
        summary:
          'Books a walk-in or phone booking on the sheet (cash, card at the counter, or pay at the course) with the other players’ names, a promotion code or a manager’s price override; the server prices it from the rate',
        headers: staffIdempotentHeadersSchema,
        body: walkInRequestSchema,
        response: { 201: walkInResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request, 'tee-sheet:book');
      const result = await bookWalkIn(app, mailerFor, actor, request.body, request.headers['idempotency-key']);
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/admin/reservations/:id/move-targets',
    {
      schema: {
        tags,
        summary:
          "The tee times of a day a booking's players could move to: each with why not (started, blocked, too few free slots) or null (the move dialog)",
        headers: staffHeadersSchema,
        params: staffReservationParamsSchema,
        querystring: moveTargetsQuerySchema,
        response: { 200: moveTargetsResponseSchema, ...errors },
      },
    },
    async (request) => moveTargets(app.db, await actorOf(request, 'tee-sheet:book'), request.params.id, request.query),
  );

  app.put(
    '/admin/reservations/:id/tee-time',
    {
      schema: {
        tags,
        summary:
          "Moves a booking's players to another time of the alias's courses (capacity-checked); the freed slots become an operator opening",
        headers: staffHeadersSchema,
        params: staffReservationParamsSchema,
        body: moveRequestSchema,
        response: { 200: moveResultSchema, ...errors },
      },
    },
    async (request) =>
      moveBooking(app, mailerFor, await actorOf(request, 'tee-sheet:book'), request.params.id, request.body),
  );

  app.post(
    '/admin/reservations/:id/cancellation',
    {
      schema: {
        tags,
        summary:
          'Cancels players of a booking with or without refund and a reason (the golfers’ refund path); the freed slots become an operator opening',
        headers: staffIdempotentHeadersSchema,
        params: staffReservationParamsSchema,
        body: staffCancelRequestSchema,
        response: { 200: staffCancelResultSchema, ...errors },
      },
    },
    async (request) =>
      cancelBooking(
        app,
        mailerFor,
        await actorOf(request, 'reservations:cancel'),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
        app.accounts.originOf(request),
      ),
  );

  app.put(
    '/admin/reservations/:id/players/:slot/attendance',
    {
      schema: {
        tags,
        summary: 'Checks a player in, marks them a no-show, or undoes either (booked) on the day of the tee time',
        headers: staffHeadersSchema,
        params: staffPlayerParamsSchema,
        body: attendanceRequestSchema,
        response: { 200: attendanceResultSchema, ...errors },
      },
    },
    async (request) =>
      setPlayerAttendance(
        app.db,
        await actorOf(request, 'tee-sheet:check-in'),
        request.params.id,
        request.params.slot,
        request.body.state,
      ),
  );
};
