import type { FastifyPluginAsync } from 'fastify';
import { mailDeliveryJob } from './mail-delivery.job.ts';
import { mailRetentionSweep } from './mail-retention.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { SmtpTransport } from './smtp-transport.ts';

/** What the mail area is registered with (app.ts). */
export interface MailAreaOptions {
  /** SMTP_URL: with it, the job that sends the outbox over SMTP runs. */
  smtpUrl: string | undefined;
  /** The /dev/outbox demo page listing the messages. */
  outboxPage: boolean;
}

/** The outbox's retention sweep; with SMTP_URL, the job that sends the mail outbox over SMTP; the outbox demo page when enabled. */
export const mailArea: FastifyPluginAsync<MailAreaOptions> = async (app, { smtpUrl, outboxPage }) => {
  app.periodicJobs.register(mailRetentionSweep);
  if (smtpUrl) {
    const transport = new SmtpTransport(smtpUrl);
    app.periodicJobs.register(mailDeliveryJob(app, transport));
    app.addHook('onClose', async () => transport.close());
  }
  if (outboxPage) await app.register(outboxRoutes);
};
