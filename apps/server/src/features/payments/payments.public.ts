// What other areas and the composition root (app.ts) may use of payments: the only file of
// features/payments/ they import (scripts/eslint/feature-boundaries.js).

export { cardTokenAnswer } from './card-token-answer.ts';
export { PAYMENT_PROVIDER_NAMES, type PaymentProviderName } from './payment-provider-names.ts';
export {
  type AuthorizeInput,
  type Compensation,
  handOver,
  operationId,
  paymentOperation,
  type PaymentOperation,
  SAFETY_NET_MS,
} from './payment-workflow.ts';
export { default as payments } from './payments.plugin.ts';
export { paymentsArea } from './payments.area.ts';
export { capturedCentsOf, ledgerNetCentsOf } from './sandbox-gateway.repository.ts';
export { isTestModeKey, type StripeSettings } from './stripe/stripe-settings.ts';
