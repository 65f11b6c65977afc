// What other areas' tests may use of cart beyond its public file: test fixtures and
// internals a test drives directly. Production code never imports it (scripts/eslint/feature-boundaries.js).

export { CART_SWEEPS } from './cart-sweeps.ts';
