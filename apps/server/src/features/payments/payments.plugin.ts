import fp from 'fastify-plugin';
import { authorizationSweep } from './authorization-sweep.ts';
import { rejectCardNumbers } from './card-data-guard.ts';
import { definePaymentCompensation } from './payment-compensation.job.ts';
import { paymentsRetentionSweep } from './payments-retention.ts';
import type { PaymentProviderName } from './payment-provider-names.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentProvider } from './payment-providers.ts';
import { SandboxGateway, type SandboxGatewayOptions } from './sandbox-gateway.ts';
import type { StripeSettings } from './stripe/stripe-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor every feature pays through. */
    payments: PaymentProvider;
  }
}

/** Options of the payments plugin. */
interface PaymentsOptions {
  /** The configured processor (`PAYMENT_PROVIDER`); the sandbox gateway by default. */
  providerName?: PaymentProviderName;
  /** A ready-made processor (tests); wins over providerName. */
  provider?: PaymentProvider;
  now?: () => Date;
  sandbox?: SandboxGatewayOptions;
  /** Stripe's keys, when providerName is 'stripe' (config.ts). */
  stripe?: StripeSettings;
}

/** Decorates `app.payments`, guards every /api call against card numbers, registers the sandbox gateway's sweep, the retention sweep and the payment-compensation job. */
export default fp<PaymentsOptions>(
  async (app, { providerName = 'sandbox', provider, now, sandbox, stripe }) => {
    const payments =
      provider ??
      createPaymentProvider(providerName, { db: app.firstDb, now: now ?? (() => new Date()), sandbox, stripe });
    app.decorate('payments', payments);
    app.addHook('preValidation', rejectCardNumbers);
    if (payments instanceof SandboxGateway) app.periodicJobs.register(authorizationSweep);
    app.periodicJobs.register(paymentsRetentionSweep);
    // The payment workflow's retries of voids and refunds that failed (payment-workflow.ts).
    definePaymentCompensation(app);
  },
  { name: 'payments', dependencies: ['database', 'periodic-jobs', 'job-runtime'] },
);
