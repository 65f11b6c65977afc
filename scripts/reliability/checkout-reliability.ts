// npm run reliability: two server processes (the built dist) on one fresh PostgreSQL database,
// behind a proxy that drops 10 % of answers; 200 concurrent guest checkouts over 20 tee times,
// each retrying dropped answers (process-payment with the same Idempotency-Key; a tenth of them
// also double-click Pay with a second key, so two keys race for one cart). Then the
// database must show no oversold tee time, no duplicate charge, every capture matched by a
// booking and every authorisation without one voided. Exits 1 on any violation.
import pg from 'pg';
import { createScratchPostgresDatabase } from '../../apps/server/src/test/test-database.ts';
import { seededRandom, startDropProxy } from './drop-proxy.ts';
import { guestCheckout, type CheckoutOutcome } from './guest-checkout.ts';
import { checkInvariants, lastBookingId, runFigures, type RunScope } from './invariants.ts';
import { startServers, stopServers, type ServerProcess } from './server-processes.ts';
import { openTeeTimes } from './tee-times.ts';

const ADMIN_URL = process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// --connections N: N golfers at once on a few hot tee times, no answers dropped (the overbooking run).
const connectionsFlag = process.argv.indexOf('--connections');
const CONNECTIONS = connectionsFlag > 0 ? Number(process.argv[connectionsFlag + 1]) : null;
const CHECKOUTS = CONNECTIONS ?? Number(process.env.RELIABILITY_CHECKOUTS ?? 200);
const TEE_TIMES = Number(process.env.RELIABILITY_TEE_TIMES ?? (CONNECTIONS ? 5 : 20));
const DROP_RATE = Number(process.env.RELIABILITY_DROP_RATE ?? (CONNECTIONS ? 0 : 0.1));
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 1_000_000);
const TIME_LIMIT_MS = Number(process.env.RELIABILITY_TIME_LIMIT_MS ?? (CONNECTIONS ? 400_000 : 150_000));
const ALIAS = 'demo';

async function withDatabase<T>(url: string, use: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await use(db);
  } finally {
    await db.end();
  }
}

function tally(outcomes: CheckoutOutcome[]) {
  const by = (kind: CheckoutOutcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind);
  const refusals: Record<string, number> = {};
  for (const outcome of by('refused')) if (outcome.kind === 'refused') refusals[`${outcome.step}: ${outcome.code}`] = (refusals[`${outcome.step}: ${outcome.code}`] ?? 0) + 1;
  return {
    booked: by('booked').length,
    refused: by('refused').length,
    failed: by('failed'),
    retries: outcomes.reduce((sum, outcome) => sum + outcome.retries, 0),
    refusals,
  };
}

/**
 * Refusals a correct engine would not have made: a party of p refused on a tee time that, after
 * the run, still has p free slots. Every golfer of the run goes on to pay with a card that is
 * approved, so a hold that refused someone became a booking; space left at the end was never
 * taken, and any party that fitted it was refused for nothing.
 */
