import { and, type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ReleaseQueueRow, releaseQueues, releaseQueueTickets } from '../../db/schema/release-queue.ts';
import type { QueueKey } from './release-queue.repository.ts';

/** A live ticket as the queue's snapshot reads it: times in epoch ms, and whether its turn holds a tee time (a cart is bound). */
export type SnapshotTicketRow = [
  tokenHash: string,
  position: number | null,
  admittedAt: number | null,
  turnEndsAt: number | null,
  holds: boolean,
];

/**
 * The queue row and every live ticket of it (not left, turn not over at `now`), in one statement:
 * what a process's place-in-line answers are computed from until the snapshot is refreshed
 * (queue-snapshot.ts). JSON, not rows, so a line of a thousand is one small value to parse.
 */
export async function readQueueSnapshot(
  db: Database,
  key: QueueKey,
  now: Date,
): Promise<{ queue: ReleaseQueueRow; tickets: SnapshotTicketRow[] } | undefined> {
  const t = releaseQueueTickets;
  const epochMs = (column: AnyColumn) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;
  const [row] = await db
    .select({
      queue: releaseQueues,
      tickets: sql<
        SnapshotTicketRow[] | null
      >`(select json_agg(json_build_array(${t.tokenHash}, ${t.position}, ${epochMs(
        t.admittedAt,
      )}, ${epochMs(t.turnEndsAt)}, ${t.cartId} is not null)) from ${t}
        where ${t.bookingEngineId} = ${key.bookingEngineId} and ${t.facilityId} = ${key.facilityId}
          and ${t.releasedDay} = ${key.releasedDay} and ${t.leftAt} is null
          and (${t.turnEndsAt} is null or ${t.turnEndsAt} > ${now.toISOString()}::timestamptz))`,
    })
    .from(releaseQueues)
    .where(
      and(
        eq(releaseQueues.bookingEngineId, key.bookingEngineId),
        eq(releaseQueues.facilityId, key.facilityId),
        eq(releaseQueues.releasedDay, key.releasedDay),
      ),
    );
  if (!row) return undefined;
  const tickets = typeof row.tickets === 'string' ? (JSON.parse(row.tickets) as SnapshotTicketRow[]) : row.tickets;
  return { queue: row.queue, tickets: tickets ?? [] };
}
