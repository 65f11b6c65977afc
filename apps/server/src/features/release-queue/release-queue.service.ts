import { randomBytes, randomInt } from 'node:crypto';
import type { ReleaseTicketIssued, ReleaseTicketState } from '@fairway/contract/release-queue-state.contract';
import { drawOrder } from '@fairway/domain/release-queue/lottery';
import { isQueueActive, releaseWindowOf, type ReleaseWindow } from '@fairway/domain/release-queue/release-schedule';
import {
  type AdmissionLimits,
  JOIN_INTERVAL_SECONDS,
  POLL_INTERVAL_SECONDS,
  ticketStatus,
  turnsToGive,
  type TurnsRunning,
} from '@fairway/domain/release-queue/ticket-state';
import type { Database } from '../../db/client.ts';
import type { ReleaseQueueRow, ReleaseQueueTicketRow } from '../../db/schema/release-queue.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  type BookingEngineRow,
  courseSettings,
  engineSettings,
  type FacilityRow,
} from '../facilities/facilities.public.ts';
import { findCourseWithRoom } from './release-room.repository.ts';
import {
  admitNext,
  assignPositions,
  bindTurnToCart,
  countChoosingTurns,
  countLiveAnonymousTickets,
  ensureQueue,
  findLiveTicketOfCustomer,
  findQueue,
  findQueueWithTurns,
  findTicket,
  findTicketInLine,
  hashTicket,
  insertTicket,
  insertTicketInLine,
  lastJoinOf,
  lockClientJoins,
  tryLockClientJoins,
  listUndrawnTickets,
  markLeft,
  type QueueClient,
  type QueueKey,
  replaceTicketToken,
  updateQueue,
} from './release-queue.repository.ts';
import { refuseHoldOutsideTurn } from './line-jump.ts';
import { pollPacing } from './poll-pacing.ts';
import { readQueueSnapshot } from './queue-snapshot.repository.ts';
import { buildSnapshot, type QueueSnapshot, type QueueSnapshots } from './queue-snapshot.ts';
import type { RoomCourseCache } from './room-course-cache.ts';

/** What one app keeps in memory for the waiting room's polls: its queues' snapshots and its courses' rooms. */
export interface PollCaches {
  snapshots: QueueSnapshots;
  rooms: RoomCourseCache;
}
import { required } from '@fairway/domain/shared/required';

/** What the queue's use cases run with: the app clock, the admission limits and the released day's open tee times. */
export interface QueueContext {
  now: Date;
  limits: AdmissionLimits;
  /** Tee times of the queue's released day with a free slot (the search's counts); without it, turns are given up to admitAtOnce. */
  openTeeTimes?: (db: Database, key: QueueKey) => Promise<number>;
}

/** A course's release today on an engine: its settings' window and the queue it keys. */
export interface Release {
  facility: FacilityRow;
  window: ReleaseWindow;
  key: QueueKey;
  fairQueue: boolean;
  /** The operator asks for a signed-in golfer: nobody joins the waiting room anonymously. */
  signInRequired: boolean;
}

/** Today's release of a course of the engine, in its waiting room (release-room.repository.ts; 404 for a course it does not show). */
export async function releaseOf(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number,
  now: Date,
  rooms?: RoomCourseCache,
): Promise<Release> {
  const found = rooms
    ? await rooms.find(db, engine.id, facilityId, now)
    : await findCourseWithRoom(db, engine.id, facilityId);
  if (!found) throw new DomainError('NOT_FOUND', 'Unknown facility');
  return releaseOfFacility(engine, found.facility, now, found.roomFacilityId);
}

