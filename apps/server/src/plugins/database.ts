import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database; its owner (main.ts or a test) opens and closes it. */
    db: Database;
    /** The same database, whose connections are handed out before `db`'s: what finishes a payment uses it. */
    firstDb: Database;
  }
}

/** Makes the database available to routes as `app.db` and `app.firstDb` (`db` unless given). */
export default fp<{ db: Database; firstDb?: Database | undefined }>(
  async (app, { db, firstDb }) => {
    app.decorate('db', db);
    app.decorate('firstDb', firstDb ?? db);
  },
  { name: 'database' },
);

/** The app for work that goes first (paying): the same app, whose `db` is `firstDb`. */
export function firstLaneOf<App extends FastifyInstance>(app: App): App {
  return app.firstDb === app.db ? app : (Object.create(app, { db: { value: app.firstDb } }) as App);
}
