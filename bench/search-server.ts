// Benchmark server: the real app (buildApp) over PGlite or PostgreSQL, plus GET /bench/static
// that answers a precomputed JSON body of the same size as the search answer, so the two can
// be compared in one process and one run. Prints `READY <port> <bytes> <tee times> <database> <cookie>` when
// listening (the scratch database's name on PostgreSQL, else `pglite`), then a signed-in golfer's
// session cookie (URI-encoded). BENCH_PORT: the port (default: any free one).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { unavailableWeather } from '../apps/server/src/features/tee-times/weather-provider.ts';
import { createTestDatabase } from '../apps/server/src/test/test-database.ts';
import { required } from '@fairway/domain/shared/required';

const searchPath = required(process.env.BENCH_SEARCH_PATH, 'BENCH_SEARCH_PATH (bench-server-process.ts sets it)');
const alias = process.env.BENCH_ALIAS ?? 'teetime-deals';
// BENCH_CLOCK_OFFSET_MS moves the app clock (the page-speed bench sets it to late evening, so today
// has no tee times left: the empty-day screen); the real clock otherwise.
const clockOffset = Number(process.env.BENCH_CLOCK_OFFSET_MS ?? 0);

// The checkout bench tokenises every card from loopback: lift the per-IP card-entry limit.
// WEB_DIST: another build of the SPA to serve (default apps/web/dist).
const config = loadConfig({
  LOG_LEVEL: 'silent',
  CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000000',
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  WEB_DIST: process.env.WEB_DIST,
});
const database = await createTestDatabase({ poolSize: config.databasePoolSize });
// The engine sells members' rates (SPEC §3 user.memberGuestRate), so a signed-in golfer's search
// pays for finding the golfer's member courses, as it does on such an engine in production.
await database.handle.db.execute(
  sql`update booking_engines set settings = settings || jsonb_build_object('user', coalesce(settings->'user', '{}'::jsonb) || '{"memberGuestRate": true}'::jsonb) where alias = ${alias}`,
);
const app = await buildApp({
  config,
  db: database.handle.db,
  firstDb: database.handle.firstDb,
  weather: unavailableWeather,
  // As in production (main.ts): the engine lookup is reused for 2 s per process.
  tenantCacheMs: 2_000,
  ...(clockOffset ? { now: () => new Date(Date.now() + clockOffset) } : {}),
});

// Same bytes as a search answer, served without touching the database (filled in below).
let staticBody = Buffer.alloc(0);
app.get('/api/bench/static', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(staticBody);
});
// The event loop's busy and idle time so far (ms): a bench reads it around a phase to tell a loop
// that is always busy but gets less than a core (other processes share the CPUs) from one that waits.
app.get('/api/bench/event-loop', (_request, reply) => {
  const { active, idle } = performance.eventLoopUtilization();
  reply.send({ active, idle });
});
// The event loop's longest stall since the last read (ms), reset by each read: whether one request
// held every other (hostile-bodies.bench.ts).
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
app.get('/api/bench/event-loop-delay', (_request, reply) => {
  const maxMs = loopDelay.max / 1e6;
  const p99Ms = loopDelay.percentile(99) / 1e6;
  loopDelay.reset();
  reply.send({ maxMs, p99Ms });
});
const probe = await app.inject({ method: 'GET', url: searchPath, headers: { 'x-be-alias': alias } });
// A golfer account of the alias, signed in: its session cookie lets a bench search as a signed-in
// golfer does (the members'-rates lookup runs for such requests: the engine sells members' rates).
const signUp = await app.inject({
  method: 'POST',
  url: '/api/profile',
  headers: { 'x-be-alias': alias, 'x-fairway-csrf': '1' },
  payload: { emailAddress: 'bench-golfer@bench.example.com', password: 'Birdie2024', firstName: 'Ben', lastName: 'Ch' },
});
if (signUp.statusCode !== 201) throw new Error(`sign-up answered ${signUp.statusCode}: ${signUp.body}`);
const sessionCookie = signUp.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
const signedIn = await app.inject({
  method: 'GET',
  url: searchPath,
  headers: { 'x-be-alias': alias, cookie: sessionCookie },
});
if (signedIn.statusCode !== 200) throw new Error(`signed-in search answered ${signedIn.statusCode}`);
if (probe.statusCode !== 200) throw new Error(`search answered ${probe.statusCode}: ${probe.body}`);
staticBody = Buffer.from(probe.body);

await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
const databaseName = database.url ? decodeURIComponent(new URL(database.url).pathname.slice(1)) : 'pglite';
process.stdout.write(
  `READY ${address.port} ${staticBody.length} ${JSON.parse(probe.body).teeTimes?.length ?? 0} ${databaseName} ${encodeURIComponent(sessionCookie)}\n`,
);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