/** Today's release of a course already known to be the engine's; its queue is its room course's (the course's own by default). */
export function releaseOfFacility(
  engine: BookingEngineRow,
  facility: FacilityRow,
  now: Date,
  roomFacilityId = facility.id,
): Release {
  const settings = courseSettings(engineSettings(engine), facility);
  const window = releaseWindowOf(now, facility.timeZone, settings.release.releaseTime, settings.inventory.maxDaysOut);
  return {
    facility,
    window,
    key: { bookingEngineId: engine.id, facilityId: roomFacilityId, releasedDay: window.releasedDay },
    fairQueue: settings.release.mode === 'fair-queue',
    signInRequired: settings.release.signInRequired,
  };
}

/**
 * The lottery, once per queue: at or after the release instant, everyone who joined before it
 * gets a place in a random order (crypto randomness), drawn per client address (drawOrder). The
 * caller holds the queue row's lock, and drawnAt commits with the places, so a second process
 * finds it drawn and does nothing.
 */
async function drawIfDue(tx: Database, queue: ReleaseQueueRow, key: QueueKey, now: Date): Promise<ReleaseQueueRow> {
  if (queue.drawnAt || now < queue.releaseAt) return queue;
  const order = drawOrder(await listUndrawnTickets(tx, key), randomInt);
  await assignPositions(tx, order);
  const drawn = { drawnAt: now, nextPosition: order.length + 1 };
  await updateQueue(tx, key, drawn);
  return { ...queue, ...drawn };
}

/**
 * How many turns to give now (turnsToGive), from the turns choosing (read when not given), and the
 * open tee times it went by (read only when a turn is free; null when not read).
 */
async function turnsToGiveNow(
  db: Database,
  key: QueueKey,
  context: QueueContext,
  turns?: TurnsRunning,
): Promise<{ turns: number; openTeeTimes: number | null }> {
  const running = turns ?? (await countChoosingTurns(db, key, context.now));
  if (running.choosing >= context.limits.admitAtOnce) return { turns: 0, openTeeTimes: null };
  const openTeeTimes = context.openTeeTimes ? await context.openTeeTimes(db, key) : null;
  return { turns: turnsToGive(context.limits, running, openTeeTimes), openTeeTimes };
}

/**
 * Gives turns to the head of the line (turnsToGive), from the turns choosing read under the queue
 * row's lock, which the caller holds, and keeps the queue's sold-out mark as the open tee times say
 * (waiting golfers are told; a hold that lapses clears it). The open tee times are read by the
 * caller before the lock: holds move that count without the queue's lock anyway, and reading them
 * (several statements) under it kept every join and refresh of both processes waiting.
 */
async function admitFreeTurns(
  tx: Database,
  queue: ReleaseQueueRow,
  key: QueueKey,
  context: QueueContext,
  openTeeTimes: number | null,
): Promise<void> {
  const { now, limits } = context;
  const running = await countChoosingTurns(tx, key, now);
  const turns = running.choosing >= limits.admitAtOnce ? 0 : turnsToGive(limits, running, openTeeTimes);
  const soldOut = openTeeTimes === null ? queue.soldOutAt !== null : openTeeTimes === 0;
  if (soldOut !== (queue.soldOutAt !== null)) await updateQueue(tx, key, { soldOutAt: soldOut ? now : null });
  if (turns > 0) await admitNext(tx, key, turns, now, new Date(now.getTime() + limits.turnSeconds * 1000));
}

/** What a look without a lock saw of a queue: the row, whether anyone with a place waits, the turns choosing. */
type QueueSeen = { queue: ReleaseQueueRow; hasWaiting: boolean; turns: TurnsRunning };

/**
 * Brings the queue up to date: the lottery when due, then free turns to the next in line. Takes
 * the row's lock only when `seen` (read without one) says there is something to do, so the common
 * case does not queue on the row; true when it took it.
 */