async function avoidableRefusals(db: pg.Client, plans: { index: number; target: { facilityId: number; teetime: string }; players: number }[], outcomes: CheckoutOutcome[]) {
  const { rows } = await db.query<{ facility_id: number; tee_time: string; players: number }>(
    `select facility_id, tee_time, sum(players)::int as players from tee_time_bookings where status = 'booked' group by facility_id, tee_time`,
  );
  const booked = new Map(rows.map((row) => [`${row.facility_id} ${row.tee_time}`, row.players]));
  return plans.flatMap((plan) => {
    const outcome = outcomes[plan.index]!;
    if (outcome.kind !== 'refused') return [];
    const free = 4 - (booked.get(`${plan.target.facilityId} ${plan.target.teetime}`) ?? 0);
    return free >= plan.players ? [{ golfer: plan.index, teeTime: plan.target.teetime, players: plan.players, free, refusedAt: outcome.step, code: outcome.code }] : [];
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const scratch = await createScratchPostgresDatabase(ADMIN_URL);
  let servers: ServerProcess[] = [];
  const proxy = { close: async () => undefined } as { close(): Promise<void> };
  try {
    servers = await startServers(2, scratch.url);
    console.log(`servers on ports ${servers.map((server) => server.port).join(' and ')} (database ${new URL(scratch.url).pathname.slice(1)}), ready in ${Date.now() - started} ms`);
    const targets = await openTeeTimes(servers[0]!, ALIAS, { count: TEE_TIMES });
    const scope: RunScope = { teeTimes: targets, lastBookingIdBefore: await withDatabase(scratch.url, lastBookingId) };
    const random = seededRandom(SEED);
    const dropProxy = await startDropProxy({ backends: servers.map((server) => ({ host: '127.0.0.1', port: server.port })), dropRate: DROP_RATE, random });
    proxy.close = dropProxy.close;
    console.log(`proxy ${dropProxy.origin} drops ${DROP_RATE * 100}% of answers (seed ${SEED}); ${CHECKOUTS} guest checkouts over ${targets.length} tee times`);

    const loadStarted = Date.now();
    const latencies: number[] = [];
    const plans = Array.from({ length: CHECKOUTS }, (_, index) => {
      const target = targets[index % targets.length]!;
      const players = target.allowedPlayers[Math.floor(random() * target.allowedPlayers.length)]!;
      return { index, target, players, doubleClick: index % 10 === 5, onAnswer: (_call: string, ms: number) => latencies.push(ms) };
    });
    const run = Promise.all(plans.map((plan) => guestCheckout(dropProxy.origin, ALIAS, plan)));
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`checkouts still running after ${TIME_LIMIT_MS} ms`)), TIME_LIMIT_MS).unref());
    const outcomes = await Promise.race([run, timeout]);
    const seconds = (Date.now() - loadStarted) / 1000;
    const counts = tally(outcomes);
    console.log(`\n${CHECKOUTS} checkouts in ${seconds.toFixed(1)} s: ${counts.booked} booked, ${counts.refused} refused (capacity), ${counts.failed.length} failed; ${counts.retries} retries`);
    console.log(`proxy: ${dropProxy.stats.forwarded} answers, ${dropProxy.stats.dropped} dropped; per process ${dropProxy.stats.perBackend.join(' / ')} requests`);
    if (Object.keys(counts.refusals).length > 0) console.table(counts.refusals);
    for (const failure of counts.failed.slice(0, 10)) console.log('  failed:', failure);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
    console.log(`throughput: ${(CHECKOUTS / seconds).toFixed(1)} golfers/s, ${(latencies.length / seconds).toFixed(0)} requests/s; latency p50 ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`);

    return await withDatabase(scratch.url, async (db) => {
      const figures = await runFigures(db, scope);
      console.log('\ndatabase after the run');
      console.table(figures);
      const results = await checkInvariants(db, scope);
      const avoidable = await avoidableRefusals(db, plans, outcomes);
      console.log(`avoidable refusals (a refused party that still fitted its tee time after the run): ${avoidable.length}`);
      for (const example of avoidable.slice(0, 5)) console.log('  avoidable:', example);
      console.table(results.map(({ rule, violations }) => ({ rule, violations })));
      for (const result of results.filter((entry) => entry.violations > 0)) console.log(`  ${result.rule}:`, JSON.stringify(result.examples));

      const problems = [
        ...results.filter((entry) => entry.violations > 0).map((entry) => `${entry.rule}: ${entry.violations}`),
        ...(counts.failed.length > 0 ? [`${counts.failed.length} checkouts failed (5xx, unexpected answer or retries exhausted)`] : []),
        ...(counts.booked === 0 ? ['no checkout booked: the run proves nothing'] : []),
        ...(avoidable.length > 0 ? [`${avoidable.length} avoidable refusals`] : []),
        ...(figures.orders !== counts.booked ? [`${figures.orders} orders in the database, ${counts.booked} bookings answered`] : []),
        ...(dropProxy.stats.dropped === 0 && DROP_RATE > 0 ? ['the proxy dropped no answer'] : []),
      ];
      console.log(problems.length === 0 ? `\nRELIABILITY OK in ${((Date.now() - started) / 1000).toFixed(1)} s` : `\nRELIABILITY FAILED:\n  ${problems.join('\n  ')}`);
      if (problems.length > 0) for (const server of servers) if (server.log.length > 0) console.log(`server ${server.port} log:\n${server.log.join('').slice(-4000)}`);
      return problems.length === 0 ? 0 : 1;
    });
  } finally {
    await proxy.close();
    await stopServers(servers);
    await scratch.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('reliability run could not complete:', error);
    process.exit(1);
  },
);
