// node --import tsx bench/scale.bench.ts (issue #52): what Fairway's calls cost on a region's
// data against the fresh demo database. Two servers (the real app, periodic jobs on, over real
// HTTP) run side by side: one on a scratch database seeded as on a first start, one on the scaled
// database `npm run seed:scale` filled (SCALE_DATABASE_URL, default the `fairway_scale` database
// on the benches' PostgreSQL server). Each call kind is sent to both alternately, one request at a
// time (so what else runs on the machine hits both alike), BENCH_SCALE_SAMPLES times after a
// warm-up, and the bench prints p50/p99 of each and the ratio scaled ÷ fresh against the targets:
// ≤ 1.5 at p50 and p99, season reports ≤ 1 s on PostgreSQL. The golfer is the demo engine's
// busiest account on the scaled database (a new one on the fresh one); the staff member its
// manager. Where an answer lists what a day or a person holds (tomorrow's tee sheet, the golfer's
// first page of history, the accounts a golfer search matches, the first page of today's
// end-of-day entries), the fresh side is first given as much, through the app's own calls
// (`equalAnswers`), so the ratio measures the scaled database's history and not an empty answer
// against a full one; both sides' sizes are printed.
// Writes bench/results/scale-<time>.json with a `summary` of the ratios.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF_TOKEN_HEADER } from '@fairway/contract/admin.contract';
import type { TeeTime } from '@fairway/contract/tee-times.contract';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/migrate.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import type { CallOptions, JsonAnswer } from '../apps/server/src/test/accounts-client.ts';
import { createScratchPostgresDatabase } from '../apps/server/src/test/test-database.ts';
import { reservationsClient } from '../apps/server/src/test/reservations-client.ts';
import { startTestServer, type TestServer } from '../apps/server/src/test/test-server.ts';
import { courseDate as localDate } from './course-date.ts';
import { postgresUrl } from './postgres-url.ts';
import { required } from '@fairway/domain/shared/required';

