import { and, count, desc, eq, gt, inArray, isNotNull, lt, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedByKeys } from '../../db/statements.ts';
import { together } from '../../db/transaction.ts';
import {
  checkoutAttempts,
  googleConversions,
  orderItems,
  orders,
  reservations,
  type OrderRow,
  type ReservationRow,
} from '../../db/schema/checkout.ts';
import { facilityNameOf, facilityTimeZoneOf } from '../facilities/facilities.public.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { teeTimeBookings } from '../../db/schema/tee-times.ts';
import { required } from '@fairway/domain/shared/required';
import { upsertOptIns } from '../session/session.public.ts';

/** Inserts an order. */
export async function insertOrder(tx: Database, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await insertOrderStatement(tx, values);
  return required(row, 'the row insertOrder returned');
}
const insertOrderStatement = preparedByKeys<typeof orders.$inferInsert, OrderRow[]>('orders_insert', (tx, p) =>
  tx.insert(orders).values(p).returning(),
);

/**
 * Inserts an order, and runs what `alongside` reads or locks after it (null: nothing) in the same
 * round trip: the booking's sole tee time, locked and checked with the order's insert.
 */
export async function insertOrderWith<Read>(
  tx: Database,
  values: typeof orders.$inferInsert,
  alongside: (() => Promise<Read>) | null,
): Promise<{ order: OrderRow; read: Read | null }> {
  const [order, read] = await together(
    tx,
    () => insertOrder(tx, values),
    () => (alongside ? alongside() : null),
  );
  return { order, read };
}

/** Updates an order's payment facts. */
export async function updateOrderPayment(db: Database, id: string, values: { paymentStatus: string }): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

/** Writes the players booked on a tee time (search counts them). */
export async function insertBooking(
  tx: Database,
  values: { facilityId: number; teeTime: string; players: number },
): Promise<number> {
  const [row] = await tx.insert(teeTimeBookings).values(values).returning({ id: teeTimeBookings.id });
  return required(row, 'the row insertBooking returned').id;
}

/** Inserts a reservation. */
export async function insertReservation(
  tx: Database,
  values: typeof reservations.$inferInsert,
): Promise<ReservationRow> {
  const [row] = await tx.insert(reservations).values(values).returning();
  return required(row, 'the row insertReservation returned');
}

/**
 * Writes the players booked on a tee time and the reservation pointing at that booking, in one
 * statement (a data-modifying CTE); the reservation as inserted.
 */
export async function insertBookedReservation(
  tx: Database,
  booking: { facilityId: number; teeTime: string; players: number },
  values: Omit<typeof reservations.$inferInsert, 'bookingId'>,
): Promise<ReservationRow> {
  const [row] = await insertBookedReservationStatement(tx, {
    ...values,
    bookingFacilityId: booking.facilityId,
    bookingTeeTime: booking.teeTime,
    bookingPlayers: booking.players,
  });
  return required(row, 'the row insertBookedReservation returned');
}
type BookedReservationValues = Omit<typeof reservations.$inferInsert, 'bookingId'> & {
  bookingFacilityId: number;
  bookingTeeTime: string;
  bookingPlayers: number;
};
const insertBookedReservationStatement = preparedByKeys<BookedReservationValues, ReservationRow[]>(
  'reservations_insert_booked',
  (tx, p) => {
    const { bookingFacilityId, bookingTeeTime, bookingPlayers, ...values } = p;
    const booked = tx
      .$with('booked')
      .as(
        tx
          .insert(teeTimeBookings)
          .values({ facilityId: bookingFacilityId, teeTime: bookingTeeTime, players: bookingPlayers })
          .returning({ id: teeTimeBookings.id }),
      );
    return tx
      .with(booked)
      .insert(reservations)
      .values({ ...values, bookingId: sql`(select ${booked.id} from ${booked})` })
      .returning();
  },
);

/** Inserts an order's lines. */
export async function insertOrderItems(tx: Database, values: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (values.length) await tx.insert(orderItems).values(values);
}

/** An order of the engine. */
export async function findOrder(db: Database, engineId: number, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.bookingEngineId, engineId)));
  return row;
}

