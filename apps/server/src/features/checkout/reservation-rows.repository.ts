import { and, asc, count, desc, eq, gte, inArray, like, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { inList } from '../../db/in-list.ts';
import {
  type InvoiceRow,
  invoices,
  orderItems,
  orders,
  type OrderRow,
  reservations,
  type ReservationRow,
} from '../../db/schema/checkout.ts';
import { returnProductStock } from '../cart/cart.public.ts';
import { engineShowsFacility, facilityNameOf, facilityTimeZoneOf } from '../facilities/facilities.public.ts';

// The booking writes a reservation with its order; reservations, invitations, the release
// queue and the console then read and amend those rows. These are their questions, so only
// checkout names its tables: each is the statement the asking area ran before, unchanged.

/** A reservation with the order it was booked in. */
export interface ReservationWithOrder {
  reservation: ReservationRow;
  order: OrderRow;
}

const withOrder = { reservation: reservations, order: orders };

/**
 * A reservation with its order, and its course's name and time zone: sold through `engineId` when
 * given, on a course `onCoursesOf` shows (whichever engine sold it) when given; the reservation
 * row locked for update inside a transaction with `forUpdate`.
 */
export async function findReservationWithOrder(
  db: Database,
  reservationId: string,
  options: { engineId?: number; onCoursesOf?: number; forUpdate?: boolean } = {},
): Promise<(ReservationWithOrder & { courseName: string; timeZone: string }) | undefined> {
  const query = db
    .select({
      ...withOrder,
      courseName: facilityNameOf(reservations.facilityId),
      timeZone: facilityTimeZoneOf(reservations.facilityId),
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        eq(reservations.id, reservationId),
        options.engineId === undefined ? undefined : eq(orders.bookingEngineId, options.engineId),
        options.onCoursesOf === undefined
          ? undefined
          : engineShowsFacility(options.onCoursesOf, reservations.facilityId),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: reservations }) : await query;
  return row;
}

/** The engine's reservations on some facilities and a local date (cancelled ones too), by tee time. */
export function reservationsOfDay(
  db: Database,
  engineId: number,
  facilityIds: number[],
  date: string,
): Promise<ReservationWithOrder[]> {
  if (facilityIds.length === 0) return Promise.resolve([]);
  return db
    .select(withOrder)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        eq(orders.bookingEngineId, engineId),
        inArray(reservations.facilityId, facilityIds),
        gte(reservations.teetime, `${date}T00:00`),
        lte(reservations.teetime, `${date}T23:59`),
      ),
    )
    .orderBy(asc(reservations.teetime), asc(reservations.createdAt), asc(reservations.id));
}

/** Every engine's reservations on some facilities the engine `showingEngineId` shows, on a local date (cancelled ones too), by tee time. */
export function reservationsOnCoursesOfDay(
  db: Database,
  showingEngineId: number,
  facilityIds: number[],
  date: string,
): Promise<ReservationWithOrder[]> {
  if (facilityIds.length === 0) return Promise.resolve([]);
  return db
    .select(withOrder)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        inArray(reservations.facilityId, facilityIds),
        engineShowsFacility(showingEngineId, reservations.facilityId),
        gte(reservations.teetime, `${date}T00:00`),
        lte(reservations.teetime, `${date}T23:59`),
      ),
    )
    .orderBy(asc(reservations.teetime), asc(reservations.createdAt), asc(reservations.id));
}

/** Reservations of the engine by id (any order). */
export function reservationsOfEngineByIds(
  db: Database,
  engineId: number,
  ids: string[],
): Promise<ReservationWithOrder[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(withOrder)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(and(eq(orders.bookingEngineId, engineId), inList(reservations.id, ids)));
}

/** The reservations of some orders, by tee time. */
export function reservationsOfOrders(db: Database, orderIds: string[]): Promise<ReservationWithOrder[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select(withOrder)
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(inList(reservations.orderId, orderIds))
    .orderBy(asc(reservations.startsAt), asc(reservations.id));
}

