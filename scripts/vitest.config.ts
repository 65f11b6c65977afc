import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The reliability invariants start, migrate and seed a PGlite database in their hook (as the server suite does).
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['**/*.test.js', 'reliability/**/*.test.ts', 'release-sim/**/*.test.ts', 'api-contract/**/*.test.ts'],
    hookTimeout: 120_000,
  },
});
