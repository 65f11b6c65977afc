import type { TargetTeeTime } from './guest-checkout.ts';
import type { ServerProcess } from './server-processes.ts';

interface TeeTimeAnswer {
  teetime: string;
  availableSlots: number;
  rates: { rateId: number; allowedPlayers: number[]; transportation: TargetTeeTime['transportation'] }[];
}

/** Which open tee times to pick. */
export interface TeeTimeChoice {
  count: number;
  /** Days ahead of today (the facility's local date) to look on. */
  daysAhead?: number[];
  course?: string;
}

/**
 * Empty tee times of `course` on the given days ahead (facility-local dates), each with the rate
 * that takes the most party sizes; throws when fewer than `count` are open.
 */
export async function openTeeTimes(
  server: ServerProcess,
  alias: string,
  { count, daysAhead = [3], course = 'harbor-pines-north' }: TeeTimeChoice,
): Promise<TargetTeeTime[]> {
  const base = `http://127.0.0.1:${server.port}`;
  const headers = { 'x-be-alias': alias };
  const facilities = (await (await fetch(`${base}/api/facilities`, { headers })).json()) as {
    id: number;
    courseId: string;
  }[];
  const facility = facilities.find((candidate) => candidate.courseId === course);
  if (!facility) throw new Error(`no ${course} facility on ${alias}`);
  const targets: TargetTeeTime[] = [];
  for (const days of daysAhead) {
    const date = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(Date.now() + days * 86_400_000));
    const answer = (await (
      await fetch(`${base}/api/v2/tee-times?date=${date}&facilityIds=${facility.id}`, { headers })
    ).json()) as { teeTimes: TeeTimeAnswer[] };
    for (const teeTime of answer.teeTimes) {
      const sizes = (rate: TeeTimeAnswer['rates'][number]) =>
        rate.allowedPlayers.filter((players) => players >= 1 && players <= 4);
      const rate = [...teeTime.rates].sort((a, b) => sizes(b).length - sizes(a).length)[0];
      if (teeTime.availableSlots === 4 && rate && sizes(rate).length > 0) {
        targets.push({
          facilityId: facility.id,
          teetime: teeTime.teetime,
          rateId: rate.rateId,
          allowedPlayers: sizes(rate),
          transportation: rate.transportation,
        });
      }
    }
  }
  if (targets.length < count)
    throw new Error(`only ${targets.length} open tee times ${daysAhead.join(', ')} days ahead`);
  return targets.slice(0, count);
}
