import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { CANCELLATION_REFUND_JOB, deadRefunds, defineCancellationRefund, queueRefund } from './cancellation-refund.ts';
import { pendingRefunds } from './reservations.repository.ts';

/** How often refunds the processor has not confirmed are looked for. */
const REFUND_SWEEP_EVERY_MS = 60_000;

/**
 * Finds cancellation refunds left refund_pending (the processor was unreachable, or the process
 * stopped, after the cancellation committed) and hands each to the cancellation-refund job: one
 * item per cancellation, retried with back-off and dead-lettered for staff after its last try
 * (a dead one is not queued again here; staff retry it). The refund's Idempotency-Key is the
 * cancellation event's, so a retry racing the first call still refunds once.
 */
export function refundSweep(app: FastifyInstance): PeriodicJob {
  defineCancellationRefund(app);
  return {
    name: 'reservations.refund-retry',
    everyMs: REFUND_SWEEP_EVERY_MS,
    async run(tx, now) {
      const pending = (await pendingRefunds(tx)).flatMap(({ event, paymentId }) => {
        const refunded = event.paymentId ?? paymentId;
        return refunded === null ? [] : [{ event, refunded }];
      });
      const dead = await deadRefunds(
        tx,
        pending.map(({ event }) => event.id),
      );
      const toQueue = pending.filter(({ event }) => !dead.has(event.id));
      for (const { event, refunded } of toQueue) {
        await queueRefund(
          app,
          tx,
          {
            eventId: event.id,
            paymentId: refunded,
            amountCents: event.amountCents - event.giftCents - event.creditBookCents,
          },
          now,
        );
      }
      return {
        changed: toQueue.length,
        // The items run now (the runtime's poller would take them within seconds).
        async afterCommit() {
          if (toQueue.length > 0) await app.jobs.runDue({ kind: CANCELLATION_REFUND_JOB, now });
        },
      };
    },
  };
}
