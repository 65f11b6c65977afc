// npm run seed:scale -- [--engines N] [--years Y] [--golfers G] [--alerts A]: fills a database
// with a region's worth of data (issue #52). Migrates it and seeds the demo tenants as the server
// does, then adds N booking engines of 1–3 courses, G golfer accounts (a tenth on the demo
// engine), Y years of tee sheets booked 60–90 % (and the bookable days ahead about half) on every
// course including the demo ones, memberships, gift certificates, invitations, A active tee-time
// alerts and the audit log, in bulk SQL, one transaction per batch so progress shows. Target:
// DATABASE_URL (PostgreSQL; defaults 500 engines, 3 years, 300,000 golfers, 50,000 alerts) or
// DATA_DIR (embedded PGlite; defaults the demo engines alone, 5 years, 20,000 golfers, 2,000 alerts).
// Prints the rows per table and the time taken.
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { prepareDatabase } from '../../apps/server/src/db/migrate.ts';
import { refreshStaleOrders } from '../../apps/server/src/features/admin/admin.public.ts';
import { rawSql } from './raw-sql.ts';
import { seedAlerts, seedAuditLog, seedGiftCertificates, seedInvitations, seedMemberships } from './scale-extras.ts';
import { seedHistory } from './scale-history.ts';
import { seedEngines, seedGolfers } from './scale-tenants.ts';

const { values } = parseArgs({
  options: {
    engines: { type: 'string' },
    years: { type: 'string' },
    golfers: { type: 'string' },
    alerts: { type: 'string' },
  },
});
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || undefined;
if (!databaseUrl && !dataDir) {
  console.error('seed:scale: set DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite)');
  process.exit(2);
}
const onPostgres = databaseUrl !== undefined;
const count = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`not a whole number: ${value}`);
  return parsed;
};
const ENGINES = count(values.engines, onPostgres ? 500 : 0);
const YEARS = count(values.years, onPostgres ? 3 : 5);
const GOLFERS = count(values.golfers, onPostgres ? 300_000 : 20_000);
const ALERTS = count(values.alerts, onPostgres ? 50_000 : 2_000);
/** Engines booked per transaction: a year of about 20 courses. */
const ENGINES_PER_BATCH = 10;
/** Days ahead open for booking (the demo engines' maxDaysOut). */
const DAYS_AHEAD = 14;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[${elapsed()}] ${message}`);
const day = (date: Date) => date.toISOString().slice(0, 10);
const now = new Date();

const handle = await openDatabase({ databaseUrl, pgliteDir: dataDir, poolSize: 2 });
const run = rawSql(handle);
try {
  log(
    `seed:scale on ${onPostgres ? 'PostgreSQL' : `PGlite (${dataDir})`}: ${ENGINES} engines, ${YEARS} years, ${GOLFERS} golfers, ${ALERTS} alerts`,
  );
  const { seeded } = await prepareDatabase(handle, { now });
  log(seeded ? 'migrated and seeded the demo tenants' : 'migrated (the demo tenants were there)');
  const [already] = await run(`select count(*)::int as n from customers where email like '%@scale.example.com'`);
  if (Number(already?.n) > 0) throw new Error('this database already holds scale data: start from an empty one');

  const courses = await seedEngines(run, ENGINES);
  log(`${ENGINES} engines, ${courses} courses, their rates, plans and managers`);
  await seedGolfers(run, GOLFERS, (done) => {
    if (done % 50_000 === 0 || done === GOLFERS) log(`golfers: ${done}`);
  });

  const [ids] = await run(`select min(id)::int as first, max(id)::int as last from booking_engines`);
  const firstEngine = Number(ids?.first);
  const lastEngine = Number(ids?.last);
  const groups: { from: number; to: number }[] = [];
  // The demo engines first (ids up to the last demo one), then the generated ones in batches.
  const [demoLast] = await run(`select max(id)::int as id from booking_engines where alias not like 'scale-%'`);
  groups.push({ from: firstEngine, to: Number(demoLast?.id) });
  for (let from = Number(demoLast?.id) + 1; from <= lastEngine; from += ENGINES_PER_BATCH)
    groups.push({ from, to: Math.min(lastEngine, from + ENGINES_PER_BATCH - 1) });

  let reservations = 0;
  const yesterday = new Date(now.getTime() - 86_400_000);
  for (let year = YEARS; year >= 1; year -= 1) {
    const from = day(new Date(now.getTime() - year * 365 * 86_400_000));
    const to = day(new Date(now.getTime() - ((year - 1) * 365 + 1) * 86_400_000));
    for (const group of groups) {
      reservations += await seedHistory(run, { engineIds: group, from, to, utilisation: 1, now });
      log(`bookings ${from} … ${to}, engines ${group.from}–${group.to}: ${reservations} reservations so far`);
    }
  }
  for (const group of groups)
    reservations += await seedHistory(run, {
      engineIds: group,
      from: day(now),
      to: day(new Date(now.getTime() + DAYS_AHEAD * 86_400_000)),
      utilisation: 0.6,
      now,
    });
  log(`bookings of the ${DAYS_AHEAD} days ahead: ${reservations} reservations in all`);

  await seedMemberships(run, now);
  await seedGiftCertificates(run, now);
  await seedInvitations(run, now);
  await seedAlerts(run, ALERTS, now);
  await seedAuditLog(run, day(new Date(now.getTime() - YEARS * 365 * 86_400_000)), day(yesterday));
  log('memberships, gift certificates, invitations, alerts, audit log');
  // The reports' summaries are kept by triggers, which the bulk writes ran without (replica role).
  await run('select report_summaries_rebuild()');
  await run('truncate report_tee_time_days');
  await run(`
    insert into report_tee_time_days (facility_id, play_date, booked)
    select facility_id, left(tee_time, 10), jsonb_object_agg(tee_time, players)
    from (select facility_id, tee_time, sum(players)::integer as players from tee_time_bookings
          where status = 'booked' group by facility_id, tee_time) booked
    group by facility_id, left(tee_time, 10)`);
  log("the reports' summaries");
  // The end-of-day entries are stored from the orders' money views (TypeScript), as the job does.
  // Their reads go by index only once the bulk-written tables have statistics: without, PostgreSQL
  // scanned the invoices in parallel for each batch (100,000 orders in 330–500 s instead of 68 s).
  await run('analyze');
  await run(
    'insert into order_money_stale (order_id, booking_engine_id) select id, booking_engine_id from orders on conflict do nothing',
  );
  let stored = 0;
  for (let batch; (batch = await refreshStaleOrders(handle.db, { limit: 1_000 })) > 0;) {
    stored += batch;
    if (stored % 100_000 === 0) log(`end-of-day entries: ${stored} orders`);
  }
  log(`end-of-day entries: ${stored} orders`);
  // Vacuumed, not only analyzed: the bulk-written rows' hint bits and visibility map are set here
  // once, instead of by the first reads after the seed (the scale bench's first runs were slower:
  // the end of day's ratio 1.47–1.54 right after a seed, 0.98–1.19 later; 1.06 after this).
  await run('vacuum (analyze)');
  log('vacuumed and analyzed');

  const tables = (await run(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%' order by tablename`,
  )) as { name: string }[];
  const rows: { table: string; rows: number }[] = [];
  for (const { name } of tables) {
    const [row] = await run(`select count(*)::bigint as n from "${name}"`);
    if (Number(row?.n) > 0) rows.push({ table: name, rows: Number(row?.n) });
  }
  console.table(rows);
  console.log(`seed:scale done in ${elapsed()}: ${rows.reduce((sum, row) => sum + row.rows, 0)} rows`);
} finally {
  await handle.close();
}
