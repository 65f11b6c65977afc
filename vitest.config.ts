import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One project per workspace; each workspace's own vitest.config.ts says how its tests run.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/contract',
      'packages/ui',
      'apps/embed',
      'apps/web',
      'apps/admin',
      'apps/server',
      'scripts',
    ],
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, which then
    // sits a third idle while the server suite waits on its database. Two there: the PostgreSQL
    // run went from 650 to 462 s on such a machine.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
