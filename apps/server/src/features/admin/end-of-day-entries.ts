import type { EndOfDayEntry } from '@fairway/contract/admin-reports.contract';
import type { MoneyEntry } from '@fairway/domain/payments/money-view';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.ts';
import type { OrderMoneyEntryRow } from '../../db/schema/end-of-day-entries.ts';
import {
  readWithMarks,
  staleMarks,
  staleOrderCount,
  storedEntriesOfOrders,
  storeIfUnchanged,
} from './end-of-day-entries.repository.ts';
import { channelOf, kindOf } from './end-of-day-figures.ts';
import { dayMoneyOrders, type DayMoneyOrder } from './reports.repository.ts';
import { ordersAfter } from '../checkout/checkout.public.ts';
import { orderAndReservationMoneyByIds } from '../reservations/reservations.public.ts';

// The end-of-day report's entries of orders: computed from the orders' money views (the one place
// amounts are worked out), and stored per order so a day's report reads its entries by instant
// instead of every order's views (db/schema/end-of-day-entries.ts). The database marks an order
// stale whenever a row its view reads changes; `refreshStaleOrders` recomputes stale orders (the
// periodic job) and the report computes whatever is still stale when it reads, so it states the
// views at any moment.

/** An entry of the report before its instant is written in its course's zone. */
export interface OrderEntry extends Omit<EndOfDayEntry, 'at'> {
  at: Date;
  /** The course it counts on (null: the order names none; the alias's main course). */
  facilityId: number | null;
}

/** Above this many stale orders (an upgrade's backlog, before the job caught up) the report reads the day's views instead. */
const STALE_ORDERS_READ_LIVE = 500;

/** Orders the periodic job recomputes per pass (one transaction; short on the embedded database). */
export const REFRESH_BATCH = 250;

/** One money-view entry of an order, with the course and reservation it belongs to. */
interface PlacedEntry {
  entry: MoneyEntry;
  direction: 'paid' | 'refunded';
  facilityId: number | null;
  confirmationNumber: string | null;
  order: DayMoneyOrder;
}

/**
 * The entries of these orders' money views: what each order paid at booking (its view's booking
 * entries, on its first reservation's course, or its store items' course), then per reservation
 * what was paid later (check-in, shares) and refunded, on that reservation's course. Together
 * they are each order's view entry for entry (an order's view is these parts combined).
 */
async function placedEntries(db: Database, engineId: number, orderIds: string[]): Promise<PlacedEntry[]> {
  // What places the money and the money itself only need the ids: read side by side.
  const [orders, { orders: orderViews, reservations: reservationViews }] = await Promise.all([
    dayMoneyOrders(db, orderIds),
    orderAndReservationMoneyByIds(db, engineId, orderIds),
  ]);
  return orders.flatMap((order) => {
    const view = orderViews.get(order.orderId);
    const first = order.reservations[0];
    const atBooking: PlacedEntry[] = (view?.paid ?? [])
      .filter((entry) => entry.source === 'booking')
      .map((entry) => ({
        entry,
        direction: 'paid',
        facilityId: first?.facilityId ?? order.storeFacilityId,
        confirmationNumber: order.reservations.length === 1 && first ? first.confirmationNumber : null,
        order,
      }));
    const later = order.reservations.flatMap((reservation) => {
      const money = reservationViews.get(reservation.id);
      if (!money) return [];
      const place = (direction: 'paid' | 'refunded') => (entry: MoneyEntry) => ({
        entry,
        direction,
        facilityId: reservation.facilityId,
        confirmationNumber: reservation.confirmationNumber,
        order,
      });
      return [
        ...money.paid.filter((entry) => entry.source !== 'booking').map(place('paid')),
        ...money.refunded.map(place('refunded')),
      ];
    });
    return [...atBooking, ...later];
  });
}

/** The entry as the report states it (null: a failed refund, or nothing moved). */
function orderEntry(placed: PlacedEntry): OrderEntry | null {
  const { entry, direction, order } = placed;
  if (entry.state === 'failed' || entry.amountCents <= 0) return null;
  return {
    at: new Date(entry.at),
    facilityId: placed.facilityId,
    kind: kindOf(direction, entry.tender),
    tender: entry.tender,
    channel: channelOf(entry, order.staffBooking, order.counterSale),
    amountCents: entry.amountCents,
    orderNumber: order.orderNumber,
    confirmationNumber: placed.confirmationNumber,
    source: entry.source,
    state: entry.state,
    cardLastFour: entry.card?.lastFour ?? null,
  };
}

/** The report's entries of these orders of the alias, from their money views now (by order id, in the views' order). */
export async function entriesOfOrders(
  db: Database,
  engineId: number,
  orderIds: string[],
): Promise<Map<string, OrderEntry[]>> {
  const entries = new Map(orderIds.map((id) => [id, [] as OrderEntry[]]));
  if (orderIds.length === 0) return entries;
  for (const placed of await placedEntries(db, engineId, orderIds)) {
    const entry = orderEntry(placed);
    if (entry) entries.get(placed.order.orderId)?.push(entry);
  }
  return entries;
}

