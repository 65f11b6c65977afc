import { errorResponseSchema } from '@fairway/contract/errors.contract';
import { healthResponseSchema } from '@fairway/contract/health.contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../shared/domain-error.ts';

const DATABASE_TIMEOUT_MS = 2_000;

/** GET /healthz: 200 when the database answers `select 1` in time, else 503 (for load balancers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        await withTimeout(app.db.execute(sql`select 1`), DATABASE_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database did not answer');
        throw new DomainError('SERVICE_UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
