import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, reservations } from '../../db/schema/checkout.ts';
import { facilityNameOf } from '../facilities/facilities.public.ts';
import { customers } from '../../db/schema/profile.ts';
import type { CustomerRow } from '../session/session.public.ts';

/** How many reservations and orders a golfer's detail lists at most (newest first). */
const GOLFER_HISTORY_LIMIT = 200;

/** `text` for a LIKE pattern, its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A term typed as a phone number: digits with a phone's punctuation only. */
const PHONE_LIKE = /^[\d\s+().\-/]+$/;

/**
 * The condition a search term puts on a golfer: part of a name, "first last", the e-mail, or, when
 * the term is typed as a phone number, the phone's digits (a name or e-mail with digits in it is
 * not a phone search: "smith12" must not find every phone with 12 in it).
 */
function matches(term: string): SQL {
  const pattern = `%${literal(term)}%`;
  const conditions: SQL[] = [
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ilike(customers.email, pattern),
  ];
  const digits = term.replace(/\D/g, '');
  if (PHONE_LIKE.test(term) && digits.length >= 2)
    conditions.push(sql`regexp_replace(coalesce(${customers.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  return or(...conditions) ?? sql`false`;
}

/** A page of the engine's golfer accounts matching a term, by last then first name, and how many match. */
export async function searchGolfers(
  db: Database,
  engineId: number,
  term: string,
  page: number,
  pageSize: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = and(eq(customers.bookingEngineId, engineId), matches(term));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(sql`lower(${customers.lastName})`, sql`lower(${customers.firstName})`, customers.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** A golfer account of the engine by its public id. */
export async function findGolfer(db: Database, engineId: number, publicId: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.bookingEngineId, engineId), eq(customers.publicId, publicId)))
    .limit(1);
  return row;
}

/** The golfer's reservations booked through the engine, latest tee time first. */
export async function reservationsOfGolfer(db: Database, engineId: number, customerId: number) {
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
    .where(and(eq(orders.bookingEngineId, engineId), eq(orders.customerId, customerId)))
    .orderBy(desc(reservations.startsAt), desc(reservations.id))
    .limit(GOLFER_HISTORY_LIMIT);
}

/** The golfer's orders through the engine, newest first, with how many top-level items each has. */
export async function ordersOfGolfer(db: Database, engineId: number, customerId: number) {
  const items = db
    .select({ total: count() })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orders.id), isNull(orderItems.parentCartItemId)));
  // A tee time without an order line of its own (a staff walk-in or phone booking) is an item too.
  const teeTimesWithoutLine = sql`(select count(*) from ${reservations} where ${reservations.orderId} = ${orders.id} and not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.cartItemId} = ${reservations.cartItemId}))`;
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      currencyCode: orders.currencyCode,
      grandTotal: orders.grandTotal,
      paidNow: orders.paidNow,
      dueAtCourse: orders.dueAtCourse,
      items: sql<number>`(${items}) + ${teeTimesWithoutLine}`,
    })
    .from(orders)
    .where(and(eq(orders.bookingEngineId, engineId), eq(orders.customerId, customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(GOLFER_HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, items: Number(row.items) }));
}
