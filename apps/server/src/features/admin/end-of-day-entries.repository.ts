import { and, asc, count, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderMoneyEntries, orderMoneyStale, type OrderMoneyEntryRow } from '../../db/schema/end-of-day-entries.ts';

// The end of day's stored entries and the marks of orders whose entries are out of date
// (db/schema/end-of-day-entries.ts); what they mean is end-of-day-entries.ts's.

/** An entry to store: the order's, in its place among the order's entries. */
type StoredEntryValues = typeof orderMoneyEntries.$inferInsert;

/**
 * The courses' days a report reads: each window (a zone's midnight to midnight) with the courses
 * whose day it is; `unnamed`: it is the main course's, so it also takes entries naming no course.
 */
export interface CourseDays {
  from: Date;
  to: Date;
  facilityIds: number[];
  unnamed: boolean;
}

/** A place in the day's entries (the last of a page): its instant, order and place in the order. */
export interface EntryPlace {
  at: Date;
  orderId: string;
  position: number;
}

/** Entries whose instant falls in their course's day. */
const inCourseDays = (days: readonly CourseDays[]) =>
  or(
    ...days.map((day) =>
      and(
        gte(orderMoneyEntries.at, day.from),
        lt(orderMoneyEntries.at, day.to),
        or(
          day.facilityIds.length > 0 ? inArray(orderMoneyEntries.facilityId, day.facilityIds) : undefined,
          day.unnamed ? isNull(orderMoneyEntries.facilityId) : undefined,
        ),
      ),
    ),
  );

/** The alias's stored entries in the courses' days, less those of the orders named (stale ones, computed apart). */
const storedOfDays = (engineId: number, days: readonly CourseDays[], staleIds: readonly string[]) =>
  and(
    eq(orderMoneyEntries.bookingEngineId, engineId),
    inCourseDays(days),
    staleIds.length > 0 ? notInArray(orderMoneyEntries.orderId, [...staleIds]) : undefined,
  );

/**
 * In one snapshot: the alias's marked orders, and what `read` reads of its stored entries with
 * them (null when more than `atMost` are marked: a backlog the report does not compute as it reads).
 */
export async function readWithMarks<T>(
  db: Database,
  engineId: number,
  atMost: number,
  read: (tx: Database, staleIds: string[]) => Promise<T>,
): Promise<{ staleIds: string[]; stored: T } | null> {
  return db.transaction(
    async (tx) => {
      const stale = await tx
        .select({ orderId: orderMoneyStale.orderId })
        .from(orderMoneyStale)
        .where(eq(orderMoneyStale.bookingEngineId, engineId))
        .limit(atMost + 1);
      if (stale.length > atMost) return null;
      const staleIds = stale.map((row) => row.orderId);
      return { staleIds, stored: await read(tx, staleIds) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The stored entries' sums in the courses' days by course, kind, tender, channel and source (the orders named left out). */
export async function storedSums(
  db: Database,
  engineId: number,
  days: readonly CourseDays[],
  staleIds: readonly string[],
) {
  const rows = await db
    .select({
      facilityId: orderMoneyEntries.facilityId,
      kind: orderMoneyEntries.kind,
      tender: orderMoneyEntries.tender,
      channel: orderMoneyEntries.channel,
      source: orderMoneyEntries.source,
      count: count(),
      cents: sql<string>`sum(${orderMoneyEntries.amountCents})`,
    })
    .from(orderMoneyEntries)
    .where(storedOfDays(engineId, days, staleIds))
    .groupBy(
      orderMoneyEntries.facilityId,
      orderMoneyEntries.kind,
      orderMoneyEntries.tender,
      orderMoneyEntries.channel,
      orderMoneyEntries.source,
    );
  // A sum of integers is a bigint, which the drivers hand over as a string.
  return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
}

/** The stored entries in the courses' days after `after`, earliest first, at most `limit` (null: all of them), the orders named left out. */
export function storedEntries(
  db: Database,
  engineId: number,
  days: readonly CourseDays[],
  staleIds: readonly string[],
  page: { after: EntryPlace | null; limit: number | null },
): Promise<OrderMoneyEntryRow[]> {
  const { after, limit } = page;
  const query = db
    .select()
    .from(orderMoneyEntries)
    .where(
      and(
        storedOfDays(engineId, days, staleIds),
        after
          ? sql`(${orderMoneyEntries.at}, ${orderMoneyEntries.orderId}, ${orderMoneyEntries.position}) > (${after.at.toISOString()}::timestamptz, ${after.orderId}::uuid, ${after.position})`
          : undefined,
      ),
    )
    .orderBy(asc(orderMoneyEntries.at), asc(orderMoneyEntries.orderId), asc(orderMoneyEntries.position));
  return limit === null ? query : query.limit(limit);
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