const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 300);
const WARM_UP = Number(process.env.BENCH_SCALE_WARM_UP ?? 5);
/** Cancellations whose waitlist offer is timed (each books, cancels and waits for the offer). */
const OFFERS = Number(process.env.BENCH_SCALE_OFFERS ?? 10);
/** Comma-separated parts of call names: only the calls whose name contains one run (all when unset). */
const ONLY = (process.env.BENCH_SCALE_ONLY ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter((part) => part.length > 0);
const wanted = (call: string) => ONLY.length === 0 || ONLY.some((part) => call.toLowerCase().includes(part));
const CHECKOUT_CALLS = ['add to cart', 'invoice', 'process-payment'];
const MAX_RATIO = 1.5;
const MAX_SEASON_REPORT_MS = 1000;
const ZONE = 'America/New_York';
const SCALE_PASSWORD = 'Birdie2024';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
// Last year's season (April to October), inside the seeded history.
const seasonYear = new Date().getUTCFullYear() - 1;
const SEASON = { from: `${seasonYear}-04-01`, to: `${seasonYear}-10-31` };
const REPORTS = ['utilisation', 'revenue', 'no-shows', 'promotions'] as const;

/** One side of the comparison: a server, its database, a signed-in golfer and staff member, open tee times. */
interface Side {
  label: 'fresh' | 'scaled';
  server: TestServer;
  sql: pg.Pool;
  api: ReturnType<typeof reservationsClient>;
  golfer: CallOptions & { email: string };
  staff: CallOptions;
  northId: number;
  tickets: { facilityId: number; teetime: string; rateId: number }[];
  close(): Promise<void>;
}

async function expectOk(answer: Promise<JsonAnswer> | JsonAnswer, ...statuses: number[]): Promise<JsonAnswer> {
  const done = await answer;
  if (!(statuses.length ? statuses : [200]).includes(done.status))
    throw new Error(`answered ${done.status}: ${JSON.stringify(done.body).slice(0, 300)}`);
  return done;
}

let signUps = 0;
/** A new golfer account on the demo engine (addresses unique across runs: the scaled database keeps them). */
async function newGolfer(
  api: Side['api'],
  details: { lastName?: string; phoneNumber?: string } = {},
): Promise<{ email: string; options: CallOptions }> {
  const email = `scale-bench-${Date.now().toString(36)}-${(signUps += 1)}@bench.example.com`;
  const answer = await expectOk(
    api.post('/api/profile', {
      emailAddress: email,
      password: SCALE_PASSWORD,
      firstName: 'Ben',
      lastName: details.lastName ?? 'Ch',
      ...(details.phoneNumber ? { phoneNumber: details.phoneNumber } : {}),
    }),
    201,
  );
  return { email, options: { bearer: answer.body.sessionToken as string } };
}

async function openSide(label: Side['label'], url: string, drop?: () => Promise<void>): Promise<Side> {
  const handle = await openDatabase({ databaseUrl: url });
  await prepareDatabase(handle);
  const server = await startTestServer({
    db: handle.db,
    scheduleJobs: true,
    tenantCacheMs: 2_000,
    env: {
      LOGIN_ATTEMPTS_PER_MINUTE: '100000',
      CARD_ENTRY_ATTEMPTS_PER_MINUTE: '1000000',
      TRUST_PROXY: 'true',
    },
  });
  const sql = new pg.Pool({ connectionString: url, max: 2 });
  const api = reservationsClient(server, () => handle.db);
  // The golfer: the demo engine's account with the most orders (the seeded regular), else a new one with a few bookings.
  const { rows } = await sql.query<{ email: string }>(`
    select c.email from customers c join booking_engines e on e.id = c.booking_engine_id and e.alias = 'demo'
      join orders o on o.customer_id = c.id where c.email like '%@scale.example.com'
     group by c.id order by count(*) desc limit 1`);
  let golfer: CallOptions & { email: string };
  if (rows[0]) {
    const signIn = await expectOk(
      api.post('/api/profile/authenticate', { type: 'basic', username: rows[0].email, credentials: SCALE_PASSWORD }),
    );
    golfer = {
      bearer: required(signIn.body.sessionToken as string | undefined, 'a session token'),
      email: rows[0].email,
    };
  } else {
    const fresh = await newGolfer(api);
    golfer = { ...fresh.options, email: fresh.email };
  }
  const staffAnswer = await expectOk(
    api.post('/api/admin/session', { username: 'manager@harborpines.example', password: DEMO_PASSWORD }),
  );
  const staff = { headers: { [STAFF_TOKEN_HEADER]: staffAnswer.body.sessionToken as string } };
  const northId = await api.facilityId('harbor-pines-north');
  return {
    label,
    server,
    sql,
    api,
    golfer,
    staff,
    northId,
    tickets: [],
    async close() {
      await server.close();
      await sql.end();
      await handle.close();
      await drop?.();
    },
  };
}

type Timings = Record<Side['label'], number[]>;
const results = new Map<string, Timings>();
function record(call: string, label: Side['label'], ms: number) {
  const timings = results.get(call) ?? { fresh: [], scaled: [] };
  timings[label].push(ms);
  results.set(call, timings);
}
async function timed(call: string, side: Side, send: () => Promise<JsonAnswer>, ...statuses: number[]) {
  const started = performance.now();
  const answer = await expectOk(send(), ...statuses);
  record(call, side.label, performance.now() - started);
  return answer;
}

/** Runs `step` on each side alternately, WARM_UP rounds unrecorded then `rounds` recorded. */
async function alternate(
  sides: Side[],
  rounds: number,
  step: (side: Side, index: number, warm: boolean) => Promise<void>,
) {
  for (let index = 0; index < WARM_UP + rounds; index += 1)
    for (const side of index % 2 === 0 ? sides : [...sides].reverse()) await step(side, index, index < WARM_UP);
}

/** Open tee times for the checkout calls, days 6–13 on both demo courses, spread over days and times as bookings come. */
async function openTickets(side: Side): Promise<Side['tickets']> {
  const tickets: Side['tickets'] = [];
  for (let day = 6; day <= 13; day += 1)
    for (const facilityId of [side.northId, await side.api.facilityId('harbor-pines-south')])
      for (const teeTime of (await side.api.teeTimes(localDate(day), facilityId)) as TeeTime[]) {
        const rate = teeTime.rates.find((entry) => !entry.trade && entry.allowedPlayers.includes(2));
        if (rate && teeTime.availableSlots >= 2)
          tickets.push({ facilityId, teetime: teeTime.teetime, rateId: rate.rateId });
      }
  return tickets.sort((a, b) => (a.teetime.slice(11) + a.teetime).localeCompare(b.teetime.slice(11) + b.teetime));
}

const GOLFER_SEARCHES = {
  name: { q: 'garcia', lastName: 'Garcia' },
  phone: { q: '555-0123', phoneNumber: '+1 202 555 0123' },
};

/** How many items each measured list answers on a side (the first page's, and the total where the answer has one). */
async function answerSizes(side: Side, date: string) {
  const sheet = await expectOk(side.api.get(`/api/admin/tee-sheet?date=${date}`, side.staff));
  const reservations = (
    sheet.body.courses as { courseId: string; teeTimes: { reservations: { totalPlayers: number }[] }[] }[]
  ).flatMap((course) =>
    course.teeTimes.flatMap((teeTime) =>
      teeTime.reservations.map((reservation) => ({ courseId: course.courseId, players: reservation.totalPlayers })),
    ),
  );
  const history = (await expectOk(side.api.get('/api/reservation/history', side.golfer))).body;
  const entries = (
    await expectOk(side.api.get(`/api/admin/reports/end-of-day/entries?date=${localDate(0)}`, side.staff))
  ).body.entries as unknown[];
  // How many accounts a search matched: past the console's limit, the limit and one (it lists none then).
  const search = async (q: string) => {
    const answer = (await expectOk(side.api.get(`/api/admin/golfers?q=${q}`, side.staff))).body;
    return { page: answer.golfers.length as number, matching: (answer.total as number) + (answer.tooMany ? 1 : 0) };
  };
  return {
    reservations,
    history: { page: history.items.length as number, total: history.total as number },
    endOfDayEntries: entries.length,
    name: await search(GOLFER_SEARCHES.name.q),
    phone: await search(GOLFER_SEARCHES.phone.q),
  };
}

/**
 * Gives the fresh side as many of what the scaled side's lists answer: tomorrow's reservations
 * (per course, with their players), the golfer's first page of history, the accounts each golfer
 * search matches (up to the console's limit and one), the first page of today's end-of-day
 * entries; booked and signed up through the app's own calls. Prints both sides' sizes.
 */
async function equalAnswers(fresh: Side, scaled: Side, date: string) {
  const want = await answerSizes(scaled, date);
  const have = await answerSizes(fresh, date);
  const guest = await newGolfer(fresh.api);
  // A booking takes a whole free tee time: a course whose free ones run out keeps fewer (the sizes printed say so).
  const full = new Set<string>();
  for (const reservation of want.reservations.slice(have.reservations.length)) {
    if (full.has(reservation.courseId)) continue;
    // Online rates take two players or more; the seed also wrote single players.
    await fresh.api
      .book({ ...guest.options, email: guest.email }, reservation.courseId, date, Math.max(2, reservation.players))
      .catch((error: Error) => {
        if (!error.message.startsWith('no free tee time')) throw error;
        full.add(reservation.courseId);
      });
  }
  for (let index = have.history.page; index < want.history.page; index += 1)
    await fresh.api.book(fresh.golfer, 'harbor-pines-north', localDate(2 + (index % 12)), 2, '12:00');
  for (let index = have.name.matching; index < want.name.matching; index += 1)
    await newGolfer(fresh.api, { lastName: GOLFER_SEARCHES.name.lastName });
  for (let index = have.phone.matching; index < want.phone.matching; index += 1)
    await newGolfer(fresh.api, { phoneNumber: GOLFER_SEARCHES.phone.phoneNumber });
  // Today's payments: the bookings above are some of them.
  const booked = await answerSizes(fresh, date);
  for (let index = booked.endOfDayEntries; index < want.endOfDayEntries; index += 1)
    await fresh.api.book(
      { ...guest.options, email: guest.email },
      'harbor-pines-north',
      localDate(2 + (index % 12)),
      2,
    );
  const given = await answerSizes(fresh, date);
  const line = (sizes: typeof want) =>
    `tee sheet ${sizes.reservations.length} reservations; history ${sizes.history.page} of ${sizes.history.total}; ` +
    `name search ${sizes.name.page} of ${sizes.name.matching}; phone search ${sizes.phone.page} of ${sizes.phone.matching}; ` +
    `today's end-of-day entries, first page ${sizes.endOfDayEntries}`;
  console.log(`answers, fresh: ${line(given)}\nanswers, scaled: ${line(want)}`);
}

/** A booking's cancellation until the waiting golfer's offer is in the database (the periodic matcher's path). */
async function waitlistOffer(side: Side, index: number): Promise<number> {
  const api = side.api;
  const booker = await newGolfer(api);
  const booked = await api.book(
    { ...booker.options, email: booker.email },
    'harbor-pines-south',
    localDate(2 + (index % 10)),
    2,
    '07:00',
  );
  const { rows } = await side.sql.query<{ id: number; engine: number }>(`
    insert into customers (booking_engine_id, email, first_name, last_name)
      select id, 'scale-bench-alert-${side.label}-${index}-' || floor(random() * 1e9) || '@example.com', 'Alert', 'Golfer' from booking_engines where alias = 'demo'
    returning id, booking_engine_id as engine`);
  const golfer = required(rows[0], 'the waiting golfer');
  const minute = Number(booked.teetime.slice(11, 13)) * 60 + Number(booked.teetime.slice(14, 16));
  const date = booked.teetime.slice(0, 10);
  const start = Math.max(0, minute - 30);
  await side.sql.query(
    `insert into tee_time_alerts (booking_engine_id, customer_id, dates, timezone, start_minute, end_minute, players, facility_ids, holes, criteria)
     values ($1, $2, $3, $4, $5, $6, 2, $7, '{}', $8)`,
    [
      golfer.engine,
      golfer.id,
      [date],
      ZONE,
      start,
      start + 60,
      [booked.facilityId],
      JSON.stringify([[date], start, start + 60, 2, [booked.facilityId], []]),
    ],
  );
  const sent = performance.now();
  await expectOk(api.put(`/api/reservations/${booked.reservationId}/cancel`, { reason: 'Bench' }, booker.options));
  for (;;) {
    const offered = await side.sql.query(
      `select 1 from alert_offers o join tee_time_openings t on t.id = o.opening_id
        where t.source = 'cancellation' and t.facility_id = $1 and t.teetime = $2 limit 1`,
      [booked.facilityId, booked.teetime],
    );
    if (offered.rows.length > 0) return performance.now() - sent;
    if (performance.now() - sent > 30_000) throw new Error(`no offer 30 s after the cancellation on ${side.label}`);
    await sleep(5);
  }
}

/** The demo engine's fair release queue, its room open (the release 20 minutes ahead), or back to first-come. */
async function setReleaseQueue(side: Side, on: boolean) {
  const releaseAt = new Date(Date.now() + 20 * 60_000);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(releaseAt);
  const release = on ? { mode: 'fair-queue', releaseTime: time } : { mode: 'first-come' };
  await side.sql.query(
    `update booking_engines set settings = jsonb_set(settings, '{release}', coalesce(settings->'release', '{}') || $1::jsonb) where alias = 'demo'`,
    [JSON.stringify(release)],
  );
}

const pgUrl = await postgresUrl();
if (!pgUrl) {
  console.log('scale bench: PostgreSQL not reachable (set DATABASE_URL); skipped');
  process.exit(0);
}
const scaledUrl =
  process.env.SCALE_DATABASE_URL ?? Object.assign(new URL(pgUrl), { pathname: '/fairway_scale' }).toString();
{
  const probe = new pg.Client({ connectionString: scaledUrl });
  try {
    await probe.connect();
    const { rows } = await probe.query(`select count(*)::int as n from reservations`);
    console.log(`scaled database ${new URL(scaledUrl).pathname.slice(1)}: ${rows[0].n} reservations`);
  } catch (error) {
    console.log(
      `scale bench: no scaled database at ${scaledUrl} (${(error as Error).message}); run \`npm run seed:scale\` first`,
    );
    process.exit(1);
  } finally {
    await probe.end().catch(() => undefined);
  }
}
const scratch = await createScratchPostgresDatabase(pgUrl);
const sides = [await openSide('fresh', scratch.url, scratch.drop), await openSide('scaled', scaledUrl)];
let exitCode = 0;
try {
  const tomorrow = localDate(1);
  const search = `/api/v2/tee-times?date=${tomorrow}`;
  await equalAnswers(required(sides[0], 'the fresh side'), required(sides[1], 'the scaled side'), tomorrow);
  if (CHECKOUT_CALLS.some(wanted)) for (const side of sides) side.tickets = await openTickets(side);
  await alternate(sides, SAMPLES, async (side, index, warm) => {
    // A call left out by BENCH_SCALE_ONLY is not sent, except a checkout step another one needs (not recorded).
    const mark = async (call: string, send: () => Promise<JsonAnswer>, ...statuses: number[]) => {
      if (!wanted(call) && !CHECKOUT_CALLS.includes(call))
        return { status: 0, body: {}, headers: new Headers(), cookies: [] };
      return warm || !wanted(call) ? expectOk(send(), ...statuses) : timed(call, side, send, ...statuses);
    };
    const { api } = side;
    await mark('search (anonymous)', () => api.get(search));
    await mark('search (signed in)', () => api.get(search, side.golfer));
    if (CHECKOUT_CALLS.some(wanted)) {
      const ticket = required(side.tickets[index], `an open tee time on ${side.label}`);
      const cartId = await api.newCart();
      await mark(
        'add to cart',
        () =>
          api
            .addTeeTime(cartId, ticket.facilityId, ticket.teetime, ticket.rateId, 2)
            .then((body) => ({ status: 201, body, headers: new Headers(), cookies: [] })),
        201,
      );
      const invoice = await mark('invoice', () => api.invoice(cartId));
      const dueNow = invoice.body.dueNow.original.total as number;
      const paymentToken = await api.cardToken(cartId);
      await mark('process-payment', () =>
        api.pay(cartId, `scale-${side.label}-${index}-${Date.now()}`, {
          paymentToken,
          invoiceTotalAmount: dueNow,
          formData: {
            firstName: 'Bench',
            lastName: `Guest ${index}`,
            email: `scale-bench-${index}@bench.example.com`,
            phone: '+1 555 010 2030',
            notes: 'Bench run',
            teeTimePolicyAccepted: true,
          },
        }),
      );
    }
    await mark("golfer's reservation history", () => api.get('/api/reservation/history', side.golfer));
    await mark('console tee sheet (a day)', () => api.get(`/api/admin/tee-sheet?date=${tomorrow}`, side.staff));
    await mark('console golfer search (name)', () =>
      api.get(`/api/admin/golfers?q=${GOLFER_SEARCHES.name.q}`, side.staff),
    );
    await mark('console golfer search (phone digits)', () =>
      api.get(`/api/admin/golfers?q=${GOLFER_SEARCHES.phone.q}`, side.staff),
    );
    for (const kind of REPORTS)
      await mark(`report ${kind} (season)`, () =>
        api.get(`/api/admin/reports/${kind}?from=${SEASON.from}&to=${SEASON.to}`, side.staff),
      );
    // The no-shows tab's other call: the first page of its players (the counts above are the report).
    await mark('report no-shows players, a page (season)', () =>
      api.get(`/api/admin/reports/no-shows/players?from=${SEASON.from}&to=${SEASON.to}`, side.staff),
    );
    await mark('report end-of-day (a day)', () =>
      api.get(`/api/admin/reports/end-of-day?date=${localDate(0)}`, side.staff),
    );
    await mark('report end-of-day entries, a page (a day)', () =>
      api.get(`/api/admin/reports/end-of-day/entries?date=${localDate(0)}`, side.staff),
    );
  });

  if (wanted('release-queue join')) {
    for (const side of sides) await setReleaseQueue(side, true);
    await sleep(2_500); // the engine lookup is reused for 2 s
    // A new address per join, from a random place in the benchmarking range 198.18.0.0/15: the
    // scaled database keeps the day's tickets across runs, and an address holds four at most.
    let address = Math.floor(Math.random() * 100_000);
    await alternate(sides, SAMPLES, async (side, _index, warm) => {
      address += 1;
      const block = Math.floor(address / 250);
      const from = {
        headers: { 'x-forwarded-for': `198.${18 + Math.floor(block / 256)}.${block % 256}.${(address % 250) + 1}` },
      };
      const join = () => side.api.post(`/api/release-queue/${side.northId}/tickets`, {}, from);
      if (warm) await expectOk(join(), 201);
      else await timed('release-queue join', side, join, 201);
    });
    for (const side of sides) await setReleaseQueue(side, false);
  }

  // The periodic jobs' passes run in the server's process beside its requests (a slow one is a
  // slow answer's wait): one pass of each, the sum recorded, and the slowest named.
  const SWEEPS = 'periodic jobs, a pass of each';
  if (wanted(SWEEPS)) {
    const perJob = new Map<string, Timings>();
    await alternate(sides, SAMPLES, async (side, _index, warm) => {
      const jobs = side.server.app.periodicJobs;
      const started = performance.now();
      for (const name of jobs.names()) {
        const jobStarted = performance.now();
        await jobs.runNow(name);
        if (!warm) {
          const timings = perJob.get(name) ?? { fresh: [], scaled: [] };
          timings[side.label].push(performance.now() - jobStarted);
          perJob.set(name, timings);
        }
      }
      if (!warm) record(SWEEPS, side.label, performance.now() - started);
    });
    const slowest = [...perJob]
      .map(([name, timings]) => ({
        name,
        fresh: percentile(timings.fresh, 50),
        scaled: percentile(timings.scaled, 50),
      }))
      .sort((a, b) => b.scaled - a.scaled)
      .slice(0, 5);
    console.log(
      `slowest jobs, p50 scaled / fresh: ${slowest.map((job) => `${job.name} ${job.scaled.toFixed(1)} / ${job.fresh.toFixed(1)} ms`).join('; ')}`,
    );
  }

  if (wanted('waitlist offer after a cancellation'))
    for (let index = 0; index < OFFERS + 2; index += 1)
      for (const side of index % 2 === 0 ? sides : [...sides].reverse()) {
        const ms = await waitlistOffer(side, index);
        if (index >= 2) record('waitlist offer after a cancellation', side.label, ms);
      }

  const { rows: alertRows } = await required(sides[1], 'the scaled side').sql.query(
    `select count(*)::int as n from tee_time_alerts`,
  );
  console.log(
    `\nscale bench: ${SAMPLES} samples per call (${OFFERS} offers), season ${SEASON.from} … ${SEASON.to}, ${alertRows[0].n} alerts on the scaled database`,
  );
  const rows = [...results].map(([call, timings]) => {
    const figure = (label: Side['label'], p: number) => Number(percentile(timings[label], p).toFixed(1));
    const ratio50 = Number((figure('scaled', 50) / figure('fresh', 50)).toFixed(2));
    const ratio99 = Number((figure('scaled', 99) / figure('fresh', 99)).toFixed(2));
    const seasonReport = call.startsWith('report ') && call.endsWith('(season)');
    const pass =
      ratio50 <= MAX_RATIO && ratio99 <= MAX_RATIO && (!seasonReport || figure('scaled', 99) <= MAX_SEASON_REPORT_MS);
    return {
      call,
      'fresh p50': figure('fresh', 50),
      'fresh p99': figure('fresh', 99),
      'scaled p50': figure('scaled', 50),
      'scaled p99': figure('scaled', 99),
      'ratio p50': ratio50,
      'ratio p99': ratio99,
      result: pass ? 'pass' : 'FAIL',
    };
  });
  console.table(rows);
  console.log(
    `targets: ratio scaled ÷ fresh ≤ ${MAX_RATIO} at p50 and p99; season reports ≤ ${MAX_SEASON_REPORT_MS} ms (scaled p99)`,
  );
  const summary = Object.fromEntries(
    rows.map((row) => [row.call, { p50: row['ratio p50'], p99: row['ratio p99'], result: row.result }]),
  );
  const folder = join(import.meta.dirname, 'results');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, samples: SAMPLES, offers: OFFERS, season: SEASON, summary, rows }, null, 2)}\n`,
  );
  console.log(`results written to ${file}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const side of sides) await side.close();
}
process.exit(exitCode);
