import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { CheckoutAttemptRow } from '../../db/schema/checkout.ts';
import { type Compensation, handOver, SAFETY_NET_MS } from '../payments/payments.public.ts';
import { checkoutOperation } from './after-checkout.ts';
import { errorAnswer } from './attempt-answers.ts';
import { lockAbandonedAttempts, updateAttempt } from './checkout.repository.ts';

/** A checkout whose challenge was not finalised within this long is abandoned. */
const ABANDONED_AFTER_MS = 30 * 60_000;

/** The sweep's name (tests run it with app.periodicJobs.runNow). */
export const ABANDONED_PAYMENTS_JOB = 'checkout.abandoned-payments';

/** What an abandoned attempt holds: its payment and a split payment's guarantee on the same card, in the order they were authorised. */
function voidsOf(attempt: CheckoutAttemptRow): Compensation[] {
  const voids: Compensation[] = [];
  if (attempt.paymentId) voids.push({ step: 'authorize.void', action: 'void', paymentId: attempt.paymentId });
  if (attempt.guaranteePaymentId)
    voids.push({ step: 'guarantee.void', action: 'void', paymentId: attempt.guaranteePaymentId });
  return voids;
}

/**
 * Voids the authorisations of checkouts left mid-way (the golfer never came back from the
 * challenge within 30 minutes, or the process died between authorising and booking). The pass marks the attempts abandoned under row locks; the
 * voids run after it commits through the attempt's payment operation; an attempt whose void
 * failed stays abandoned and the payment-compensation job retries the void. Nothing is booked for them: the answer becomes PAYMENT_FAILED.
 */
export function abandonedPaymentsJob(app: FastifyInstance): PeriodicJob {
  return {
    name: ABANDONED_PAYMENTS_JOB,
    everyMs: 60_000,
    async run(tx, now) {
      const attempts = await lockAbandonedAttempts(tx, new Date(now.getTime() - ABANDONED_AFTER_MS));
      const answer = errorAnswer(new DomainError('PAYMENT_FAILED'));
      // Without a payment there is nothing to release: the attempt just fails (its key then answers PAYMENT_FAILED).
      const toVoid = attempts.filter((attempt) => attempt.paymentId !== null);
      for (const attempt of attempts)
        await updateAttempt(tx, attempt.id, { state: attempt.paymentId ? 'abandoned' : 'failed', answer });
      // The voids are queued with the change that needs them (a process dying after this commit
      // loses nothing); the pass itself makes them at once after committing, so the job, due a
      // few minutes later, is a replay unless that failed.
      for (const attempt of toVoid) {
        for (const compensation of voidsOf(attempt))
          await handOver(
            app,
            tx,
            { ...compensation, operationId: checkoutOperation(app, attempt).id },
            attempt.bookingEngineId,
            new Date(now.getTime() + SAFETY_NET_MS),
          );
      }
      return {
        changed: attempts.length,
        async afterCommit() {
          for (const attempt of toVoid) {
            // The attempt's operation releases what it holds (a challenge never answered holds
            // nothing; a split payment's guarantee on the same card is released too), with the
            // keys of its voids: a release that fails is handed to the payment-compensation job.
            const operation = checkoutOperation(app, attempt);
            for (const compensation of voidsOf(attempt)) operation.compensateWith(compensation);
            const report = await operation.compensate();
            if (report.handedOver.length === 0) await updateAttempt(app.db, attempt.id, { state: 'voided' });
          }
        },
      };
    },
  };
}
