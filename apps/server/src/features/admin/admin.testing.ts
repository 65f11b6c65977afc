// What other areas' tests may use of admin beyond its public file: test fixtures and
// internals a test drives directly. Production code never imports it (scripts/eslint/feature-boundaries.js).

export { expectStoredEntriesExact } from './testing/stored-entries.ts';
