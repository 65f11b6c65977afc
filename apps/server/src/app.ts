import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { facilitiesRoutes } from './features/facilities/facilities.routes.ts';
import database from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticFiles from './plugins/static-files.ts';
import swagger from './plugins/swagger.ts';
import tenant from './plugins/tenant.ts';
import { healthRoutes } from './routes/health.ts';
import spaShell from './routes/spa-shell.ts';

/** What the app is built from; the caller owns the database's lifecycle. */
export interface AppOptions {
  config: Config;
  db: Database;
  logger?: FastifyBaseLogger;
}

/** Builds the Fastify app (not listening): plugins in order external → app → routes. */
export async function buildApp({ config, db, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? pino({ level: config.logLevel }),
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so that every route added below (including the plugins') inherits it.
  await app.register(errorHandler);

  // External
  await app.register(securityHeaders);
  await app.register(swagger);
  await app.register(staticFiles, { webDist: config.webDist, embedDist: config.embedDist });

  // App
  await app.register(database, { db });
  await app.register(tenant, { defaultAlias: config.defaultAlias });

  // Routes
  await app.register(facilitiesRoutes, { prefix: '/api' });
  await app.register(healthRoutes);
  await app.register(spaShell, { webDist: config.webDist, defaultAlias: config.defaultAlias });

  return app;
}
