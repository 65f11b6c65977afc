import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { checkoutOperation } from './after-checkout.ts';
import { lockPendingCaptures, updateOrderPayment, type PendingCapture } from './orders.repository.ts';

/** The sweep's name (tests run it with app.periodicJobs.runNow). */
export const PENDING_CAPTURES_JOB = 'checkout.pending-captures';

/** The job kind capturing one order's authorisation (one item per order, its tries recorded). */
export const CHECKOUT_CAPTURE_JOB = 'checkout-capture';

/** A booking's own capture runs right after it commits; one older than this lost its process. */
const PENDING_CAPTURE_AGE_S = 30;

/**
 * Finds what a checkout booked but never captured (its process was killed between the booking
 * commit and the capture, or the processor did not answer) and hands each order to the
 * checkout-capture job: one item per order, so one failing capture does not hold up the others;
 * it backs off, and after its last try it is dead-lettered for staff. The capture is the
 * checkout operation's own step (the same Idempotency-Key), so a capture that did reach the
 * processor is not taken twice.
 */
export function pendingCapturesJob(app: FastifyInstance): PeriodicJob {
  app.jobs.define<PendingCapture>({
    kind: CHECKOUT_CAPTURE_JOB,
    async run({ orderId, paymentId, attemptId, bookingEngineId }) {
      const captured = await checkoutOperation(app, { id: attemptId, bookingEngineId }).capture('capture', paymentId);
      await updateOrderPayment(app.db, orderId, { paymentStatus: captured.status });
    },
  });
  return {
    name: PENDING_CAPTURES_JOB,
    everyMs: 15_000,
    async run(tx, now) {
      const pending = await lockPendingCaptures(tx, PENDING_CAPTURE_AGE_S, CHECKOUT_CAPTURE_JOB);
      for (const item of pending)
        await app.jobs.enqueue(tx, CHECKOUT_CAPTURE_JOB, item, {
          key: item.orderId,
          engineId: item.bookingEngineId,
          runAt: now,
        });
      return {
        changed: pending.length,
        // The items just queued run now (the runtime's poller would take them within seconds).
        async afterCommit() {
          if (pending.length > 0) await app.jobs.runDue({ kind: CHECKOUT_CAPTURE_JOB, now });
        },
      };
    },
  };
}
