import { and, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { counterSaleOrderIds } from './counter-sales.repository.ts';
import { staffBookings } from '../../db/schema/admin-tee-sheet.ts';
import { invoices, orders, reservations } from '../../db/schema/checkout.ts';
import { reportDays, reportReservations, reportTeeTimeDays } from '../../db/schema/report-summaries.ts';
import { checkInInvoices, reservationEvents } from '../../db/schema/reservations.ts';
import type { BookedDay } from '../tee-times/tee-times.public.ts';

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
 * The alias's orders (ids) that may have a payment or a refund in [from, to): created then (what
 * they paid at booking, store items too), with a reservation cancelled or paid at check-in then,
 * played on `date` (money taken at the desk on the day), or among `sharedReservationIds` (friends'
 * shares paid then; awaited only by the read that needs them). Their money is read from the money
 * views; this only finds them.
 */
export async function dayMoneyOrderIds(
  db: Database,
  engineId: number,
  window: { from: Date; to: Date; date: string },
  sharedReservationIds: Promise<string[]>,
): Promise<string[]> {
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
    // Played on the date: the alias's reservations of the day from the reports' summary (by alias
    // and day, where the reservations table has them by course), and those with shares paid then.
    Promise.all([
      db
        .selectDistinct({ orderId: reservations.orderId })
        .from(reportReservations)
        .innerJoin(reservations, eq(reservations.id, reportReservations.reservationId))
        .where(and(eq(reportReservations.bookingEngineId, engineId), eq(reportReservations.playDate, date))),
      sharedReservationIds.then((ids) => (ids.length > 0 ? reservationOrders(inArray(reservations.id, ids)) : [])),
    ]).then(([day, shared]) => [...day, ...shared]),
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
  return [...new Set([...created, ...played, ...cancelled, ...checkedIn].map((row) => row.orderId))];
}

/** What attributes these orders' money to courses and channels, by order number. */
export async function dayMoneyOrders(db: Database, ids: string[]): Promise<DayMoneyOrder[]> {
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

// The season reports' reads of the summaries the database keeps per course and day
// (db/schema/report-summaries.ts): a season is a few hundred day rows, not every reservation.

/** The alias's reservations of a course over the range, summed per channel, rate, promotion code and state. */
export interface ReportTotals {
  facilityId: number;
  channel: 'online' | 'cash' | 'card-present' | 'pay-at-course';
  rateName: string;
  holes: number;
  /** '' without a code. */
  promotionCode: string;
  cancelled: boolean;
  reservations: number;
  players: number;
  playersLeft: number;
  bookedCents: number;
  refundedCents: number;
  promotionDiscountCents: number;
}

/** The alias's day rows of these courses from … to (local dates, inclusive). */
export const reportDaysOfRange = (engineId: number, facilityIds: number[], from: string, to: string) =>
  and(
    eq(reportDays.bookingEngineId, engineId),
    inArray(reportDays.facilityId, facilityIds),
    gte(reportDays.playDate, from),
    lte(reportDays.playDate, to),
  );

const summed = (column: AnyPgColumn) => sql<number>`cast(sum(${column}) as bigint)`.mapWith(Number);

/** The day totals of the alias's reservations on these courses with a tee time on from … to (local dates, inclusive). */
export async function reportTotalsOfRange(
  db: Database,
  engineId: number,
  facilityIds: number[],
  from: string,
  to: string,
): Promise<ReportTotals[]> {
  if (facilityIds.length === 0) return [];
  const rows = await db
    .select({
      facilityId: reportDays.facilityId,
      channel: reportDays.channel,
      rateName: reportDays.rateName,
      holes: reportDays.holes,
      promotionCode: reportDays.promotionCode,
      cancelled: reportDays.cancelled,
      reservations: summed(reportDays.reservations),
      players: summed(reportDays.players),
      playersLeft: summed(reportDays.playersLeft),
      bookedCents: summed(reportDays.bookedCents),
      refundedCents: summed(reportDays.refundedCents),
      promotionDiscountCents: summed(reportDays.promotionDiscountCents),
    })
    .from(reportDays)
    .where(reportDaysOfRange(engineId, facilityIds, from, to))
    .groupBy(
      reportDays.facilityId,
      reportDays.channel,
      reportDays.rateName,
      reportDays.holes,
      reportDays.promotionCode,
      reportDays.cancelled,
    );
  return rows.map((row) => ({ ...row, channel: row.channel as ReportTotals['channel'] }));
}

const dayKey = {
  facilityId: reportTeeTimeDays.facilityId,
  playDate: reportTeeTimeDays.playDate,
  version: reportTeeTimeDays.version,
};

/** These courses' days with bookings (any alias) from … to in the per-day summary: their keys and versions, and the players when asked. */
function bookedDaysOfRange<Fields extends typeof dayKey>(
  db: Database,
  fields: Fields,
  facilityIds: number[],
  from: string,
  to: string,
) {
  return db
    .select(fields)
    .from(reportTeeTimeDays)
    .where(
      and(
        inArray(reportTeeTimeDays.facilityId, facilityIds),
        gte(reportTeeTimeDays.playDate, from),
        lte(reportTeeTimeDays.playDate, to),
      ),
    );
}

/** The version of each day with bookings (any alias) of these courses from … to. */
export async function bookedDayVersions(
  db: Database,
  facilityIds: number[],
  from: string,
  to: string,
): Promise<{ facilityId: number; playDate: string; version: number }[]> {
  return facilityIds.length === 0 ? [] : bookedDaysOfRange(db, dayKey, facilityIds, from, to);
}

/** Players booked per tee time (any alias) of these courses' days from … to, with each day's version. */
export async function bookedDays(db: Database, facilityIds: number[], from: string, to: string): Promise<BookedDay[]> {
  return facilityIds.length === 0
    ? []
    : bookedDaysOfRange(db, { ...dayKey, booked: reportTeeTimeDays.booked }, facilityIds, from, to);
}
