import fp from 'fastify-plugin';
import { rejectCardNumbers } from './card-data-guard.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxGateway, type SandboxGatewayOptions } from './sandbox-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor every feature pays through. */
    payments: PaymentProvider;
  }
}

/** Options of the payments plugin. */
export interface PaymentsOptions {
  /** The processor; the built-in sandbox gateway otherwise. */
  provider?: PaymentProvider;
  now?: () => Date;
  sandbox?: SandboxGatewayOptions;
}

/** Decorates `app.payments` and guards every /api call against card numbers. */
export default fp<PaymentsOptions>(
  async (app, { provider, now, sandbox }) => {
    app.decorate('payments', provider ?? new SandboxGateway(app.db, now ?? (() => new Date()), sandbox));
    app.addHook('preValidation', rejectCardNumbers);
  },
  { name: 'payments', dependencies: ['database'] },
);
