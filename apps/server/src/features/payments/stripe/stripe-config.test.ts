import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';

// PAYMENT_PROVIDER=stripe in config.ts: the keys validated at start, and the test-mode check.

const keys = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51Fairway0000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51Fairway0000',
  STRIPE_WEBHOOK_SECRET: 'whsec_Fairway0000',
};
const live = { ...keys, STRIPE_SECRET_KEY: 'sk_live_51Fairway0000', STRIPE_PUBLISHABLE_KEY: 'pk_live_51Fairway0000' };
const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' };

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv');
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('Stripe configuration', () => {
  it('is absent with the sandbox, the default', () => {
    expect(loadConfig({}, '/srv')).toMatchObject({ paymentProvider: 'sandbox', stripe: undefined });
  });

  it('takes the three keys, and STRIPE_API_BASE as host, port and protocol for the SDK', () => {
    expect(loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }, '/srv').stripe).toEqual({
      secretKey: keys.STRIPE_SECRET_KEY,
      publishableKey: keys.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
      apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it('requires every key when PAYMENT_PROVIDER is stripe', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER is stripe',
      'STRIPE_PUBLISHABLE_KEY must be set when PAYMENT_PROVIDER is stripe',
      'STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER is stripe',
    ]);
  });

  it('refuses keys of the wrong shape, and a secret and publishable key of different modes', () => {
    expect(problemsOf({ ...keys, STRIPE_SECRET_KEY: 'pk_test_51Fairway0000' })[0]).toMatch(
      /^STRIPE_SECRET_KEY must be/,
    );
    expect(problemsOf({ ...keys, STRIPE_WEBHOOK_SECRET: 'secret' })[0]).toMatch(/^STRIPE_WEBHOOK_SECRET must be/);
    expect(problemsOf({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_live_51Fairway0000' })).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be live keys or both test keys',
    ]);
  });

  it('refuses test-mode keys in production unless told it is a rehearsal, and the stand-in always there', () => {
    expect(problemsOf({ ...keys, ...production })).toEqual([
      expect.stringMatching(/test-mode key, which charges nobody/),
    ]);
    expect(problemsOf({ ...keys, ...production, STRIPE_ALLOW_TEST_KEYS: 'true' })).toEqual([]);
    expect(problemsOf({ ...live, ...production })).toEqual([]);
    expect(problemsOf({ ...live, ...production, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toEqual([
      expect.stringMatching(/^STRIPE_API_BASE points the Stripe SDK at a test stand-in/),
    ]);
  });
});
