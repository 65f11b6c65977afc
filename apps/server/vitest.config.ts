import { configDefaults, defineConfig } from 'vitest/config';

// Files whose subject is the embedded database itself (backups, the data directory's lock) or no
// database at all (the configuration). The PGlite run covers them; on PostgreSQL (DATABASE_URL, CI's
// second run of this suite) they would run the same code again, for about 100 s of its time.
const EMBEDDED_OR_NO_DATABASE = ['src/db/backup.test.ts', 'src/db/data-dir-lock.process.test.ts', 'src/config.test.ts'];

// Server suite: integration tests over real HTTP on a real database (in-memory PGlite, or a
// throw-away database on the PostgreSQL server named by DATABASE_URL).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? EMBEDDED_OR_NO_DATABASE : [])],
    globalSetup: ['src/test/database-template.global-setup.ts'],
    // Each test file starts its own database from the migrated template of the global setup, and
    // its own app (buildApp keeps its state on the instance), so the files of a worker share one
    // module graph instead of evaluating the server's for each: the PGlite suite took 708 s and
    // the PostgreSQL one 452 s with a graph per file, 334 s and 202 s without, on a 2-core machine.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
