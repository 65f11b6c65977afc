/**
 * The card processors the server can be started with (`PAYMENT_PROVIDER`): the built-in sandbox
 * gateway (the default, charges nobody) and Stripe (stripe/stripe-provider.ts). A processor adds
 * its name here and its factory in payment-providers.ts, and the configuration accepts it.
 */
export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe'] as const;
/** One of PAYMENT_PROVIDER_NAMES. */
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];
