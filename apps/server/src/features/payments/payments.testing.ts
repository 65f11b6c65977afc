// What other areas' tests may use of payments beyond its public file: test fixtures and
// internals a test drives directly. Production code never imports it (scripts/eslint/feature-boundaries.js).

export { compensationItems, runCompensationsToTheEnd, stepOf } from './payment-workflow-test-helpers.ts';
export { PAYMENT_COMPENSATION_JOB } from './payment-workflow.ts';
