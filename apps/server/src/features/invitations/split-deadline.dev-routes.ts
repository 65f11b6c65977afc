import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../shared/domain-error.ts';
import { SPLIT_DEADLINE_JOB } from './split-deadline.job.ts';
import { findSplit, updateSplit } from './split-payment.repository.ts';

const params = z.object({ reservationId: z.uuid() });

/**
 * POST /dev/split-payments/{reservationId}/deadline (DEV_DEADLINES only; hidden from the API
 * document): the end-to-end tests' clock for one split payment. Its deadline becomes now and the
 * deadline job runs, exactly as it would when the time came.
 */
export const splitDeadlineDevRoutes: FastifyPluginAsync = async (app) => {
  app.post('/dev/split-payments/:reservationId/deadline', { schema: { hide: true } }, async (request) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw new DomainError('NOT_FOUND');
    const split = await findSplit(app.db, parsed.data.reservationId);
    if (!split) throw new DomainError('NOT_FOUND');
    if (!split.settledAt) await updateSplit(app.db, split.reservationId, { deadline: app.accounts.now() });
    await app.periodicJobs.runNow(SPLIT_DEADLINE_JOB);
    return { settled: Boolean((await findSplit(app.db, split.reservationId))?.settledAt) };
  });
};