async function advanceFrom(
  db: Database,
  key: QueueKey,
  context: QueueContext,
  seen: QueueSeen | undefined,
): Promise<boolean> {
  if (!seen || context.now < seen.queue.releaseAt) return false;
  let openTeeTimes: number | null;
  if (seen.queue.drawnAt) {
    if (!seen.hasWaiting) return false;
    const free = await turnsToGiveNow(db, key, context, seen.turns);
    if (free.turns === 0) return false;
    openTeeTimes = free.openTeeTimes;
  } else {
    openTeeTimes = context.openTeeTimes ? await context.openTeeTimes(db, key) : null;
  }
  // Turns of a drawn queue: when another transaction holds the row (the other process giving
  // turns, a join taking its place), this one does not wait. Whoever gives turns gives every free
  // one from the count under the lock, and a turn freed meanwhile goes at the next refresh (within
  // a second while anyone polls). The lottery is waited for: a join behind it needs it drawn.
  return db.transaction(async (tx) => {
    const queue = await findQueue(tx, key, 'update', { skipLocked: seen.queue.drawnAt !== null });
    if (!queue) return false;
    await admitFreeTurns(tx, await drawIfDue(tx, queue, key, context.now), key, context, openTeeTimes);
    return true;
  });
}

/** advanceFrom after a look at the queue (a leave: its freed turn goes on at once). */
async function advance(db: Database, key: QueueKey, context: QueueContext): Promise<void> {
  await advanceFrom(db, key, context, await findQueueWithTurns(db, key, context.now));
}

/**
 * A fresh snapshot of the queue for this process's polls: one read of the line, and when it shows
 * the lottery due or a turn free, the queue brought up to date (advanceFrom) and read again. Turns
 * are thus given by the processes' refreshes, each at most once per SNAPSHOT_MAX_AGE_MS, instead
 * of by every poll.
 */
async function refreshSnapshot(db: Database, key: QueueKey, context: QueueContext): Promise<QueueSnapshot | undefined> {
  const read = await readQueueSnapshot(db, key, context.now);
  if (!read) return undefined;
  const snapshot = buildSnapshot(read.queue, read.tickets, context.now);
  const seen = { queue: snapshot.queue, hasWaiting: snapshot.hasWaiting, turns: { choosing: snapshot.choosing } };
  if (!(await advanceFrom(db, key, context, seen))) return snapshot;
  const again = await readQueueSnapshot(db, key, context.now);
  return again && buildSnapshot(again.queue, again.tickets, context.now);
}

/** A ticket's state from its facts, the tickets with a place waiting ahead of it, and the queue's sold-out mark. */
function stateFrom(
  release: Release,
  ticket: Pick<ReleaseQueueTicketRow, 'position' | 'admittedAt' | 'turnEndsAt' | 'leftAt'>,
  ahead: number,
  soldOutMark: boolean,
  now: Date,
): ReleaseTicketState {
  const status = ticketStatus(ticket, now);
  const place = status === 'waiting' && ticket.position !== null ? ahead + 1 : null;
  return {
    status,
    releasedDay: release.window.releasedDay,
    releaseAt: release.window.releaseAt.toISOString(),
    serverTime: now.toISOString(),
    secondsToRelease: Math.max(0, Math.ceil((release.window.releaseAt.getTime() - now.getTime()) / 1000)),
    place,
    turnEndsAt: status === 'admitted' ? (ticket.turnEndsAt?.toISOString() ?? null) : null,
    soldOut: status === 'waiting' && soldOutMark,
    pollAfterSeconds: POLL_INTERVAL_SECONDS,
  };
}

/** The ticket's state as it is now (re-read: a turn may have just been given), with its place in line; 404 when it is gone. */
async function stateOf(
  db: Database,
  release: Release,
  which: { tokenHash: string } | { id: string },
  now: Date,
): Promise<ReleaseTicketState> {
  const inLine = await findTicketInLine(db, release.key, which);
  if (!inLine) throw new DomainError('NOT_FOUND', 'Unknown queue ticket');
  return stateFrom(release, inLine.ticket, inLine.ahead, inLine.soldOut, now);
}

/** Thrown when a client calls sooner than the pacing allows; the route answers 429 with Retry-After. */
export class TooSoon extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super('RATE_LIMITED', message);
  }
}

