import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { invitationsRoutes } from '../features/invitations/invitations.routes.ts';
import { splitDeadlineDevRoutes } from '../features/invitations/split-deadline.dev-routes.ts';
import { splitDeadlineJob } from '../features/invitations/split-deadline.job.ts';
import { createMailer } from '../features/mail/mailer.ts';
import { releaseSlots } from '../features/reservations/released-slots.ts';

/** Friend invitations under /api, wired to the mailer (features do not import each other; this is where they meet). */
export function invitationsAreaRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    const mailer = createMailer(config.smtpUrl, app.db);
    await app.register(invitationsRoutes, { prefix: '/api', mailer });
    app.periodicJobs.register(splitDeadlineJob(app, { releaseSlots, mailer }));
    if (config.devDeadlines) await app.register(splitDeadlineDevRoutes);
  };
}
