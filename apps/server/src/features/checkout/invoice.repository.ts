import { randomUUID } from 'node:crypto';
import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedByShape, preparedQuery } from '../../db/statements.ts';
import { finishTransaction, together } from '../../db/transaction.ts';
import { cartItems } from '../../db/schema/cart.ts';
import { invoices, type InvoiceRow } from '../../db/schema/checkout.ts';
import { facilities } from '../../db/schema/facilities.ts';
import type { CheckoutItemRow } from './checkout.repository.ts';
import type { FacilityRow } from '../facilities/facilities.public.ts';
import { toCartItems } from '../cart/cart.public.ts';

// The invoice call's statements (each statement costs a round trip and a pooled
// connection, so what can be one statement is one).

/** A cart's items in the order they were added, with their courses, in one statement. */
export async function cartItemsWithFacilities(
  db: Database,
  cartId: string,
): Promise<{ items: CheckoutItemRow[]; facilities: Map<number, FacilityRow> }> {
  const rows = await cartItemsWithFacilitiesStatement(db, { cartId });
  const byId = new Map<number, FacilityRow>();
  for (const row of rows) if (row.facility) byId.set(row.facility.id, row.facility);
  return { items: toCartItems(rows.map((row) => row.item)), facilities: byId };
}

/**
 * The cart as `lockOwnedCart` locks it, then (read once the lock is held) its items with their
 * courses, in one round trip.
 */
export async function lockedCartItemsWithFacilities<Cart>(
  tx: Database,
  cartId: string,
  lockOwnedCart: () => Promise<Cart>,
) {
  const [cart, stored] = await together(tx, lockOwnedCart, () => cartItemsWithFacilities(tx, cartId));
  return { cart, ...stored };
}

const cartItemsWithFacilitiesStatement = preparedQuery('invoice_cart_items_with_facilities', ['cartId'], (db, p) =>
  db
    .select({ item: cartItems, facility: facilities })
    .from(cartItems)
    .leftJoin(facilities, eq(facilities.id, cartItems.facilityId))
    .where(eq(cartItems.cartId, p.cartId))
    .orderBy(asc(cartItems.position)),
);

/**
 * Replaces the cart's Open invoices (Closed ones stay with their orders) with these, and points
 * each listed item at its invoice, in one statement: the delete and the items' update run as
 * data-modifying CTEs beside the insert (the invoices' ids are made here, so the update needs
 * nothing from the insert). The transaction's last statement, sent with its COMMIT: the caller
 * returns right after it.
 */
export function replaceOpenInvoicesAndCommit(
  tx: Database,
  cartId: string,
  entries: { row: Omit<typeof invoices.$inferInsert, 'id'>; itemIds: string[] }[],
): Promise<InvoiceRow[]> {
  return finishTransaction(tx, () => replaceOpenInvoices(tx, cartId, entries));
}

async function replaceOpenInvoices(
  tx: Database,
  cartId: string,
  entries: { row: Omit<typeof invoices.$inferInsert, 'id'>; itemIds: string[] }[],
): Promise<InvoiceRow[]> {
  const withIds = entries.map((entry) => ({ ...entry, id: randomUUID() }));
  if (withIds.length === 0) {
    await deleteOpenInvoicesStatement(tx, { cartId });
    return [];
  }
  const links = withIds.flatMap((entry) => entry.itemIds.map((itemId) => ({ itemId, invoiceId: entry.id })));
  // The rows as stored, made here (every column given) rather than read back: the statement then
  // has a shape per number of invoices and links, built and prepared once.
  const now = new Date();
  const rows = withIds.map(({ row, id }): InvoiceRow => ({
    ...row,
    id,
    cartItemId: row.cartItemId ?? null,
    facilityId: row.facilityId ?? null,
    status: row.status ?? 'Open',
    playerCount: row.playerCount ?? null,
    rateName: row.rateName ?? null,
    sourceOrderId: row.sourceOrderId ?? null,
    orderNumber: row.orderNumber ?? null,
    createdAt: now,
    updatedAt: now,
  }));
  await replaceOpenInvoicesStatement(tx, { cartId, links, now: now.toISOString(), rows });
  return rows;
}

const openInvoicesOf = (tx: Database, cartId: string | Placeholder) =>
  tx.$with('gone').as(
    tx
      .delete(invoices)
      .where(and(eq(invoices.shoppingCartId, cartId), eq(invoices.status, 'Open')))
      .returning({ id: invoices.id }),
  );

const deleteOpenInvoicesStatement = preparedQuery('invoice_delete_open', ['cartId'], (tx, p) => {
  const gone = openInvoicesOf(tx, p.cartId);
  return tx.with(gone).select({ id: gone.id }).from(gone);
});

const replaceOpenInvoicesStatement = preparedByShape(
  'invoice_replace_open',
  (tx, p: { cartId: string; links: { itemId: string; invoiceId: string }[]; now: string; rows: InvoiceRow[] }) => {
    const cases = sql.join(
      p.links.map((link) => sql`when ${link.itemId}::uuid then ${link.invoiceId}`),
      sql` `,
    );
    const ids = sql.join(
      p.links.map((link) => sql`${link.itemId}::uuid`),
      sql`, `,
    );
    const linked = tx
      .$with('linked', { id: sql<string>`id` })
      .as(
        sql`update ${cartItems} set invoice_id = case id ${cases} end, updated_at = ${p.now}::timestamptz where id in (${ids}) returning id`,
      );
    return tx.with(openInvoicesOf(tx, p.cartId), linked).insert(invoices).values(p.rows);
  },
);
