import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { lockByName } from '../../db/lock-by-name.ts';
import type { TurnsRunning } from '@fairway/domain/release-queue/ticket-state';
import {
  type ReleaseQueueRow,
  type ReleaseQueueTicketRow,
  releaseQueues,
  releaseQueueTickets,
} from '../../db/schema/release-queue.ts';
import { required } from '@fairway/domain/shared/required';

/** Which queue: one engine's course on one released day. */
export interface QueueKey {
  bookingEngineId: number;
  facilityId: number;
  releasedDay: string;
}

/** The stored form of a ticket token: its SHA-256, so a database read cannot be replayed as a ticket. */
export const hashTicket = (token: string) => createHash('sha256').update(token).digest('hex');

const queueIs = (key: QueueKey) =>
  and(
    eq(releaseQueues.bookingEngineId, key.bookingEngineId),
    eq(releaseQueues.facilityId, key.facilityId),
    eq(releaseQueues.releasedDay, key.releasedDay),
  );
const ofQueue = (key: QueueKey) =>
  and(
    eq(releaseQueueTickets.bookingEngineId, key.bookingEngineId),
    eq(releaseQueueTickets.facilityId, key.facilityId),
    eq(releaseQueueTickets.releasedDay, key.releasedDay),
  );

/** Creates the queue row once; every later caller finds it. */
export async function ensureQueue(db: Database, key: QueueKey, releaseAt: Date): Promise<void> {
  await db
    .insert(releaseQueues)
    .values({ ...key, releaseAt })
    .onConflictDoNothing();
}

/**
 * The queue row, optionally locked: `update` is the lock the lottery, turns and joins after the
 * draw serialise on; `share` lets joins before the draw run side by side while the draw waits.
 * `skipLocked`: undefined at once when another transaction holds the row.
 */
export async function findQueue(
  db: Database,
  key: QueueKey,
  lock?: 'update' | 'share',
  { skipLocked = false } = {},
): Promise<ReleaseQueueRow | undefined> {
  const query = db.select().from(releaseQueues).where(queueIs(key));
  const [row] = lock ? await (skipLocked ? query.for(lock, { skipLocked: true }) : query.for(lock)) : await query;
  return row;
}

const clientJoinsLock = (key: QueueKey, client: QueueClient) => {
  const who = client.customerId !== null ? `customer:${client.customerId}` : `address:${client.address}`;
  return `release-join:${key.bookingEngineId}:${key.facilityId}:${key.releasedDay}:${who}`;
};

/** Serialises one client's joins of a queue until the transaction ends (its rules are per client: pacing, the address's cap, one ticket per account). */
export async function lockClientJoins(tx: Database, key: QueueKey, client: QueueClient): Promise<void> {
  await lockByName(tx, clientJoinsLock(key, client));
}

/** lockClientJoins without waiting: false when another join of the same client holds it now. */
export async function tryLockClientJoins(tx: Database, key: QueueKey, client: QueueClient): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${clientJoinsLock(key, client)}, 0)) as locked`,
  );
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

export async function updateQueue(
  db: Database,
  key: QueueKey,
  values: Partial<Pick<ReleaseQueueRow, 'drawnAt' | 'nextPosition' | 'soldOutAt'>>,
): Promise<void> {
  await db.update(releaseQueues).set(values).where(queueIs(key));
}

/** Who joins: the signed-in golfer (or null) and the client address Fastify's trustProxy yields. */
export interface QueueClient {
  customerId: number | null;
  address: string;
}

export async function insertTicket(
  db: Database,
  key: QueueKey,
  tokenHash: string,
  joinedAt: Date,
  position: number | null,
  client: QueueClient,
): Promise<ReleaseQueueTicketRow> {
  const [row] = await db
    .insert(releaseQueueTickets)
    .values({ ...key, tokenHash, joinedAt, position, customerId: client.customerId, clientAddress: client.address })
    .returning();
  return required(row, 'the row insertTicket returned');
}

/**
 * A ticket at the back of the line of a drawn queue, in one statement: the queue row's
 * `next_position` is taken and moved on by an UPDATE, so its row lock (which orders late arrivals
 * across processes) is held from this statement to the commit only, not while the join checks its
 * rules or reads its answer. Undefined when the queue is not drawn yet (no place to give).
 */
export async function insertTicketInLine(
  tx: Database,
  key: QueueKey,
  tokenHash: string,
  joinedAt: Date,
  client: QueueClient,
): Promise<string | undefined> {
  const result = await tx.execute(sql`
    with place as (
      update ${releaseQueues} set next_position = next_position + 1
      where ${queueIs(key)} and ${releaseQueues.drawnAt} is not null
      returning next_position - 1 as position
    )
    insert into ${releaseQueueTickets}
      (booking_engine_id, facility_id, released_day, token_hash, joined_at, position, customer_id, client_address)
    select ${key.bookingEngineId}, ${key.facilityId}, ${key.releasedDay}, ${tokenHash}, ${joinedAt.toISOString()}::timestamptz,
      position, ${client.customerId}::integer, ${client.address}
    from place
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}