const fromRow = (row: OrderMoneyEntryRow): OrderEntry => ({
  at: row.at,
  facilityId: row.facilityId,
  kind: row.kind,
  tender: row.tender as OrderEntry['tender'],
  channel: row.channel as OrderEntry['channel'],
  amountCents: row.amountCents,
  orderNumber: row.orderNumber,
  confirmationNumber: row.confirmationNumber,
  source: row.source,
  state: row.state,
  cardLastFour: row.cardLastFour,
});

/** The entries of these orders (of any aliases) from their money views now, by order id. */
async function entriesOfOrdersOfAliases(
  db: Database,
  orders: { orderId: string; bookingEngineId: number }[],
): Promise<Map<string, { engineId: number; entries: OrderEntry[] }>> {
  const computed = new Map<string, { engineId: number; entries: OrderEntry[] }>();
  for (const engineId of new Set(orders.map((order) => order.bookingEngineId))) {
    const own = orders.filter((order) => order.bookingEngineId === engineId).map((order) => order.orderId);
    for (const [orderId, entries] of await entriesOfOrders(db, engineId, own))
      computed.set(orderId, { engineId, entries });
  }
  return computed;
}

/** An entry with its place among the day's: its order, and its place in the order's entries. */
export interface DayEntry extends OrderEntry {
  orderId: string;
  position: number;
}

/** Orders' entries (entriesOfOrders) as a list, each with its place. */
export const dayEntriesOf = (byOrder: ReadonlyMap<string, OrderEntry[]>): DayEntry[] =>
  [...byOrder].flatMap(([orderId, entries]) => entries.map((entry, position) => ({ ...entry, orderId, position })));

/** A stored entry as the report states it. */
export const dayEntryOfRow = (row: OrderMoneyEntryRow): DayEntry => ({
  ...fromRow(row),
  orderId: row.orderId,
  position: row.position,
});

/**
 * What a report reads of the alias's stored entries (`read`, given the stale orders to leave out),
 * in one snapshot with the list of stale ones, and the stale ones' entries computed from their
 * views now (every instant: the caller keeps its day's). Null when more than `readLive` are stale
 * (the caller reads the day's views instead). `storeStale`: asks for the stale ones to be stored
 * (the job's next pass), called when there are some.
 */
export async function readStoredEntries<T>(
  db: Database,
  engineId: number,
  read: (tx: Database, staleIds: string[]) => Promise<T>,
  storeStale: () => void = () => {},
  readLive = STALE_ORDERS_READ_LIVE,
): Promise<{ stored: T; live: DayEntry[] } | null> {
  const marked = await readWithMarks(db, engineId, readLive, read);
  if (marked === null || marked.staleIds.length > 0) storeStale();
  if (!marked) return null;
  return { stored: marked.stored, live: dayEntriesOf(await entriesOfOrders(db, engineId, marked.staleIds)) };
}

/**
 * Recomputes up to `limit` stale orders (of one alias, or any) and stores their entries. An
 * order's entries are replaced, and its mark cleared, only when the mark is the one read before
 * its views were: a write that committed meanwhile, or is still open (its mark locked), leaves
 * it stale for the next pass. Returns how many orders it stored.
 */
export async function refreshStaleOrders(db: Database, options: { limit: number; engineId?: number }): Promise<number> {
  const marks = await staleMarks(db, options);
  if (marks.length === 0) return 0;
  const computed = await entriesOfOrdersOfAliases(db, marks);
  const stored = await storeIfUnchanged(db, new Map(marks.map((mark) => [mark.orderId, mark.version])), (orderId) => {
    const own = computed.get(orderId);
    return own
      ? own.entries.map((entry, position) => ({ orderId, position, bookingEngineId: own.engineId, ...entry }))
      : [];
  });
  return stored.length;
}

/**
 * The stored entries' invariant, for every order (in pages of `batch`), once every stale order
 * was stored: each order's stored entries are the ones its money views state now. Returns the
 * orders still stale (a write that kept them) and the orders whose entries differ.
 */
export async function storedEntryMismatches(
  db: Database,
  batch = 500,
): Promise<{ stale: number; mismatched: string[] }> {
  while ((await refreshStaleOrders(db, { limit: batch })) > 0);
  const mismatched: string[] = [];
  for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
    const page = (await ordersAfter(db, after, batch)).map((order) => ({
      orderId: order.id,
      bookingEngineId: order.bookingEngineId,
    }));
    const last = page.at(-1);
    if (!last) break;
    after = last.orderId;
    const [stored, computed] = await Promise.all([
      storedEntriesOfOrders(
        db,
        page.map((order) => order.orderId),
      ),
      entriesOfOrdersOfAliases(db, page),
    ]);
    for (const [orderId, { entries }] of computed) {
      const own = stored.filter((row) => row.orderId === orderId).map(fromRow);
      if (!isDeepStrictEqual(own, entries)) mismatched.push(orderId);
    }
  }
  return { stale: await staleOrderCount(db), mismatched };
}
