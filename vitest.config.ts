import { defineConfig } from 'vitest/config';

// One project per workspace; each workspace's own vitest.config.ts says how its tests run.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'apps/embed', 'apps/web', 'apps/server', 'scripts'],
  },
});
