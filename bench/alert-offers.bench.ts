// npm run bench, last part: how long a freed tee time takes to reach the golfer who is
// waiting for it. The real app with its periodic jobs running as in production (main.ts), 1,000
// active tee-time alerts, then 200 cancellations, 4 at a time; for each, the time from sending the
// cancellation to the offer (its hold, its row and its e-mail, one transaction) being in the
// database. PGlite (the default runtime), then PostgreSQL when it answers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { teeTimeAlerts } from '../apps/server/src/db/schema/alerts.ts';
import { customers } from '../apps/server/src/db/schema/profile.ts';
import { reservationsClient } from '../apps/server/src/test/reservations-client.ts';
import { startTestServer } from '../apps/server/src/test/test-server.ts';
import { postgresUrl } from './postgres-url.ts';
import { required } from '@fairway/domain/shared/required';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 1000);
const CANCELLATIONS = Number(process.env.BENCH_CANCELLATIONS ?? 200);
const WORKERS = 4;
const TARGET_P99_MS = 2000;
const GIVE_UP_MS = 15_000;
const ZONE = 'America/New_York';
const localDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const minuteOf = (teetime: string) => Number(teetime.slice(11, 13)) * 60 + Number(teetime.slice(14, 16));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(label: string) {
  const server = await startTestServer({ scheduleJobs: true, env: { LOGIN_ATTEMPTS_PER_MINUTE: '100000' } });
  const db = required(server.database, 'the test server database').handle.db;
  const api = reservationsClient(server, () => db);
  try {
    // The bookings to cancel: 2 players each, spread over both demo courses and 12 days (from the day after tomorrow: inside the 24-hour cancellation window is too late).
    const booker = await api.newGolfer();
    const bookings: { reservationId: string; facilityId: number; teetime: string }[] = [];
    for (let index = 0; index < CANCELLATIONS; index += 1) {
      const booked = await api.book(
        { ...booker.options, email: booker.email },
        index % 2 === 0 ? 'harbor-pines-north' : 'harbor-pines-south',
        localDate(2 + (index % 12)),
        2,
        '07:00',
      );
      bookings.push({ reservationId: booked.reservationId, facilityId: booked.facilityId, teetime: booked.teetime });
    }

    // 1,000 golfers with one alert each: one per booking (the golfer waiting for that tee time), the rest anywhere.
    const engine = required(
      ((await db.execute(sql`select id from booking_engines where alias = 'demo'`)).rows as { id: number }[])[0],
      'the demo engine',
    );
    const golfers = await db
      .insert(customers)
      .values(
        Array.from({ length: ALERTS }, (_, index) => ({
          bookingEngineId: engine.id,
          email: `bench-alert-${index}@example.com`,
          firstName: 'Alert',
          lastName: `Golfer ${index}`,
        })),
      )
      .returning();
    const facilityIds = [...new Set(bookings.map((booking) => booking.facilityId))];
    await db.insert(teeTimeAlerts).values(
      golfers.map((golfer, index) => {
        const booking = bookings[index];
        const dates = [booking ? booking.teetime.slice(0, 10) : localDate(2 + (index % 12))];
        const start = booking ? Math.max(0, minuteOf(booking.teetime) - 30) : 360 + ((index * 37) % 600);
        const end = Math.min(1439, start + (booking ? 60 : 90));
        const facilities = [
          booking ? booking.facilityId : required(facilityIds[index % facilityIds.length], 'a booked course'),
        ];
        return {
          bookingEngineId: engine.id,
          customerId: golfer.id,
          dates,
          timezone: ZONE,
          startMinute: start,
          endMinute: end,
          players: 2,
          facilityIds: facilities,
          holes: [],
          criteria: JSON.stringify([dates, start, end, 2, facilities, []]),
          createdAt: new Date(Date.now() - (ALERTS - index) * 1000),
        };
      }),
    );

    const latencies: number[] = [];
    let missed = 0;
    const queue = [...bookings];
    async function worker() {
      for (let booking = queue.shift(); booking; booking = queue.shift()) {
        const sent = performance.now();
        const answer = await api.put(
          `/api/reservations/${booking.reservationId}/cancel`,
          { reason: 'Bench' },
          booker.options,
        );
        if (answer.status !== 200) throw new Error(`cancel answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        for (;;) {
          const offered = await db.execute(sql`
            select 1 from alert_offers o join tee_time_openings t on t.id = o.opening_id
             where t.source = 'cancellation' and t.facility_id = ${booking.facilityId} and t.teetime = ${booking.teetime} limit 1`);
          if (offered.rows.length > 0) {
            latencies.push(performance.now() - sent);
            break;
          }
          if (performance.now() - sent > GIVE_UP_MS) {
            missed += 1;
            break;
          }
          await sleep(10);
        }
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, worker));
    const sorted = [...latencies].sort((a, b) => a - b);
    const result = {
      db: label,
      alerts: ALERTS,
      cancellations: CANCELLATIONS,
      offered: latencies.length,
      missed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
    };
    const pass = missed === 0 && result.p99 < TARGET_P99_MS;
    console.log(
      `alert offers on ${label}: ${result.offered}/${CANCELLATIONS} cancellations offered (${missed} missed) with ${ALERTS} alerts; ` +
        `cancel → offer in the outbox p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, max ${result.max.toFixed(0)} ms ` +
        `(target p99 < ${TARGET_P99_MS} ms, none missed): ${pass ? 'PASS' : 'FAIL'}`,
    );
    return { ...result, pass };
  } finally {
    await server.close();
  }
}

const results = [];
const pgUrl = await postgresUrl();
// PGlite first: startTestServer takes PostgreSQL whenever DATABASE_URL is set.
delete process.env.DATABASE_URL;
results.push(await run('PGlite'));
if (pgUrl) {
  process.env.DATABASE_URL = pgUrl;
  results.push(await run('PostgreSQL'));
} else {
  console.log('alert offers on PostgreSQL: skipped (no server answers)');
}
const folder = join(import.meta.dirname, 'results');
mkdirSync(folder, { recursive: true });
writeFileSync(
  join(folder, `alert-offers-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  `${JSON.stringify(results, null, 2)}\n`,
);
