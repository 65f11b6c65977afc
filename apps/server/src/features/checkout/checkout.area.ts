import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { type ConversionProvider, SandboxConversionProvider } from './conversion-provider.ts';
import { ordersRoutes } from './orders.routes.ts';
import { createMailer } from '../mail/mail.public.ts';
import { loadLinkSigningKey } from '../session/session.public.ts';

/**
 * Checkout and orders under /api. Other areas (cart, store, credit books, split payments,
 * release limits, reservations) are called through their public files; what is configured here is
 * the mail outbox and the conversion provider (`conversions` replaces the sandbox's in tests).
 */
export const checkoutArea: FastifyPluginAsync<{
  smtpUrl: string | undefined;
  conversions?: ConversionProvider;
}> = async (app, { smtpUrl, conversions }) => {
  const mailerFor = (db: Database) => createMailer(smtpUrl, db);
  // A guest's confirmation, written in the booking transaction, signs its manage links: the key is
  // loaded at start (not awaited: the app starts with its database down, and a booking loads it then).
  app.addHook('onReady', async () => {
    loadLinkSigningKey(app.firstDb).catch((error: unknown) =>
      app.log.warn({ err: error }, 'link signing key not loaded at start'),
    );
  });
  const provider = conversions ?? new SandboxConversionProvider(app.firstDb);
  await app.register(checkoutRoutes, { prefix: '/api', mailerFor, conversions: provider });
  await app.register(ordersRoutes, { prefix: '/api', conversions: provider });
};
