import { errorResponseSchema } from '@fairway/contract/errors.contract';
import {
  RELEASE_TICKET_HEADER,
  releaseQueueParamsSchema,
  releaseTicketHeadersSchema,
} from '@fairway/contract/release-queue.contract';
import {
  releaseInfoSchema,
  releaseTicketIssuedSchema,
  releaseTicketStateSchema,
} from '@fairway/contract/release-queue-state.contract';
import { tenantHeadersSchema } from '@fairway/contract/tenancy.contract';
import { type AdmissionLimits, DEFAULT_ADMISSION_LIMITS } from '@fairway/domain/release-queue/ticket-state';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { customerTokenOf, findCustomerAuth } from '../session/session.public.ts';
import { type BookingEngineRow, engineSettings } from '../facilities/facilities.public.ts';
import { createReleaseClock, type ReleaseClock } from './release-clock.ts';
import { releaseClockDevRoutes } from './release-clock.dev-routes.ts';
import { releaseInfo } from './release-info.ts';
import { deleteQueuesReleasedBefore, type QueueKey } from './release-queue.repository.ts';
import {
  joinQueue,
  leaveQueue,
  pollTicket,
  type PollCaches,
  type QueueContext,
  TooSoon,
} from './release-queue.service.ts';
import { QueueSnapshots } from './queue-snapshot.ts';
import { RoomCourseCache } from './room-course-cache.ts';
import { listRoomCourses } from './release-room.repository.ts';

/** Options of the release-queue routes. */
export interface ReleaseQueueRoutesOptions {
  /** Live anonymous tickets per address, and (tests) turns at once and their length over the engine's release settings. */
  limits?: Partial<AdmissionLimits>;
  /** The release rules' clock per engine (app.ts shares it with the cart's release gate); the app clock otherwise. */
  clock?: ReleaseClock;
  /** Registers the end-to-end tests' release clock route (DEV_DEADLINES only). */
  devClock?: boolean;
  /** Tee times of a course's day with a free slot, as search counts them (app.ts wires the tee-times feature's count): turns choosing at once never outnumber them. */
  openTeeTimes?: (
    db: Database,
    engine: BookingEngineRow,
    facilityId: number,
    day: string,
    now: Date,
  ) => Promise<number>;
}

/** Names of the release-queue sweeps (`app.periodicJobs.runNow(name)` in tests). */
export const RELEASE_QUEUE_SWEEPS = { oldQueues: 'release-queue.old-queues' } as const;

/** How long a queue and its tickets are kept after its release: turns end within hours; a day more answers "where was I in line?". */
export const RELEASE_QUEUE_KEPT_MS = 2 * 24 * 60 * 60_000;

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const tags = ['release-queue'];

/**
 * Who joins: the signed-in golfer, if any, and `request.ip`, the address Fastify's trustProxy
 * yields (TRUST_PROXY=true: the left-most X-Forwarded-For entry, so the proxy in front must
 * set that header itself, not pass on the client's; false: the TCP peer).
 */
async function clientOf(app: FastifyInstance, request: FastifyRequest) {
  const engine = tenantOf(request);
  const token = customerTokenOf(request, engine);
  const auth = token ? await findCustomerAuth(app, engine, token) : null;
  return { customerId: auth?.customer.id ?? null, address: request.ip };
}

/** Runs a paced call: a TooSoon answers 429 with Retry-After. */
async function paced<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TooSoon) reply.header('retry-after', error.retryAfterSeconds);
    throw error;
  }
}

type CountOpenTeeTimes = NonNullable<ReleaseQueueRoutesOptions['openTeeTimes']>;

/** The open tee times of every course that shares the queue's room, on its released day. */
async function openTeeTimesOfRoom(
  db: Database,
  engine: BookingEngineRow,
  key: QueueKey,
  count: CountOpenTeeTimes,
  now: Date,
): Promise<number> {
  let open = 0;
  for (const facilityId of await listRoomCourses(db, engine.id, key.facilityId))
    open += await count(db, engine, facilityId, key.releasedDay, now);
  return open;
}

/** The fair release queue's waiting room, under /api. */
export const releaseQueueRoutes: FastifyPluginAsyncZod<ReleaseQueueRoutesOptions> = async (app, options) => {
  const base = () => app.accounts.now();
  const clock = options.clock ?? createReleaseClock(base);
  // The operator's turns (release.admitAtOnce, release.turnSeconds), unless the app's options say otherwise.
  const limitsOf = (engine: BookingEngineRow): AdmissionLimits => {
    const { admitAtOnce, turnSeconds } = engineSettings(engine).release;
    return { ...DEFAULT_ADMISSION_LIMITS, admitAtOnce, turnSeconds, ...options.limits };
  };
  const { openTeeTimes } = options;
  // Open tee times of the room's courses on the app clock, as holds expire on it (the e2e release clock shifts only the release).
  const context = (engine: BookingEngineRow): QueueContext => ({
    now: clock.now(engine.id),
    limits: clock.limits(engine.id, limitsOf(engine)),
    ...(openTeeTimes
      ? { openTeeTimes: (db: Database, key: QueueKey) => openTeeTimesOfRoom(db, engine, key, openTeeTimes, base()) }
      : {}),
  });
  // Per app: the polls' answers come from these (queue-snapshot.ts); joins and leaves made here drop the snapshot.
  const caches: PollCaches = { snapshots: new QueueSnapshots(), rooms: new RoomCourseCache() };
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
        summary:
          "Today's release of a course on the server's clock: mode, released day, countdown, whether the waiting room is open",
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
        description:
          '201 with a new ticket. 403 RELEASE_SIGN_IN_REQUIRED for an anonymous golfer when the operator requires sign-in. A signed-in golfer who already has a live ticket in this queue gets 200 with the same place under a new token (the old one stops working). 429 RATE_LIMITED (with Retry-After) when the same client (account, or address when anonymous) joined less than 2 s ago, or when anonymous clients of this address already hold the per-address number of live tickets (default 4).',
        headers: tenantHeadersSchema,
        params: releaseQueueParamsSchema,
        response: { 200: releaseTicketIssuedSchema, 201: releaseTicketIssuedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const client = await clientOf(app, request);
      const { issued, created } = await paced(reply, () =>
        joinQueue(app.db, tenantOf(request), request.params.facilityId, client, context(tenantOf(request)), caches),
      );
      return reply.status(created ? 201 : 200).send(issued);
    },
  );

  app.get(
    '/release-queue/:facilityId/tickets/current',
    {
      schema: {
        tags,
        summary: 'Where the ticket stands: countdown, place in line, turn (at most one call per 2 s)',
        headers: releaseTicketHeadersSchema,
        params: releaseQueueParamsSchema,
        response: { 200: releaseTicketStateSchema, ...errors },
      },
    },
    async (request, reply) =>
      paced(reply, () =>
        pollTicket(
          // The process's one refresh of the line answers every poll waiting on it (a thousand at the
          // release instant, with the lottery drawn in it): its statements go before the calls in line.
          app.firstDb,
          tenantOf(request),
          request.params.facilityId,
          request.headers[RELEASE_TICKET_HEADER],
          context(tenantOf(request)),
          caches,
        ),
      ),
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
      await leaveQueue(
        app.db,
        tenantOf(request),
        request.params.facilityId,
        request.headers[RELEASE_TICKET_HEADER],
        context(tenantOf(request)),
        caches,
      );
      return reply.status(204).send(null);
    },
  );
};
