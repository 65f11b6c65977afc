/** How the server reaches Stripe (config.ts reads it from STRIPE_* variables when PAYMENT_PROVIDER=stripe). */
export interface StripeSettings {
  /** The secret API key (sk_live_… or sk_test_…, or a restricted rk_ key). */
  secretKey: string;
  /** The publishable key the Payment Element is loaded with in the browser (pk_live_… or pk_test_…). */
  publishableKey: string;
  /** The signing secret of the webhook endpoint (whsec_…), from the Dashboard or `stripe listen`. */
  webhookSecret: string;
  /**
   * Where the SDK sends its calls instead of api.stripe.com (STRIPE_API_BASE): only the local
   * stand-in of the tests and reliability runs, never a real deployment.
   */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
  /** The SDK's own retries of a call that failed on the network or with a retryable status (default 2). */
  maxNetworkRetries?: number;
  /** How long one call may take before the SDK gives up on it (default 20 s). */
  timeoutMs?: number;
}

/** Whether a key is one of Stripe's test-mode keys (sk_test_, rk_test_, pk_test_). */
export const isTestModeKey = (key: string): boolean => /^(sk|rk|pk)_test_/.test(key);
