import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { createMailer } from '../features/mail/mailer.ts';
import { storeRoutes } from '../features/store/store.routes.ts';

/** The store under /api, wired to the mailer (features do not import each other; this is where they meet). */
export function storeAreaRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    await app.register(storeRoutes, { prefix: '/api', mailer: createMailer(config.smtpUrl, app.db), mailerFor: (db) => createMailer(config.smtpUrl, db) });
  };
}
