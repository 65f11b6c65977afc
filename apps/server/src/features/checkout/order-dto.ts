import type { Order } from '@fairway/contract/checkout.contract';
import type { Database } from '../../db/client.ts';
import type { InvoiceRow, OrderRow, ReservationRow } from '../../db/schema/checkout.ts';
import { toInvoice } from './cart-invoice.ts';
import { invoicesOfOrders } from './checkout.repository.ts';
import { reservationsOfOrders } from './orders.repository.ts';
import { required } from '@fairway/domain/shared/required';
import { purchasesOfOrders, type StorePurchases } from '../store/store.public.ts';

/** A reservation with its facility's name and zone, as the order answer lists it. */
export interface OrderReservation {
  reservation: ReservationRow;
  facilityName: string;
  timeZone: string;
}

const NO_PURCHASES: StorePurchases = { memberships: [], giftCertificates: [] };

/** Orders as the API answers them, with their reservations, store purchases and invoices (in the given order). */
export async function toOrders(db: Database, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [reservations, invoices, purchases] = await Promise.all([
    reservationsOfOrders(db, ids),
    invoicesOfOrders(db, ids),
    ids.length > 0 ? purchasesOfOrders(db, ids) : NO_PURCHASES,
  ]);
  return orderAnswers(rows, reservations, invoices, purchases);
}

/**
 * Orders as the API answers them from rows already at hand: `reservations` by start time and
 * `invoices` by creation, as the reads of toOrders return them.
 */
export function orderAnswers(
  rows: OrderRow[],
  reservations: OrderReservation[],
  invoices: InvoiceRow[],
  purchases: StorePurchases = NO_PURCHASES,
): Order[] {
  return rows.map((row) => ({
    orderId: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    currencyCode: row.currencyCode,
    subTotal: row.subTotal,
    totalTaxes: row.totalTaxes,
    grandTotal: row.grandTotal,
    paidNow: row.paidNow,
    giftCertificatePaid: row.giftCertificatePaid,
    creditBookPaid: row.creditBookPaid,
    dueAtCourse: row.dueAtCourse,
    customer: { email: row.email, firstName: row.firstName, lastName: row.lastName, phone: row.phone },
    card:
      row.cardBrand && row.cardLastFour
        ? { brand: row.cardBrand as NonNullable<Order['card']>['brand'], lastFour: row.cardLastFour }
        : null,
    reservations: reservations
      .filter((entry) => entry.reservation.orderId === row.id)
      .map(({ reservation, facilityName, timeZone }) => ({
        reservationId: reservation.id,
        confirmationNumber: reservation.confirmationNumber,
        facilityId: reservation.facilityId,
        facilityName,
        timeZone,
        teetime: reservation.teetime,
        totalPlayers: reservation.players,
        rateName: reservation.rateName,
        holes: reservation.holes,
        transportation: reservation.transportation,
        status: reservation.status,
        notes: reservation.notes,
      })),
    memberships: purchases.memberships
      .filter((entry) => entry.orderId === row.id)
      .map(({ orderId: _order, ...membership }) => membership),
    giftCertificates: purchases.giftCertificates
      .filter((entry) => entry.orderId === row.id)
      .map(({ orderId: _order, ...certificate }) => certificate),
    invoices: invoices.filter((invoice) => invoice.sourceOrderId === row.id).map(toInvoice),
  }));
}

/** One order as the API answers it. */
export async function toOrder(db: Database, row: OrderRow): Promise<Order> {
  return required((await toOrders(db, [row]))[0], `the answer of order ${row.id}`);
}
