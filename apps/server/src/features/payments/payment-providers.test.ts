import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { PaymentProviderName } from './payment-provider-names.ts';
import { createPaymentProvider } from './payment-providers.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

const context = { db: {} as Database, now: () => new Date() };

describe('createPaymentProvider', () => {
  it('builds the sandbox gateway for "sandbox"', () => {
    expect(createPaymentProvider('sandbox', context)).toBeInstanceOf(SandboxGateway);
  });

  it('refuses a name it has no processor for', () => {
    expect(() => createPaymentProvider('stripe' as PaymentProviderName, context)).toThrow(
      'Unknown payment provider "stripe"',
    );
    expect(() => createPaymentProvider('toString' as PaymentProviderName, context)).toThrow(/Unknown payment provider/);
  });
});