/** Not left and not past its turn: a ticket that still holds or waits for a turn. */
const live = (now: Date) =>
  and(
    isNull(releaseQueueTickets.leftAt),
    or(isNull(releaseQueueTickets.turnEndsAt), gt(releaseQueueTickets.turnEndsAt, now)),
  );

/** The signed-in golfer's live ticket in this queue, if any. */
export async function findLiveTicketOfCustomer(
  db: Database,
  key: QueueKey,
  customerId: number,
  now: Date,
): Promise<ReleaseQueueTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(releaseQueueTickets)
    .where(and(ofQueue(key), eq(releaseQueueTickets.customerId, customerId), live(now)))
    .limit(1);
  return row;
}

/** Live tickets anonymous clients of this address hold in this queue. */
export async function countLiveAnonymousTickets(
  db: Database,
  key: QueueKey,
  address: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(releaseQueueTickets)
    .where(
      and(
        ofQueue(key),
        isNull(releaseQueueTickets.customerId),
        eq(releaseQueueTickets.clientAddress, address),
        live(now),
      ),
    );
  return required(row, 'the row countLiveAnonymousTickets returned').n;
}

/** When this client (the account, or the address of an anonymous client) last joined this queue. */
export async function lastJoinOf(db: Database, key: QueueKey, client: QueueClient): Promise<Date | null> {
  const byClient =
    client.customerId !== null
      ? eq(releaseQueueTickets.customerId, client.customerId)
      : and(isNull(releaseQueueTickets.customerId), eq(releaseQueueTickets.clientAddress, client.address));
  const [row] = await db
    .select({ at: max(releaseQueueTickets.joinedAt) })
    .from(releaseQueueTickets)
    .where(and(ofQueue(key), byClient));
  return row?.at ?? null;
}

/** Gives a ticket a new token (the old one stops working): a golfer's second device takes over their place. */
export async function replaceTicketToken(
  db: Database,
  ticketId: string,
  tokenHash: string,
): Promise<ReleaseQueueTicketRow> {
  const [row] = await db
    .update(releaseQueueTickets)
    .set({ tokenHash })
    .where(eq(releaseQueueTickets.id, ticketId))
    .returning();
  return required(row, 'the row replaceTicketToken returned');
}

/** A ticket of this queue by its token's hash. */
export async function findTicket(
  db: Database,
  key: QueueKey,
  tokenHash: string,
): Promise<ReleaseQueueTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(releaseQueueTickets)
    .where(and(ofQueue(key), eq(releaseQueueTickets.tokenHash, tokenHash)));
  return row;
}

/** The tickets the lottery orders (joined before the draw, not gone), in order of arrival, with their client's address. */
export async function listUndrawnTickets(
  db: Database,
  key: QueueKey,
): Promise<{ id: string; client: string; jumped: boolean }[]> {
  return db
    .select({
      id: releaseQueueTickets.id,
      client: releaseQueueTickets.clientAddress,
      jumped: sql<boolean>`${releaseQueueTickets.jumpedAt} is not null`,
    })
    .from(releaseQueueTickets)
    .where(and(ofQueue(key), isNull(releaseQueueTickets.position), isNull(releaseQueueTickets.leftAt)))
    .orderBy(asc(releaseQueueTickets.joinedAt), asc(releaseQueueTickets.id));
}