const tooSoonToJoin = (wait: number) =>
  new TooSoon(wait, `Please wait ${wait} s before joining this waiting room again.`);

const secondsLeft = (since: Date, intervalSeconds: number, now: Date) =>
  Math.max(1, Math.ceil((intervalSeconds * 1000 - (now.getTime() - since.getTime())) / 1000));

/**
 * The per-client rules of a new ticket, under the client's own lock (so they hold across
 * processes): one new ticket per client every JOIN_INTERVAL_SECONDS, and at most
 * `ticketsPerAddress` live anonymous tickets per address.
 */
async function assertMayJoin(
  tx: Database,
  key: QueueKey,
  client: QueueClient,
  { now, limits }: QueueContext,
): Promise<void> {
  const last = await lastJoinOf(tx, key, client);
  if (last && now.getTime() - last.getTime() < JOIN_INTERVAL_SECONDS * 1000)
    throw tooSoonToJoin(secondsLeft(last, JOIN_INTERVAL_SECONDS, now));
  if (
    client.customerId === null &&
    (await countLiveAnonymousTickets(tx, key, client.address, now)) >= limits.ticketsPerAddress
  ) {
    throw new DomainError(
      'RATE_LIMITED',
      `This connection already holds ${limits.ticketsPerAddress} places in this waiting room. Please use one of them, or sign in to join with your account.`,
      {
        ticketsPerAddress: limits.ticketsPerAddress,
      },
    );
  }
}

/**
 * A join's ticket and whether it is new (false: the account's own, under a new token, with the
 * token it had); the row when the join wrote it without a place.
 */
type Joined = { ticketId: string; created: boolean; formerTokenHash?: string; unplaced?: ReleaseQueueTicketRow };

/**
 * Under the client's lock (lockClientJoins): the account's live ticket handed over to the new
 * token, else the client's rules checked for a new one (undefined: the caller inserts it).
 */
async function ownTicketOrMayJoin(
  tx: Database,
  key: QueueKey,
  token: string,
  client: QueueClient,
  context: QueueContext,
): Promise<Joined | undefined> {
  if (client.customerId !== null) await lockClientJoins(tx, key, client);
  // An address's burst of anonymous joins (a script's, at the release instant): while one runs,
  // the others are refused at once instead of queueing behind it, as its pacing would refuse them
  // once it commits.
  else if (!(await tryLockClientJoins(tx, key, client))) throw tooSoonToJoin(JOIN_INTERVAL_SECONDS);
  const own =
    client.customerId === null ? undefined : await findLiveTicketOfCustomer(tx, key, client.customerId, context.now);
  if (own)
    return {
      ticketId: (await replaceTicketToken(tx, own.id, hashTicket(token))).id,
      created: false,
      formerTokenHash: own.tokenHash,
    };
  await assertMayJoin(tx, key, client, context);
  return undefined;
}

/**
 * A join before the lottery: the client's rules under the client's own lock, then the queue row
 * FOR SHARE for the insert only, so the arrivals of the last seconds (hundreds of golfers, and
 * every script) join side by side and the draw's FOR UPDATE waits just for the inserts under
 * way, none left out of it. Null when the draw ran meanwhile (the caller joins in line instead).
 */
async function joinBeforeDraw(
  db: Database,
  release: Release,
  token: string,
  client: QueueClient,
  context: QueueContext,
): Promise<Joined | null> {
  const { key } = release;
  return db.transaction(async (tx) => {
    const own = await ownTicketOrMayJoin(tx, key, token, client, context);
    if (own) return own;
    if (required(await findQueue(tx, key, 'share'), 'the release queue (made before any join)').drawnAt) return null;
    const ticket = await insertTicket(tx, key, hashTicket(token), context.now, null, client);
    return { ticketId: ticket.id, created: true, unplaced: ticket };
  });
}

