import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { errorAnswer } from './attempt-answers.ts';
import { lockAbandonedAttempts, updateAttempt } from './checkout.repository.ts';

/** A checkout whose challenge was not finalised within this long is abandoned. */
export const ABANDONED_AFTER_MS = 30 * 60_000;

/** The sweep's name (tests run it with app.periodicJobs.runNow). */
export const ABANDONED_PAYMENTS_JOB = 'checkout.abandoned-payments';

/**
 * Voids the authorisations of checkouts left mid-way (the golfer never came back from the
 * challenge within 30 minutes, or the process died between authorising and booking). The pass marks the attempts abandoned under row locks; the
 * voids run after it commits, and an attempt whose void failed stays abandoned, so the next
 * pass tries it again. Nothing is booked for them: the answer becomes PAYMENT_FAILED.
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
      for (const attempt of attempts) await updateAttempt(tx, attempt.id, { state: attempt.paymentId ? 'abandoned' : 'failed', answer });
      return {
        changed: attempts.length,
        async afterCommit() {
          for (const attempt of toVoid) {
            try {
              // A challenge never answered holds no money; authorised or staged money is released
              // (a split payment's guarantee on the same card too).
              for (const [paymentId, prefix] of [[attempt.paymentId!, 'checkout-void'], [attempt.guaranteePaymentId, 'checkout-guarantee-void']] as const) {
                if (paymentId === null) continue;
                const payment = await app.payments.status(paymentId);
                if (payment.status === 'authorized' || payment.status === 'staged') await app.payments.void({ paymentId, idempotencyKey: `${prefix}:${attempt.id}` });
              }
              await updateAttempt(app.db, attempt.id, { state: 'voided' });
            } catch (error) {
              app.log.error({ err: error, attemptId: attempt.id }, 'checkout: voiding an abandoned payment failed; the next pass retries');
            }
          }
        },
      };
    },
  };
}
