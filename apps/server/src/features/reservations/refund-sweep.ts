import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { refundCancellation } from './cancel.service.ts';
import { pendingRefunds } from './reservations.repository.ts';

/** How often refunds the processor has not confirmed are retried. */
export const REFUND_SWEEP_EVERY_MS = 60_000;

/**
 * Retries cancellation refunds left refund_pending (the processor was unreachable after the
 * cancellation committed). The refund's Idempotency-Key is the cancellation event's, so a retry
 * racing the first call still refunds once.
 */
export function refundSweep(app: FastifyInstance): PeriodicJob {
  return {
    name: 'reservations.refund-retry',
    everyMs: REFUND_SWEEP_EVERY_MS,
    async run(tx) {
      const pending = await pendingRefunds(tx);
      return {
        changed: pending.length,
        async afterCommit() {
          for (const { event, paymentId } of pending) {
            if (paymentId) await refundCancellation(app, event.id, event.paymentId ?? paymentId, event.amountCents - event.giftCents - event.creditBookCents);
          }
        },
      };
    },
  };
}
