import type { FastifyInstance } from 'fastify';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/mail.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { deliveryJob } from '../../shared/delivery-outbox.ts';
import { smtpRefusalOf, type SmtpTransport } from './smtp-transport.ts';

/** The job's name (tests run it with app.periodicJobs.runNow). */
export const MAIL_DELIVERY_JOB = 'mail.delivery';

/** Waits after the 1st to 5th time the SMTP server is unreachable or says "later"; the 6th gives up (about 8.5 hours in all). */
const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 6 * 60 * 60_000] as const;

/** How long a claimed message stays out of other passes while one sends it. */
export const MAIL_CLAIM_MS = 5 * 60_000;

/** Sends the queued mail that is due over SMTP (shared/delivery-outbox.ts). */
export function mailDeliveryJob(app: FastifyInstance, transport: Pick<SmtpTransport, 'send'>): PeriodicJob {
  return deliveryJob<MailOutboxRow>(app, {
    name: MAIL_DELIVERY_JOB,
    table: mailOutbox,
    // A booking's confirmation or a sign-in link is awaited; an idle pass is one indexed query.
    everyMs: 2_000,
    claimMs: MAIL_CLAIM_MS,
    retryDelaysMs: MAIL_RETRY_DELAYS_MS,
    batch: 50,
    logName: 'mail',
    send: (message) => transport.send(message),
    refusalOf: smtpRefusalOf,
  });
}
