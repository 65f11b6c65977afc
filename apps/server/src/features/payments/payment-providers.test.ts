import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { PaymentProviderName } from './payment-provider-names.ts';
import { createPaymentProvider } from './payment-providers.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { StripeProvider } from './stripe/stripe-provider.ts';

const context = { db: {} as Database, now: () => new Date() };
const stripe = { secretKey: 'sk_test_x1234567', publishableKey: 'pk_test_x1234567', webhookSecret: 'whsec_x1234567' };

describe('createPaymentProvider', () => {
  it('builds the sandbox gateway for "sandbox"', () => {
    expect(createPaymentProvider('sandbox', context)).toBeInstanceOf(SandboxGateway);
  });

  it('builds the Stripe provider for "stripe", and only with its keys', () => {
    expect(createPaymentProvider('stripe', { ...context, stripe })).toBeInstanceOf(StripeProvider);
    expect(() => createPaymentProvider('stripe', context)).toThrow(/STRIPE_/);
  });

  it('refuses a name it has no processor for', () => {
    expect(() => createPaymentProvider('paypal' as PaymentProviderName, context)).toThrow(
      'Unknown payment provider "paypal"',
    );
    expect(() => createPaymentProvider('toString' as PaymentProviderName, context)).toThrow(/Unknown payment provider/);
  });
});
