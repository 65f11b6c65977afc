import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderMoneyEntries, orderMoneyStale, type OrderMoneyEntryRow } from '../../db/schema/end-of-day-entries.ts';

// The end of day's stored entries and the marks of orders whose entries are out of date
// (db/schema/end-of-day-entries.ts); what they mean is end-of-day-entries.ts's.

/** An entry to store: the order's, in its place among the order's entries. */
type StoredEntryValues = typeof orderMoneyEntries.$inferInsert;

/**
 * In one snapshot: the alias's marked orders (null when more than `atMost`) and its stored
 * entries in [from, to), by instant.
 */
export async function dayEntriesAndMarks(
  db: Database,
  engineId: number,
  window: { from: Date; to: Date },
  atMost: number,
): Promise<{ staleIds: string[]; stored: OrderMoneyEntryRow[] } | null> {
  return db.transaction(
    async (tx) => {
      const stale = await tx
        .select({ orderId: orderMoneyStale.orderId })
        .from(orderMoneyStale)
        .where(eq(orderMoneyStale.bookingEngineId, engineId))
        .limit(atMost + 1);
      if (stale.length > atMost) return null;
      const stored = await tx
        .select()
        .from(orderMoneyEntries)
        .where(
          and(
            eq(orderMoneyEntries.bookingEngineId, engineId),
            gte(orderMoneyEntries.at, window.from),
            lt(orderMoneyEntries.at, window.to),
          ),
        )
        .orderBy(asc(orderMoneyEntries.at), asc(orderMoneyEntries.orderId), asc(orderMoneyEntries.position));
      return { staleIds: stale.map((row) => row.orderId), stored };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Up to `limit` marked orders (of one alias, or any), with the version of each mark. */
export function staleMarks(db: Database, options: { limit: number; engineId?: number }) {
  return db
    .select()
    .from(orderMoneyStale)
    .where(options.engineId === undefined ? undefined : eq(orderMoneyStale.bookingEngineId, options.engineId))
    .limit(options.limit);
}

/**
 * Replaces the entries of the orders whose mark still has the version read (`versionOf`) and
 * clears those marks, in one transaction; a mark changed since, or locked by a write still open,
 * is left as it is. Returns the orders stored.
 */
export async function storeIfUnchanged(
  db: Database,
  versionOf: ReadonlyMap<string, number>,
  entriesOf: (orderId: string) => StoredEntryValues[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const unchanged = (
      await tx
        .select({ orderId: orderMoneyStale.orderId, version: orderMoneyStale.version })
        .from(orderMoneyStale)
        .where(inArray(orderMoneyStale.orderId, [...versionOf.keys()]))
        .for('update', { skipLocked: true })
    )
      .filter((mark) => versionOf.get(mark.orderId) === mark.version)
      .map((mark) => mark.orderId);
    if (unchanged.length === 0) return [];
    await tx.delete(orderMoneyEntries).where(inArray(orderMoneyEntries.orderId, unchanged));
    const rows = unchanged.flatMap(entriesOf);
    // Within PostgreSQL's 65,535 parameters a statement (14 columns a row).
    for (let start = 0; start < rows.length; start += 2_000)
      await tx.insert(orderMoneyEntries).values(rows.slice(start, start + 2_000));
    await tx.delete(orderMoneyStale).where(inArray(orderMoneyStale.orderId, unchanged));
    return unchanged;
  });
}

/** The stored entries of these orders, each order's in their places. */
export function storedEntriesOfOrders(db: Database, orderIds: string[]): Promise<OrderMoneyEntryRow[]> {
  return db
    .select()
    .from(orderMoneyEntries)
    .where(inArray(orderMoneyEntries.orderId, orderIds))
    .orderBy(asc(orderMoneyEntries.orderId), asc(orderMoneyEntries.position));
}

/** How many orders are marked, all aliases. */
export async function staleOrderCount(db: Database): Promise<number> {
  const [stale] = await db.select({ n: count() }).from(orderMoneyStale);
  return stale?.n ?? 0;
}
