import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database; its owner (main.ts or a test) opens and closes it. */
    db: Database;
  }
}

/** Makes the database available to routes as `app.db`. */
export default fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorate('db', db);
  },
  { name: 'database' },
);
