import { defineConfig } from 'vitest/config';

// Server suite: integration tests over real HTTP on a real database (in-memory PGlite, or a
// throw-away database on the PostgreSQL server named by DATABASE_URL).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/database-template.global-setup.ts'],
    // Each test file starts its own database from the migrated template of the global setup.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
