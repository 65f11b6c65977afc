// npm run soak: two server processes (the built dist) on one fresh PostgreSQL database under
// continuous guest checkouts; one of them is killed with SIGKILL at random moments (SOAK_KILLS
// times, restarted each time) and PostgreSQL itself is restarted once mid-run
// (SOAK_RESTART_POSTGRES=1). Then the recovery sweeps get their time and the database must hold
// the reliability run's invariants. Exits 1 on any violation, a 500, or a process that died on its own.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { createScratchPostgresDatabase } from '../../apps/server/src/test/test-database.ts';
import { seededRandom, startDropProxy } from '../reliability/drop-proxy.ts';
import { guestCheckout, type CheckoutOutcome } from '../reliability/guest-checkout.ts';
import { checkInvariants, lastBookingId, runFigures, type RunScope } from '../reliability/invariants.ts';
import { checkMoneyViews } from '../reliability/money-invariant.ts';
import {
  killServer,
  restartServer,
  startServers,
  stopServers,
  type ServerProcess,
} from '../reliability/server-processes.ts';
import { openTeeTimes } from '../reliability/tee-times.ts';
import { required } from '@fairway/domain/shared/required';

const ADMIN_URL =
  process.env.SOAK_DATABASE_URL ??
  process.env.RELIABILITY_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_S = Number(process.env.SOAK_DURATION_S ?? 120);
const KILLS = Number(process.env.SOAK_KILLS ?? 20);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 16);
const RESTART_POSTGRES = (process.env.SOAK_RESTART_POSTGRES ?? '1') === '1';
const [POSTGRES_RESTART_PROGRAM = '', ...POSTGRES_RESTART_ARGS] = (
  process.env.SOAK_POSTGRES_RESTART_COMMAND ?? 'pg_ctlcluster --skip-systemctl-redirect 15 main restart'
).split(' ');
const SEED = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
/** How long the recovery sweeps get after the load (pending captures run every 15 s on bookings 30 s old). */
const RECOVERY_S = Number(process.env.SOAK_RECOVERY_S ?? 120);
const ALIAS = 'demo';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);

async function withDatabase<T>(url: string, use: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await use(db);
  } finally {
    await db.end();
  }
}

/** A checkout outcome as the soak counts it: a 503 while the database restarts is an honest answer, a 500 is a bug. */
function classify(outcome: CheckoutOutcome): 'booked' | 'refused' | 'unavailable' | 'lost' | 'failed' {
  if (outcome.kind !== 'failed') return outcome.kind;
  if (/\b503\b/.test(outcome.detail)) return 'unavailable';
  // Every try of a step went to a process that was being killed or restarted.
  if (outcome.step === 'network' && /^$|fetch failed|Dropped/.test(outcome.detail)) return 'lost';
  return 'failed';
}

/** The servers' "request failed" log lines, counted by error message (and its cause's). */
function failedRequestErrors(servers: ServerProcess[]): Record<string, number> {
  const errors: Record<string, number> = {};
  for (const line of servers.flatMap((server) => server.log.join('').split('\n'))) {
    if (!line.includes('"request failed"')) continue;
    let key = 'a log line cut between two reads';
    try {
      const { err } = JSON.parse(line) as { err?: { message?: string; cause?: { message?: string } } };
      key = `${err?.message?.split('\n')[0] ?? '?'}${err?.cause?.message ? ` (${err.cause.message})` : ''}`.slice(
        0,
        160,
      );
    } catch {
      // counted under the key above
    }
    errors[key] = (errors[key] ?? 0) + 1;
  }
  return errors;
}

