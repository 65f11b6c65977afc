// npm run bench: GET /api/v2/tee-times for 3 courses × 1 day (the teetime-deals partner engine)
// with autocannon on loopback at 100 and 500 connections, on PGlite and on PostgreSQL (when
// DATABASE_URL or the local 127.0.0.1:5432 answers), against GET /api/bench/static: a JSON body of
// the same size served by the same server in the same run; the search both anonymous and as a
// signed-in golfer (a session cookie on every request, which adds the members'-rates lookup).
// Reports req/s, p50/p99 and the ratios, with pass/FAIL against the targets in baseline.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type BenchServer, startBenchServer } from './bench-server-process.ts';
import { processCpuMs } from './process-cpu.ts';
import { postgresUrl } from './postgres-url.ts';
import { required } from '@fairway/domain/shared/required';

const ROOT = join(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '100,500').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const tomorrow = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date(Date.now() + 86_400_000));
const SEARCH_PATH = `/api/v2/tee-times?date=${tomorrow}`;

const ROUTES = ['search', 'signed-in', 'static'] as const;
type Route = (typeof ROUTES)[number];

interface Row {
  database: string;
  connections: number;
  route: Route;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server's CPU (all threads) per answered request: unlike req/s, barely moved by other load on the machine. */
  serverCpuUsPerRequest: number | null;
}

function startServer(databaseUrl: string | null): Promise<BenchServer> {
  return startBenchServer({ searchPath: SEARCH_PATH, databaseUrl });
}

async function load(port: number, path: string, connections: number, seconds: number, cookie = '') {
  return autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { 'x-be-alias': 'teetime-deals', ...(cookie ? { cookie } : {}) },
    connections,
    duration: seconds,
  });
}

