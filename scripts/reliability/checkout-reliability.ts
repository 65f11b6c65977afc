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
import { checkMoneyViews } from './money-invariant.ts';
import { startServers, stopServers, type ServerProcess } from './server-processes.ts';
import { openTeeTimes } from './tee-times.ts';
import { required } from '@fairway/domain/shared/required';

const ADMIN_URL = process.env.RELIABILITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// --connections N: N golfers at once on a few hot tee times, no answers dropped (the overbooking run).
const connectionsFlag = process.argv.indexOf('--connections');
const CONNECTIONS = connectionsFlag > 0 ? Number(process.argv[connectionsFlag + 1]) : null;
// --products: the golfers also buy one limited product (rental clubs, RELIABILITY_PRODUCT_STOCK left) with their tee time,
// half as its add-on line and half as a featured product, over many tee times so that many reach the payment at once.
const PRODUCTS = process.argv.includes('--products');
const PRODUCT_STOCK = Number(process.env.RELIABILITY_PRODUCT_STOCK ?? 40);
const CHECKOUTS = CONNECTIONS ?? Number(process.env.RELIABILITY_CHECKOUTS ?? 200);
const TEE_TIMES = Number(process.env.RELIABILITY_TEE_TIMES ?? (PRODUCTS ? 100 : CONNECTIONS ? 5 : 20));
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
  for (const outcome of by('refused'))
    if (outcome.kind === 'refused')
      refusals[`${outcome.step}: ${outcome.code}`] = (refusals[`${outcome.step}: ${outcome.code}`] ?? 0) + 1;
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
async function avoidableRefusals(
  db: pg.Client,
  plans: { index: number; target: { facilityId: number; teetime: string }; players: number }[],
  outcomes: CheckoutOutcome[],
) {
  const { rows } = await db.query<{ facility_id: number; tee_time: string; players: number }>(
    `select facility_id, tee_time, sum(players)::int as players from tee_time_bookings where status = 'booked' group by facility_id, tee_time`,
  );
  const booked = new Map(rows.map((row) => [`${row.facility_id} ${row.tee_time}`, row.players]));
  // The products run: a golfer refused for the product held slots that never became a booking, so
  // a tee time with such a refusal may end with space that refused others for a while.
  const keyOf = (target: { facilityId: number; teetime: string }) => `${target.facilityId} ${target.teetime}`;
  const heldForNothing = new Set(
    plans
      .filter((plan) => {
        const outcome = outcomes[plan.index];
        return outcome?.kind === 'refused' && outcome.code === 'PRODUCT_SOLD_OUT';
      })
      .map((plan) => keyOf(plan.target)),
  );
  return plans.flatMap((plan) => {
    const outcome = outcomes[plan.index];
    if (outcome?.kind !== 'refused' || heldForNothing.has(keyOf(plan.target))) return [];
    const free = 4 - (booked.get(`${plan.target.facilityId} ${plan.target.teetime}`) ?? 0);
    return free >= plan.players
      ? [
          {
            golfer: plan.index,
            teeTime: plan.target.teetime,
            players: plan.players,
            free,
            refusedAt: outcome.step,
            code: outcome.code,
          },
        ]
      : [];
  });
}

/** The products run's product: the target course's rental clubs, their stock set to PRODUCT_STOCK. */
async function limitProduct(server: ServerProcess, url: string, facilityId: number) {
  const answer = await fetch(`http://127.0.0.1:${server.port}/api/store/products?facilityIds=${facilityId}`, {
    headers: { 'x-be-alias': ALIAS },
  });
  const products = (await answer.json()) as {
    id: number;
    facilityId: number;
    name: string;
    categoryId: number;
    tagPrice: { amount: number };
    isUnlimited: boolean;
  }[];
  const clubs = products.find(
    (entry) => entry.facilityId === facilityId && entry.name === 'Rental clubs' && !entry.isUnlimited,
  );
  if (!clubs) throw new Error('no limited "Rental clubs" product on the target course');
  await withDatabase(url, (db) =>
    db.query('update product_items set inventory = $1 where id = $2', [PRODUCT_STOCK, clubs.id]),
  );
  return { productId: clubs.id, name: clubs.name, price: clubs.tagPrice.amount, categoryId: clubs.categoryId };
}

