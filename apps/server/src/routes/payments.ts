import type { FastifyPluginAsync } from 'fastify';
import { paymentsRoutes as paymentStatusRoutes } from '../features/payments/payments.routes.ts';
import { SandboxGateway } from '../features/payments/sandbox-gateway.ts';
import { sandboxGatewayRoutes } from '../features/payments/sandbox-gateway.routes.ts';
import { allowedOriginsOfCustomer } from '../features/wallet/wallet.repository.ts';
import { walletRoutes } from '../features/wallet/wallet.routes.ts';
import { frameAncestorSources } from '../shared/content-security-policy.ts';

/**
 * The wallet and payment status under /api and, when the sandbox gateway is the processor, its hosted card and
 * challenge pages outside /api (framed only by the customer's tenant's allowed origins).
 */
export function paymentsRoutes(now: () => Date): FastifyPluginAsync {
  return async (app) => {
    await app.register(walletRoutes, { prefix: '/api' });
    await app.register(paymentStatusRoutes, { prefix: '/api' });
    const gateway = app.payments;
    if (gateway instanceof SandboxGateway) {
      const frameAncestorsOf = async (reference: string) => frameAncestorSources(['self', ...(await allowedOriginsOfCustomer(app.db, reference))]);
      await app.register(sandboxGatewayRoutes({ gateway, now, frameAncestorsOf }));
    }
  };
}
