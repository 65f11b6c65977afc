import type { FastifyInstance } from 'fastify';
import { smsOutbox, type SmsOutboxRow } from '../../db/schema/sms.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { deliveryJob } from '../../shared/delivery-outbox.ts';
import { SmsSendError, type SmsProvider } from './sms-provider.ts';

/** The job's name (tests run it with app.periodicJobs.runNow). */
export const SMS_DELIVERY_JOB = 'sms.delivery';

/** Waits after the 1st, 2nd, 3rd and 4th transient failure; the 5th gives up. */
const SMS_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000] as const;

/** How long a claimed message stays out of other passes while this one sends it (a crashed pass's messages are retried after it). */
export const SMS_CLAIM_MS = 5 * 60_000;

/** Sends the queued SMS that are due through the provider (shared/delivery-outbox.ts). */
export function smsDeliveryJob(app: FastifyInstance, provider: SmsProvider): PeriodicJob {
  return deliveryJob<SmsOutboxRow>(app, {
    name: SMS_DELIVERY_JOB,
    table: smsOutbox,
    // Alert offers are held for minutes only; an idle pass is one indexed query.
    everyMs: 2_000,
    claimMs: SMS_CLAIM_MS,
    retryDelaysMs: SMS_RETRY_DELAYS_MS,
    batch: 50,
    logName: 'sms',
    // The same reference on every attempt, so the provider can deduplicate.
    send: (message) =>
      provider.send({ to: message.recipient, body: message.body, reference: `sms-outbox:${message.id}` }),
    refusalOf: (error) =>
      error instanceof SmsSendError
        ? { permanent: error.permanent, reason: `${error.code}: ${error.message}` }
        : { permanent: false, reason: `provider-error: ${error instanceof Error ? error.message : String(error)}` },
  });
}
