import { and, eq, gte, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { counterSaleOrderIds } from './counter-sales.repository.ts';
import { staffBookings } from '../../db/schema/admin-tee-sheet.ts';
import { invoices, orders, reservations } from '../../db/schema/checkout.ts';
import { checkInInvoices, reservationEvents, reservationPlayers } from '../../db/schema/reservations.ts';

/** One reservation of the alias, with what the reports need of it. */
export interface ReportReservation {
  id: string;
  facilityId: number;
  teetime: string;
  players: number;
  status: 'booked' | 'cancelled';
  rateName: string;
  holes: number;
  confirmationNumber: string;
  bookerName: string;
  staffPaymentMethod: 'cash' | 'card-present' | 'pay-at-course' | null;
  promotionCode: string | null;
  promotionDiscount: number;
  bookedCents: number;
  refundedCents: number;
}

/** Reservations (joined with their orders) of the alias on these courses, tee times on from … to. */
function inRange(engineId: number, facilityIds: number[], from: string, to: string) {
  return and(
    eq(orders.bookingEngineId, engineId),
    inArray(reservations.facilityId, facilityIds),
    gte(reservations.teetime, `${from}T00:00`),
    lte(reservations.teetime, `${to}T23:59`),
  );
}

/**
 * The reservations booked through this alias (its orders) on these courses with a tee time on
 * from … to (local dates, inclusive): another alias's bookings of a shared course are not here.
 */
export async function reservationsOfRange(
  db: Database,
  engineId: number,
  facilityIds: number[],
  from: string,
  to: string,
): Promise<ReportReservation[]> {
  if (facilityIds.length === 0) return [];
  const booked = db
    .select({ total: sql<number>`cast(coalesce(sum(${invoices.grandTotal}), 0) as integer)` })
    .from(invoices)
    .where(
      and(
        eq(invoices.sourceOrderId, reservations.orderId),
        eq(invoices.cartItemId, reservations.cartItemId),
        eq(invoices.status, 'Closed'),
      ),
    );
  const refunded = db
    .select({ total: sql<number>`cast(coalesce(sum(${reservationEvents.amountCents}), 0) as integer)` })
    .from(reservationEvents)
    .where(and(eq(reservationEvents.reservationId, reservations.id), eq(reservationEvents.kind, 'cancelled')));
  const rows = await db
    .select({
      id: reservations.id,
      facilityId: reservations.facilityId,
      teetime: reservations.teetime,
      players: reservations.players,
      status: reservations.status,
      rateName: reservations.rateName,
      holes: reservations.holes,
      confirmationNumber: reservations.confirmationNumber,
      firstName: orders.firstName,
      lastName: orders.lastName,
      staffPaymentMethod: staffBookings.paymentMethod,
      promotionCode: reservations.promotionCode,
      promotionDiscount: reservations.promotionDiscount,
      bookedCents: sql<number>`(${booked})`,
      refundedCents: sql<number>`(${refunded})`,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .leftJoin(staffBookings, eq(staffBookings.reservationId, reservations.id))
    .where(inRange(engineId, facilityIds, from, to))
    .orderBy(reservations.teetime, reservations.confirmationNumber);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    bookerName: `${firstName} ${lastName}`.trim(),
    bookedCents: Number(row.bookedCents),
    refundedCents: Number(row.refundedCents),
  }));
}

/** Per reservation of the range, its slots staff marked no-show and its cancelled slots. */
export async function playerStatesOfRange(
  db: Database,
  engineId: number,
  facilityIds: number[],
  from: string,
  to: string,
): Promise<{ reservationId: string; slot: number; noShow: boolean; cancelled: boolean }[]> {
  if (facilityIds.length === 0) return [];
  const rows = await db
    .select({
      reservationId: reservationPlayers.reservationId,
      slot: reservationPlayers.slot,
      noShowAt: reservationPlayers.noShowAt,
      cancelledAt: reservationPlayers.cancelledAt,
    })
    .from(reservationPlayers)
    .innerJoin(reservations, eq(reservations.id, reservationPlayers.reservationId))
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        inRange(engineId, facilityIds, from, to),
        or(isNotNull(reservationPlayers.noShowAt), isNotNull(reservationPlayers.cancelledAt)),
      ),
    )
    .orderBy(reservationPlayers.reservationId, reservationPlayers.slot);
  return rows.map((row) => ({
    reservationId: row.reservationId,
    slot: row.slot,
    noShow: row.noShowAt !== null,
    cancelled: row.cancelledAt !== null,
  }));
}

