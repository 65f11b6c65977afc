import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ReleaseQueueRow, type ReleaseQueueTicketRow, releaseQueues, releaseQueueTickets } from '../../db/schema/release-queue.ts';

/** Which queue: one engine's course on one released day. */
export interface QueueKey {
  bookingEngineId: number;
  facilityId: number;
  releasedDay: string;
}

/** The stored form of a ticket token: its SHA-256, so a database read cannot be replayed as a ticket. */
export const hashTicket = (token: string) => createHash('sha256').update(token).digest('hex');

const ofQueue = (key: QueueKey) =>
  and(eq(releaseQueueTickets.bookingEngineId, key.bookingEngineId), eq(releaseQueueTickets.facilityId, key.facilityId), eq(releaseQueueTickets.releasedDay, key.releasedDay));

/** Creates the queue row once; every later caller finds it. */
export async function ensureQueue(db: Database, key: QueueKey, releaseAt: Date): Promise<void> {
  await db.insert(releaseQueues).values({ ...key, releaseAt }).onConflictDoNothing();
}

/** The queue row; `forUpdate` takes the lock joins and the lottery serialise on. */
export async function findQueue(db: Database, key: QueueKey, forUpdate = false): Promise<ReleaseQueueRow | undefined> {
  const query = db
    .select()
    .from(releaseQueues)
    .where(and(eq(releaseQueues.bookingEngineId, key.bookingEngineId), eq(releaseQueues.facilityId, key.facilityId), eq(releaseQueues.releasedDay, key.releasedDay)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateQueue(db: Database, key: QueueKey, values: Partial<Pick<ReleaseQueueRow, 'drawnAt' | 'nextPosition'>>): Promise<void> {
  await db
    .update(releaseQueues)
    .set(values)
    .where(and(eq(releaseQueues.bookingEngineId, key.bookingEngineId), eq(releaseQueues.facilityId, key.facilityId), eq(releaseQueues.releasedDay, key.releasedDay)));
}

export async function insertTicket(db: Database, key: QueueKey, tokenHash: string, joinedAt: Date, position: number | null): Promise<ReleaseQueueTicketRow> {
  const [row] = await db.insert(releaseQueueTickets).values({ ...key, tokenHash, joinedAt, position }).returning();
  return row!;
}

/** A ticket of this queue by its token's hash. */
export async function findTicket(db: Database, key: QueueKey, tokenHash: string): Promise<ReleaseQueueTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(releaseQueueTickets)
    .where(and(ofQueue(key), eq(releaseQueueTickets.tokenHash, tokenHash)));
  return row;
}

/** The ids of the tickets the lottery orders: joined (before the draw) and not gone. */
export async function listUndrawnTicketIds(db: Database, key: QueueKey): Promise<string[]> {
  const rows = await db
    .select({ id: releaseQueueTickets.id })
    .from(releaseQueueTickets)
    .where(and(ofQueue(key), isNull(releaseQueueTickets.position), isNull(releaseQueueTickets.leftAt)))
    .orderBy(asc(releaseQueueTickets.id));
  return rows.map((row) => row.id);
}

/** Writes places 1..n in the given order, in one statement. */
export async function assignPositions(db: Database, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const ids = sql.join(orderedIds.map((id) => sql`${id}`), sql`, `);
  const positions = sql.join(orderedIds.map((_, index) => sql`${index + 1}`), sql`, `);
  await db.execute(sql`
    update ${releaseQueueTickets} as t set position = v.position
    from (select unnest(array[${ids}]::uuid[]) as id, unnest(array[${positions}]::int[]) as position) as v
    where t.id = v.id`);
}

/** Tickets whose turn is running now. */
export async function countInTurn(db: Database, key: QueueKey, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(releaseQueueTickets)
    .where(and(ofQueue(key), isNotNull(releaseQueueTickets.admittedAt), isNull(releaseQueueTickets.leftAt), gt(releaseQueueTickets.turnEndsAt, now)));
  return row!.n;
}

const waiting = (key: QueueKey) => and(ofQueue(key), isNotNull(releaseQueueTickets.position), isNull(releaseQueueTickets.admittedAt), isNull(releaseQueueTickets.leftAt));

/** Whether anyone with a place still waits for a turn. */
export async function hasWaiting(db: Database, key: QueueKey): Promise<boolean> {
  const [row] = await db.select({ id: releaseQueueTickets.id }).from(releaseQueueTickets).where(waiting(key)).limit(1);
  return row !== undefined;
}

/** Gives the next `howMany` places in line their turn. */
export async function admitNext(db: Database, key: QueueKey, howMany: number, now: Date, turnEndsAt: Date): Promise<void> {
  const next = db.select({ id: releaseQueueTickets.id }).from(releaseQueueTickets).where(waiting(key)).orderBy(asc(releaseQueueTickets.position)).limit(howMany);
  await db
    .update(releaseQueueTickets)
    .set({ admittedAt: now, turnEndsAt })
    .where(sql`${releaseQueueTickets.id} in (${next})`);
}

/** How many with a place wait ahead of `position`. */
export async function countWaitingAhead(db: Database, key: QueueKey, position: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(releaseQueueTickets)
    .where(and(waiting(key), lt(releaseQueueTickets.position, position)));
  return row!.n;
}

/** Records a poll unless the previous one is younger than `minIntervalMs`; false when paced out. */
export async function recordPoll(db: Database, ticketId: string, now: Date, minIntervalMs: number): Promise<boolean> {
  const rows = await db
    .update(releaseQueueTickets)
    .set({ lastPolledAt: now })
    .where(
      and(
        eq(releaseQueueTickets.id, ticketId),
        or(isNull(releaseQueueTickets.lastPolledAt), lte(releaseQueueTickets.lastPolledAt, new Date(now.getTime() - minIntervalMs))),
      ),
    )
    .returning({ id: releaseQueueTickets.id });
  return rows.length > 0;
}

/** Ends a ticket: its turn (if any) frees for the next in line. */
export async function markLeft(db: Database, ticketId: string, now: Date): Promise<void> {
  await db
    .update(releaseQueueTickets)
    .set({ leftAt: now })
    .where(and(eq(releaseQueueTickets.id, ticketId), isNull(releaseQueueTickets.leftAt)));
}

/** Deletes the queues released before `before`; their tickets go with them (cascade). */
export async function deleteQueuesReleasedBefore(db: Database, before: Date): Promise<number> {
  const gone = await db.delete(releaseQueues).where(lt(releaseQueues.releaseAt, before)).returning({ facilityId: releaseQueues.facilityId });
  return gone.length;
}

/** Deletes an engine's queues and their tickets (the end-to-end tests' reset, DEV_DEADLINES only). */
export async function deleteQueuesOfEngine(db: Database, bookingEngineId: number): Promise<void> {
  await db.delete(releaseQueues).where(eq(releaseQueues.bookingEngineId, bookingEngineId));
}