/** Which reservations a golfer's history lists, as the contract's filters say. */
interface ReservationHistoryFilter {
  engineId: number;
  customerId: number;
  /** A subquery of more reservation ids the golfer sees besides their own orders' (rounds they joined). */
  alsoReservationIds?: SQL;
  facilityIds?: number[];
  playDateMin?: string;
  playDateMax?: string;
}

// The golfer's own reservations inside the id list of historyWhere (aliases: the outer query reads the same tables;
// in a sql template an alias renders as its name alone, so `${reservations} ${ownReservations}` reads `"reservations" "own_reservations"`).
const ownReservations = alias(reservations, 'own_reservations');
const ownOrders = alias(orders, 'own_orders');

function historyWhere(filter: ReservationHistoryFilter): SQL {
  const own = eq(orders.customerId, filter.customerId);
  // Their own orders' reservations and the rounds they joined as one id list (a union), not an OR
  // across orders and invitations: PostgreSQL cannot drive an OR of two tables from their
  // indexes, and read every reservation of every engine (issue #52, bench/README.md "Scale").
  const listed = filter.alsoReservationIds
    ? sql`${reservations.id} in (select ${ownReservations.id} from ${reservations} ${ownReservations} inner join ${orders} ${ownOrders} on ${ownOrders.id} = ${ownReservations.orderId} where ${ownOrders.customerId} = ${filter.customerId} union ${filter.alsoReservationIds})`
    : own;
  const conditions: SQL[] = [eq(orders.bookingEngineId, filter.engineId), listed];
  if (filter.facilityIds?.length) conditions.push(inArray(reservations.facilityId, filter.facilityIds));
  if (filter.playDateMin) conditions.push(gte(reservations.teetime, filter.playDateMin));
  if (filter.playDateMax) conditions.push(lte(reservations.teetime, filter.playDateMax));
  return and(...conditions) ?? sql`true`;
}

/**
 * A page of a golfer's reservations: upcoming oldest first, then past newest first; and the counts.
 * One statement: the golfer's reservations are sorted and counted by id and tee time alone, and
 * only the page's rows read whole (a regular's hundred reservations were read twice, once for the
 * page and once for the counts); a page past the last counts apart.
 */
export async function reservationHistoryPage(
  db: Database,
  filter: ReservationHistoryFilter,
  now: Date,
  skip: number,
  take: number,
): Promise<{ rows: ReservationWithOrder[]; total: number; past: number }> {
  const where = historyWhere(filter);
  const isPast = sql<boolean>`(${reservations.startsAt} < ${now.toISOString()}::timestamptz)`;
  const upcomingAt = sql`case when ${isPast} then null else ${reservations.startsAt} end`;
  const matched = db
    .select({
      id: reservations.id,
      isPast: isPast.as('is_past'),
      upcomingAt: upcomingAt.as('upcoming_at'),
      startsAt: sql`${reservations.startsAt}`.as('sort_starts_at'),
      total: sql<number>`count(*) over ()`.as('total'),
      past: sql<number>`cast(count(*) filter (where ${isPast}) over () as integer)`.as('past'),
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(where)
    .orderBy(asc(isPast), asc(upcomingAt), desc(reservations.startsAt), asc(reservations.id))
    .offset(skip)
    .limit(take)
    .as('matched');
  const found = await db
    .select({ ...withOrder, total: matched.total, past: matched.past })
    .from(matched)
    .innerJoin(reservations, eq(reservations.id, matched.id))
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .orderBy(asc(matched.isPast), asc(matched.upcomingAt), desc(matched.startsAt), asc(matched.id));
  const rows = found.map(({ reservation, order }) => ({ reservation, order }));
  if (found[0]) return { rows, total: Number(found[0].total), past: Number(found[0].past) };
  if (skip === 0) return { rows, total: 0, past: 0 };
  const [counts] = await db
    .select({ total: count(), past: sql<number>`cast(count(*) filter (where ${isPast}) as integer)` })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(where);
  return { rows, total: Number(counts?.total ?? 0), past: Number(counts?.past ?? 0) };
}

/** The invoices written from some orders (a reservation's is the one of its cart item). */
export function invoicesOfOrders(db: Database, orderIds: string[]): Promise<InvoiceRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(invoices).where(inList(invoices.sourceOrderId, orderIds));
}

/** The featured products bought with some orders' tee times (by order and parent cart item). */
export function featuredProductsOfOrders(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      parentCartItemId: orderItems.parentCartItemId,
      description: orderItems.description,
      quantity: orderItems.quantity,
      amount: orderItems.amount,
    })
    .from(orderItems)
    .where(and(inList(orderItems.orderId, orderIds), eq(orderItems.type, 'featured-product')))
    .orderBy(asc(orderItems.id));
}

