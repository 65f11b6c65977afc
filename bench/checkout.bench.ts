// npm run bench, second part: guest checkouts on PostgreSQL (or PGlite) at 200 connections. Each connection
// runs whole checkouts (cart, tee time, invoice, card-entry token, the card tokenised at the
// gateway page, process-payment with an Idempotency-Key) against the real app, each on a tee time
// with room, so nothing is refused. Baseline in the same run and server: the tee-time search
// route (autocannon, same connections and duration). Reports checkouts/s, p50/p99 and the ratios.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { guestCheckout, type CheckoutCall } from '../scripts/reliability/guest-checkout.ts';
import { ALIAS, SEARCH_PATH, startServer, tickets, type Ticket } from './checkout-server.ts';
import { keepAliveSend } from './keep-alive-send.ts';
import { postgresUrl } from './postgres-url.ts';
import { backendsCpuDeltaMs, machineCpuMs, postgresBackendsCpuMs, processCpuMs } from './process-cpu.ts';

const ROOT = join(import.meta.dirname, '..');
// Longer than the search runs: at 200 connections one checkout takes seconds, and each connection should do several.
const DURATION_S = Number(process.env.BENCH_CHECKOUT_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 200);

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
}

async function runCheckouts(origin: string, queue: Ticket[], connections: number, seconds: number) {
  const latencies: Record<CheckoutCall, number[]> = { cart: [], add: [], invoice: [], token: [], card: [], pay: [] };
  const flows: number[] = [];
  const failures: string[] = [];
  let completed = 0;
  let index = 0;
  const send = process.env.BENCH_CLIENT === 'fetch' ? undefined : keepAliveSend(connections);
  const started = performance.now();
  const end = started + seconds * 1000;
  async function worker() {
    while (performance.now() < end) {
      const ticket = queue.shift();
      if (!ticket) return;
      const flowStarted = performance.now();
      const outcome = await guestCheckout(origin, ALIAS, {
        ...ticket,
        index: index++,
        send,
        onAnswer: (call, ms) => latencies[call].push(ms),
      });
      if (outcome.kind === 'booked') {
        completed += 1;
        flows.push(performance.now() - flowStarted);
      } else
        failures.push(
          outcome.kind === 'refused' ? `${outcome.step}: ${outcome.code}` : `${outcome.step}: ${outcome.detail}`,
        );
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const requests = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
  return { completed, failures, elapsed, requests, latencies, flows };
}

async function eventLoop(origin: string): Promise<{ active: number; idle: number }> {
  return (await fetch(`${origin}/api/bench/event-loop`)).json() as Promise<{ active: number; idle: number }>;
}

// BENCH_CHECKOUT_DATABASE=pglite runs it on the embedded PGlite instead (its CPU is the server's).
const onPglite = process.env.BENCH_CHECKOUT_DATABASE === 'pglite';
const pgUrl = onPglite ? null : await postgresUrl();
if (!pgUrl && !onPglite) {
  console.log('\ncheckout bench: PostgreSQL not reachable (set DATABASE_URL); skipped');
  process.exit(0);
}
const server = await startServer(pgUrl);
const backendsCpuMs = () => (pgUrl ? postgresBackendsCpuMs(pgUrl, server.database) : Promise.resolve(null));
const origin = `http://127.0.0.1:${server.port}`;
try {
  const queue = await tickets(origin);
  console.log(
    `\ncheckout bench on ${onPglite ? 'pglite' : 'postgres'} (port ${server.port}): ${queue.length} parties' worth of open tee times, ${CONNECTIONS} connections, ${DURATION_S} s`,
  );
  await autocannon({ url: `${origin}${SEARCH_PATH}`, headers: { 'x-be-alias': ALIAS }, connections: 20, duration: 2 });
  await runCheckouts(origin, queue, 20, 2); // warm-up: JIT, connection pool, prepared paths
  const search = await autocannon({
    url: `${origin}${SEARCH_PATH}`,
    headers: { 'x-be-alias': ALIAS },
    connections: CONNECTIONS,
    duration: Math.min(DURATION_S, 10),
  });
  await new Promise((resolve) => setTimeout(resolve, 2000)); // let the search run's backlog drain
  // CPU time per checkout of the server, its PostgreSQL backends and this client: unlike rates and
  // latencies, it does not move when other work shares the machine.
  const loopBefore = await eventLoop(origin);
  const cpuBefore = {
    server: processCpuMs(server.child.pid),
    postgres: await backendsCpuMs(),
    client: process.cpuUsage(),
    machine: machineCpuMs(),
  };
  const run = await runCheckouts(origin, queue, CONNECTIONS, DURATION_S);
  const cpuAfter = {
    server: processCpuMs(server.child.pid),
    postgres: await backendsCpuMs(),
    client: process.cpuUsage(cpuBefore.client),
    machine: machineCpuMs(),
  };
  const loopAfter = await eventLoop(origin);
  const perCheckout = (ms: number | null) =>
    ms === null || run.completed === 0 ? null : Number((ms / run.completed).toFixed(2));
  const serverCpuMs = cpuBefore.server === null || cpuAfter.server === null ? null : cpuAfter.server - cpuBefore.server;
  const postgresCpuMs =
    cpuBefore.postgres && cpuAfter.postgres ? backendsCpuDeltaMs(cpuBefore.postgres, cpuAfter.postgres) : null;
  const clientCpuMs = (cpuAfter.client.user + cpuAfter.client.system) / 1000;
  const machine =
    cpuBefore.machine && cpuAfter.machine
      ? {
          busy: cpuAfter.machine.busy - cpuBefore.machine.busy,
          total: cpuAfter.machine.total - cpuBefore.machine.total,
        }
      : null;

  const checkoutsPerSecond = run.completed / run.elapsed;
  const summary = {
    connections: CONNECTIONS,
    searchRps: Math.round(search.requests.average),
    searchP99: search.latency.p99,
    checkouts: run.completed,
    checkoutsPerSecond: Number(checkoutsPerSecond.toFixed(1)),
    checkoutCallsPerSecond: Math.round(run.requests / run.elapsed),
    payP50: percentile(run.latencies.pay, 50),
    payP99: percentile(run.latencies.pay, 99),
    checkoutP50: percentile(run.flows, 50),
    checkoutP99: percentile(run.flows, 99),
    checkoutsPerSearchRequest: Number((checkoutsPerSecond / search.requests.average).toFixed(4)),
    callsPerSearchRequest: Number((run.requests / run.elapsed / search.requests.average).toFixed(3)),
    payP99OverSearchP99: Number((percentile(run.latencies.pay, 99) / Math.max(1, search.latency.p99)).toFixed(2)),
    failures: run.failures.length,
    serverCpuMsPerCheckout: perCheckout(serverCpuMs),
    postgresCpuMsPerCheckout: perCheckout(postgresCpuMs),
    clientCpuMsPerCheckout: perCheckout(clientCpuMs),
    // Cores the server kept busy, and the share of the machine's CPU used by anything else (other work on a shared machine).
    serverCores: serverCpuMs === null ? null : Number((serverCpuMs / 1000 / run.elapsed).toFixed(2)),
    // The share of the phase the server's event loop was busy: near 1 with serverCores under 1, it waited for a CPU.
    serverEventLoopBusy: Number(
      (
        (loopAfter.active - loopBefore.active) /
        (loopAfter.active - loopBefore.active + loopAfter.idle - loopBefore.idle)
      ).toFixed(2),
    ),
    machineBusyPercent: machine ? Math.round((100 * machine.busy) / machine.total) : null,
    otherCpuPercent:
      machine && serverCpuMs !== null && postgresCpuMs !== null
        ? Math.max(0, Math.round((100 * (machine.busy - serverCpuMs - postgresCpuMs - clientCpuMs)) / machine.total))
        : null,
  };
  console.table(Object.entries(summary).map(([figure, value]) => ({ figure, value })));
  console.table(
    Object.entries(run.latencies).map(([call, list]) => ({
      call,
      answers: list.length,
      p50: percentile(list, 50),
      p99: percentile(list, 99),
    })),
  );
  for (const failure of [...new Set(run.failures)].slice(0, 5)) console.log('  failure:', failure);

  const baseline = JSON.parse(readFileSync(join(ROOT, 'bench', 'checkout-baseline.json'), 'utf8')) as {
    minCheckoutsPerSearchRequest: number;
    maxPayP99OverSearchP99: number;
    targetCheckoutsPerSearchRequest: number;
    targetPayP99Ms: number;
  };
  const checks = [
    { check: 'no checkout failed or was refused', ok: run.failures.length === 0 },
    {
      check: `checkouts/s ÷ search req/s ≥ ${baseline.minCheckoutsPerSearchRequest}`,
      ok: summary.checkoutsPerSearchRequest >= baseline.minCheckoutsPerSearchRequest,
    },
    {
      check: `process-payment p99 ÷ search p99 ≤ ${baseline.maxPayP99OverSearchP99}`,
      ok: summary.payP99OverSearchP99 <= baseline.maxPayP99OverSearchP99,
    },
  ];
  console.table(checks);
  const targets = [
    {
      target: `checkouts/s ÷ search req/s ≥ ${baseline.targetCheckoutsPerSearchRequest}`,
      value: summary.checkoutsPerSearchRequest,
      result: summary.checkoutsPerSearchRequest >= baseline.targetCheckoutsPerSearchRequest ? 'pass' : 'FAIL',
    },
    {
      target: `process-payment p99 ≤ ${baseline.targetPayP99Ms} ms`,
      value: summary.payP99,
      result: summary.payP99 <= baseline.targetPayP99Ms ? 'pass' : 'FAIL',
    },
  ];
  console.table(targets);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const file = join(ROOT, 'bench', 'results', `checkout-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, durationSeconds: DURATION_S, summary, checks, targets }, null, 2)}\n`,
  );
  console.log(`results written to ${file}`);
} finally {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
}
