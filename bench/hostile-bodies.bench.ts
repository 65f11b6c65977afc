// node --import tsx bench/hostile-bodies.bench.ts: whether one request can stall the server. The
// bench server (the real app on embedded PGlite; PostgreSQL with BENCH_DATABASE=postgres) answers
// GET /healthz to one client calling it back to back, first alone, then while 16 connections send
// hostile JSON bodies (nested thousands deep, tens of thousands of members, prototype poisoning,
// malformed, oversized). Reports /healthz p50/p99/max in both phases, their ratio, the event
// loop's longest stall under attack (target: at most 50 ms) and the hostile answers' statuses
// (target: no 5xx). Writes bench/results/hostile-bodies-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server-process.ts';
import { postgresUrl } from './postgres-url.ts';
import { required } from '@fairway/domain/shared/required';

const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const ATTACKERS = 16;
const LOOP_STALL_BUDGET_MS = 50;

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const manyKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;
const manyObjects = (count: number) => `{"emailAddress":[${Array.from({ length: count }, () => '{}').join(',')}]}`;
// Nested past the depth limit, members past the value limit, poisoned, malformed, oversized.
const HOSTILE_BODIES = [
  nestedArrays(7_000),
  nestedObjects(7_000),
  nestedObjects(64),
  manyKeys(6_000),
  manyObjects(20_000),
  `[${Array.from({ length: 500 }, () => nestedArrays(60)).join(',')}]`,
  // Just inside the 4,096-value limit: the costliest bodies that are parsed.
  manyKeys(4_000),
  manyObjects(4_000),
  `[${Array.from({ length: 60 }, () => nestedArrays(64)).join(',')}]`,
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  `{"emailAddress":"${'\\u0000'.repeat(5_000)}"}`,
  '{"a":'.repeat(3_000),
  JSON.stringify({ firstName: 'x'.repeat(2_000_000) }),
];
const HOSTILE_PATHS = [
  '/api/profile',
  '/api/profile/authenticate',
  '/api/shopping-cart',
  '/api/profile/password-reset',
];
// BENCH_HOSTILE=0,3: only those bodies (to find which one stalls).
const CHOSEN_BODIES = process.env.BENCH_HOSTILE
  ? process.env.BENCH_HOSTILE.split(',').map((index) =>
      required(HOSTILE_BODIES[Number(index)], `hostile body ${index}`),
    )
  : HOSTILE_BODIES;

/** GET /healthz back to back on one keep-alive connection for `seconds`: each answer's time (ms). */
async function probeHealth(port: number, seconds: number): Promise<{ times: number[]; failures: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const status = await new Promise<number>((resolve) => {
      const outgoing = request({ host: '127.0.0.1', port, path: '/healthz', agent }, (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      });
      outgoing.on('error', () => resolve(0));
      outgoing.end();
    });
    times.push(performance.now() - started);
    if (status !== 200) failures += 1;
  }
  agent.destroy();
  return { times, failures };
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN).toFixed(2));
  return { calls: sorted.length, p50: at(0.5), p99: at(0.99), max: Number((sorted.at(-1) ?? NaN).toFixed(2)) };
}

async function loopStall(port: number): Promise<{ maxMs: number; p99Ms: number }> {
  return (await fetch(`http://127.0.0.1:${port}/api/bench/event-loop-delay`)).json() as Promise<{
    maxMs: number;
    p99Ms: number;
  }>;
}

async function run(database: 'pglite' | 'postgres') {
  const url = database === 'postgres' ? await postgresUrl() : null;
  const { child, port } = await startBenchServer({ searchPath: '/healthz', alias: 'demo', databaseUrl: url });
  try {
    await probeHealth(port, 1);
    await loopStall(port);
    const alone = await probeHealth(port, Math.max(3, SECONDS / 2));
    const loopAlone = await loopStall(port);
    const requests = HOSTILE_PATHS.flatMap((path) =>
      CHOSEN_BODIES.map((body) => ({
        method: 'POST' as const,
        path,
        body,
        headers: { 'content-type': 'application/json', 'x-be-alias': 'demo', 'x-fairway-csrf': '1' },
      })),
    );
    const statuses: Record<string, number> = {};
    const attack = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: `http://127.0.0.1:${port}`, connections: ATTACKERS, duration: SECONDS, requests },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on('response', (_client, status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    });
    const [underAttack, attackResult] = await Promise.all([probeHealth(port, SECONDS), attack]);
    const loopUnderAttack = await loopStall(port);
    const serverErrors = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const healthAlone = summary(alone.times);
    const healthUnderAttack = summary(underAttack.times);
    return {
      database,
      hostileRequests: attackResult.requests.total,
      hostileStatuses: statuses,
      hostile5xx: serverErrors,
      healthAlone,
      healthUnderAttack,
      healthFailures: alone.failures + underAttack.failures,
      healthP99Ratio: Number((healthUnderAttack.p99 / healthAlone.p99).toFixed(2)),
      loopStallAloneMs: Number(loopAlone.maxMs.toFixed(1)),
      loopStallUnderAttackMs: Number(loopUnderAttack.maxMs.toFixed(1)),
      withinBudget: loopUnderAttack.maxMs <= LOOP_STALL_BUDGET_MS && serverErrors === 0,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

const databases: ('pglite' | 'postgres')[] =
  process.env.BENCH_DATABASE === 'postgres'
    ? ['postgres']
    : process.env.BENCH_DATABASE === 'both'
      ? ['pglite', 'postgres']
      : ['pglite'];
const results = [];
for (const database of databases) {
  const result = await run(database);
  results.push(result);
  console.log(
    `\n${database}: ${result.hostileRequests} hostile requests from ${ATTACKERS} connections, statuses ${JSON.stringify(result.hostileStatuses)}, ${result.hostile5xx} 5xx`,
  );
  console.log('| /healthz | calls | p50 ms | p99 ms | max ms | event loop longest stall ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(
    `| alone | ${result.healthAlone.calls} | ${result.healthAlone.p50} | ${result.healthAlone.p99} | ${result.healthAlone.max} | ${result.loopStallAloneMs} |`,
  );
  console.log(
    `| under attack | ${result.healthUnderAttack.calls} | ${result.healthUnderAttack.p50} | ${result.healthUnderAttack.p99} | ${result.healthUnderAttack.max} | ${result.loopStallUnderAttackMs} |`,
  );
  console.log(
    `p99 ratio (under attack ÷ alone): ${result.healthP99Ratio}; longest stall within ${LOOP_STALL_BUDGET_MS} ms and no 5xx: ${result.withinBudget ? 'yes' : 'NO'}`,
  );
}
const folder = join(import.meta.dirname, 'results');
mkdirSync(folder, { recursive: true });
writeFileSync(
  join(folder, `hostile-bodies-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  `${JSON.stringify(results, null, 2)}\n`,
);
