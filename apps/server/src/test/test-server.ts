import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { unavailableWeather } from '../features/tee-times/tee-times.testing.ts';
import type { WeatherProvider } from '../features/tee-times/tee-times.public.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** A running app on a random port, with the database and front-end fixtures it uses. */
export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  database: TestDatabase | undefined;
  /** Folder holding the fixture builds: web/ (the SPA) and embed/ (when `embedBuilt`). */
  fixtures: string;
  /** fetch() relative to the server, with an optional x-be-alias header. */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** Options of startTestServer. */
export interface TestServerOptions {
  /** Extra environment variables for loadConfig. */
  env?: Record<string, string>;
  /** Whether the embed fixtures (embed.js, demo-host/) exist; default false. */
  embedBuilt?: boolean;
  /** A database to use instead of a fresh migrated and seeded one (the caller closes it). */
  db?: Database;
  /** Pinned clock of tee-time search. */
  now?: () => Date;
  /** Weather source (default: none, so tests never call out). */
  weather?: WeatherProvider;
  /** Reuse of looked-up booking engines (ms); default 0, so settings written by a test show at once. */
  tenantCacheMs?: number;
  /** How long identical searches share one answer (ms); default 0 (tests of the cache itself turn it on). */
  searchCacheMs?: number;
  /** A logger to capture what the app logs (default: a silent one). */
  logger?: FastifyBaseLogger;
  /** Start the periodic jobs' timers, as main.ts does (benches); tests leave them off and call runNow. */
  scheduleJobs?: boolean;
  /** Fair release queue admission limits (turns at once, turn length). */
  releaseQueue?: AppOptions['releaseQueue'];
}

/** The SPA shell served by the fixture build, recognisable in assertions. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html><html><head><title>Tee Times</title><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"><div class="app-shell" data-static-shell=""><!--fairway:header--><span class="loading__text"><!--fairway:engine-name--></span></div></div></body></html>';

async function writeFixtures(root: string, embedBuilt: boolean) {
  await mkdir(join(root, 'web', 'assets'), { recursive: true });
  await writeFile(join(root, 'web', 'index.html'), FIXTURE_INDEX_HTML);
  await writeFile(join(root, 'web', 'assets', 'app-3f2a1b.js'), 'console.log("fairway");\n');
  await writeFile(join(root, 'web', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(root, 'admin', 'admin-assets'), { recursive: true });
  await writeFile(join(root, 'admin', 'admin-assets', 'admin-9c1d2e.js'), 'console.log("console");\n');
  if (embedBuilt) {
    await mkdir(join(root, 'embed', 'demo-host'), { recursive: true });
    await writeFile(join(root, 'embed', 'embed.js'), '(function(){/* embed */})();\n');
    await writeFile(join(root, 'embed', 'demo-host', 'index.html'), '<!doctype html><title>Demo host</title>');
  }
}

/** Builds the app over a fresh test database (or the given one) and listens on a random port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const fixtures = await mkdtemp(join(tmpdir(), 'fairway-server-test-'));
  await writeFixtures(fixtures, options.embedBuilt ?? false);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: join(fixtures, 'web'),
    ADMIN_DIST: join(fixtures, 'admin'),
    EMBED_DIST: join(fixtures, 'embed'),
    // Suites tokenise many cards from 127.0.0.1; the limit has its own test.
    CARD_ENTRY_ATTEMPTS_PER_MINUTE: '10000',
    ...options.env,
  });
  const database = options.db ? undefined : await createTestDatabase(options.now ? { now: options.now() } : {});
  const app = await buildApp({
    config,
    db: options.db ?? database!.handle.db,
    now: options.now,
    logger: options.logger,
    weather: options.weather ?? unavailableWeather,
    // Tests write bookings and locks between searches: every search reads the database.
    searchCacheMs: options.searchCacheMs ?? 0,
    tenantCacheMs: options.tenantCacheMs ?? 0,
    scheduleJobs: options.scheduleJobs ?? false,
    releaseQueue: options.releaseQueue,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    baseUrl,
    app,
    database,
    fixtures,
    get: (path, headers = {}) => fetch(`${baseUrl}${path}`, { headers }),
    async close() {
      // A test that left a large response body unread keeps its connection busy; do not wait for it.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await database?.close();
      await rm(fixtures, { recursive: true, force: true });
    },
  };
}
