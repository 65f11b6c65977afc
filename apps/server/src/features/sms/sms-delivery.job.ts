import type { FastifyInstance } from 'fastify';
import type { SmsOutboxRow } from '../../db/schema/sms.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { SmsSendError, type SmsProvider } from './sms-provider.ts';
import { type AttemptOutcome, claimDueSms, recordAttempt } from './sms-outbox.repository.ts';

/** The job's name (tests run it with app.periodicJobs.runNow). */
export const SMS_DELIVERY_JOB = 'sms.delivery';

/** Waits after the 1st, 2nd, 3rd and 4th transient failure; the 5th gives up. */
export const SMS_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000] as const;
export const SMS_MAX_ATTEMPTS = SMS_RETRY_DELAYS_MS.length + 1;

/** How long a claimed message stays out of other passes while this one sends it (a crashed pass's messages are retried after it). */
export const SMS_CLAIM_MS = 5 * 60_000;
const BATCH = 50;

/**
 * Sends the queued SMS that are due: the pass claims them under the job's advisory lock (rows
 * taken with SKIP LOCKED), then calls the provider after committing, so no lock is held during
 * the call and each message is sent once even with several server processes.
 */
export function smsDeliveryJob(app: FastifyInstance, provider: SmsProvider): PeriodicJob {
  return {
    name: SMS_DELIVERY_JOB,
    // Alert offers are held for minutes only; an idle pass is one indexed query.
    everyMs: 2_000,
    async run(tx, now) {
      const claimed = await claimDueSms(tx, now, new Date(now.getTime() + SMS_CLAIM_MS), BATCH);
      return { changed: claimed.length, afterCommit: () => deliverAll(app, provider, claimed, now) };
    },
  };
}

async function deliverAll(app: FastifyInstance, provider: SmsProvider, claimed: SmsOutboxRow[], now: Date): Promise<void> {
  for (const message of claimed) {
    const outcome = await attempt(provider, message, now);
    if (outcome.status !== 'sent') app.log.warn({ smsId: message.id, outcome }, 'sms: delivery attempt failed');
    try {
      await recordAttempt(app.db, message, outcome);
    } catch (error) {
      // The lease runs out and a later pass sends it again (with the same reference).
      app.log.error({ err: error, smsId: message.id }, 'sms: recording a delivery attempt failed');
    }
  }
}

async function attempt(provider: SmsProvider, message: SmsOutboxRow, now: Date): Promise<AttemptOutcome> {
  try {
    const { providerMessageId } = await provider.send({ to: message.recipient, body: message.body, reference: `sms-outbox:${message.id}` });
    return { status: 'sent', providerMessageId, at: now };
  } catch (error) {
    const permanent = error instanceof SmsSendError && error.permanent;
    const reason = error instanceof SmsSendError ? `${error.code}: ${error.message}` : `provider-error: ${error instanceof Error ? error.message : String(error)}`;
    if (permanent) return { status: 'failed', error: reason, at: now };
    if (message.attempts >= SMS_MAX_ATTEMPTS) return { status: 'failed', error: `gave up after ${message.attempts} attempts; ${reason}`, at: now };
    return { status: 'queued', error: reason, retryAt: new Date(now.getTime() + SMS_RETRY_DELAYS_MS[message.attempts - 1]!), at: now };
  }
}
