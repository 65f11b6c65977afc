import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema/checkout.ts';

// The reservation a cart item became: checkout keeps the cart item's id on the reservation it
// books. The fragments are for another area's statement whose row names a cart item (tee-time
// alerts' offers), so it stays one statement and only checkout names its table. Nested one level:
// in the fields of a one-table select Drizzle writes top-level columns without their table, and
// inside the subquery a bare `cart_item_id` would name the reservation's own.

/** Whether the cart item whose id is `cartItemId` (a column of the outer statement) is a booked reservation: a condition. */
export function cartItemBooked(cartItemId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`${sql`exists (select 1 from ${reservations} where ${reservations.cartItemId} = ${cartItemId} and ${reservations.status} = 'booked')`}`;
}

/** The first reservation booked from the cart item whose id is `cartItemId` (whatever its status), or null. */
export function firstReservationIdOfCartItem(cartItemId: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`${sql`(select ${reservations.id} from ${reservations} where ${reservations.cartItemId} = ${cartItemId} order by ${reservations.createdAt} limit 1)`}`;
}

/** Whether a cart item became a booked reservation. */
export async function isCartItemBooked(db: Database, cartItemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.cartItemId, cartItemId), eq(reservations.status, 'booked')))
    .limit(1);
  return row !== undefined;
}