/** Writes places 1..n in the given order, in one statement. */
export async function assignPositions(db: Database, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const ids = sql.join(
    orderedIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const positions = sql.join(
    orderedIds.map((_, index) => sql`${index + 1}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${releaseQueueTickets} as t set position = v.position
    from (select unnest(array[${ids}]::uuid[]) as id, unnest(array[${positions}]::int[]) as position) as v
    where t.id = v.id`);
}

const running = (key: QueueKey, now: Date) =>
  and(
    ofQueue(key),
    isNotNull(releaseQueueTickets.admittedAt),
    isNull(releaseQueueTickets.leftAt),
    gt(releaseQueueTickets.turnEndsAt, now),
  );

/** The queue row, whether anyone with a place waits, and the turns still choosing, in one statement (the polls' look before any lock). */
export async function findQueueWithTurns(
  db: Database,
  key: QueueKey,
  now: Date,
): Promise<{ queue: ReleaseQueueRow; hasWaiting: boolean; turns: TurnsRunning } | undefined> {
  const [row] = await db
    .select({
      queue: releaseQueues,
      hasWaiting: sql<boolean>`exists (select 1 from ${releaseQueueTickets} where ${waiting(key)})`,
      choosing:
        sql<number>`(select count(*) from ${releaseQueueTickets} where ${running(key, now)} and ${releaseQueueTickets.cartId} is null)`.mapWith(
          Number,
        ),
    })
    .from(releaseQueues)
    .where(queueIs(key));
  return row && { queue: row.queue, hasWaiting: row.hasWaiting, turns: { choosing: row.choosing } };
}

/** Turns running now that have held no tee time yet (no cart bound). */
export async function countChoosingTurns(db: Database, key: QueueKey, now: Date): Promise<TurnsRunning> {
  const [row] = await db
    .select({ choosing: count() })
    .from(releaseQueueTickets)
    .where(and(running(key, now), isNull(releaseQueueTickets.cartId)));
  return required(row, 'the row countChoosingTurns returned');
}

const waiting = (key: QueueKey) =>
  and(
    ofQueue(key),
    isNotNull(releaseQueueTickets.position),
    isNull(releaseQueueTickets.admittedAt),
    isNull(releaseQueueTickets.leftAt),
  );

/** Gives the next `howMany` places in line their turn. */
export async function admitNext(
  db: Database,
  key: QueueKey,
  howMany: number,
  now: Date,
  turnEndsAt: Date,
): Promise<void> {
  const next = db
    .select({ id: releaseQueueTickets.id })
    .from(releaseQueueTickets)
    .where(waiting(key))
    .orderBy(asc(releaseQueueTickets.position))
    .limit(howMany);
  await db
    .update(releaseQueueTickets)
    .set({ admittedAt: now, turnEndsAt })
    .where(sql`${releaseQueueTickets.id} in (${next})`);
}

const ahead = alias(releaseQueueTickets, 'ahead');

/** A ticket of this queue by its token's hash (or its id), with how many with a place wait ahead of it (0 without a place), in one statement. */
export async function findTicketInLine(
  db: Database,
  key: QueueKey,
  which: { tokenHash: string } | { id: string },
): Promise<{ ticket: ReleaseQueueTicketRow; ahead: number; soldOut: boolean } | undefined> {
  const waitingAhead = db
    .select({ n: count() })
    .from(ahead)
    .where(
      and(
        eq(ahead.bookingEngineId, key.bookingEngineId),
        eq(ahead.facilityId, key.facilityId),
        eq(ahead.releasedDay, key.releasedDay),
        isNull(ahead.admittedAt),
        isNull(ahead.leftAt),
        lt(ahead.position, releaseQueueTickets.position),
      ),
    );
  const [row] = await db
    .select({
      ticket: releaseQueueTickets,
      ahead: sql<number>`coalesce((${waitingAhead}), 0)`.mapWith(Number),
      soldOut: sql<boolean>`exists (select 1 from ${releaseQueues} where ${queueIs(key)} and ${releaseQueues.soldOutAt} is not null)`,
    })
    .from(releaseQueueTickets)
    .where(
      and(
        ofQueue(key),
        'id' in which ? eq(releaseQueueTickets.id, which.id) : eq(releaseQueueTickets.tokenHash, which.tokenHash),
      ),
    );
  return row;
}

/** Ends a ticket: its turn (if any) frees for the next in line. */
export async function markLeft(db: Database, ticketId: string, now: Date): Promise<void> {
  await db
    .update(releaseQueueTickets)
    .set({ leftAt: now })
    .where(and(eq(releaseQueueTickets.id, ticketId), isNull(releaseQueueTickets.leftAt)));
}

/** Marks a waiting ticket as having tried to hold before its turn, at `position` (the back of the line) once the lottery is drawn. */
export async function markJumped(db: Database, ticketId: string, now: Date, position: number | null): Promise<void> {
  await db
    .update(releaseQueueTickets)
    .set({ jumpedAt: now, ...(position === null ? {} : { position }) })
    .where(eq(releaseQueueTickets.id, ticketId));
}

/**
 * Moves a ticket still waiting in a drawn line to its back, once (jumpedAt), in one statement: the
 * queue row's `next_position` is taken as a late arrival's is (insertTicketInLine), its lock held
 * from this statement to the commit only. False when the queue is not drawn or the ticket no
 * longer waits, or was already sent back.
 */
export async function moveToBackOfLine(db: Database, key: QueueKey, ticketId: string, now: Date): Promise<boolean> {
  const stillWaiting = sql`${releaseQueueTickets.jumpedAt} is null and ${releaseQueueTickets.admittedAt} is null and ${releaseQueueTickets.leftAt} is null`;
  const result = await db.execute(sql`
    with place as (
      update ${releaseQueues} set next_position = next_position + 1
      where ${queueIs(key)} and ${releaseQueues.drawnAt} is not null
        and exists (select 1 from ${releaseQueueTickets} where ${releaseQueueTickets.id} = ${ticketId} and ${stillWaiting})
      returning next_position - 1 as position
    )
    update ${releaseQueueTickets} set jumped_at = ${now.toISOString()}::timestamptz, position = place.position
    from place
    where ${releaseQueueTickets.id} = ${ticketId} and ${stillWaiting}
    returning ${releaseQueueTickets.id}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** A ticket by id (the queue's row lock held by the caller). */
export async function findTicketById(db: Database, ticketId: string): Promise<ReleaseQueueTicketRow | undefined> {
  const [row] = await db.select().from(releaseQueueTickets).where(eq(releaseQueueTickets.id, ticketId));
  return row;
}

/**
 * Binds the cart to the ticket of this token whose turn runs at `now`: the turn's first hold binds
 * it, later holds in the same cart pass. False when there is no such ticket (none, still waiting,
 * left, its turn over) or its turn holds in another cart. One conditional UPDATE, so two holds of
 * one ticket in two carts at once cannot both bind it, and a hold in its turn costs no other read.
 */
export async function bindTurnToCart(
  tx: Database,
  key: QueueKey,
  tokenHash: string,
  cartId: string,
  now: Date,
): Promise<boolean> {
  const bound = await tx
    .update(releaseQueueTickets)
    .set({ cartId })
    .where(
      and(
        ofQueue(key),
        eq(releaseQueueTickets.tokenHash, tokenHash),
        isNull(releaseQueueTickets.leftAt),
        isNotNull(releaseQueueTickets.admittedAt),
        gt(releaseQueueTickets.turnEndsAt, now),
        or(isNull(releaseQueueTickets.cartId), eq(releaseQueueTickets.cartId, cartId)),
      ),
    )
    .returning({ id: releaseQueueTickets.id });
  return bound.length > 0;
}

/** Deletes the queues released before `before`; their tickets go with them (cascade). */
export async function deleteQueuesReleasedBefore(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(releaseQueues)
    .where(lt(releaseQueues.releaseAt, before))
    .returning({ facilityId: releaseQueues.facilityId });
  return gone.length;
}

/** Deletes an engine's queues and their tickets (the end-to-end tests' reset, DEV_DEADLINES only). */
export async function deleteQueuesOfEngine(db: Database, bookingEngineId: number): Promise<void> {
  await db.delete(releaseQueues).where(eq(releaseQueues.bookingEngineId, bookingEngineId));
}
