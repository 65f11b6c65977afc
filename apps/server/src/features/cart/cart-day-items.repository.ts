import { and, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';

const itemTeeTime = sql<string>`${cartItems.extra}->>'teetime'`;

/**
 * Tee-time items on the courses' local day in this cart or the golfer's other carts, other than
 * `exceptItemId` (the release queue's per-golfer limit counts what is on its way to a booking).
 */
export async function countTeeTimeItemsOnDay(
  db: Database,
  facilityIds: number[],
  day: string,
  cartId: string,
  customerId: number | null,
  exceptItemId: string,
): Promise<number> {
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(
      and(
        eq(cartItems.type, 'tee-time'),
        inArray(cartItems.facilityId, facilityIds),
        ne(cartItems.id, exceptItemId),
        like(itemTeeTime, `${day}T%`),
        customerId === null ? eq(carts.id, cartId) : or(eq(carts.id, cartId), eq(carts.customerId, customerId)),
      ),
    );
  return rows.length;
}