/**
 * A join of a drawn queue: the client's rules under the client's own lock, then the next place in
 * line and the ticket in one statement (insertTicketInLine), the queue row locked from it to the
 * commit only: late arrivals take places in the order they reach the row, on either process.
 * Null when the queue is not drawn yet.
 */
async function joinInLine(
  db: Database,
  release: Release,
  token: string,
  client: QueueClient,
  context: QueueContext,
): Promise<Joined | null> {
  const { key } = release;
  return db.transaction(async (tx) => {
    const own = await ownTicketOrMayJoin(tx, key, token, client, context);
    if (own) return own;
    const ticketId = await insertTicketInLine(tx, key, hashTicket(token), context.now, client);
    return ticketId ? { ticketId, created: true } : null;
  });
}

/** The join's ticket: before the draw without a place, after it at the back of the line (the lottery run first when due). */
async function joinTicket(
  db: Database,
  release: Release,
  token: string,
  client: QueueClient,
  context: QueueContext,
): Promise<Joined> {
  const early = context.now < release.window.releaseAt;
  const joined =
    (early && (await joinBeforeDraw(db, release, token, client, context))) ||
    (await joinInLine(db, release, token, client, context));
  if (joined) return joined;
  // At or after the release with nobody's poll or join having drawn yet: the lottery first, so
  // this arrival goes behind everyone who came before it.
  await advance(db, release.key, context);
  return required(
    (await joinInLine(db, release, token, client, context)) ??
      (await joinBeforeDraw(db, release, token, client, context)),
    'a ticket in the release queue',
  );
}

/** A join's answer: the ticket (new, or the golfer's own with a new token) and whether it is new. */
export interface JoinOutcome {
  issued: ReleaseTicketIssued;
  created: boolean;
}

/**
 * POST /release-queue/{facilityId}/tickets: a ticket in the course's waiting room. A signed-in
 * golfer has one live ticket per queue: joining again (another tab or device) hands over the
 * same place under a new token. Anonymous clients are capped per address; both are paced.
 */
export async function joinQueue(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number,
  client: QueueClient,
  context: QueueContext,
  { snapshots, rooms }: Partial<PollCaches> = {},
): Promise<JoinOutcome> {
  const release = await releaseOf(db, engine, facilityId, context.now, rooms);
  if (!release.fairQueue || !isQueueActive(release.window, context.now)) throw new DomainError('RELEASE_NOT_OPEN');
  // Waiting in line for a turn whose every hold would be refused helps nobody.
  if (release.signInRequired && client.customerId === null) throw new DomainError('RELEASE_SIGN_IN_REQUIRED');
  const token = randomBytes(32).toString('base64url');
  // Refused at once, without a lock, when plainly too soon or over the cap: a script hammering
  // joins does not hold up everyone's join. A known account is let through to the locked check,
  // which finds its live ticket.
  if (client.customerId === null) await assertMayJoin(db, release.key, client, context);
  await ensureQueue(db, release.key, release.window.releaseAt);
  const { ticketId, created, formerTokenHash, unplaced } = await joinTicket(db, release, token, client, context);
  // A turn free for the new arrival is given at once, after the join's commit and under the
  // row's lock only when the look without it finds one (advance).
  if (created && context.now >= release.window.releaseAt) await advance(db, release.key, context);
  // The account's place handed to a new token: this process stops answering the old one at once.
  if (formerTokenHash) snapshots?.forgetTicket(release.key, formerTokenHash);
  // A new ticket before the draw waits with no place and nothing ahead: its answer needs no read.
  // Otherwise read by id after the commit: a later join of the same account may already have
  // handed the place to yet another token.
  const state = unplaced
    ? stateFrom(release, unplaced, 0, false, context.now)
    : await stateOf(db, release, { id: ticketId }, context.now);
  return { issued: { ticket: token, ...state }, created };
}

/** The ticket of this queue, or 404. */
async function ticketOf(db: Database, release: Release, token: string): Promise<ReleaseQueueTicketRow> {
  const ticket = await findTicket(db, release.key, hashTicket(token));
  if (!ticket) throw new DomainError('NOT_FOUND', 'Unknown queue ticket');
  return ticket;
}

