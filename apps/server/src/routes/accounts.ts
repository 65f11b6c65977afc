import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { SandboxGolfIdProvider } from '../features/golf-id/sandbox-provider.ts';
import { sandboxGolfIdRoutes } from '../features/golf-id/sandbox.routes.ts';
import { mailDeliveryJob } from '../features/mail/mail-delivery.job.ts';
import { outboxRoutes } from '../features/mail/outbox.routes.ts';
import { SmtpTransport } from '../features/mail/smtp-transport.ts';
import { profileRoutes } from '../features/profile/profile.routes.ts';
import { sessionRoutes } from '../features/session/session.routes.ts';

/**
 * The account areas' routes: session and profile under /api; the mail outbox demo page
 * (when enabled) and the sandbox golf-ID sign-in page (when the sandbox is the provider) as
 * HTML pages outside /api. With SMTP_URL, the job that sends the mail outbox over SMTP.
 */
export function accountsRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    await app.register(sessionRoutes, { prefix: '/api' });
    await app.register(profileRoutes, { prefix: '/api' });
    if (config.smtpUrl) {
      const transport = new SmtpTransport(config.smtpUrl);
      app.periodicJobs.register(mailDeliveryJob(app, transport));
      app.addHook('onClose', async () => transport.close());
    }
    if (config.mailOutboxPage) await app.register(outboxRoutes);
    const provider = app.accounts.golfId;
    if (provider instanceof SandboxGolfIdProvider) {
      await app.register(sandboxGolfIdRoutes(provider, { defaultAlias: config.defaultAlias, originOf: app.accounts.originOf }));
    }
  };
}
