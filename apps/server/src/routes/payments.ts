import type { FastifyPluginAsync } from 'fastify';
import { paymentsRoutes as paymentStatusRoutes } from '../features/payments/payments.routes.ts';
import { allowedOriginsOfCart } from '../features/checkout/checkout.repository.ts';
import { SandboxGateway } from '../features/payments/sandbox-gateway.ts';
import { sandboxGatewayRoutes } from '../features/payments/sandbox-gateway.routes.ts';
import { allowedOriginsOfCustomer } from '../features/wallet/wallet.repository.ts';
import { walletRoutes } from '../features/wallet/wallet.routes.ts';
import { frameAncestorSources } from '../shared/content-security-policy.ts';

/**
 * The wallet and payment status under /api and, when the sandbox gateway is the processor, its hosted card and
 * challenge pages outside /api (framed only by the customer's tenant's allowed origins).
 */
export function paymentsRoutes(now: () => Date, cardEntryAttemptsPerMinute = 60): FastifyPluginAsync {
  return async (app) => {
    await app.register(walletRoutes, { prefix: '/api' });
    await app.register(paymentStatusRoutes, { prefix: '/api' });
    const gateway = app.payments;
    if (gateway instanceof SandboxGateway) {
      // A cart's card entry (`cart:<id>`, guests included) is framed by the cart's tenant; a wallet's by the customer's.
      const originsOf = (reference: string) =>
        reference.startsWith('cart:') ? allowedOriginsOfCart(app.db, reference.slice(5)) : allowedOriginsOfCustomer(app.db, reference);
      const frameAncestorsOf = async (reference: string) => frameAncestorSources(['self', ...(await originsOf(reference))]);
      await app.register(sandboxGatewayRoutes({ gateway, now, frameAncestorsOf, cardEntryAttemptsPerMinute }));
    }
  };
}
