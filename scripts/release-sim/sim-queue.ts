import type { SimClock } from './sim-clock.ts';
import type { SimAnswer, SimCall, SimClient } from './sim-http.ts';

/** A ticket's state as the waiting room answers it (ReleaseTicketState). */
export interface TicketState {
  status: 'waiting' | 'admitted' | 'expired' | 'left';
  place: number | null;
  /** While waiting: every tee time of the day is taken for now. */
  soldOut: boolean;
  secondsToRelease: number;
  pollAfterSeconds: number;
}

const ticketsPath = (facilityId: number) => `/api/release-queue/${facilityId}/tickets`;
const retryAfter = (answer: SimAnswer) => Number(answer.headers.get('retry-after') ?? 2);

/** One join; the answer as is (201 new, 200 the account's own ticket, 429 paced or capped). */
export const joinOnce = (call: SimCall, client: SimClient, facilityId: number) =>
  call(client, 'POST', ticketsPath(facilityId), {});

/** Joins, waiting out the pacing as a browser does; the ticket, or null when refused (cap, closed). */
export async function join(
  call: SimCall,
  client: SimClient,
  facilityId: number,
  clock: SimClock,
): Promise<string | null> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = await joinOnce(call, client, facilityId);
    if (answer.status === 200 || answer.status === 201) return answer.body.ticket as string;
    if (answer.status !== 429 || !answer.headers.has('retry-after')) return null;
    await clock.sleep(retryAfter(answer));
  }
  return null;
}

/** One poll of a ticket: its state, or the seconds to wait when paced (429), or null when unknown. */
async function poll(
  call: SimCall,
  client: SimClient,
  facilityId: number,
  ticket: string,
): Promise<TicketState | { waitSeconds: number } | null> {
  const answer = await call(client, 'GET', `${ticketsPath(facilityId)}/current`, undefined, {
    'x-release-ticket': ticket,
  });
  if (answer.status === 200) return answer.body as unknown as TicketState;
  if (answer.status === 429) return { waitSeconds: retryAfter(answer) };
  return null;
}

/** Leaves the queue: a running turn passes to the next in line. */
export async function leave(call: SimCall, client: SimClient, facilityId: number, ticket: string): Promise<void> {
  await call(client, 'DELETE', `${ticketsPath(facilityId)}/current`, undefined, { 'x-release-ticket': ticket });
}

/**
 * Polls until the ticket's turn runs: 'admitted', or why not ('expired', 'left', 'lost', or 'sold
 * out' when `givesUpWhenSoldOut` and the room says every tee time is taken).
 * `pollDelay` says how long the client waits between polls (simulated seconds).
 */
export async function waitForTurn(
  call: SimCall,
  client: SimClient,
  facilityId: number,
  ticket: string,
  clock: SimClock,
  pollDelay: (state: TicketState) => number,
  givesUpWhenSoldOut = false,
): Promise<'admitted' | 'expired' | 'left' | 'lost' | 'sold out'> {
  for (;;) {
    const state = await poll(call, client, facilityId, ticket);
    if (state === null) return 'lost';
    if ('waitSeconds' in state) {
      await clock.sleep(state.waitSeconds);
      continue;
    }
    if (state.status !== 'waiting') return state.status;
    if (givesUpWhenSoldOut && state.soldOut) return 'sold out';
    await clock.sleep(pollDelay(state));
  }
}