/**
 * The products run's own figures and problems: units sold (what booked reservations took) and
 * left, refusals for the product, and any such refusal a correct engine would not have made (the
 * stock only goes down during the run, so a golfer refused for q units while q or more are left at
 * the end was refused for nothing).
 */
async function productOutcomes(
  db: pg.Client,
  productId: number,
  plans: { index: number; product?: { quantity: number } }[],
  outcomes: CheckoutOutcome[],
): Promise<string[]> {
  const { rows } = await db.query<{ inventory: number; sold: number }>(
    `select p.inventory, coalesce((select sum((e.value->>'quantity')::int) from reservations r cross join lateral jsonb_array_elements(r.product_stock) e
       where r.status = 'booked' and (e.value->>'productId')::int = p.id), 0)::int as sold from product_items p where p.id = $1`,
    [productId],
  );
  const { inventory, sold } = required(rows[0], 'the stock row');
  const refused = plans.filter((plan) => {
    const outcome = outcomes[plan.index];
    return outcome?.kind === 'refused' && outcome.code === 'PRODUCT_SOLD_OUT';
  });
  const avoidable = refused.filter((plan) => (plan.product?.quantity ?? 1) <= inventory);
  console.log(
    `products: ${PRODUCT_STOCK} rental clubs in stock, ${sold} sold, ${inventory} left; ${refused.length} golfers refused PRODUCT_SOLD_OUT (${avoidable.length} avoidable)`,
  );
  return [
    ...(sold === 0 ? ['no product sold: the products run proves nothing'] : []),
    ...(avoidable.length > 0 ? [`${avoidable.length} avoidable product refusals`] : []),
  ];
}

