import type { Database } from '../../db/client.ts';
import type { PaymentProviderName } from './payment-provider-names.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxGateway, type SandboxGatewayOptions } from './sandbox-gateway.ts';
import { StripeProvider } from './stripe/stripe-provider.ts';
import type { StripeSettings } from './stripe/stripe-settings.ts';

/** What a processor is built from. */
export interface PaymentProviderContext {
  db: Database;
  now: () => Date;
  sandbox?: SandboxGatewayOptions;
  /** Stripe's keys (config.ts requires them when PAYMENT_PROVIDER=stripe). */
  stripe?: StripeSettings;
}

const FACTORIES: Readonly<Record<PaymentProviderName, (context: PaymentProviderContext) => PaymentProvider>> = {
  sandbox: ({ db, now, sandbox }) => new SandboxGateway(db, now, sandbox),
  stripe: ({ db, now, stripe }) => {
    if (!stripe) throw new Error('PAYMENT_PROVIDER=stripe needs the STRIPE_* settings');
    return new StripeProvider(db, now, stripe);
  },
};

/** The processor a configuration names; an unknown name (only reachable without config validation) throws. */
export function createPaymentProvider(name: PaymentProviderName, context: PaymentProviderContext): PaymentProvider {
  const factory = Object.hasOwn(FACTORIES, name) ? FACTORIES[name] : undefined;
  if (!factory) throw new Error(`Unknown payment provider "${String(name)}"`);
  return factory(context);
}
