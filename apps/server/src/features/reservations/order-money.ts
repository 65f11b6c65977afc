import { processorNetCents, type MoneyView } from '@fairway/domain/payments/money-view';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { capturedOrdersOf, orderMoney } from './reservation-money.ts';
import { statesOf } from './reservation-states.ts';
import { recordsOfOrders } from './reservations.repository.ts';
import { type OrderRow, ordersAfter } from '../checkout/checkout.public.ts';
import { required } from '@fairway/domain/shared/required';

// The ledger-backed money of orders and its invariant against the gateway's ledger.
// No HTTP in its imports: the reliability and soak scripts run the invariant on their database.

/** The money of each order (by id): paid at booking by tender (store items too), then each reservation's later payments and refunds. */
export async function orderMoneyOf(db: Database, orderRows: OrderRow[]): Promise<Map<string, MoneyView>> {
  if (orderRows.length === 0) return new Map();
  const records = await recordsOfOrders(
    db,
    orderRows.map((order) => order.id),
  );
  const [states, capturedOf] = await Promise.all([statesOf(db, records), capturedOrdersOf(db, orderRows)]);
  return new Map(
    orderRows.map((order) => {
      const own = states.filter((state) => state.record.order.id === order.id);
      // A staff booking's counter tender (cash, the course's terminal) is recorded with its reservation.
      const counter =
        own
          .flatMap((state) =>
            state.money.paid.filter((entry) => entry.source === 'booking').map((entry) => entry.tender),
          )
          .find((tender) => tender === 'cash' || tender === 'card-present') ?? null;
      return [order.id, orderMoney(order, own, { captured: capturedOf(order), counter })];
    }),
  );
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
    const ids = page.map((order) => order.id);
    const [money, ledger] = await Promise.all([
      orderMoneyOf(db, page),
      db.execute(sql`
        select o.id as order_id, coalesce(sum(case l.kind when 'capture' then l.amount_cents when 'refund' then -l.amount_cents else 0 end), 0) as net
        from orders o
        join gateway_ledger l on l.payment_id in (
          select o.payment_id
          union select ci.payment_id from check_in_invoices ci join reservations r on r.id = ci.reservation_id where r.order_id = o.id
          union select ps.payment_id from payment_shares ps join reservations r on r.id = ps.reservation_id where r.order_id = o.id and ps.payment_id is not null)
        where o.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        group by o.id`),
    ]);
    const ledgerOf = new Map(
      (ledger as { rows: { order_id: string; net: number | string }[] }).rows.map((row) => [
        row.order_id,
        Number(row.net),
      ]),
    );
    for (const order of page) {
      const viewCents = processorNetCents(required(money.get(order.id), `the money view of order ${order.id}`));
      const ledgerCents = ledgerOf.get(order.id) ?? 0;
      if (viewCents !== ledgerCents)
        mismatches.push({ orderId: order.id, orderNumber: order.orderNumber, viewCents, ledgerCents });
    }
  }
}
