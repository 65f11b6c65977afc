/**
 * The card processors the server can be started with (`PAYMENT_PROVIDER`). Only the built-in
 * sandbox gateway exists today; a real processor adds its name here and its factory in
 * payment-providers.ts, and the configuration accepts it.
 */
export const PAYMENT_PROVIDER_NAMES = ['sandbox'] as const;
/** One of PAYMENT_PROVIDER_NAMES. */
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];