/** An order of the alias that may have money on a day, with what attributes its money to courses and channels. */
export interface DayMoneyOrder {
  orderId: string;
  orderNumber: string;
  /** Booked by staff from the tee sheet (phone or walk-in). */
  staffBooking: boolean;
  /** Sold at the counter (POST /api/admin/counter-sales): its money is the counter's. */
  counterSale: boolean;
  /** Its reservations, in tee-time order. */
  reservations: { id: string; facilityId: number; confirmationNumber: string }[];
  /** The course of its first store item (an order without reservations), if one. */
  storeFacilityId: number | null;
}

/**
 * The alias's orders that may have a payment or a refund in [from, to): created then (what they
 * paid at booking, store items too), with a reservation cancelled or paid at check-in then, played
 * on `date` (money taken at the desk on the day), or among `reservationIds` (friends' shares paid
 * then). Their money is read from the money views; this only finds them.
 */
export async function dayMoneyOrders(
  db: Database,
  engineId: number,
  window: { from: Date; to: Date; date: string },
  reservationIds: string[],
): Promise<DayMoneyOrder[]> {
  const { from, to, date } = window;
  const ofEngine = eq(orders.bookingEngineId, engineId);
  const reservationOrders = (condition: SQL | undefined) =>
    db
      .selectDistinct({ orderId: reservations.orderId })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(and(ofEngine, condition));
  const [created, played, cancelled, checkedIn] = await Promise.all([
    db
      .select({ orderId: orders.id })
      .from(orders)
      .where(and(ofEngine, gte(orders.createdAt, from), lt(orders.createdAt, to))),
    reservationOrders(
      or(
        and(gte(reservations.teetime, `${date}T00:00`), lte(reservations.teetime, `${date}T23:59`)),
        reservationIds.length > 0 ? inArray(reservations.id, reservationIds) : undefined,
      ),
    ),
    db
      .selectDistinct({ orderId: reservations.orderId })
      .from(reservationEvents)
      .innerJoin(reservations, eq(reservations.id, reservationEvents.reservationId))
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(and(ofEngine, gte(reservationEvents.createdAt, from), lt(reservationEvents.createdAt, to))),
    db
      .selectDistinct({ orderId: reservations.orderId })
      .from(checkInInvoices)
      .innerJoin(reservations, eq(reservations.id, checkInInvoices.reservationId))
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(and(ofEngine, gte(checkInInvoices.createdAt, from), lt(checkInInvoices.createdAt, to))),
  ]);
  const ids = [...new Set([...created, ...played, ...cancelled, ...checkedIn].map((row) => row.orderId))];
  if (ids.length === 0) return [];
  const [orderRows, reservationRows, storeRows, soldAtCounter] = await Promise.all([
    db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, ids)),
    db
      .select({
        id: reservations.id,
        orderId: reservations.orderId,
        facilityId: reservations.facilityId,
        confirmationNumber: reservations.confirmationNumber,
        staffId: staffBookings.staffId,
      })
      .from(reservations)
      .leftJoin(staffBookings, eq(staffBookings.reservationId, reservations.id))
      .where(inArray(reservations.orderId, ids))
      .orderBy(reservations.teetime, reservations.confirmationNumber),
    db
      .select({ orderId: invoices.sourceOrderId, facilityId: invoices.facilityId })
      .from(invoices)
      .where(and(inArray(invoices.sourceOrderId, ids), eq(invoices.status, 'Closed'), isNotNull(invoices.facilityId)))
      .orderBy(invoices.createdAt),
    counterSaleOrderIds(db, ids),
  ]);
  return orderRows
    .map((order) => {
      const own = reservationRows.filter((row) => row.orderId === order.id);
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        staffBooking: own.some((row) => row.staffId !== null),
        counterSale: soldAtCounter.has(order.id),
        reservations: own.map(({ id, facilityId, confirmationNumber }) => ({ id, facilityId, confirmationNumber })),
        storeFacilityId: storeRows.find((row) => row.orderId === order.id)?.facilityId ?? null,
      };
    })
    .sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
}
