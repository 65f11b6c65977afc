import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { createSmsProvider } from '../features/sms/create-sms-provider.ts';
import { smsDeliveryJob } from '../features/sms/sms-delivery.job.ts';
import { smsRoutes } from '../features/sms/sms.routes.ts';

/**
 * SMS: the delivery job that sends the outbox through SMS_PROVIDER, and, with the sandbox
 * provider outside production, the /dev/sms demo page. Features queue messages with enqueueSms in their own
 * transaction (features/sms/enqueue-sms.ts, handed to them by their routes/*.ts file).
 */
export function smsAreaRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    app.periodicJobs.register(smsDeliveryJob(app, createSmsProvider(config.smsProvider, app.db)));
    if (config.smsProvider === 'sandbox' && config.smsSandboxPage) await app.register(smsRoutes);
  };
}
