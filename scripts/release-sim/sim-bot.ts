import { checkout, type FoundTeeTime, hold, type Payer, rateFor, searchDay } from './sim-booking.ts';
import type { SimClient } from './sim-http.ts';
import { humanPollDelay, type SimWorld } from './sim-human.ts';
import { join, joinOnce, leave, waitForTurn } from './sim-queue.ts';
import { required } from '@fairway/domain/shared/required';

/** A bot's means: one machine (address), several golfer accounts, one card; and whether it hammers the release instant or waits for its turns. */
export interface BotPlan {
  index: number;
  address: string;
  bearers: string[];
  cardNumber: string;
  hammers: boolean;
}

/** What a bot got and what stopped it. */
export interface BotOutcome {
  tickets: number;
  joinsRefused: number;
  bookedAt: number[];
  refusals: Record<string, number>;
}

/** The bot's n-th golfer disguise: gmail dots and tags, other domains, other phones; always its one card. */
function disguise(plan: BotPlan, n: number): Payer {
  const emails = [
    `b.o.t${plan.index}+${n}@gmail.com`,
    `bot${plan.index}.alias${n}@sim-mail.example`,
    `BOT${plan.index}@googlemail.com`,
  ];
  return {
    firstName: `Robo${n}`,
    lastName: `Bot ${plan.index}`,
    email: required(emails[n % emails.length], 'a disguise e-mail'),
    phone: `+1 646 ${String(plan.index * 100 + n).padStart(7, '0')}`,
    cardNumber: plan.cardNumber,
  };
}

const refused = (outcome: BotOutcome, code: string) => {
  outcome.refusals[code] = (outcome.refusals[code] ?? 0) + 1;
};

/** Fourballs first (a whole tee time to resell), else what is left. */
const bestFirst = (found: FoundTeeTime[]) =>
  [4, 3, 2].flatMap((players) =>
    found.filter((teeTime) => rateFor(teeTime, players)).map((teeTime) => ({ teeTime, players })),
  );

/** With a running turn: book again and again, under another disguise each time, until refused four times. */
async function grab(
  world: SimWorld,
  client: SimClient,
  ticket: string,
  plan: BotPlan,
  outcome: BotOutcome,
  cartId?: string,
): Promise<void> {
  let failures = 0;
  for (let n = 0; failures < 4; n += 1) {
    let cart = cartId;
    cartId = undefined;
    if (!cart) {
      const choices = bestFirst((await searchDay(world.call, client, world.facilityId, world.releasedDay)) ?? []);
      const choice = choices[Math.floor(Math.random() * Math.min(choices.length, 5))];
      if (!choice) return refused(outcome, 'sold out when its turn came');
      const held = await hold(world.call, client, ticket, world.facilityId, choice.teeTime, choice.players);
      if (!('cartId' in held)) {
        refused(outcome, held.kind === 'refused' ? held.code : 'failed');
        failures += 1;
        if (held.kind === 'refused' && held.code === 'RELEASE_TURN_REQUIRED') return;
        continue;
      }
      cart = held.cartId;
    }
    const paid = await checkout(world.call, client, cart, disguise(plan, n), world.year);
    if (paid.kind === 'booked') outcome.bookedAt.push(world.clock.now());
    else {
      refused(outcome, paid.kind === 'refused' ? paid.code : 'failed');
      failures += 1;
    }
  }
}

/** The release instant: each ticket tries to hold at once, with no think time, for three simulated seconds. */
async function hammer(
  world: SimWorld,
  client: SimClient,
  ticket: string,
  found: FoundTeeTime[],
  outcome: BotOutcome,
): Promise<string | undefined> {
  const targets = bestFirst(found);
  const target = targets[Math.floor(Math.random() * Math.min(targets.length, 5))];
  if (!target) {
    refused(outcome, 'nothing to hammer');
    return undefined;
  }
  while (world.clock.now() < world.releaseAt + 3000) {
    const held = await hold(world.call, client, ticket, world.facilityId, target.teeTime, target.players);
    if ('cartId' in held) return held.cartId;
    refused(outcome, held.kind === 'refused' ? held.code : 'failed');
  }
  return undefined;
}

/**
 * A scripted bot: arrives 1 s before the release (see above), joins with each of its accounts (twice), opens
 * anonymous tickets as fast as it can, hammers holds at the release instant (unless it is one that
 * learnt a hold from a place in line sends the ticket to the back), polls each ticket at
 * the server's pace and, with each turn, books under disguise after disguise with no think time.
 */
export async function bot(world: SimWorld, plan: BotPlan): Promise<BotOutcome> {
  const { call, clock, facilityId } = world;
  const outcome: BotOutcome = { tickets: 0, joinsRefused: 0, bookedAt: [], refusals: {} };
  // 1 s before, plus 10 real seconds: on a compressed clock a second is too short for the joins'
  // round trips (at the release instant, behind a thousand polls, a join took up to 6 s), and a
  // bot that missed the lottery would flatter the result.
  await clock.until(world.releaseAt - 1000 - 10_000 * clock.scale);
  const tickets: { client: SimClient; ticket: string }[] = [];
  const anonymous: SimClient = { address: plan.address, bot: true };
  const accounts = plan.bearers.map((bearer) => ({ address: plan.address, bearer, bot: true }));
  const attempts = [...accounts.flatMap((client) => [client, client]), ...Array.from({ length: 8 }, () => anonymous)];
  const answers = await Promise.all(
    attempts.map((client) => joinOnce(call, client, facilityId).then((answer) => ({ client, answer }))),
  );
  // An account's second join answers 200 with its one ticket under a new token: that token is the live one.
  const latest = new Map<SimClient, string>();
  for (const { client, answer } of answers) {
    if (answer.status !== 200 && answer.status !== 201) outcome.joinsRefused += 1;
    else if (client === anonymous) tickets.push({ client, ticket: answer.body.ticket as string });
    else if (answer.status === 200 || !latest.has(client)) latest.set(client, answer.body.ticket as string);
  }
  for (const [client, ticket] of latest) tickets.push({ client, ticket });
  // More anonymous tickets, paced: these land behind everyone who came before the release.
  for (let more = 0; more < 3; more += 1) {
    const ticket = await join(call, anonymous, facilityId, clock);
    if (ticket) tickets.push({ client: anonymous, ticket });
    else outcome.joinsRefused += 1;
  }
  outcome.tickets = tickets.length;
  const found = (await searchDay(call, anonymous, facilityId, world.releasedDay)) ?? [];
  await clock.until(world.releaseAt);
  await Promise.all(
    tickets.map(async ({ client, ticket }) => {
      const cartId = plan.hammers ? await hammer(world, client, ticket, found, outcome) : undefined;
      const turn = cartId
        ? 'admitted'
        : await waitForTurn(call, client, facilityId, ticket, clock, (state) => humanPollDelay(state, () => 0));
      if (turn === 'admitted') await grab(world, client, ticket, plan, outcome, cartId);
      else refused(outcome, `turn ${turn}`);
      await leave(call, client, facilityId, ticket);
    }),
  );
  return outcome;
}
