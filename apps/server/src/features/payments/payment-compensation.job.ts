import type { FastifyInstance } from 'fastify';
import { recordSteps, type StepRecord } from './payment-steps.repository.ts';
import {
  COMPENSATION_ATTEMPTS,
  PAYMENT_COMPENSATION_JOB,
  runCompensation,
  type CompensationPayload,
} from './payment-workflow.ts';

/**
 * The payment-compensation job: finishes a void or refund the workflow could not make at once,
 * with the operation's key (a retry is a replay at the processor), and keeps its step's state in
 * payment_steps: done, still pending with the last error, or dead after the last try (the job then
 * shows on the console's needs-attention list).
 */
export function definePaymentCompensation(app: FastifyInstance): void {
  app.jobs.define<CompensationPayload>({
    kind: PAYMENT_COMPENSATION_JOB,
    maxAttempts: COMPENSATION_ATTEMPTS,
    async run(payload, ctx) {
      const step = (state: StepRecord['state'], error: string | null): StepRecord => ({
        operationId: payload.operationId,
        step: payload.step,
        action: payload.action,
        state,
        paymentId: payload.paymentId,
        amountCents: payload.amountCents ?? null,
        bookingEngineId: ctx.engineId,
        error,
      });
      try {
        await runCompensation(app, payload);
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        await recordSteps(app.db, [step(ctx.attempt >= COMPENSATION_ATTEMPTS ? 'dead' : 'pending', message)]);
        throw error;
      }
      await recordSteps(app.db, [step('done', null)]);
    },
  });
}
