import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { RELEASE_TICKET_HEADER, releaseQueueParamsSchema, releaseTicketHeadersSchema } from '@fairway/contract/release-queue.contract';
import { releaseInfoSchema, releaseTicketIssuedSchema, releaseTicketStateSchema } from '@fairway/contract/release-queue-state.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import { type AdmissionLimits, DEFAULT_ADMISSION_LIMITS } from '@fairway/domain/release-queue/ticket-state';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BookingEngineRow } from '../../db/schema/facilities.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { createReleaseClock, type ReleaseClock } from './release-clock.ts';
import { releaseClockDevRoutes } from './release-clock.dev-routes.ts';
import { releaseInfo } from './release-info.ts';
import { deleteQueuesReleasedBefore } from './release-queue.repository.ts';
import { joinQueue, leaveQueue, PollTooSoon, pollTicket, type QueueContext } from './release-queue.service.ts';

/** Options of the release-queue routes. */
export interface ReleaseQueueRoutesOptions {
  /** Turns at once and their length; DEFAULT_ADMISSION_LIMITS otherwise (tests shrink them). */
  limits?: Partial<AdmissionLimits>;
  /** The release rules' clock per engine (app.ts shares it with the cart's release gate); the app clock otherwise. */
  clock?: ReleaseClock;
  /** Registers the end-to-end tests' release clock route (DEV_DEADLINES only). */
  devClock?: boolean;
}

/** Names of the release-queue sweeps (`app.periodicJobs.runNow(name)` in tests). */
export const RELEASE_QUEUE_SWEEPS = { oldQueues: 'release-queue.old-queues' } as const;

/** How long a queue and its tickets are kept after its release: turns end within hours; a day more answers "where was I in line?". */
export const RELEASE_QUEUE_KEPT_MS = 2 * 24 * 60 * 60_000;

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const tags = ['release-queue'];

/** The fair release queue's waiting room (issue #19), under /api. */
export const releaseQueueRoutes: FastifyPluginAsyncZod<ReleaseQueueRoutesOptions> = async (app, options) => {
  const limits: AdmissionLimits = { ...DEFAULT_ADMISSION_LIMITS, ...options.limits };
  const base = () => app.accounts.now();
  const clock = options.clock ?? createReleaseClock(base);
  const context = (engine: BookingEngineRow): QueueContext => ({ now: clock.now(engine.id), limits: clock.limits(engine.id, limits) });
  if (options.devClock) await app.register(releaseClockDevRoutes(clock, base));
  app.periodicJobs.register({
    name: RELEASE_QUEUE_SWEEPS.oldQueues,
    everyMs: 60 * 60_000,
    run: (tx, now) => deleteQueuesReleasedBefore(tx, new Date(now.getTime() - RELEASE_QUEUE_KEPT_MS)),
  });

  app.get(
    '/release-queue/:facilityId',
    {
      schema: {
        tags,
        summary: "Today's release of a course on the server's clock: mode, released day, countdown, whether the waiting room is open",
        headers: tenantHeadersSchema,
        params: releaseQueueParamsSchema,
        response: { 200: releaseInfoSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const engine = tenantOf(request);
      return releaseInfo(app.db, engine, request.params.facilityId, clock.now(engine.id));
    },
  );

  app.post(
    '/release-queue/:facilityId/tickets',
    {
      schema: {
        tags,
        summary: "Joins the course's waiting room for today's release; the ticket is shown once",
        headers: tenantHeadersSchema,
        params: releaseQueueParamsSchema,
        response: { 201: releaseTicketIssuedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await joinQueue(app.db, tenantOf(request), request.params.facilityId, context(tenantOf(request)))),
  );

  app.get(
    '/release-queue/:facilityId/tickets/current',
    {
      schema: {
        tags,
        summary: 'Where the ticket stands: countdown, place in line, turn (at most one call per 2 s)',
        headers: releaseTicketHeadersSchema,
        params: releaseQueueParamsSchema,
        response: { 200: releaseTicketStateSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return await pollTicket(app.db, tenantOf(request), request.params.facilityId, request.headers[RELEASE_TICKET_HEADER], context(tenantOf(request)));
      } catch (error) {
        if (error instanceof PollTooSoon) reply.header('retry-after', error.retryAfterSeconds);
        throw error;
      }
    },
  );

  app.delete(
    '/release-queue/:facilityId/tickets/current',
    {
      schema: {
        tags,
        summary: 'Leaves the waiting room; a running turn passes to the next in line',
        headers: releaseTicketHeadersSchema,
        params: releaseQueueParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await leaveQueue(app.db, tenantOf(request), request.params.facilityId, request.headers[RELEASE_TICKET_HEADER], context(tenantOf(request)));
      return reply.status(204).send(null);
    },
  );
};