/**
 * Marks a reservation cancelled (every player gone) and gives what its add-ons and featured
 * products took back to stock, once: a reservation already cancelled gives nothing.
 */
export async function markReservationCancelled(tx: Database, id: string): Promise<void> {
  const [row] = await tx
    .update(reservations)
    .set({ status: 'cancelled' })
    .where(and(eq(reservations.id, id), sql`${reservations.status} <> 'cancelled'`))
    .returning({ productStock: reservations.productStock });
  if (row && row.productStock.length > 0) await returnProductStock(tx, row.productStock);
}

/**
 * A page of a golfer's reservations booked through the engine, latest tee time first, with their
 * order number and course name: `limit` of them after the reservation `before` (keyset on tee time and id).
 */
export function reservationsOfCustomer(
  db: Database,
  engineId: number,
  customerId: number,
  limit: number,
  before?: string,
) {
  const after =
    before === undefined
      ? undefined
      : sql`(${reservations.startsAt}, ${reservations.id}) < (select starts_at, id from ${reservations} where id = ${before})`;
  return db
    .select({
      reservationId: reservations.id,
      confirmationNumber: reservations.confirmationNumber,
      orderNumber: orders.orderNumber,
      facilityId: reservations.facilityId,
      courseName: facilityNameOf(reservations.facilityId),
      teetime: reservations.teetime,
      players: reservations.players,
      rateName: reservations.rateName,
      status: reservations.status,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(and(eq(orders.bookingEngineId, engineId), eq(orders.customerId, customerId), after))
    .orderBy(desc(reservations.startsAt), desc(reservations.id))
    .limit(limit);
}

/** The booked (not cancelled) parties of the courses on one local day, with who booked each (their order's golfer, e-mails, phone, card). */
export function bookedPartiesOfDay(db: Database, facilityIds: number[], day: string) {
  return db
    .select({
      customerId: orders.customerId,
      orderEmail: orders.email,
      bookerEmail: reservations.bookerEmail,
      phone: orders.phone,
      cardFingerprint: orders.cardFingerprint,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        inArray(reservations.facilityId, facilityIds),
        eq(reservations.status, 'booked'),
        like(reservations.teetime, `${day}T%`),
      ),
    );
}

// Fragments another area embeds when a row of its own names a reservation: one statement still,
// each a scalar subquery by primary key (not for a statement that itself reads reservations or
// orders: the subquery's tables would hide the outer ones). Nested one level: in the fields of a
// one-table select Drizzle writes top-level columns without their table, and inside the subquery a
// bare `id` would be ambiguous.

/** The booking engine of the order of the reservation whose id is `reservationId` (a column of the outer statement). */
export function engineIdOfReservation(reservationId: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`${sql`(select ${orders.bookingEngineId} from ${reservations} inner join ${orders} on ${orders.id} = ${reservations.orderId} where ${reservations.id} = ${reservationId})`}`;
}

/** The processor's payment of the order of the reservation whose id is `reservationId`. */
export function paymentIdOfReservation(reservationId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`${sql`(select ${orders.paymentId} from ${reservations} inner join ${orders} on ${orders.id} = ${reservations.orderId} where ${reservations.id} = ${reservationId})`}`;
}
