import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lockByName } from '../../db/lock-by-name.ts';
import {
  type CounterSalePaymentRow,
  counterSalePayments,
  type CounterSaleRow,
  counterSales,
} from '../../db/schema/admin-counter-sales.ts';

// The counter's own rows beside a sale's order: who sold it with which Idempotency-Key and its
// first receipt, and how it was paid (the money views read the payments, see README.md).

/** The sale made on this engine with this Idempotency-Key, if any. */
export async function findCounterSale(
  db: Database,
  engineId: number,
  key: string,
): Promise<CounterSaleRow | undefined> {
  const [row] = await db
    .select()
    .from(counterSales)
    .where(and(eq(counterSales.bookingEngineId, engineId), eq(counterSales.idempotencyKey, key)));
  return row;
}

/** Serialises two sales with one key (the second then finds the first's row and replays it). */
export async function lockCounterSaleKey(tx: Database, engineId: number, key: string): Promise<void> {
  await lockByName(tx, `counter-sale:${engineId}:${key}`);
}

/** Records a counter sale and its tenders. */
export async function insertCounterSale(
  tx: Database,
  sale: typeof counterSales.$inferInsert,
  payments: Omit<typeof counterSalePayments.$inferInsert, 'orderId'>[],
): Promise<void> {
  await tx.insert(counterSales).values(sale);
  if (payments.length > 0)
    await tx.insert(counterSalePayments).values(payments.map((payment) => ({ ...payment, orderId: sale.orderId })));
}

/** The counter tenders of some orders (orders sold online have none), in one read. */
export async function counterSalePaymentsOf(
  db: Database,
  orderIds: readonly string[],
): Promise<CounterSalePaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(counterSalePayments)
    .where(inArray(counterSalePayments.orderId, [...orderIds]))
    .orderBy(counterSalePayments.id);
}

/** Which of these orders were sold at the counter. */
export async function counterSaleOrderIds(db: Database, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: counterSales.orderId })
    .from(counterSales)
    .where(inArray(counterSales.orderId, [...orderIds]));
  return new Set(rows.map((row) => row.orderId));
}
