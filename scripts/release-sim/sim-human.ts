import { between, type SimClock } from './sim-clock.ts';
import { cardNumberOf, checkout, type FoundTeeTime, hold, rateFor, searchDay } from './sim-booking.ts';
import type { SimCall, SimClient } from './sim-http.ts';
import { join, leave, type TicketState, waitForTurn } from './sim-queue.ts';
import { required } from '@fairway/domain/shared/required';

/** What the golfers of a run share: the servers, the clock, the course and its release. */
export interface SimWorld {
  call: SimCall;
  clock: SimClock;
  facilityId: number;
  releasedDay: string;
  releaseAt: number;
  year: number;
}

/** How a human's morning ended; `bookedAt` in simulated ms. */
export type HumanOutcome = { kind: 'booked'; bookedAt: number } | { kind: 'not booked'; reason: string };

// A golfer's party: mostly fourballs and twosomes.
const PARTY_SIZES = [1, 2, 2, 2, 3, 3, 4, 4, 4, 4];

/**
 * A browser's polling: every 2 s (the server's pace) near the front or in the last seconds before
 * the release, more slowly far back in line (up to once a minute), as a waiting room that shows
 * a place would.
 */
export function humanPollDelay(state: TicketState, random: () => number): number {
  if (state.place === null)
    return Math.max(state.pollAfterSeconds, Math.min(state.secondsToRelease, 30)) + random() * 2;
  if (state.place <= 40) return state.pollAfterSeconds;
  return Math.min(60, Math.ceil(state.place / 10) * state.pollAfterSeconds);
}

/** Search, think, hold a tee time that fits the party; up to three tries when someone was faster. */
async function holdOne(
  world: SimWorld,
  client: SimClient,
  ticket: string,
  players: number,
  random: () => number,
): Promise<{ cartId: string } | string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await searchDay(world.call, client, world.facilityId, world.releasedDay);
    if (!found) return 'search failed';
    const fitting = found.filter((teeTime: FoundTeeTime) => rateFor(teeTime, players));
    if (fitting.length === 0) return 'sold out';
    await world.clock.sleep(between(random, 5, 30));
    const held = await hold(
      world.call,
      client,
      ticket,
      world.facilityId,
      required(fitting[Math.floor(random() * Math.min(fitting.length, 8))], 'a fitting tee time'),
      players,
    );
    if ('cartId' in held) return held;
    if (held.kind === 'failed') return `hold failed: ${held.detail}`;
    if (held.kind === 'refused' && held.code === 'RELEASE_TURN_REQUIRED') return 'turn ran out';
  }
  return 'beaten to it three times';
}

/**
 * One person: opens the waiting room at `arriveAt`, waits for the turn (or leaves when the room
 * says every tee time is taken), then searches, thinks
 * 5–30 s, holds a tee time, thinks 5–30 s over the form and pays with their own card; leaves the
 * queue when done so the next golfer's turn starts.
 */
export async function human(
  world: SimWorld,
  index: number,
  client: SimClient,
  arriveAt: number,
  random: () => number,
): Promise<HumanOutcome> {
  const { call, clock, facilityId } = world;
  await clock.until(arriveAt);
  const ticket = await join(call, client, facilityId, clock);
  if (!ticket) return { kind: 'not booked', reason: 'could not join' };
  const turn = await waitForTurn(
    call,
    client,
    facilityId,
    ticket,
    clock,
    (state) => humanPollDelay(state, random),
    true,
  );
  if (turn === 'sold out') await leave(call, client, facilityId, ticket);
  if (turn !== 'admitted')
    return { kind: 'not booked', reason: turn === 'sold out' ? 'told sold out while waiting' : `turn ${turn}` };
  const players = required(PARTY_SIZES[Math.floor(random() * PARTY_SIZES.length)], 'a party size');
  try {
    const held = await holdOne(world, client, ticket, players, random);
    if (typeof held === 'string') return { kind: 'not booked', reason: held };
    await clock.sleep(between(random, 5, 30));
    const payer = {
      firstName: 'Sim',
      lastName: `Human ${index}`,
      email: `human${index}@golfers.example.org`,
      phone: `+1 212 ${String(index).padStart(7, '0')}`,
      cardNumber: cardNumberOf(random),
    };
    const paid = await checkout(call, client, held.cartId, payer, world.year);
    if (paid.kind === 'booked') return { kind: 'booked', bookedAt: clock.now() };
    return {
      kind: 'not booked',
      reason: paid.kind === 'refused' ? `${paid.step}: ${paid.code}` : `${paid.step} failed: ${paid.detail}`,
    };
  } finally {
    await leave(call, client, facilityId, ticket);
  }
}
