import { releaseInDevBodySchema, releaseQueueParamsSchema } from '@fairway/contract/release-queue.contract';
import type { FastifyPluginAsync } from 'fastify';
import { tenantOf } from '../../plugins/tenant.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { ReleaseClock } from './release-clock.ts';
import { deleteQueuesOfEngine } from './release-queue.repository.ts';
import { releaseOf } from './release-queue.service.ts';

/**
 * POST /api/dev/release-queue/{facilityId}/release-in (DEV_DEADLINES only; hidden from the API
 * document): the end-to-end tests' clock for one engine's release. Its release clock is moved so
 * that today's release of the course happens `seconds` from now (negative: that long ago), with
 * optional admission limits (admitAtOnce, turnSeconds) for that engine; DELETE puts the engine
 * back on the app clock and limits and deletes its queues (a repeated run starts afresh). Search, locks and every other rule keep the
 * app clock.
 */
export function releaseClockDevRoutes(clock: ReleaseClock, base: () => Date): FastifyPluginAsync {
  return async (app) => {
    app.post('/dev/release-queue/:facilityId/release-in', { schema: { hide: true } }, async (request) => {
      const params = releaseQueueParamsSchema.safeParse(request.params);
      const body = releaseInDevBodySchema.safeParse(request.body);
      if (!params.success || !body.success)
        throw new DomainError('VALIDATION_FAILED', 'Expected a course id and { seconds }');
      const engine = tenantOf(request);
      const now = base();
      const { window } = await releaseOf(app.db, engine, params.data.facilityId, now);
      const { seconds, ...limits } = body.data;
      clock.shift(engine.id, window.releaseAt.getTime() - seconds * 1000 - now.getTime(), limits);
      return { releaseAt: window.releaseAt.toISOString(), releasedDay: window.releasedDay };
    });
    app.delete('/dev/release-queue/clock', { schema: { hide: true } }, async (request, reply) => {
      const engine = tenantOf(request);
      clock.shift(engine.id, 0);
      // Its queues go too, so a repeated test run finds a queue not yet drawn.
      await deleteQueuesOfEngine(app.db, engine.id);
      return reply.status(204).send();
    });
  };
}
