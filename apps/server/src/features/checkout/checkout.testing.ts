// What other areas' tests may use of checkout beyond its public file: test fixtures and
// internals a test drives directly. Production code never imports it (scripts/eslint/feature-boundaries.js).

export { CARDS, checkoutClient, guestForm, ledgerKinds } from './checkout-test-helpers.ts';
