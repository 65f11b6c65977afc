import { processorNetCents, type MoneyView } from '@fairway/domain/payments/money-view';
import type { Database } from '../../db/client.ts';
import { inList } from '../../db/in-list.ts';
import { checkInInvoices } from '../../db/schema/reservations.ts';
import { capturedOrdersOf, orderMoney } from './reservation-money.ts';
import { statesOf } from './reservation-states.ts';
import { type ReservationRecord, recordsOfOrders } from './reservations.repository.ts';
import { counterSalePaymentsOf } from '../admin/admin.public.ts';
import { type OrderRow, ordersAfter, reservationsOfOrders } from '../checkout/checkout.public.ts';
import { splitsOfReservations } from '../invitations/invitations.public.ts';
import { ledgerNetCentsOf } from '../payments/payments.public.ts';
import { required } from '@fairway/domain/shared/required';

// The ledger-backed money of orders and its invariant against the gateway's ledger.
// No HTTP in its imports: the reliability and soak scripts run the invariant on their database.

/** The money of each order (by id): paid at booking by tender (store items and counter sales too), then each reservation's later payments and refunds. */
export async function orderMoneyOf(db: Database, orderRows: OrderRow[]): Promise<Map<string, MoneyView>> {
  return (await orderAndReservationMoneyOf(db, orderRows)).orders;
}

/**
 * The money of each order and of each of its reservations (both by id), from one read of the
 * reservations' states: an order's view is made of its reservations' views, so a caller that
 * needs both reads them once. `records`: the orders' reservations when already read.
 */
export async function orderAndReservationMoneyOf(
  db: Database,
  orderRows: OrderRow[],
  records?: ReservationRecord[],
): Promise<{ orders: Map<string, MoneyView>; reservations: Map<string, MoneyView> }> {
  if (orderRows.length === 0) return { orders: new Map(), reservations: new Map() };
  records ??= await recordsOfOrders(
    db,
    orderRows.map((order) => order.id),
  );
  const [states, capturedOf, counterPayments] = await Promise.all([
    statesOf(db, records),
    capturedOrdersOf(db, orderRows),
    counterSalePaymentsOf(
      db,
      orderRows.map((order) => order.id),
    ),
  ]);
  const statesOfOrder = new Map<string, typeof states>();
  for (const state of states) {
    const own = statesOfOrder.get(state.record.order.id);
    if (own) own.push(state);
    else statesOfOrder.set(state.record.order.id, [state]);
  }
  const orders = new Map(
    orderRows.map((order) => {
      const own = statesOfOrder.get(order.id) ?? [];
      // A staff booking's counter tender (cash, the course's terminal) is recorded with its reservation.
      const counter =
        own
          .flatMap((state) =>
            state.money.paid.filter((entry) => entry.source === 'booking').map((entry) => entry.tender),
          )
          .find((tender) => tender === 'cash' || tender === 'card-present') ?? null;
      const sold = counterPayments.filter((payment) => payment.orderId === order.id);
      return [order.id, orderMoney(order, own, { captured: capturedOf(order), counter }, sold)];
    }),
  );
  return { orders, reservations: new Map(states.map((state) => [state.record.reservation.id, state.money])) };
}

/** An order whose money view does not state what the processor's ledger holds. */
export interface LedgerMismatch {
  orderId: string;
  orderNumber: string;
  /** Card and friends' payments captured less their refunds, as the view states them. */
  viewCents: number;
  /** Captures less refunds in the gateway's ledger, for the order's payments (booking, check-ins, shares). */
  ledgerCents: number;
}

/**
 * The money invariant, for every order (in pages of `batch`): what its ledger-backed money
 * view states as settled at the processor equals the gateway ledger's captures less refunds of
 * the order's payments. The reliability, overbooking and soak runs and the tests check it.
 */
export async function ledgerViewMismatches(db: Database, batch = 200): Promise<LedgerMismatch[]> {
  const mismatches: LedgerMismatch[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await ordersAfter(db, after, batch);
    const last = page.at(-1);
    if (!last) return mismatches;
    after = last.id;
    const [money, ledgerOf] = await Promise.all([orderMoneyOf(db, page), ledgerCentsOfOrders(db, page)]);
    for (const order of page) {
      const viewCents = processorNetCents(required(money.get(order.id), `the money view of order ${order.id}`));
      const ledgerCents = ledgerOf.get(order.id) ?? 0;
      if (viewCents !== ledgerCents)
        mismatches.push({ orderId: order.id, orderNumber: order.orderNumber, viewCents, ledgerCents });
    }
  }
}

/**
 * Each order's captures less refunds in the gateway's ledger (by order id), over its payments: the
 * order's own, its reservations' check-ins and its friends' paid shares (a payment counted once per order).
 */
async function ledgerCentsOfOrders(db: Database, orders: OrderRow[]): Promise<Map<string, number>> {
  const orderOf = new Map(
    (
      await reservationsOfOrders(
        db,
        orders.map((order) => order.id),
      )
    ).map(({ reservation }) => [reservation.id, reservation.orderId]),
  );
  const reservationIds = [...orderOf.keys()];
  const [checkIns, { shares }] = await Promise.all([
    reservationIds.length === 0
      ? []
      : db
          .select({ reservationId: checkInInvoices.reservationId, paymentId: checkInInvoices.paymentId })
          .from(checkInInvoices)
          .where(inList(checkInInvoices.reservationId, reservationIds)),
    splitsOfReservations(db, reservationIds),
  ]);
  const paymentsOf = new Map(orders.map((order) => [order.id, new Set(order.paymentId ? [order.paymentId] : [])]));
  for (const { reservationId, paymentId } of [...checkIns, ...shares]) {
    const orderId = orderOf.get(reservationId);
    if (orderId !== undefined && paymentId !== null) paymentsOf.get(orderId)?.add(paymentId);
  }
  const net = await ledgerNetCentsOf(db, [...new Set([...paymentsOf.values()].flatMap((ids) => [...ids]))]);
  return new Map(
    [...paymentsOf].map(([orderId, ids]) => [orderId, [...ids].reduce((sum, id) => sum + (net.get(id) ?? 0), 0)]),
  );
}
