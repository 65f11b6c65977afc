// The checkout benches' server and tee times: the bench server (`search-server.ts`, the real app
// over a scratch PostgreSQL database) for the `demo` engine, and one checkout "ticket" per party
// that fits in its open tee times.
import type { TargetTeeTime } from '../scripts/reliability/guest-checkout.ts';
import { type BenchServer, startBenchServer } from './bench-server-process.ts';

export const ALIAS = 'demo';
const localDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));
export const SEARCH_PATH = `/api/v2/tee-times?date=${localDate(1)}`;

interface TeeTimeAnswer {
  teetime: string;
  facilityId: number;
  availableSlots: number;
  rates: { rateId: number; allowedPlayers: number[]; transportation: TargetTeeTime['transportation'] }[];
}

/** A party's worth of room in an open tee time. */
export type Ticket = { target: TargetTeeTime; players: number };

export function startServer(databaseUrl: string | null): Promise<BenchServer> {
  return startBenchServer({ searchPath: SEARCH_PATH, alias: ALIAS, databaseUrl });
}

/** One checkout ticket per party that fits: every open tee time of the next 12 days, at its smallest allowed party. */
export async function tickets(origin: string): Promise<Ticket[]> {
  const all: Ticket[] = [];
  for (let day = 1; day <= 12; day += 1) {
    const answer = await fetch(`${origin}/api/v2/tee-times?date=${localDate(day)}`, {
      headers: { 'x-be-alias': ALIAS },
    });
    if (!answer.ok) continue;
    for (const teeTime of ((await answer.json()) as { teeTimes: TeeTimeAnswer[] }).teeTimes) {
      const rate = teeTime.rates[0];
      const players = rate ? Math.min(...rate.allowedPlayers) : Infinity;
      if (!rate || !Number.isFinite(players)) continue;
      for (let party = 0; party < Math.floor(teeTime.availableSlots / players); party += 1) {
        all.push({
          target: {
            facilityId: teeTime.facilityId,
            teetime: teeTime.teetime,
            rateId: rate.rateId,
            allowedPlayers: rate.allowedPlayers,
            transportation: rate.transportation,
          },
          players,
        });
      }
    }
  }
  // Spread consecutive checkouts over different tee times (and days), as real bookings are.
  return all.sort((a, b) =>
    (a.target.teetime.slice(11) + a.target.teetime).localeCompare(b.target.teetime.slice(11) + b.target.teetime),
  );
}
