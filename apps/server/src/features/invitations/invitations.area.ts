import type { FastifyPluginAsync } from 'fastify';
import { createMailer } from '../mail/mail.public.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { splitDeadlineDevRoutes } from './split-deadline.dev-routes.ts';
import { splitDeadlineJob } from './split-deadline.job.ts';

/** What the invitations area is registered with (app.ts). */
export interface InvitationsAreaOptions {
  /** SMTP_URL: with it the outbox is queued for delivery, without it kept for /dev/outbox. */
  smtpUrl: string | undefined;
  /** The dev route that runs a split payment's deadline now (e2e). */
  devDeadlines: boolean;
}

/** Friend invitations under /api, and the split payments' deadline job. */
export const invitationsArea: FastifyPluginAsync<InvitationsAreaOptions> = async (app, { smtpUrl, devDeadlines }) => {
  const mailer = createMailer(smtpUrl, app.db);
  await app.register(invitationsRoutes, { prefix: '/api', mailer });
  app.periodicJobs.register(splitDeadlineJob(app, mailer));
  if (devDeadlines) await app.register(splitDeadlineDevRoutes);
};