/**
 * A page of a customer's orders on the engine, newest first: `limit` of them older than the
 * order `before` (keyset on created_at and the unique order number, so a page costs the same on
 * the hundredth page as on the first; an unknown or another golfer's `before` gives an empty page).
 */
export function listCustomerOrders(
  db: Database,
  engineId: number,
  customerId: number,
  page: { limit: number; before?: string | undefined },
): Promise<OrderRow[]> {
  const olderThanCursor =
    page.before === undefined
      ? undefined
      : sql`(${orders.createdAt}, ${orders.orderNumber}) < (
          select cursor.created_at, cursor.order_number from ${orders} as cursor
          where cursor.id = ${page.before} and cursor.customer_id = ${customerId})`;
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.bookingEngineId, engineId), eq(orders.customerId, customerId), olderThanCursor))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(page.limit);
}

/** The reservations of orders, with their facility's name and zone. */
export function reservationsOfOrders(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      reservation: reservations,
      facilityName: facilityNameOf(reservations.facilityId),
      timeZone: facilityTimeZoneOf(reservations.facilityId),
    })
    .from(reservations)
    .where(inArray(reservations.orderId, orderIds))
    .orderBy(reservations.startsAt);
}

/** How many upcoming booked reservations a booker (by e-mail) holds on the engine's orders. */
export async function upcomingReservationCount(
  db: Database,
  engineId: number,
  email: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        eq(orders.bookingEngineId, engineId),
        eq(reservations.bookerEmail, email),
        eq(reservations.status, 'booked'),
        gt(reservations.startsAt, now),
      ),
    );
  return Number(row?.value ?? 0);
}

/** Turns on a customer's marketing opt-ins at facilities (an unticked box changes nothing). */
export async function recordOptIns(
  tx: Database,
  customerId: number,
  facilityIds: number[],
  optIns: { emailOptIn: boolean; smsOptIn: boolean; rewardsProgramOptIn: boolean },
): Promise<void> {
  const set = {
    ...(optIns.emailOptIn ? { emailOptIn: true } : {}),
    ...(optIns.smsOptIn ? { smsOptIn: true } : {}),
    ...(optIns.rewardsProgramOptIn ? { rewardsProgramEnrolled: true } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await upsertOptIns(
    tx,
    facilityIds.map((facilityId) => ({ customerId, facilityId, ...set })),
  );
}

/** Records a Google conversion. */
export async function insertConversion(
  db: Database,
  values: { orderId: string; rwgToken: string; merchantChanged: number },
): Promise<void> {
  await db.insert(googleConversions).values(values);
}

/** An order whose authorisation was never captured, with the attempt that booked it. */
export interface PendingCapture {
  orderId: string;
  paymentId: string;
  attemptId: string;
  bookingEngineId: number;
}

/**
 * Orders booked over `ageSeconds` ago (database clock, as created_at) whose payment is still only
 * authorised: their process died between the booking and the capture. Locked, skipping ones
 * another pass holds, and ones already handed to the job of kind `captureKind` (keyed by the
 * order) that is still at it or gave up (dead: staff retry it).
 */
export async function lockPendingCaptures(
  tx: Database,
  ageSeconds: number,
  captureKind: string,
): Promise<PendingCapture[]> {
  const handedOver = sql`exists (select 1 from ${jobs} where ${jobs.kind} = ${captureKind} and ${jobs.key} = ${orders.id}::text and ${jobs.state} in ('queued', 'running', 'dead'))`;
  const rows = await tx
    .select({
      orderId: orders.id,
      paymentId: orders.paymentId,
      attemptId: checkoutAttempts.id,
      bookingEngineId: orders.bookingEngineId,
    })
    .from(orders)
    .innerJoin(checkoutAttempts, eq(checkoutAttempts.orderId, orders.id))
    .where(
      and(
        eq(orders.paymentStatus, 'authorized'),
        gt(orders.paidNow, 0),
        isNotNull(orders.paymentId),
        lt(orders.createdAt, sql`now() - make_interval(secs => ${ageSeconds})`),
        not(handedOver),
      ),
    )
    .limit(100)
    .for('update', { of: orders, skipLocked: true });
  // The query keeps only orders with a payment.
  return rows.flatMap(({ paymentId, ...row }) => (paymentId === null ? [] : [{ ...row, paymentId }]));
}