async function main(): Promise<number> {
  const started = Date.now();
  const scratch = await createScratchPostgresDatabase(ADMIN_URL);
  let servers: ServerProcess[] = [];
  const proxy = { close: async () => undefined } as { close(): Promise<void> };
  try {
    servers = await startServers(2, scratch.url);
    console.log(
      `servers on ports ${servers.map((server) => server.port).join(' and ')} (database ${new URL(scratch.url).pathname.slice(1)}), ready in ${Date.now() - started} ms`,
    );
    const first = required(servers[0], 'a started server');
    const targets = await openTeeTimes(first, ALIAS, {
      count: TEE_TIMES,
      ...(PRODUCTS ? { daysAhead: [3, 4, 5, 6, 7] } : {}),
    });
    const product = PRODUCTS
      ? await limitProduct(first, scratch.url, required(targets[0], 'an open tee time').facilityId)
      : null;
    const scope: RunScope = {
      teeTimes: targets,
      lastBookingIdBefore: await withDatabase(scratch.url, lastBookingId),
      ...(product ? { products: [{ productId: product.productId, initial: PRODUCT_STOCK }] } : {}),
    };
    const random = seededRandom(SEED);
    const dropProxy = await startDropProxy({
      backends: servers.map((server) => ({ host: '127.0.0.1', port: server.port })),
      dropRate: DROP_RATE,
      random,
    });
    proxy.close = dropProxy.close;
    console.log(
      `proxy ${dropProxy.origin} drops ${DROP_RATE * 100}% of answers (seed ${SEED}); ${CHECKOUTS} guest checkouts over ${targets.length} tee times`,
    );

    const loadStarted = Date.now();
    const latencies: number[] = [];
    const plans = Array.from({ length: CHECKOUTS }, (_, index) => {
      const target = required(targets[index % targets.length], 'an open tee time');
      const players = required(
        target.allowedPlayers[Math.floor(random() * target.allowedPlayers.length)],
        'an allowed party size',
      );
      const bought = product
        ? {
            product: {
              ...product,
              quantity: 1 + Math.floor(random() * 2),
              as: index % 2 === 0 ? ('add-on' as const) : ('featured' as const),
            },
          }
        : {};
      return {
        index,
        target,
        players,
        doubleClick: index % 10 === 5,
        onAnswer: (_call: string, ms: number) => latencies.push(ms),
        ...bought,
      };
    });
    const run = Promise.all(plans.map((plan) => guestCheckout(dropProxy.origin, ALIAS, plan)));
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`checkouts still running after ${TIME_LIMIT_MS} ms`)), TIME_LIMIT_MS).unref(),
    );
    const outcomes = await Promise.race([run, timeout]);
    const seconds = (Date.now() - loadStarted) / 1000;
    const counts = tally(outcomes);
    console.log(
      `\n${CHECKOUTS} checkouts in ${seconds.toFixed(1)} s: ${counts.booked} booked, ${counts.refused} refused (capacity), ${counts.failed.length} failed; ${counts.retries} retries`,
    );
    console.log(
      `proxy: ${dropProxy.stats.forwarded} answers, ${dropProxy.stats.dropped} dropped; per process ${dropProxy.stats.perBackend.join(' / ')} requests`,
    );
    if (Object.keys(counts.refusals).length > 0) console.table(counts.refusals);
    for (const failure of counts.failed.slice(0, 10)) console.log('  failed:', failure);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
    console.log(
      `throughput: ${(CHECKOUTS / seconds).toFixed(1)} golfers/s, ${(latencies.length / seconds).toFixed(0)} requests/s; latency p50 ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
    );

    return await withDatabase(scratch.url, async (db) => {
      const figures = await runFigures(db, scope);
      console.log('\ndatabase after the run');
      console.table(figures);
      // What every screen states of each order equals the gateway ledger, and the end of day's stored entries state it.
      const results = [...(await checkInvariants(db, scope)), ...(await checkMoneyViews(scratch.url))];
      const avoidable = await avoidableRefusals(db, plans, outcomes);
      const productProblems = product ? await productOutcomes(db, product.productId, plans, outcomes) : [];
      console.log(
        `avoidable refusals (a refused party that still fitted its tee time after the run): ${avoidable.length}`,
      );
      for (const example of avoidable.slice(0, 5)) console.log('  avoidable:', example);
      console.table(results.map(({ rule, violations }) => ({ rule, violations })));
      for (const result of results.filter((entry) => entry.violations > 0))
        console.log(`  ${result.rule}:`, JSON.stringify(result.examples));

      const problems = [
        ...results.filter((entry) => entry.violations > 0).map((entry) => `${entry.rule}: ${entry.violations}`),
        ...(counts.failed.length > 0
          ? [`${counts.failed.length} checkouts failed (5xx, unexpected answer or retries exhausted)`]
          : []),
        ...(counts.booked === 0 ? ['no checkout booked: the run proves nothing'] : []),
        ...(avoidable.length > 0 ? [`${avoidable.length} avoidable refusals`] : []),
        ...productProblems,
        ...(figures.orders !== counts.booked
          ? [`${figures.orders} orders in the database, ${counts.booked} bookings answered`]
          : []),
        ...(dropProxy.stats.dropped === 0 && DROP_RATE > 0 ? ['the proxy dropped no answer'] : []),
      ];
      console.log(
        problems.length === 0
          ? `\nRELIABILITY OK in ${((Date.now() - started) / 1000).toFixed(1)} s`
          : `\nRELIABILITY FAILED:\n  ${problems.join('\n  ')}`,
      );
      if (problems.length > 0)
        for (const server of servers)
          if (server.log.length > 0) console.log(`server ${server.port} log:\n${server.log.join('').slice(-4000)}`);
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
