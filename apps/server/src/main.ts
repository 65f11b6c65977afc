import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, type Config, loadConfig, testClockNow } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './db/migrate.ts';
import { createAppLogger } from './shared/app-logger.ts';
import { demoAudience } from './shared/demo-conveniences.ts';

/** How long a process reuses a booking engine it looked up: settings changes show within this time. */
const TENANT_CACHE_MS = 2_000;

// Entry point: configuration, database (migrated, seeded on first start), HTTP server, and a
// graceful shutdown that closes the server before the database (PGlite flushes on close).

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
const logger = createAppLogger(config.logLevel);
const startedAt = Date.now();

async function startDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: config.pgliteDir,
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
  });
  try {
    const { seeded } = await prepareDatabase(database);
    logger.info(
      database.kind === 'pglite'
        ? { database: 'pglite', dataDir: config.pgliteDir, seeded }
        : { database: 'postgres', seeded },
      seeded ? 'database migrated and seeded with the demo tenants' : 'database migrated',
    );
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

let database: DatabaseHandle;
try {
  database = await startDatabase();
} catch (error) {
  if (error instanceof DataDirInUseError) logger.fatal({ dataDir: error.dataDir, holder: error.holder }, error.message);
  else logger.fatal({ err: error }, 'could not open and migrate the database');
  process.exit(1);
}
if (config.smtpUrl === undefined) logger.info('SMTP_URL not set: mail will be kept in the database outbox');

if (config.testClock)
  logger.warn(
    { testClock: config.testClock },
    'TEST_CLOCK set: the app clock is simulated (release-sim only, never in production)',
  );
const now = config.testClock ? testClockNow(config.testClock) : undefined;
const app = await buildApp({
  config,
  db: database.db,
  firstDb: database.firstDb,
  logger,
  now,
  scheduleJobs: true,
  tenantCacheMs: TENANT_CACHE_MS,
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
const linkOrigin = app.accounts.linkOrigin();
app.log.info(
  { linkOrigin },
  config.publicUrl
    ? `links in e-mails use ${linkOrigin} (PUBLIC_URL)`
    : `links in e-mails use ${linkOrigin}: set PUBLIC_URL to the address golfers reach this server at`,
);
const demo = demoAudience(config);
if (Object.keys(demo).length > 0) {
  const list = Object.entries(demo)
    .map(([name, audience]) => `${name} (${audience})`)
    .join(', ');
  app.log.info(
    { demoConveniences: demo },
    `demo conveniences on: ${list}; DEMO_PAGES_FOR_NETWORK opens them to other machines`,
  );
}
app.log.info({ startupMs: Date.now() - startedAt }, 'ready');
