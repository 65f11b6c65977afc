import type { FastifyPluginAsync } from 'fastify';
import { frameAncestorSources } from '../../shared/content-security-policy.ts';
import { allowedOriginsOfCart } from '../checkout/checkout.public.ts';
import { allowedOriginsOfCustomer } from '../session/session.public.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { sandboxGatewayRoutes } from './sandbox-gateway.routes.ts';
import { stripeWebhookRoutes } from './stripe/stripe-webhook.routes.ts';

/** What the payments area is registered with (app.ts). */
export interface PaymentsAreaOptions {
  /** The app clock (tests pin it). */
  now: () => Date;
  /** Card entries one client may start per minute on the sandbox gateway's hosted page. */
  cardEntryAttemptsPerMinute?: number;
}

/**
 * Payment status under /api and, when the sandbox gateway is the processor, its hosted card and
 * challenge pages outside /api (framed only by the customer's tenant's allowed origins).
 */
export const paymentsArea: FastifyPluginAsync<PaymentsAreaOptions> = async (
  app,
  { now, cardEntryAttemptsPerMinute = 60 },
) => {
  await app.register(paymentsRoutes, { prefix: '/api' });
  // Whatever the processor (404 unless Stripe), so the API document, access matrix and fuzzing see it.
  await app.register(stripeWebhookRoutes, { prefix: '/api' });
  const gateway = app.payments;
  if (gateway instanceof SandboxGateway) {
    // A cart's card entry (`cart:<id>`, guests included) is framed by the cart's tenant; a wallet's by the customer's.
    const originsOf = (reference: string) =>
      reference.startsWith('cart:')
        ? allowedOriginsOfCart(app.db, reference.slice(5))
        : allowedOriginsOfCustomer(app.db, reference);
    const frameAncestorsOf = async (reference: string) =>
      frameAncestorSources(['self', ...(await originsOf(reference))]);
    await app.register(sandboxGatewayRoutes({ gateway, now, frameAncestorsOf, cardEntryAttemptsPerMinute }));
  }
};