/**
 * GET /release-queue/{facilityId}/tickets/current: the ticket's state, paced per ticket in the
 * process's memory (poll-pacing.ts) and answered from the process's snapshot of the queue
 * (queue-snapshot.ts): no statement at all for most polls, and never a write. A ticket the
 * snapshot does not know (joined since, left, turn over, or unknown) is read from the database.
 */
export async function pollTicket(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number,
  token: string,
  context: QueueContext,
  { snapshots, rooms }: PollCaches,
): Promise<ReleaseTicketState> {
  const { now } = context;
  const release = await releaseOf(db, engine, facilityId, now, rooms);
  const tokenHash = hashTicket(token);
  const wait = pollPacing.take(tokenHash, now);
  if (wait > 0) throw new TooSoon(wait, `Please wait ${wait} s between checks of your place in line.`);
  const snapshot = await snapshots.current(release.key, now, () => refreshSnapshot(db, release.key, context));
  const known = snapshot?.tickets.get(tokenHash);
  if (snapshot && known) {
    const ahead = known.place === null ? 0 : known.place - 1;
    return stateFrom(release, { ...known, leftAt: null }, ahead, snapshot.queue.soldOutAt !== null, now);
  }
  try {
    return await stateOf(db, release, { tokenHash }, now);
  } catch (error) {
    pollPacing.forget(tokenHash);
    throw error;
  }
}

/** DELETE /release-queue/{facilityId}/tickets/current: leaves the queue; a running turn passes on. */
export async function leaveQueue(
  db: Database,
  engine: BookingEngineRow,
  facilityId: number,
  token: string,
  context: QueueContext,
  { snapshots, rooms }: Partial<PollCaches> = {},
): Promise<void> {
  const release = await releaseOf(db, engine, facilityId, context.now, rooms);
  const ticket = await ticketOf(db, release, token);
  await markLeft(db, ticket.id, context.now);
  // Only a running turn frees a turn for the next in line (one given since the read above goes at
  // the next refresh). A sold-out day sends most of the line home at once: their leaves looked for
  // a turn to give (the open tee times, several statements), a leave's p50 half a second in the
  // release simulation.
  if (ticketStatus(ticket, context.now) === 'admitted') {
    await advance(db, release.key, context);
    snapshots?.invalidate(release.key);
  } else snapshots?.forgetTicket(release.key, ticket.tokenHash);
}

/** The ticket a hold names (x-release-ticket), if it is one of the queue's. */
export async function findHoldTicket(
  tx: Database,
  key: QueueKey,
  token: string | null,
): Promise<ReleaseQueueTicketRow | undefined> {
  return token ? findTicket(tx, key, hashTicket(token)) : undefined;
}

/**
 * A hold of the released day in a running turn: refused without a ticket whose turn runs now
 * (RELEASE_TURN_REQUIRED; a ticket still waiting goes to the back of the line, refuseHoldOutsideTurn),
 * and in any cart but the one the turn's first hold went to (RELEASE_TURN_ONE_CART). One turn,
 * one cart: a script cannot tie up the day by opening a new cart for each hold its checkouts will
 * never pay; a golfer holds and pays in the one cart. A hold in its turn costs the one bind; a
 * refusal reads the ticket to say why.
 */
export async function assertHoldInTurn(
  tx: Database,
  key: QueueKey,
  token: string | null,
  cartId: string,
  now: Date,
): Promise<void> {
  if (token !== null && (await bindTurnToCart(tx, key, hashTicket(token), cartId, now))) return;
  const ticket = await findHoldTicket(tx, key, token);
  if (ticket && ticketStatus(ticket, now) === 'admitted' && ticket.cartId !== cartId)
    throw new DomainError('RELEASE_TURN_ONE_CART');
  refuseHoldOutsideTurn(key, ticket, now);
}
