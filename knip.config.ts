import type { KnipConfig } from 'knip';

// Unused files, exports, types and dependencies, run by `npm test` (`npm run knip`). Every check is
// on. Knip finds most entry points itself through its plugins: package.json scripts, Vite (the two
// HTML pages and the lazy routes' import()), Vitest (the tests), Playwright (e2e/specs), ESLint and
// drizzle-kit. What follows is what it cannot see: files started by path, and packages used as
// another package's own copy. In code, `@public` marks an export read by a tool (drizzle-kit needs
// every pgEnum exported) and `@alias` a second name for one value.
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // The benches and measurement scripts, each run as `node --import tsx bench/<file>.ts`, and
        // the bench server that bench-server-process.ts spawns by path.
        'bench/*.bench.ts',
        'bench/search-server.ts',
        'bench/checkout-calls.ts',
        'bench/statement-cost.ts',
        'bench/sign-in-timing.ts',
        'bench/first-load-tasks.ts',
        'bench/first-load-blocking.ts',
      ],
      ignoreDependencies: [
        // bench/ and scripts/ drive the server's own pg, drizzle-orm and luxon (apps/server pins them).
        'pg',
        'drizzle-orm',
        'luxon',
        // The browser Lighthouse itself launches, in the version Lighthouse depends on.
        'chrome-launcher',
        // Started by the path of its binary (scripts/api-contract/processes.ts), never imported.
        '@stoplight/prism-cli',
        // `node --import tsx` in the scripts: the server's tsx.
        'tsx',
        // TypeScript 7's compiler, started by path by scripts/typecheck.mjs.
        'typescript-native',
      ],
      // `npm run db:generate` runs the server's drizzle-kit.
      ignoreBinaries: ['drizzle-kit'],
    },
    'apps/server': {
      // Spawned by path by the tests that kill a process mid-write (backup.test.ts, job-runtime.process.test.ts).
      // The Stripe stand-in is started by path for the reliability harness (features/payments/README.md).
      entry: [
        'src/test/job-runtime-worker.ts',
        'src/test/pglite-writer.ts',
        'src/features/payments/stripe/stripe-stand-in.main.ts',
      ],
      // Listed only to pin the copies pg loads (src/db/driver patches the pool's connect and the parser); never imported.
      ignoreDependencies: ['pg-pool', 'pg-protocol'],
    },
    'apps/embed': {
      // build-options.mjs hands esbuild these by path: the bundle's entry and the module bare `zod`
      // resolves to. The demo host page loads demo-host.js with a <script> tag.
      entry: ['src/embed.ts', 'src/zod-classic-subset.ts', 'demo-host/demo-host.js'],
      // TypeScript's declarations for build-options.mjs; nothing imports a .d.mts by name.
      ignore: ['build-options.d.mts'],
    },
    'apps/web': {
      ignoreDependencies: [
        // The interface RTK Query's rawResponseSchema is typed with, as @reduxjs/toolkit's own copy.
        '@standard-schema/spec',
        // React's stand-in: @preact/preset-vite aliases react and react-dom to it; nothing imports it by name.
        'preact',
      ],
    },
    'apps/admin': {
      // React's stand-in: @preact/preset-vite aliases react and react-dom to it; nothing imports it by name.
      ignoreDependencies: ['preact'],
    },
    'packages/*': {
      // package.json exports every file ("./*": "./src/*.ts"), which makes each one an entry point
      // whose exports knip would otherwise take as public: an export no app, package or test
      // imports is dead here too.
      includeEntryExports: true,
    },
  },
};

export default config;
