import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema/cart.ts';

/**
 * Whether the cart item whose id is `cartItemId` (a column of the outer statement) is still in a
 * cart: a condition another area embeds in its own statement (tee-time alerts' offers, read and
 * locked in one), so only cart names its table. Nested one level: in the fields of a one-table
 * select Drizzle writes top-level columns without their table.
 */
export function cartItemInCart(cartItemId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`${sql`exists (select 1 from ${cartItems} where ${cartItems.id} = ${cartItemId})`}`;
}