async function pendingCaptures(url: string): Promise<number> {
  return withDatabase(url, async (db) =>
    Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from orders where payment_status = 'authorized' and paid_now > 0`,
        )
      ).rows[0]?.n ?? 0,
    ),
  );
}

async function main(): Promise<number> {
  const started = Date.now();
  const random = seededRandom(SEED);
  const scratch = await createScratchPostgresDatabase(ADMIN_URL);
  let servers: ServerProcess[] = [];
  const proxy = { close: async () => undefined } as { close(): Promise<void> };
  const killed = new Set<ServerProcess['child']>();
  const crashes: string[] = [];
  const watch = (server: ServerProcess) =>
    server.child.once('exit', (code, signal) => {
      if (!killed.has(server.child))
        crashes.push(
          `server on ${server.port} exited on its own (${signal ?? code}):\n${server.log.join('').slice(-3000)}`,
        );
    });
  try {
    servers = await startServers(2, scratch.url);
    servers.forEach(watch);
    console.log(
      `servers on ports ${servers.map((server) => server.port).join(' and ')} (database ${new URL(scratch.url).pathname.slice(1)}), seed ${SEED}`,
    );
    const targets = await openTeeTimes(required(servers[0], 'a started server'), ALIAS, {
      count: 150,
      daysAhead: [3, 4, 5, 6, 7],
    });
    const scope: RunScope = {
      teeTimes: targets,
      lastBookingIdBefore: await withDatabase(scratch.url, lastBookingId),
      acceptExpiring: true,
    };
    const dropProxy = await startDropProxy({
      backends: servers.map((server) => ({ host: '127.0.0.1', port: server.port })),
      dropRate: 0,
      random,
      dropOnBackendError: true,
    });
    proxy.close = dropProxy.close;

    const outcomes: CheckoutOutcome[] = [];
    let stop = false;
    let index = 0;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (!stop) {
        const target = required(targets[Math.floor(random() * targets.length)], 'an open tee time');
        const players = required(
          target.allowedPlayers[Math.floor(random() * target.allowedPlayers.length)],
          'an allowed party size',
        );
        outcomes.push(
          await guestCheckout(dropProxy.origin, ALIAS, {
            index: index++,
            target,
            players,
            doubleClick: index % 10 === 5,
          }),
        );
      }
    });

    // Kills at random moments, one per slot of the run; the victim is restarted at once.
    const loadStarted = Date.now();
    const slotMs = (DURATION_S * 1000) / (KILLS + 1);
    let kills = 0;
    let postgresRestarted = false;
    const restartTimes: number[] = [];
    for (let slot = 0; slot < KILLS; slot += 1) {
      const at = loadStarted + slotMs * (slot + 0.5 + random() * 0.5);
      await sleep(Math.max(0, at - Date.now()));
      if (RESTART_POSTGRES && !postgresRestarted && slot >= KILLS / 2) {
        postgresRestarted = true;
        const before = Date.now();
        await run(POSTGRES_RESTART_PROGRAM, POSTGRES_RESTART_ARGS);
        console.log(
          `PostgreSQL restarted in ${Date.now() - before} ms (${((Date.now() - loadStarted) / 1000).toFixed(1)} s into the run)`,
        );
      }
      const victim = required(servers[Math.floor(random() * servers.length)], 'a running server');
      killed.add(victim.child);
      await killServer(victim);
      kills += 1;
      const before = Date.now();
      await restartServer(victim, scratch.url);
      restartTimes.push(Date.now() - before);
      watch(victim);
    }
    await sleep(Math.max(0, loadStarted + DURATION_S * 1000 - Date.now()));
    stop = true;
    await Promise.all(workers);
    const loadSeconds = (Date.now() - loadStarted) / 1000;

    const counts = { booked: 0, refused: 0, unavailable: 0, lost: 0, failed: 0 };
    for (const outcome of outcomes) counts[classify(outcome)] += 1;
    console.log(
      `\n${outcomes.length} checkouts in ${loadSeconds.toFixed(1)} s with ${WORKERS} golfers at a time:`,
      counts,
    );
    console.log(
      `${kills} SIGKILLs survived (restart ${Math.min(...restartTimes)}–${Math.max(...restartTimes)} ms); PostgreSQL restarted: ${postgresRestarted}`,
    );
    console.log(
      `proxy: ${dropProxy.stats.forwarded} answers, ${dropProxy.stats.backendErrors} requests lost to a killed process; per process ${dropProxy.stats.perBackend.join(' / ')}`,
    );
    const refusals: Record<string, number> = {};
    for (const outcome of outcomes)
      if (outcome.kind === 'refused')
        refusals[`${outcome.step}: ${outcome.code}`] = (refusals[`${outcome.step}: ${outcome.code}`] ?? 0) + 1;
    if (Object.keys(refusals).length > 0) console.table(refusals);
    for (const failure of outcomes.filter((outcome) => classify(outcome) === 'failed').slice(0, 10))
      console.log('  failed:', failure);
    // What the servers logged of the requests that failed (503s and 500s alike), by error and its cause.
    if (counts.failed > 0) console.table(failedRequestErrors(servers));

    // The sweeps (pending captures) finish what the killed processes left.
    const recoveryStarted = Date.now();
    let pending = await pendingCaptures(scratch.url);
    const pendingAfterLoad = pending;
    while (pending > 0 && Date.now() - recoveryStarted < RECOVERY_S * 1000) {
      await sleep(2_000);
      pending = await pendingCaptures(scratch.url);
    }
    console.log(
      `bookings left uncaptured by a kill: ${pendingAfterLoad}, captured by the recovery sweep in ${((Date.now() - recoveryStarted) / 1000).toFixed(1)} s; still pending: ${pending}`,
    );

    return await withDatabase(scratch.url, async (db) => {
      console.log('\ndatabase after the run');
      console.table(await runFigures(db, scope));
      // What every screen states of each order equals the gateway ledger, and the end of day's stored entries state it.
      const results = [...(await checkInvariants(db, scope)), ...(await checkMoneyViews(scratch.url))];
      console.table(results.map(({ rule, violations }) => ({ rule, violations })));
      for (const result of results.filter((entry) => entry.violations > 0))
        console.log(`  ${result.rule}:`, JSON.stringify(result.examples));
      const problems = [
        ...results.filter((entry) => entry.violations > 0).map((entry) => `${entry.rule}: ${entry.violations}`),
        ...(counts.failed > 0 ? [`${counts.failed} checkouts failed (500 or an unexpected answer)`] : []),
        ...(counts.booked === 0 ? ['no checkout booked: the run proves nothing'] : []),
        ...(kills < KILLS ? [`only ${kills} of ${KILLS} kills`] : []),
        ...(pending > 0 ? [`${pending} bookings still uncaptured after ${RECOVERY_S} s`] : []),
        ...crashes,
      ];
      console.log(
        problems.length === 0
          ? `\nSOAK OK in ${((Date.now() - started) / 1000).toFixed(1)} s`
          : `\nSOAK FAILED:\n  ${problems.join('\n  ')}`,
      );
      if (problems.length > 0)
        for (const server of servers)
          if (server.log.length > 0) console.log(`server ${server.port} log:\n${server.log.join('').slice(-4000)}`);
      return problems.length === 0 ? 0 : 1;
    });
  } finally {
    await proxy.close();
    for (const server of servers) killed.add(server.child);
    await stopServers(servers);
    await scratch.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('soak could not complete:', error);
    process.exit(1);
  },
);
