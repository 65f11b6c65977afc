import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { alertsRoutes } from '../features/alerts/alerts.routes.ts';
import { holdOfferInCart, releaseOfferFromCart } from '../features/cart/offer-hold.ts';
import { createMailer } from '../features/mail/mailer.ts';

/**
 * Tee-time alerts under /api; their offers hold the opened tee time in the golfer's cart and are
 * mailed through the mailer (outbox: in the offering transaction).
 */
export function alertsAreaRoutes(config: Config): FastifyPluginAsync {
  return async (app) => {
    await app.register(alertsRoutes, {
      prefix: '/api',
      mailerFor: (db) => createMailer(config.smtpUrl, db),
      origin: config.publicUrl ?? `http://localhost:${config.port}`,
      offerCart: { hold: holdOfferInCart, release: releaseOfferFromCart },
    });
  };
}
