import type { ProductQuantity, ProductStockFacts } from '@fairway/domain/checkout/product-stock';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/statements.ts';
import { together } from '../../db/transaction.ts';
import { productItems } from '../../db/schema/cart.ts';

// The courses' product stock (featured products and tee-time add-ons alike). A sale
// takes it in the booking's transaction, with a conditional update (the row lock makes concurrent
// checkouts take turns, and the condition refuses the one that would go below zero); a full
// cancellation gives it back.

/** The stock facts of some products (absent: no such product). */
export async function productStockOf(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, ProductStockFacts>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: productItems.id,
      inventory: productItems.inventory,
      isUnlimited: productItems.isUnlimited,
      isActive: productItems.isActive,
    })
    .from(productItems)
    .where(inArray(productItems.id, [...productIds]));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/**
 * Takes each line's quantity from its product's stock, in the order given (unlimited products have
 * none to take): for each line, false when fewer are left or the product was taken off sale. The
 * row lock of each UPDATE makes concurrent checkouts take turns; the updates go in one round trip.
 */
export function takeProductsStock(tx: Database, lines: readonly ProductQuantity[]): Promise<boolean[]> {
  return together(
    tx,
    ...lines.map(
      ({ productId, quantity }) =>
        async () =>
          (await takeProductStockStatement(tx, { productId, quantity })).length > 0,
    ),
  );
}
const takeProductStockStatement = preparedQuery('product_stock_take', ['productId', 'quantity'], (db, p) =>
  db
    .update(productItems)
    .set({
      inventory: sql`case when ${productItems.isUnlimited} then ${productItems.inventory} else ${productItems.inventory} - ${p.quantity}::int end`,
    })
    .where(
      and(
        eq(productItems.id, p.productId),
        eq(productItems.isActive, true),
        sql`(${productItems.isUnlimited} or ${productItems.inventory} >= ${p.quantity}::int)`,
      ),
    )
    .returning({ id: productItems.id }),
);

/**
 * Gives quantities back to their products' stock (a cancelled reservation's add-ons), in product
 * order as checkouts take them; unlimited products, and products deleted since, are left as they are.
 */
export async function returnProductStock(tx: Database, lines: readonly ProductQuantity[]): Promise<void> {
  for (const { productId, quantity } of [...lines].sort((a, b) => a.productId - b.productId)) {
    if (quantity <= 0) continue;
    await tx
      .update(productItems)
      .set({ inventory: sql`${productItems.inventory} + ${quantity}` })
      .where(
        and(
          eq(productItems.id, productId),
          eq(productItems.isUnlimited, false),
          sql`${productItems.inventory} is not null`,
        ),
      );
  }
}
