import { and, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { staffBookings } from '../../../db/schema/admin-tee-sheet.ts';
import { invoices, orders, reservations } from '../../../db/schema/checkout.ts';
import { reservationEvents, reservationPlayers } from '../../../db/schema/reservations.ts';

// The raw rows the reports were computed from on every call (testing/reports-from-rows.ts).

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
