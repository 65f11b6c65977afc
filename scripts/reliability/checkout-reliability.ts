// npm run reliability: two server processes (the built dist) on one fresh PostgreSQL database,
// behind a proxy that drops 10 % of answers; 200 concurrent guest checkouts over 20 tee times,
// each retrying dropped answers (process-payment with the same Idempotency-Key; a tenth of them
// also double-click Pay with a second key, so two keys race for one cart). Then the
// database must show no oversold tee time, no duplicate charge, every capture matched by a
// booking and every authorisation without one voided. Exits 1 on any violation.
import pg from 'pg';
import { createScratchPostgresDatabase } from '../../apps/server/src/test/test-database.ts';
import { seededRandom, startDropProxy } from './drop-proxy.ts';
import { guestCheckout, type CheckoutOutcome, type TargetTeeTime } from './guest-checkout.ts';
import { checkInvariants, lastBookingId, runFigures, type RunScope } from './invariants.ts';
import { startServers, stopServers, type ServerProcess } from './server-processes.ts';

const ADMIN_URL = process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHECKOUTS = Number(process.env.RELIABILITY_CHECKOUTS ?? 200);
const TEE_TIMES = Number(process.env.RELIABILITY_TEE_TIMES ?? 20);
const DROP_RATE = Number(process.env.RELIABILITY_DROP_RATE ?? 0.1);
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 1_000_000);
const TIME_LIMIT_MS = Number(process.env.RELIABILITY_TIME_LIMIT_MS ?? 150_000);
const ALIAS = 'demo';
const COURSE = 'harbor-pines-north';

interface TeeTimeAnswer {
  teetime: string;
  availableSlots: number;
  rates: { rateId: number; allowedPlayers: number[]; transportation: TargetTeeTime['transportation'] }[];
}

/** 20 empty tee times three days ahead (the facility's local date), each with the rate that takes the most party sizes. */
async function pickTeeTimes(server: ServerProcess): Promise<TargetTeeTime[]> {
  const base = `http://127.0.0.1:${server.port}`;
  const headers = { 'x-be-alias': ALIAS };
  const facilities = (await (await fetch(`${base}/api/facilities`, { headers })).json()) as { id: number; courseId: string; timeZone?: string }[];
  const facility = facilities.find((candidate) => candidate.courseId === COURSE);
  if (!facility) throw new Error(`no ${COURSE} facility on ${ALIAS}`);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 3 * 86_400_000));
  const answer = (await (await fetch(`${base}/api/v2/tee-times?date=${date}&facilityIds=${facility.id}`, { headers })).json()) as { teeTimes: TeeTimeAnswer[] };
  const targets = answer.teeTimes.flatMap((teeTime) => {
    const sizes = (rate: TeeTimeAnswer['rates'][number]) => rate.allowedPlayers.filter((players) => players >= 1 && players <= 4);
    const rate = [...teeTime.rates].sort((a, b) => sizes(b).length - sizes(a).length)[0];
    return teeTime.availableSlots === 4 && rate && sizes(rate).length > 0 ? [{ facilityId: facility.id, teetime: teeTime.teetime, rateId: rate.rateId, allowedPlayers: sizes(rate), transportation: rate.transportation }] : [];
  });
  if (targets.length < TEE_TIMES) throw new Error(`only ${targets.length} open tee times on ${date}`);
  return targets.slice(0, TEE_TIMES);
}

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

async function main(): Promise<number> {
  const started = Date.now();
  const scratch = await createScratchPostgresDatabase(ADMIN_URL);
  let servers: ServerProcess[] = [];
  const proxy = { close: async () => undefined } as { close(): Promise<void> };
  try {
    servers = await startServers(2, scratch.url);
    console.log(`servers on ports ${servers.map((server) => server.port).join(' and ')} (database ${new URL(scratch.url).pathname.slice(1)}), ready in ${Date.now() - started} ms`);
    const targets = await pickTeeTimes(servers[0]!);
    const scope: RunScope = { teeTimes: targets, lastBookingIdBefore: await withDatabase(scratch.url, lastBookingId) };
    const random = seededRandom(SEED);
    const dropProxy = await startDropProxy({ backends: servers.map((server) => ({ host: '127.0.0.1', port: server.port })), dropRate: DROP_RATE, random });
    proxy.close = dropProxy.close;
    console.log(`proxy ${dropProxy.origin} drops ${DROP_RATE * 100}% of answers (seed ${SEED}); ${CHECKOUTS} guest checkouts over ${targets.length} tee times`);

    const loadStarted = Date.now();
    const plans = Array.from({ length: CHECKOUTS }, (_, index) => {
      const target = targets[index % targets.length]!;
      const players = target.allowedPlayers[Math.floor(random() * target.allowedPlayers.length)]!;
      return { index, target, players, doubleClick: index % 10 === 5 };
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

    return await withDatabase(scratch.url, async (db) => {
      const figures = await runFigures(db, scope);
      console.log('\ndatabase after the run');
      console.table(figures);
      const results = await checkInvariants(db, scope);
      console.table(results.map(({ rule, violations }) => ({ rule, violations })));
      for (const result of results.filter((entry) => entry.violations > 0)) console.log(`  ${result.rule}:`, JSON.stringify(result.examples));

      const problems = [
        ...results.filter((entry) => entry.violations > 0).map((entry) => `${entry.rule}: ${entry.violations}`),
        ...(counts.failed.length > 0 ? [`${counts.failed.length} checkouts failed (5xx, unexpected answer or retries exhausted)`] : []),
        ...(counts.booked === 0 ? ['no checkout booked: the run proves nothing'] : []),
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
