import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, orderItems, orders, type OrderRow, reservations } from '../../db/schema/checkout.ts';

// Orders as other areas read them: the money views of reservations, the console's golfer
// detail, the pro profile's history, the store's jobs and billing. Only checkout names its tables.

/** Some orders of the engine, by id (another engine's are left out). */
export function ordersOfEngineByIds(db: Database, engineId: number, orderIds: string[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.bookingEngineId, engineId), inArray(orders.id, orderIds)));
}

/** Every order, a page at a time: up to `limit` orders whose id comes after `afterId`, by id. */
export function ordersAfter(db: Database, afterId: string, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(gt(orders.id, afterId)).orderBy(asc(orders.id)).limit(limit);
}

/** The card token an order kept on file, if any. */
export async function cardTokenOfOrder(db: Database, orderId: string): Promise<string | null> {
  const [order] = await db.select({ token: orders.cardToken }).from(orders).where(eq(orders.id, orderId));
  return order?.token ?? null;
}

/** The language each of these orders was placed in, by order id. */
export async function languagesOfOrders(db: Database, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, language: orders.language })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, row.language]));
}

/**
 * The booking engine of the order whose id is `orderId` (a column of the outer statement): a scalar
 * subquery by primary key, nested one level (in the fields of a one-table select Drizzle writes
 * top-level columns without their table, and inside the subquery a bare column names its own).
 */
export function engineIdOfOrder(orderId: SQLWrapper): SQL<number | null> {
  return sql<number | null>`${sql`(select ${orders.bookingEngineId} from ${orders} where ${orders.id} = ${orderId})`}`;
}

/** What a page of a golfer's closed orders at a facility selects: created in [from, before), by id when `orderId` is set. */
export interface ClosedOrdersFilter {
  customerId: number;
  facilityId: number;
  from?: Date;
  before?: Date;
  orderId?: string;
}

/**
 * A page of a golfer's orders (neither pending nor failed) with a closed invoice at a facility,
 * newest first, their closed invoices at the facility, and how many such orders there are: the
 * page is chosen in SQL, so a golfer's years of orders are never read for one page.
 */
export async function closedOrdersPageOfCustomer(
  db: Database,
  filter: ClosedOrdersFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(orders.customerId, filter.customerId),
    sql`${orders.status} not in ('pending', 'error')`,
    filter.from ? sql`${orders.createdAt} >= ${filter.from.toISOString()}::timestamptz` : undefined,
    filter.before ? sql`${orders.createdAt} < ${filter.before.toISOString()}::timestamptz` : undefined,
    filter.orderId ? eq(orders.id, filter.orderId) : undefined,
    sql`exists (select 1 from ${invoices} where ${invoices.sourceOrderId} = ${orders.id} and ${invoices.facilityId} = ${filter.facilityId} and ${invoices.status} = 'Closed')`,
  );
  const [ids, [counted]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ invoice: invoices, order: orders })
          .from(invoices)
          .innerJoin(orders, eq(orders.id, invoices.sourceOrderId))
          .where(
            and(
              inArray(
                orders.id,
                ids.map((row) => row.id),
              ),
              eq(invoices.facilityId, filter.facilityId),
              eq(invoices.status, 'Closed'),
            ),
          )
          .orderBy(desc(orders.createdAt), desc(orders.id), asc(invoices.id));
  return { rows, total: Number(counted?.total ?? 0) };
}

/**
 * What a golfer's closed invoices at a facility earn in loyalty, in SQL: their whole currency units
 * (each invoice's total, never below 0), how many are bookings (a player count), and the latest
 * `limit` of them with their order (orders cancelled or failed earn nothing).
 */
export async function loyaltyInvoicesOfCustomer(db: Database, customerId: number, facilityId: number, limit: number) {
  const where = and(
    eq(orders.customerId, customerId),
    eq(invoices.facilityId, facilityId),
    eq(invoices.status, 'Closed'),
    sql`${orders.status} not in ('cancelled', 'error')`,
  );
  const [totals] = await db
    .select({
      units: sql<string>`coalesce(sum(greatest(0, ${invoices.grandTotal}) / 100), 0)`,
      bookings: sql<string>`count(*) filter (where ${invoices.playerCount} is not null)`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.sourceOrderId))
    .where(where);
  const latest = await db
    .select({
      at: orders.createdAt,
      orderNumber: orders.orderNumber,
      rateName: invoices.rateName,
      playerCount: invoices.playerCount,
      grandTotal: invoices.grandTotal,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.sourceOrderId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(invoices.id))
    .limit(limit);
  return { units: Number(totals?.units ?? 0), bookings: Number(totals?.bookings ?? 0), latest };
}

/** The lines of an order. */
export function orderLines(db: Database, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/**
 * A page of a golfer's orders through the engine, newest first, with how many top-level items each
 * has: `limit` of them after the order `before` (keyset on creation and id).
 */
export async function ordersOfCustomer(
  db: Database,
  engineId: number,
  customerId: number,
  limit: number,
  before?: string,
) {
  const after =
    before === undefined
      ? undefined
      : sql`(${orders.createdAt}, ${orders.id}) < (select created_at, id from ${orders} where id = ${before})`;
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
    .where(and(eq(orders.bookingEngineId, engineId), eq(orders.customerId, customerId), after))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, items: Number(row.items) }));
}
