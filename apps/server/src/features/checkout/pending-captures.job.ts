import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { lockPendingCaptures, updateOrderPayment } from './orders.repository.ts';

/** The sweep's name (tests run it with app.periodicJobs.runNow). */
export const PENDING_CAPTURES_JOB = 'checkout.pending-captures';

/** A booking's own capture runs right after it commits; one older than this lost its process. */
export const PENDING_CAPTURE_AGE_S = 30;

/**
 * Captures what a checkout booked but never captured (its process was killed between the
 * booking commit and the capture, or the processor did not answer). The capture reuses the
 * checkout's idempotency key, so a capture that did reach the processor is not taken twice; a
 * failed one leaves the order authorised and the next pass tries again.
 */
export function pendingCapturesJob(app: FastifyInstance): PeriodicJob {
  return {
    name: PENDING_CAPTURES_JOB,
    everyMs: 15_000,
    async run(tx) {
      const pending = await lockPendingCaptures(tx, PENDING_CAPTURE_AGE_S);
      return {
        changed: pending.length,
        async afterCommit() {
          for (const { orderId, paymentId, attemptId } of pending) {
            try {
              const captured = await app.payments.capture({ paymentId, idempotencyKey: `checkout-capture:${attemptId}` });
              await updateOrderPayment(app.db, orderId, { paymentStatus: captured.status });
            } catch (error) {
              app.log.error({ err: error, orderId }, 'checkout: recovering a pending capture failed; the next pass retries');
            }
          }
        },
      };
    },
  };
}
