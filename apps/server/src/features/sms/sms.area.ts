import type { FastifyPluginAsync } from 'fastify';
import { createSmsProvider } from './create-sms-provider.ts';
import type { SmsProviderName } from './sms-provider-names.ts';
import { smsDeliveryJob } from './sms-delivery.job.ts';
import { smsRetentionSweep } from './sms-retention.ts';
import { smsRoutes } from './sms.routes.ts';
import type { TwilioSettings } from './twilio-client.ts';
import { twilioWebhookRoutes } from './twilio-webhooks.routes.ts';

/** What the SMS area is registered with (app.ts). */
export interface SmsAreaOptions {
  /** SMS_PROVIDER: who sends the outbox. */
  provider: SmsProviderName;
  /** The /dev/sms demo page, shown with the sandbox provider outside production. */
  sandboxPage: boolean;
  /** The Twilio account, with SMS_PROVIDER=twilio. */
  twilio?: TwilioSettings | undefined;
}

/**
 * SMS: the delivery job that sends the outbox through the provider, Twilio's webhooks (404
 * unless it is the provider), and, with the sandbox provider, the /dev/sms demo page. Areas
 * queue messages with enqueueSms (sms.public.ts) in their own transaction.
 */
export const smsArea: FastifyPluginAsync<SmsAreaOptions> = async (app, { provider, sandboxPage, twilio }) => {
  const origin = () => app.accounts.linkOrigin();
  const now = () => app.accounts.now();
  app.periodicJobs.register(smsDeliveryJob(app, createSmsProvider(provider, { db: app.db, twilio, origin, now })));
  app.periodicJobs.register(smsRetentionSweep);
  await app.register(twilioWebhookRoutes, {
    prefix: '/api',
    authToken: provider === 'twilio' ? twilio?.authToken : undefined,
    origin,
    now,
  });
  if (provider === 'sandbox' && sandboxPage) await app.register(smsRoutes);
};
