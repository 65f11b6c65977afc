import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate` (drizzle-kit resolves these paths from the cwd).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema',
  out: './apps/server/drizzle',
  strict: true,
});
