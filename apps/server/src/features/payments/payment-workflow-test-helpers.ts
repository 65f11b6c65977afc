import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { stepsOf } from './payment-steps.repository.ts';
import { COMPENSATION_ATTEMPTS, PAYMENT_COMPENSATION_JOB } from './payment-workflow.ts';

/** The payment-compensation items of an operation (its id, or the start of it). */
export function compensationItems(db: Database, operationPrefix: string) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, PAYMENT_COMPENSATION_JOB), like(jobs.key, `${operationPrefix}%`)));
}

/** A step of an operation as payment_steps holds it. */
export async function stepOf(db: Database, operationId: string, step: string) {
  return (await stepsOf(db, operationId)).find((row) => row.step === step);
}

/** Runs the payment-compensation job's passes, each two hours after the one before (past any back-off), until its tries are spent. */
export async function runCompensationsToTheEnd(
  app: FastifyInstance,
  from: Date,
  passes = COMPENSATION_ATTEMPTS,
): Promise<{ ran: number; dead: number }> {
  let ran = 0;
  let dead = 0;
  for (let pass = 1; pass <= passes; pass++) {
    const result = await app.jobs.runDue({
      kind: PAYMENT_COMPENSATION_JOB,
      now: new Date(from.getTime() + pass * 2 * 3_600_000),
    });
    ran += result.ran;
    dead += result.dead;
  }
  return { ran, dead };
}