async function run(database: string, url: string | null): Promise<Row[]> {
  const server = await startServer(url);
  console.log(`\n${database}: ${server.teeTimes} tee times, ${server.bytes} bytes per answer (port ${server.port})`);
  const rows: Row[] = [];
  try {
    await load(server.port, SEARCH_PATH, 20, 2); // warm-up: JIT, connection pool, page cache
    for (const connections of CONNECTIONS) {
      // Each level's first run paid for growing the heap and the sockets to that many connections
      // (4 s p99 for whichever route ran first at 500): warm the level up before measuring it.
      await load(server.port, '/api/bench/static', connections, 2);
      // The routes take turns, in the reverse order each round: whichever route ran first at a
      // level still paid for the level's warm-up (the first run at 500 connections was 20 % slower
      // than the same route's later runs), and a single order gave that to the search every time.
      const runs = new Map<
        Route,
        {
          requests: number;
          seconds: number;
          p50: number[];
          p99: number[];
          errors: number;
          non2xx: number;
          cpuMs: number | null;
        }
      >();
      for (let round = 0; round < ROUNDS; round++) {
        for (const route of round % 2 === 0 ? ROUTES : [...ROUTES].reverse()) {
          await new Promise((resolve) => setTimeout(resolve, 2000)); // let the previous run's backlog drain
          const path = route === 'static' ? '/api/bench/static' : SEARCH_PATH;
          const cookie = route === 'signed-in' ? server.sessionCookie : '';
          const cpuBefore = processCpuMs(server.child.pid);
          const result = await load(server.port, path, connections, DURATION / ROUNDS, cookie);
          const cpuAfter = processCpuMs(server.child.pid);
          const sum = runs.get(route) ?? { requests: 0, seconds: 0, p50: [], p99: [], errors: 0, non2xx: 0, cpuMs: 0 };
          sum.requests += result.requests.total;
          sum.seconds += result.duration;
          sum.p50.push(result.latency.p50);
          sum.p99.push(result.latency.p99);
          sum.errors += result.errors + result.timeouts;
          sum.non2xx += result.non2xx;
          sum.cpuMs =
            cpuBefore === null || cpuAfter === null || sum.cpuMs === null ? null : sum.cpuMs + cpuAfter - cpuBefore;
          runs.set(route, sum);
        }
      }
      for (const route of ROUTES) {
        const sum = required(runs.get(route), `the ${route} runs`);
        const mean = (values: number[]) =>
          Math.round(values.reduce((total, value) => total + value, 0) / values.length);
        const row: Row = {
          database,
          connections,
          route,
          requestsPerSecond: Math.round(sum.requests / sum.seconds),
          p50: mean(sum.p50),
          p99: mean(sum.p99),
          errors: sum.errors,
          non2xx: sum.non2xx,
          serverCpuUsPerRequest:
            sum.cpuMs === null || sum.requests === 0 ? null : Math.round((sum.cpuMs * 1000) / sum.requests),
        };
        rows.push(row);
        console.log(
          `  ${route.padEnd(9)} ${String(connections).padStart(3)} conn: ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}  server CPU ${row.serverCpuUsPerRequest ?? '?'} µs/req`,
        );
      }
    }
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  return rows;
}

const results: Row[] = [...(await run('pglite', null))];
const pgUrl = await postgresUrl();
if (pgUrl) results.push(...(await run('postgres', pgUrl)));
else console.log('\npostgres: not reachable (set DATABASE_URL); skipped');

const summary = results
  .filter((row) => row.route !== 'static')
  .map((search) => {
    const statik = required(
      results.find(
        (row) => row.route === 'static' && row.database === search.database && row.connections === search.connections,
      ),
      `the static run of ${search.database} at ${search.connections} connections`,
    );
    return {
      database: search.database,
      connections: search.connections,
      route: search.route,
      searchRps: search.requestsPerSecond,
      staticRps: statik.requestsPerSecond,
      ratio: Number((search.requestsPerSecond / statik.requestsPerSecond).toFixed(2)),
      searchP50: search.p50,
      searchP99: search.p99,
      staticP99: statik.p99,
      p99Ratio: Number((search.p99 / Math.max(1, statik.p99)).toFixed(2)),
      // static ÷ search CPU per request: the throughput ratio the server alone would reach on a
      // saturated CPU, the figure to compare builds by on a shared machine.
      cpuRatio:
        search.serverCpuUsPerRequest && statik.serverCpuUsPerRequest
          ? Number((statik.serverCpuUsPerRequest / search.serverCpuUsPerRequest).toFixed(2))
          : null,
    };
  });
console.log('\nsearch / static');
console.table(summary);

const baseline = JSON.parse(readFileSync(join(ROOT, 'bench', 'baseline.json'), 'utf8')) as {
  minRatio: number;
  maxP99Ratio: number;
  maxErrorsAt500: number;
};
const checks = [
  ...summary.flatMap((row) => [
    {
      check: `${row.database} ${row.connections} conn ${row.route} ÷ static ≥ ${baseline.minRatio}`,
      ok: row.ratio >= baseline.minRatio,
    },
    {
      check: `${row.database} ${row.connections} conn ${row.route} p99 ≤ ${baseline.maxP99Ratio} × static p99`,
      ok: row.p99Ratio <= baseline.maxP99Ratio,
    },
  ]),
  ...results
    .filter((row) => row.connections >= 500)
    .map((row) => ({
      check: `${row.database} ${row.connections} conn ${row.route}: errors and timeouts ≤ ${baseline.maxErrorsAt500}`,
      ok: row.errors <= baseline.maxErrorsAt500,
    })),
].map((entry) => ({ ...entry, result: entry.ok ? 'pass' : 'FAIL' }));
console.table(checks.map(({ check, result }) => ({ check, result })));
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
const file = join(ROOT, 'bench', 'results', `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, searchPath: SEARCH_PATH, durationSeconds: DURATION, rounds: ROUNDS, results, summary, checks }, null, 2)}\n`,
);
console.log(`results written to ${file}`);
